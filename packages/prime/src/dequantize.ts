/**
 * Dequantisation of v2 keys (metaforce `CFBStreamedCompression.cpp`), in float32 arithmetic exactly as metaforce's
 * decoder evaluates it, so decoded values match metaforce to the last bit in almost every case:
 *
 * - rotation: `q = (π/2) / rotationDivisor`; `x = sin(Rx·q)`, `y = sin(Ry·q)`, `z = sin(Rz·q)`;
 *   `w = √max(0, 1 − (x² + y² + z²))`, negated when the key's w-sign bit is set;
 * - translation / scale: quantised value × multiplier.
 *
 * @module
 */

const f32 = Math.fround;

/** `(π/2) / divisor` in float32, the factor that turns a stored rotation integer into an angle (radians). */
export function rotationStep(divisor: number): number {
  return f32(f32(f32(Math.PI) / 2) / f32(divisor));
}

/** One quaternion component from its stored integer: `sin(R · step)` in float32. */
export function dequantizeComponent(value: number, step: number): number {
  return f32(Math.sin(f32(f32(value) * step)));
}

/** The quaternion's w from its vector part (float32), negated when `negative`. */
export function quaternionW(x: number, y: number, z: number, negative: boolean): number {
  const sum = f32(f32(f32(x * x) + f32(y * y)) + f32(z * z));
  const w = f32(Math.sqrt(Math.max(f32(1 - sum), 0)));
  return negative ? -w : w;
}

/** A translation or scale component: `value × multiplier` in float32. */
export function dequantizeVector(value: number, multiplier: number): number {
  return f32(f32(value) * multiplier);
}

/**
 * A lookup table of {@link dequantizeComponent} for every integer in `[−divisor, divisor]` (index
 * `value + divisor`); worth building when a file holds many more rotation components than the table
 * has entries. Returns `null` for divisors too large to tabulate.
 */
export function sineTable(divisor: number): Float32Array | null {
  if (divisor > 0x10000) return null;
  const step = rotationStep(divisor);
  const table = new Float32Array(divisor * 2 + 1);
  for (let i = 0; i < table.length; i++) table[i] = dequantizeComponent(i - divisor, step);
  return table;
}
