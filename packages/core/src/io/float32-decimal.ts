/**
 * The shortest decimal of a float32: the smallest digit count p in 1…9 for which the value rounded to p
 * significant digits (round half up, as `Number.prototype.toPrecision`) reads back, through the nearest
 * double, to the same float32 — computed with exact double arithmetic instead of text, for writers
 * that spell float32 values as their shortest decimal (AnimJ's JSON, Unity's YAML). Each writer lays the
 * digits out in its own syntax.
 *
 * @module
 */

/** Exact powers of ten as doubles (10^0 … 10^22 are exactly representable; each product is exact). */
const POW10: number[] = [1];
for (let i = 1; i <= 22; i++) POW10.push(POW10[i - 1]! * 10);

/**
 * The shortest decimal n × 10^−k (n ≤ 10^9) of a positive finite float32 `a` that is not an integer
 * below 2^24, into `out[0]` = n and `out[1]` = k (see the module comment). Binary search over p
 * (round-tripping is monotone in p); the candidate n × 10^−k is tested without text: when |k| ≤ 22,
 * `n / 10^k` (or `n × 10^−k`) is one correctly rounded IEEE operation on exact operands, which is the
 * double `Number(text)` gives. The rounding is exact for 0 ≤ k ≤ 12; values whose inexact scaled form
 * is too close to a rounding tie or to a power of ten, or that need |k| > 22, return false.
 * @param a a positive finite float32 value (as a double).
 * @param out receives n (at most 9 digits) and k.
 * @returns false when `a` needs the caller's `toPrecision` path (the same digits, computed from text).
 */
export function shortestFloat32(a: number, out: Int32Array): boolean {
  // Decimal exponent of a: 10^e ≤ a < 10^(e+1). log10 can be off by one next to a power of ten, so
  // it is checked on a × 10^−e; values too close to a power of ten to tell take the slow path.
  let e = Math.floor(Math.log10(a));
  // k = p − 1 − e for p = 1 … 9 must stay within the exact powers (10^22).
  if (e > 21 || e < -13) return false;
  let m = scaled(a, e);
  if (m < 1) m = scaled(a, --e);
  else if (m >= 10) m = scaled(a, ++e);
  if (m < 1 + 1e-14 || m > 10 - 1e-13) return false;
  let lo = 1;
  let hi = 9;
  let best = 0;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const n = rounded(a, mid - 1 - e);
    if (n < 0) return false;
    if (Math.fround(scaled(n, mid - 1 - e)) === a) {
      hi = mid;
      best = n;
    } else {
      lo = mid + 1;
    }
  }
  if (best === 0 || lo === 9) {
    const n = rounded(a, lo - 1 - e);
    if (n < 0) return false;
    best = n;
  }
  out[0] = best;
  out[1] = lo - 1 - e;
  return true;
}

/**
 * a × 10^k rounded half up to an integer, or −1 when the double product is too close to a tie to
 * trust. For 0 ≤ k ≤ 12 the product is exact (a float32 has 24 significant bits, 5^12 < 2^28), so
 * ties are decided exactly; otherwise it is within half a double ulp.
 */
function rounded(a: number, k: number): number {
  const x = k >= 0 ? a * POW10[k]! : a / POW10[-k]!;
  const f = Math.floor(x);
  const frac = x - f;
  if (k >= 0 && k <= 12) return frac >= 0.5 ? f + 1 : f;
  if (Math.abs(frac - 0.5) <= x * 1e-15) return -1;
  return frac > 0.5 ? f + 1 : f;
}

/** The double nearest n × 10^−k (one correctly rounded operation). */
function scaled(n: number, k: number): number {
  return k >= 0 ? n / POW10[k]! : n * POW10[-k]!;
}
