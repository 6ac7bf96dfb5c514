/**
 * glTF's own evaluation of one animation channel (glTF 2.0 §3.11, Appendix C), as three.js's
 * interpolants draw it. Use it where a reader must match glTF runtimes to the last bit of a stored
 * (possibly not unit-length) quaternion; the core model's `sample` agrees except on such quaternions
 * (see the README, "Evaluation").
 *
 * @module
 */
import { gltfChannelData, type GltfChannelData } from './channel-data.js';
import type { AnimationChannel } from '@gltf-transform/core';

/**
 * The value of a glTF channel at `seconds`: `data.width` numbers (x, y, z; x, y, z, w; or
 * one weight per morph target).
 * - outside the keys, the first or last key's value (never a tangent, never normalised);
 * - `STEP`: key k on [t_k, t_k+1), the last key at t_N;
 * - `LINEAR`: component-wise lerp; rotations by slerp on the shorter arc without renormalising the
 *   stored keys (|dot| ≥ 0.9995: normalised lerp, as three.js's `slerpFlat` and the glTF sample
 *   viewer);
 * - `CUBICSPLINE`: the Hermite spline `(2s³−3s²+1)v_k + Δt(s³−2s²+s)b_k + (−2s³+3s²)v_k+1 + Δt(s³−s²)a_k+1`,
 *   rotations normalised inside the range.
 *
 * Given an `AnimationChannel`, its keys are decoded on every call: to evaluate one channel at many
 * times, pass `gltfChannelData(channel)` once instead.
 */
export function evaluateGltfChannel(channel: AnimationChannel | GltfChannelData, seconds: number): Float64Array {
  const data = 'getSampler' in channel ? gltfChannelData(channel) : channel;
  const { times, values, width } = data;
  const out = new Float64Array(width);
  const last = times.length - 1;
  if (!(seconds > times[0]!)) return copyKey(values, 0, width, out);
  if (seconds >= times[last]!) return copyKey(values, last, width, out);
  let lo = 0;
  let hi = last;
  while (hi - lo > 1) {
    const mid = (lo + hi) >>> 1;
    if (times[mid]! <= seconds) lo = mid;
    else hi = mid;
  }
  const k = lo;
  const dt = times[k + 1]! - times[k]!;
  if (data.interpolation === 'STEP' || !(dt > 0)) return copyKey(values, k, width, out);
  const s = (seconds - times[k]!) / dt;
  if (data.interpolation === 'LINEAR') {
    if (data.path === 'rotation') slerpFlat(out, values, k * 4, (k + 1) * 4, s);
    else for (let c = 0; c < width; c++) out[c] = values[k * width + c]! + (values[(k + 1) * width + c]! - values[k * width + c]!) * s;
    return out;
  }
  const a = data.inTangents!;
  const b = data.outTangents!;
  const s2 = s * s;
  const s3 = s2 * s;
  const h00 = 2 * s3 - 3 * s2 + 1;
  const h10 = dt * (s3 - 2 * s2 + s);
  const h01 = -2 * s3 + 3 * s2;
  const h11 = dt * (s3 - s2);
  for (let c = 0; c < width; c++) {
    out[c] = h00 * values[k * width + c]! + h10 * b[k * width + c]! + h01 * values[(k + 1) * width + c]! + h11 * a[(k + 1) * width + c]!;
  }
  if (data.path === 'rotation') {
    const len = Math.hypot(out[0]!, out[1]!, out[2]!, out[3]!);
    if (len > 0) for (let c = 0; c < 4; c++) out[c] = out[c]! / len;
  }
  return out;
}

function copyKey(values: Float64Array | Float32Array, k: number, width: number, out: Float64Array): Float64Array {
  for (let c = 0; c < width; c++) out[c] = values[k * width + c]!;
  return out;
}

/** Slerp between the stored quaternions at `i0` and `i1` by `s`, shorter arc, no renormalisation of the keys. */
function slerpFlat(out: Float64Array, q: Float64Array | Float32Array, i0: number, i1: number, s: number): void {
  let x0 = q[i0]!, y0 = q[i0 + 1]!, z0 = q[i0 + 2]!, w0 = q[i0 + 3]!;
  let x1 = q[i1]!, y1 = q[i1 + 1]!, z1 = q[i1 + 2]!, w1 = q[i1 + 3]!;
  if (x0 !== x1 || y0 !== y1 || z0 !== z1 || w0 !== w1) {
    let dot = x0 * x1 + y0 * y1 + z0 * z1 + w0 * w1;
    if (dot < 0) {
      x1 = -x1;
      y1 = -y1;
      z1 = -z1;
      w1 = -w1;
      dot = -dot;
    }
    if (dot < 0.9995) {
      const theta = Math.acos(dot);
      const sin = Math.sin(theta);
      const f0 = Math.sin((1 - s) * theta) / sin;
      const f1 = Math.sin(s * theta) / sin;
      x0 = x0 * f0 + x1 * f1;
      y0 = y0 * f0 + y1 * f1;
      z0 = z0 * f0 + z1 * f1;
      w0 = w0 * f0 + w1 * f1;
    } else {
      x0 = x0 * (1 - s) + x1 * s;
      y0 = y0 * (1 - s) + y1 * s;
      z0 = z0 * (1 - s) + z1 * s;
      w0 = w0 * (1 - s) + w1 * s;
      const f = 1 / Math.hypot(x0, y0, z0, w0);
      x0 *= f;
      y0 *= f;
      z0 *= f;
      w0 *= f;
    }
  }
  out[0] = x0;
  out[1] = y0;
  out[2] = z0;
  out[3] = w0;
}
