import type { Clip, WarningCode } from '@anim/core';

/** A semantic problem found in a clip that read cleanly. */
export interface SemanticWarning {
  /**
   * A code of core's vocabulary (`WARNING_CODES`): `empty-track`, `times-not-increasing`,
   * `non-finite-value` (a time, value or handle) or `quaternion-not-unit`.
   */
  readonly code: WarningCode;
  readonly message: string;
  /** The track name. */
  readonly path: string;
}

/** How far a quaternion's length may be from 1 before `anim validate` warns. */
export const QUAT_LENGTH_TOLERANCE = 1e-3;

/**
 * Checks what a reader cannot reject but a user wants to know: empty tracks, key times that go
 * backwards, non-finite times, values or handles, and quaternion keys far from unit length.
 * At most one warning per check and track (non-finite times, values and handles are separate checks
 * sharing the code `non-finite-value`), naming the first offending key.
 */
export function semanticWarnings(clip: Clip): SemanticWarning[] {
  const out: SemanticWarning[] = [];
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
