/** Checks shared by the unit and corpus conversion tests: core evaluation of a converted clip equals Maya evaluation. */
import { evaluate, type Track } from '@anim/core';
import { assert, expect } from 'vitest';
import { evaluateMayaCurve, evaluateMayaCurveAtInput, mayaFromClip, mayaToClip, readMaya, resolveMayaCurves, writeMaya, type MayaCurve, type MayaDocument } from '../src/index.js';
import { inputToSeconds } from '../src/curve.js';

/** Track value units per curve output unit (mayaToClip converts arc minutes/seconds and time outputs). */
export function valueScale(curve: MayaCurve): number {
  if (curve.output === 'time') return curve.outputScale;
  if (curve.outputUnit === 'min' || curve.outputUnit === 'minute') return 1 / 60;
  if (curve.outputUnit === 'sec' || curve.outputUnit === 'second') return 1 / 3600;
  return 1;
}

/** A dense grid of input times over 3× the key range of a curve (at least 10 input units wide). */
export function denseTimes(curve: MayaCurve): number[] {
  const t = curve.times;
  if (t.length === 0) return [0];
  const a = t[0]!;
  const b = t[t.length - 1]!;
  const span = Math.max(b - a, 10);
  return Array.from({ length: 241 }, (_, i) => a - span + (i * 3 * span) / 240);
}

/** Core `evaluate` of `track` equals Maya evaluation of `curve` at every input time (within 1e-6 of the value range). */
export function expectSameAsMaya(curve: MayaCurve, track: Track, inputTimes: readonly number[], where: string): void {
  const scale = valueScale(curve);
  const range = Math.max(1, (Math.max(...curve.values) - Math.min(...curve.values)) * scale);
  for (const t of inputTimes) {
    const expected = evaluateMayaCurveAtInput(curve, t) * scale;
    const actual = evaluate(track, inputToSeconds(curve, t))[0]!;
    if (!(Math.abs(actual - expected) <= 1e-6 * range)) assert.fail(`${where} t=${t}: core ${actual} vs Maya ${expected}`);
  }
}

/**
 * mayaToClip of a document gives one uniquely named track per curve whose core evaluation equals Maya's
 * (at `timesOf(curve, index)`, by default a dense grid), and every warning code is one of core's.
 */
export function expectToClipMatches(doc: MayaDocument, where: string, timesOf: (curve: MayaCurve, index: number) => number[] = denseTimes): void {
  const curves = resolveMayaCurves(doc, { globalTangent: 'spline' });
  const { value: clip } = mayaToClip(doc, { globalTangent: 'spline' });
  expect(clip.tracks).toHaveLength(curves.length);
  expect(new Set(clip.tracks.map((t) => t.name)).size).toBe(clip.tracks.length);
  curves.forEach((curve, i) => {
    expectSameAsMaya(curve, clip.tracks[i]!, timesOf(curve, i), `${where} ${clip.tracks[i]!.name}`);
  });
}

/** document → clip → document → bytes → document: Maya evaluation of the result equals core evaluation of the clip. */
export function expectFromClipMatches(doc: MayaDocument, where: string): void {
  const { value: clip } = mayaToClip(doc, { globalTangent: 'spline' });
  const { value: written } = mayaFromClip(clip);
  const curves = resolveMayaCurves(readMaya(writeMaya(written)));
  expect(curves).toHaveLength(clip.tracks.length);
  curves.forEach((curve, i) => {
    const track = clip.tracks[i]!;
    const scale = valueScale(curve);
    const t = track.times;
    const a = t[0] ?? 0;
    const b = t[t.length - 1] ?? 0;
    const span = Math.max(b - a, 0.5);
    let range = 1;
    for (const v of track.values) range = Math.max(range, Math.abs(v - track.values[0]!));
    // Sample between grid points (k + 0.37) so no sample lands exactly on a key or cycle boundary,
    // where a step discontinuity would make the result depend on the rounding of seconds → frames.
    for (let k = 0; k < 120; k++) {
      const seconds = a - span + ((k + 0.37) * 3 * span) / 120;
      const expected = evaluate(track, seconds)[0]!;
      const actual = evaluateMayaCurve(curve, seconds) * scale;
      if (!(Math.abs(actual - expected) <= 1e-6 * range)) assert.fail(`${where} ${track.name} ${seconds}s: Maya ${actual} vs core ${expected}`);
    }
  });
}
