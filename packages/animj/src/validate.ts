/**
 * Semantic checks of an {@link AnimjDocument} (what JSON syntax cannot say), each reported with a
 * JSON pointer:
 *
 * errors (the document cannot be written or loaded as is):
 * - `unknown-value-type`: a value type outside the spec's table;
 * - `invalid-value`: value storage of the wrong class, interpolation codes above 3, booleans other
 *   than 0/1;
 * - `length-mismatch`: values, times, interpolations, tangents or tangent presence of the wrong length;
 * - `non-finite-value`: NaN in a float (no JSON form);
 *
 * warnings (it loads, but not as the author probably meant):
 * - `times-not-increasing`: a keyframe time below the previous one;
 * - `missing-field`: a Raw track without `interval` (the spec: it "will not work as intended");
 * - `missing-field`: a Tangent/CubicBezier segment whose start key has no `rightTangent` or whose
 *   end key has no `leftTangent` (Resonite then uses 0);
 * - `unsupported-by-format`: a `Bezier` track (Resonite does not (de)serialise it; the writer emits Curve);
 * - `unsupported-by-format`: a matrix value type (Resonite's AnimJ importer does not read them; use AnimX).
 *
 * @module
 */
import type { WarningCode } from '@anim/core';
import type { AnimjDocument, AnimjIssue, AnimjTrack } from './types.js';
import { hasStorage, animjValueTypeInfo } from './value-types.js';

/**
 * Validates a document.
 * @returns every problem found, errors and warnings, in document order (empty when the document is clean).
 */
export function validateAnimj(doc: AnimjDocument): AnimjIssue[] {
  const issues: AnimjIssue[] = [];
  doc.tracks.forEach((track, i) => {
    validateTrack(track, `/tracks/${String(i)}`, issues);
  });
  return issues;
}

function validateTrack(t: AnimjTrack, at: string, issues: AnimjIssue[]): void {
  const error = (code: WarningCode, pointer: string, message: string): void => {
    issues.push({ severity: 'error', code, pointer, message });
  };
  const warn = (code: WarningCode, pointer: string, message: string): void => {
    issues.push({ severity: 'warning', code, pointer, message });
  };
  const info = animjValueTypeInfo(t.valueType);
  if (info === undefined) {
    error('unknown-value-type', `${at}/valueType`, `${JSON.stringify(t.valueType)} is not a value type of the spec`);
    return;
  }
  const c = info.components;
  const keys = `${at}/data/keyframes`;
  const storageOk = (a: unknown, name: string): boolean => {
    if (!hasStorage(info, a)) {
      error('invalid-value', at, `${name} is not stored as a ${info.name} column (see ValueArray)`);
      return false;
    }
    return true;
  };
  if (!storageOk(t.values, 'values')) return;
  if (t.values.length % c !== 0) {
    error('length-mismatch', keys, `values has ${String(t.values.length)} entries, not a multiple of ${String(c)}`);
    return;
  }
  const n = t.values.length / c;
  if (info.storage === 'bool') {
    const v = t.values as Uint8Array;
    for (let i = 0; i < v.length; i++) {
      if (v[i]! > 1) {
        error('invalid-value', `${keys}/${String(Math.floor(i / c))}`, `boolean components are 0 or 1, found ${String(v[i])}`);
        break;
      }
    }
  }
  if (info.storage === 'f32' || info.storage === 'f64') {
    const v = t.values as Float64Array;
    for (let i = 0; i < v.length; i++) {
      if (Number.isNaN(v[i])) {
        error('non-finite-value', `${keys}/${String(Math.floor(i / c))}`, 'NaN cannot be written in AnimJ');
        break;
      }
    }
  }
  if (info.shape === 'matrix') {
    warn('unsupported-by-format', `${at}/valueType`, `Resonite's AnimJ importer does not read ${info.name}; use AnimX for matrix tracks`);
  }
  if (t.trackType === 'Raw') {
    if (t.interval === undefined) warn('missing-field', `${at}/data`, 'a Raw track without interval "will not work as intended" (spec)');
    return;
  }
  if (t.times.length !== n) {
    error('length-mismatch', keys, `times has ${String(t.times.length)} entries for ${String(n)} keyframes`);
    return;
  }
  const times = t.times;
  for (let k = 1; k < n; k++) {
    if (times[k]! < times[k - 1]!) {
      warn('times-not-increasing', `${keys}/${String(k)}/time`, `time ${String(times[k])} is before the previous keyframe's ${String(times[k - 1])}`);
    }
  }
  if (t.trackType === 'Discrete') return;
  if (t.trackType === 'Bezier') warn('unsupported-by-format', `${at}/trackType`, 'Resonite does not load Bezier tracks; they are written as Curve tracks with CubicBezier keyframes');
  if (t.interpolations.length !== n) {
    error('length-mismatch', keys, `interpolations has ${String(t.interpolations.length)} entries for ${String(n)} keyframes`);
    return;
  }
  const left = t.leftTangents;
  const right = t.rightTangents;
  if (left !== undefined && (!storageOk(left, 'leftTangents') || left.length !== t.values.length)) return;
  if (right !== undefined && (!storageOk(right, 'rightTangents') || right.length !== t.values.length)) return;
  const presence = t.tangentPresence;
  if (presence !== undefined && presence.length !== n) {
    error('length-mismatch', keys, `tangentPresence has ${String(presence.length)} entries for ${String(n)} keyframes`);
    return;
  }
  const has = (k: number, bit: number): boolean =>
    (bit === 1 ? left : right) !== undefined && (presence === undefined || ((presence[k] ?? 0) & bit) !== 0);
  for (let k = 0; k < n; k++) {
    const code = t.interpolations[k]!;
    if (code > 3) {
      error('invalid-value', `${keys}/${String(k)}/interpolation`, `interpolation code ${String(code)} is not 0…3`);
      continue;
    }
    if ((code === 2 || code === 3) && k + 1 < n) {
      if (!has(k, 2)) warn('missing-field', `${keys}/${String(k)}`, 'this keyframe starts a Tangent/CubicBezier segment but has no rightTangent (Resonite uses 0)');
      if (!has(k + 1, 1)) warn('missing-field', `${keys}/${String(k + 1)}`, 'the previous keyframe starts a Tangent/CubicBezier segment but this one has no leftTangent (Resonite uses 0)');
    }
  }
}
