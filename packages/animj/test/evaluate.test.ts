import { sample } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { animjFromClip, animjToClip, evaluateAnimjComponents, evaluateAnimjTrack, readAnimj, type AnimjTrack } from '../src/index.js';
import { expectConvertedEvaluation, expectRoundTripEvaluation } from './evaluate-helpers.js';
import { fixture, fixtureNames } from './helpers.js';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);
const one = (trackJson: string): AnimjTrack => readAnimj(enc(`{"tracks":[${trackJson}]}`)).tracks[0]!;

describe('evaluation (Resonite semantics, documented assumptions)', () => {
  it('Raw: samples every interval, linear in between, clamped at the ends', () => {
    const t = one('{"trackType":"Raw","valueType":"float","data":{"interval":0.5,"keyframes":[0,1,3]}}');
    expect([-1, 0, 0.25, 0.5, 0.75, 1, 2].map((s) => evaluateAnimjTrack(t, s))).toEqual([0, 0, 0.5, 1, 2, 3, 3]);
    const ints = one('{"trackType":"Raw","valueType":"int","data":{"interval":1,"keyframes":[0,10]}}');
    expect(evaluateAnimjTrack(ints, 0.9)).toBe(0);
  });

  it('Raw without interval: the first sample at every time, through evaluateAnimjTrack and the converted clip (what anim sample evaluates)', () => {
    const times = [-1, 0, 0.5, 1, 2, 100];
    for (const data of ['"keyframes":[4,7,9]', '"interval":0,"keyframes":[4,7,9]', '"interval":-1,"keyframes":[4,7,9]']) {
      const doc = readAnimj(enc(`{"tracks":[{"trackType":"Raw","valueType":"float","data":{"node":"n","property":"p",${data}}}]}`));
      expect(times.map((s) => evaluateAnimjTrack(doc.tracks[0]!, s))).toEqual(times.map(() => 4));
      const { value: clip, warnings } = animjToClip(doc);
      expect(warnings).toEqual([expect.objectContaining({ code: 'missing-field', path: '/tracks/0', message: expect.stringMatching(/first sample; the other 2 samples/) as unknown })]);
      expect(Array.from(sample(clip.tracks[0]!, Float64Array.from(times)))).toEqual(times.map(() => 4));
    }
    const ints = one('{"trackType":"Raw","valueType":"int","data":{"keyframes":[3,5]}}');
    expect(evaluateAnimjTrack(ints, 10)).toBe(3);
    expect(Array.from(sample(animjToClip({ tracks: [ints] }).value.tracks[0]!, Float64Array.of(0, 10)))).toEqual([3, 3]);
  });

  it('Discrete: holds the last keyframe at or before t', () => {
    const t = one('{"trackType":"Discrete","valueType":"ulong","data":{"keyframes":[{"time":0,"value":1},{"time":1,"value":18446744073709551615}]}}');
    expect(evaluateAnimjTrack(t, -1)).toBe(1n);
    expect(evaluateAnimjTrack(t, 0.99)).toBe(1n);
    expect(evaluateAnimjTrack(t, 1)).toBe(18446744073709551615n);
  });

  it('Curve: Hold, Linear, Tangent (Hermite slopes per second), CubicBezier (control points)', () => {
    const hold = one('{"trackType":"Curve","valueType":"float","data":{"keyframes":[{"time":0,"value":1,"interpolation":"Hold"},{"time":1,"value":3,"interpolation":"Hold"}]}}');
    expect(evaluateAnimjTrack(hold, 0.5)).toBe(1);
    const linear = one('{"trackType":"Curve","valueType":"double2","data":{"keyframes":[{"time":0,"value":{"x":0,"y":2},"interpolation":"Linear"},{"time":2,"value":{"x":4,"y":0},"interpolation":"Linear"}]}}');
    expect(evaluateAnimjTrack(linear, 0.5)).toEqual({ x: 1, y: 1.5 });
    // Hermite from (10, 0) slope 5 to (20, 1) slope 2, at s = 0.5: h00 v0 + h10 m0 + h01 v1 + h11 m1, m = slope × 10
    const tangent = one(
      '{"trackType":"Curve","valueType":"float","data":{"keyframes":[{"time":10,"value":0,"leftTangent":-10,"rightTangent":5,"interpolation":"Tangent"},{"time":20,"value":1,"leftTangent":2,"rightTangent":-3,"interpolation":"Tangent"}]}}',
    );
    const expected = 0.5 * 0 + 0.125 * 50 + 0.5 * 1 - 0.125 * 20;
    expect(evaluateAnimjComponents(tangent, 15)[0]).toBeCloseTo(expected, 12);
    const bezier = one('{"trackType":"Curve","valueType":"double","data":{"keyframes":[{"time":0,"value":0,"interpolation":"CubicBezier","rightTangent":1},{"time":1,"value":0,"interpolation":"CubicBezier","leftTangent":-1}]}}');
    expect(evaluateAnimjComponents(bezier, 0.5)[0]).toBeCloseTo(3 * 0.125 * 1 + 3 * 0.125 * -1, 12);
    expect(evaluateAnimjComponents(bezier, 0.25)[0]).toBeCloseTo(3 * 0.5625 * 0.25 - 3 * 0.75 * 0.0625, 12);
  });

  it('floatQ: Linear is a shortest-arc slerp', () => {
    const s = Math.SQRT1_2;
    const q = one(`{"trackType":"Curve","valueType":"floatQ","data":{"keyframes":[{"time":0,"value":{"x":0,"y":0,"z":0,"w":1},"interpolation":"Linear"},{"time":1,"value":{"x":0,"y":0,"z":${String(-s)},"w":${String(-s)}},"interpolation":"Linear"}]}}`);
    const v = evaluateAnimjComponents(q, 0.5);
    expect(v[2]).toBeCloseTo(Math.sin(Math.PI / 8), 6);
    expect(v[3]).toBeCloseTo(Math.cos(Math.PI / 8), 6);
  });

  it('strings and booleans hold; empty tracks give the zero value', () => {
    const s = one('{"trackType":"Curve","valueType":"string","data":{"keyframes":[{"time":0,"value":"a","interpolation":"Linear"},{"time":1,"value":null,"interpolation":"Linear"}]}}');
    expect(evaluateAnimjTrack(s, 0.9)).toBe('a');
    expect(evaluateAnimjTrack(s, 1)).toBeNull();
    expect(evaluateAnimjTrack(one('{"trackType":"Discrete","valueType":"bool2","data":{"keyframes":[]}}'), 3)).toEqual({ x: false, y: false });
  });
});

describe('core adapters', () => {
  const docs = fixtureNames()
    .map((name) => ({ file: name, doc: readAnimj(fixture(name)) }));

  it('core evaluation of the converted clip equals the format evaluation on every fixture track', () => {
    expect(expectConvertedEvaluation(docs)).toBeGreaterThan(1000);
  });

  it('converts back: animjFromClip(animjToClip(doc)) evaluates like doc and keeps the value types', () => {
    for (const name of ['track-curve.animj', 'track-tangents-partial.animj', 'track-raw.animj', 'track-discrete.animj', 'value-types-scalar.animj', 'value-types-vector.animj', 'value-types-matrix.animj']) {
      expectRoundTripEvaluation(name, readAnimj(fixture(name)));
    }
  });

  it('reports losses and fails in strict mode', () => {
    const doc = readAnimj(fixture('int64.animj'));
    const { warnings } = animjToClip(doc);
    expect(warnings.map((w) => w.code)).toContain('precision-lost');
    expect(() => animjToClip(doc, { strict: true })).toThrow(/strict mode/);
    const matrices = animjToClip(readAnimj(fixture('value-types-matrix.animj')));
    expect(matrices.value.tracks).toEqual([]);
    expect(matrices.warnings.map((w) => w.code)).toEqual(Array(6).fill('track-dropped'));
    // The matrix tracks come back from the clip's extras.
    expect(animjFromClip(matrices.value).value.tracks).toStrictEqual(readAnimj(fixture('value-types-matrix.animj')).tracks);
    const nulls = animjToClip(readAnimj(fixture('nulls.animj')));
    expect(nulls.warnings.map((w) => w.code)).toEqual(['value-type-changed']);
    expect(nulls.value.tracks[0]!.strings).toEqual(['']);
  });
});
