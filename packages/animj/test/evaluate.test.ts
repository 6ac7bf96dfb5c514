import { evaluate as coreEvaluate } from '@anim/core';
import { describe, expect, it } from 'vitest';
import {
  evaluateComponents,
  evaluateTrack,
  fromClip,
  readAnimj,
  toClip,
  valueTypeInfo,
  writeAnimj,
  type AnimjDocument,
  type AnimjTrack,
} from '../src/index.js';
import { animjFiles, bytes } from './helpers.js';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);
const one = (trackJson: string): AnimjTrack => readAnimj(enc(`{"tracks":[${trackJson}]}`)).tracks[0]!;

describe('evaluation (Resonite semantics, documented assumptions)', () => {
  it('Raw: samples every interval, linear in between, clamped at the ends', () => {
    const t = one('{"trackType":"Raw","valueType":"float","data":{"interval":0.5,"keyframes":[0,1,3]}}');
    expect([-1, 0, 0.25, 0.5, 0.75, 1, 2].map((s) => evaluateTrack(t, s))).toEqual([0, 0, 0.5, 1, 2, 3, 3]);
    const ints = one('{"trackType":"Raw","valueType":"int","data":{"interval":1,"keyframes":[0,10]}}');
    expect(evaluateTrack(ints, 0.9)).toBe(0);
  });

  it('Discrete: holds the last keyframe at or before t', () => {
    const t = one('{"trackType":"Discrete","valueType":"ulong","data":{"keyframes":[{"time":0,"value":1},{"time":1,"value":18446744073709551615}]}}');
    expect(evaluateTrack(t, -1)).toBe(1n);
    expect(evaluateTrack(t, 0.99)).toBe(1n);
    expect(evaluateTrack(t, 1)).toBe(18446744073709551615n);
  });

  it('Curve: Hold, Linear, Tangent (Hermite slopes per second), CubicBezier (control points)', () => {
    const hold = one('{"trackType":"Curve","valueType":"float","data":{"keyframes":[{"time":0,"value":1,"interpolation":"Hold"},{"time":1,"value":3,"interpolation":"Hold"}]}}');
    expect(evaluateTrack(hold, 0.5)).toBe(1);
    const linear = one('{"trackType":"Curve","valueType":"double2","data":{"keyframes":[{"time":0,"value":{"x":0,"y":2},"interpolation":"Linear"},{"time":2,"value":{"x":4,"y":0},"interpolation":"Linear"}]}}');
    expect(evaluateTrack(linear, 0.5)).toEqual({ x: 1, y: 1.5 });
    // Hermite from (10, 0) slope 5 to (20, 1) slope 2, at s = 0.5: h00 v0 + h10 m0 + h01 v1 + h11 m1, m = slope × 10
    const tangent = readAnimj(bytes('animj/hand/tt_curve_tangent.animj')).tracks[0]!;
    const expected = 0.5 * 0 + 0.125 * 50 + 0.5 * 1 - 0.125 * 20;
    expect(evaluateComponents(tangent, 15)[0]).toBeCloseTo(expected, 12);
    const bezier = one('{"trackType":"Curve","valueType":"double","data":{"keyframes":[{"time":0,"value":0,"interpolation":"CubicBezier","rightTangent":1},{"time":1,"value":0,"interpolation":"CubicBezier","leftTangent":-1}]}}');
    expect(evaluateComponents(bezier, 0.5)[0]).toBeCloseTo(3 * 0.125 * 1 + 3 * 0.125 * -1, 12);
    expect(evaluateComponents(bezier, 0.25)[0]).toBeCloseTo(3 * 0.5625 * 0.25 - 3 * 0.75 * 0.0625, 12);
  });

  it('floatQ: Linear is a shortest-arc slerp', () => {
    const s = Math.SQRT1_2;
    const q = one(`{"trackType":"Curve","valueType":"floatQ","data":{"keyframes":[{"time":0,"value":{"x":0,"y":0,"z":0,"w":1},"interpolation":"Linear"},{"time":1,"value":{"x":0,"y":0,"z":${String(-s)},"w":${String(-s)}},"interpolation":"Linear"}]}}`);
    const v = evaluateComponents(q, 0.5);
    expect(v[2]).toBeCloseTo(Math.sin(Math.PI / 8), 6);
    expect(v[3]).toBeCloseTo(Math.cos(Math.PI / 8), 6);
  });

  it('strings and booleans hold; empty tracks give the zero value', () => {
    const s = one('{"trackType":"Curve","valueType":"string","data":{"keyframes":[{"time":0,"value":"a","interpolation":"Linear"},{"time":1,"value":null,"interpolation":"Linear"}]}}');
    expect(evaluateTrack(s, 0.9)).toBe('a');
    expect(evaluateTrack(s, 1)).toBeNull();
    expect(evaluateTrack(one('{"trackType":"Discrete","valueType":"bool2","data":{"keyframes":[]}}'), 3)).toEqual({ x: false, y: false });
  });
});

describe('core adapters', () => {
  const floatTracks: { file: string; doc: AnimjDocument }[] = [];
  for (const file of animjFiles()) {
    try {
      floatTracks.push({ file, doc: readAnimj(bytes(file)) });
    } catch {
      // rejected files are covered by the corpus tests
    }
  }

  it('core evaluation of the converted clip equals the format evaluation on every corpus track', () => {
    let worst = 0;
    let where = '';
    let checked = 0;
    for (const { file, doc } of floatTracks) {
      const { value: clip } = toClip(doc);
      let ti = 0;
      for (const t of doc.tracks) {
        const info = valueTypeInfo(t.valueType)!;
        if (info.shape === 'matrix') continue;
        const core = clip.tracks[ti++]!;
        if (!info.float || info.name === 'color32') continue;
        // The vt_* files use float32 extremes (3.4e38) as tangents: both evaluations then cancel
        // catastrophically and agree on nothing, so they are left out.
        const big = [t.values, t.trackType === 'Raw' || t.trackType === 'Discrete' ? undefined : t.leftTangents, t.trackType === 'Raw' || t.trackType === 'Discrete' ? undefined : t.rightTangents]
          .flatMap((a) => (a === undefined ? [] : Array.from(a as ArrayLike<number>)))
          .some((v) => Math.abs(v) > 1e20);
        if (big) continue;
        const n = t.values.length / info.components;
        const end = t.trackType === 'Raw' ? (n - 1) * (t.interval ?? 0) : n > 0 ? t.times[n - 1]! : 0;
        const start = t.trackType === 'Raw' || n === 0 ? 0 : t.times[0]!;
        for (let i = 0; i <= 40; i++) {
          const time = start - 0.1 + ((end - start + 0.2) * i) / 40;
          const ours = evaluateComponents(t, time);
          const theirs = coreEvaluate(core, time);
          for (let c = 0; c < info.components; c++) {
            const a = ours[c]!;
            const b = theirs[c]!;
            if (!Number.isFinite(a) || Math.abs(a) > 1e30) continue;
            const err = Math.abs(a - b) / Math.max(1, Math.abs(a));
            if (err > worst) {
              worst = err;
              where = `${file} ${t.trackType} ${t.valueType} t=${String(time)} c=${String(c)}: ${String(a)} vs ${String(b)}`;
            }
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(5000);
    if (process.env.ANIMJ_REPORT !== undefined) console.log(`worst relative error ${String(worst)} over ${String(checked)} samples (${where})`);
    expect({ worst: worst < 1e-9, where }).toEqual({ worst: true, where });
  });

  it('converts back: fromClip(toClip(doc)) evaluates like doc and keeps the value types', () => {
    for (const name of ['tt_curve_tangent', 'tt_curve_cubicbezier_full', 'tt_curve_mixed', 'vt_float', 'vt_int', 'vt_string', 'vt_color', 'vt_double4x4']) {
      const doc = readAnimj(bytes(`animj/hand/${name}.animj`));
      const back = fromClip(toClip(doc).value).value;
      expect(back.tracks.map((t) => t.valueType)).toEqual(doc.tracks.map((t) => t.valueType));
      let worst = 0;
      const changed: string[] = [];
      back.tracks.forEach((t, i) => {
        const original = doc.tracks[i]!;
        const info = valueTypeInfo(t.valueType)!;
        if (!info.float) {
          // stepped types keep their exact values
          const same = JSON.stringify(Array.from(t.values as ArrayLike<unknown>)) === JSON.stringify(Array.from(original.values as ArrayLike<unknown>));
          if (!same) changed.push(`${name} track ${String(i)}`);
          return;
        }
        for (let s = -0.5; s <= 3; s += 0.05) {
          const a = evaluateComponents(original, s);
          const b = evaluateComponents(t, s);
          for (let c = 0; c < a.length; c++) {
            const err = Math.abs(a[c]!) < 1e30 ? Math.abs(b[c]! - a[c]!) / Math.max(1, Math.abs(a[c]!)) : 0;
            worst = Math.max(worst, err);
          }
        }
      });
      expect(worst).toBeLessThan(1e-6);
      expect(changed).toEqual([]);
      expect(readAnimj(writeAnimj(back))).toStrictEqual(back);
    }
  });

  it('reports losses and fails in strict mode', () => {
    const doc = readAnimj(bytes('animj/hand/vt_ulong.animj'));
    const { warnings } = toClip(doc);
    expect(warnings.map((w) => w.code)).toContain('precision-lost');
    expect(() => toClip(doc, { strict: true })).toThrow(/strict mode/);
    const matrices = toClip(readAnimj(bytes('animj/hand/vt_float4x4.animj')));
    expect(matrices.value.tracks).toEqual([]);
    expect(matrices.warnings.map((w) => w.code)).toContain('track-dropped');
  });
});
