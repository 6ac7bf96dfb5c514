/**
 * What a reader cannot reject but a user wants to know about a clip that read cleanly: empty tracks,
 * key times going backwards, non-finite times, values or handles, quaternion keys far from unit length.
 * Used by `anim validate` and the playground; `checkClipShape` (`check-clip.ts`) is the other
 * check, of the shape every writer needs, which throws.
 *
 * @module
 */
import type { ConversionWarning } from '../errors.js';
import type { Clip } from '../types.js';

/** How far a quaternion's length may be from 1 before {@link clipWarnings} warns `quaternion-not-unit`. */
const QUAT_LENGTH_TOLERANCE = 1e-3;

/**
 * The semantic problems of a clip, as warnings of core's vocabulary (`WARNING_CODES`), `path` the track
 * name: `empty-track` (no keys), `times-not-increasing` (a key time before the previous one, in seconds),
 * `non-finite-value` (a time, value or in/out handle that is NaN or infinite: three separate checks) and
 * `quaternion-not-unit` (a `quat` key whose length is more than 1e-3 from 1). At most one warning per
 * check and track, naming the first offending key. Never throws; linear in the keys.
 */
export function clipWarnings(clip: Clip): ConversionWarning[] {
  const out: ConversionWarning[] = [];
  for (const track of clip.tracks) {
    const path = track.name;
    const n = track.times.length;
    const c = track.components;
    if (n === 0) {
      out.push({ code: 'empty-track', message: 'track has no keyframes', path });
      continue;
    }
    for (let k = 0; k < n; k++) {
      if (!Number.isFinite(track.times[k]!)) {
        out.push({ code: 'non-finite-value', message: `key ${k} has time ${track.times[k]}`, path });
        break;
      }
    }
    for (let k = 1; k < n; k++) {
      if (track.times[k]! < track.times[k - 1]!) {
        out.push({
          code: 'times-not-increasing',
          message: `key ${k} at ${track.times[k]} s comes before key ${k - 1} at ${track.times[k - 1]} s`,
          path,
        });
        break;
      }
    }
    if (track.valueType !== 'string') {
      for (let i = 0; i < track.values.length; i++) {
        if (!Number.isFinite(track.values[i]!)) {
          out.push({
            code: 'non-finite-value',
            message: `key ${Math.floor(i / c)} has value ${track.values[i]}`,
            path,
          });
          break;
        }
      }
    }
    for (const [side, handles] of [['in', track.inHandles], ['out', track.outHandles]] as const) {
      if (handles === undefined) continue;
      const bad = handles.findIndex((v) => !Number.isFinite(v));
      if (bad >= 0) {
        out.push({
          code: 'non-finite-value',
          message: `key ${Math.floor(bad / (2 * c))} has a non-finite ${side}-handle (${handles[bad]})`,
          path,
        });
        break;
      }
    }
    if (track.valueType === 'quat' && c === 4) {
      for (let k = 0; k < n; k++) {
        const x = track.values[k * 4]!;
        const y = track.values[k * 4 + 1]!;
        const z = track.values[k * 4 + 2]!;
        const w = track.values[k * 4 + 3]!;
        const length = Math.sqrt(x * x + y * y + z * z + w * w);
        if (Number.isFinite(length) && Math.abs(length - 1) > QUAT_LENGTH_TOLERANCE) {
          out.push({ code: 'quaternion-not-unit', message: `key ${k} has length ${length.toPrecision(6)}`, path });
          break;
        }
      }
    }
  }
  return out;
}
