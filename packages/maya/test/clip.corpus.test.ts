import { createClip, createTrack, evaluate, type Track } from '@anim/core';
import { assert, describe, expect, it } from 'vitest';
import { evaluateCurve, inputToSeconds, fromClip, mayaFormat, mayaKeyList, readMaya, resolveCurves, toClip, writeMaya, type MayaCurve } from '../src/index.js';
import { animFiles, bytesOf, needsThousands, text } from './helpers.js';

interface Reference {
  curves: { curveIndex: number; unsupported?: string; samples?: { time: number[] } }[];
}

/** Track value units per curve output unit (toClip converts arc minutes/seconds and time outputs). */
function valueScale(curve: MayaCurve): number {
  if (curve.output === 'time') return curve.outputScale;
  if (curve.outputUnit === 'min' || curve.outputUnit === 'minute') return 1 / 60;
  if (curve.outputUnit === 'sec' || curve.outputUnit === 'second') return 1 / 3600;
  return 1;
}

function check(curve: MayaCurve, track: Track, times: readonly number[], where: string): void {
  const scale = valueScale(curve);
  const range = Math.max(1, (Math.max(...curve.values) - Math.min(...curve.values)) * scale);
  for (const t of times) {
    const expected = evaluateCurve(curve, t) * scale;
    const actual = evaluate(track, inputToSeconds(curve, t))[0]!;
    if (!(Math.abs(actual - expected) <= 1e-6 * range)) assert.fail(`${where} t=${t}: core ${actual} vs Maya ${expected}`);
  }
}

/** The reference times of a curve, or a dense grid over 2.5× its key range when there is none. */
function timesFor(curve: MayaCurve, ref: Reference | undefined, index: number): number[] {
  const samples = ref?.curves.find((c) => c.curveIndex === index)?.samples?.time;
  if (samples !== undefined) return samples;
  const t = curve.times;
  if (t.length === 0) return [0];
  const a = t[0]!;
  const b = t[t.length - 1]!;
  const span = Math.max(b - a, 10);
  return Array.from({ length: 241 }, (_, i) => a - span + (i * 3 * span) / 240);
}

describe('toClip: core evaluation equals Maya evaluation', () => {
  for (const name of animFiles) {
    it(name, () => {
      const doc = readMaya(bytesOf(name), { thousandsSeparators: needsThousands(name) });
      const evalName = name.replace(/\.anim$/, '.eval.json');
      const ref = animFiles.length > 0 && evalName !== name ? tryReference(evalName) : undefined;
      const curves = resolveCurves(doc, { globalTangent: 'spline' });
      const { value: clip, warnings } = toClip(doc, { globalTangent: 'spline' });
      expect(clip.tracks).toHaveLength(curves.length);
      expect(new Set(clip.tracks.map((t) => t.name)).size).toBe(clip.tracks.length);
      for (const w of warnings) expect(w.code).toMatch(/^maya\./);
      curves.forEach((curve, i) => {
        const track = clip.tracks[i]!;
        check(curve, track, timesFor(curve, ref, i), `${name} ${track.name}`);
      });
    });
  }

  it('names tracks <node>.<leaf attribute>, in seconds, with units, and keeps the clipboard in extras', () => {
    const { value: clip, warnings } = toClip(readMaya(bytesOf('ha_seed_joint_chain.anim')));
    expect(warnings).toStrictEqual([]);
    expect(clip.tracks.map((t) => t.name)).toStrictEqual([
      'joint1.rotateX',
      'joint1.rotateY',
      'joint1.rotateZ',
      'joint2.rotateX',
      'joint2.rotateZ',
      'joint3.rotateX',
      'joint3.rotateY',
      'joint3.rotateZ',
    ]);
    const rz = clip.tracks[2]!;
    expect(rz.unit).toBe('deg');
    expect(Array.from(rz.times)).toStrictEqual([1 / 30, 10 / 30, 15 / 30, 22 / 30, 30 / 30]);
    expect(clip.frameRate).toStrictEqual({ numerator: 30, denominator: 1 });
    expect(clip.duration).toBeCloseTo(29 / 30, 15);
    expect(clip.extras.maya).toMatchObject({ placeholders: [{ node: 'joint4', row: 3, child: 0, attr: 0 }] });
  });

  it('warns about driven keys and fails in strict mode', () => {
    const doc = readMaya(bytesOf('ha_driven_unitless.anim'));
    const { warnings } = toClip(doc);
    expect(warnings.map((w) => w.code)).toContain('unit-assumed');
    expect(() => toClip(doc, { strict: true })).toThrow(/strict mode/);
  });
});

function tryReference(name: string): Reference | undefined {
  try {
    return JSON.parse(text(bytesOf(name))) as Reference;
  } catch {
    return undefined;
  }
}

describe('fromClip', () => {
  for (const name of animFiles) {
    it(`${name}: clip → .anim → clip evaluates the same`, () => {
      const doc = readMaya(bytesOf(name), { thousandsSeparators: needsThousands(name) });
      const { value: clip } = toClip(doc, { globalTangent: 'spline' });
      const { value: written } = fromClip(clip);
      const again = readMaya(writeMaya(written));
      const curves = resolveCurves(again);
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
          const actual = evaluateCurve(curve, seconds / curve.inputScale) * scale;
          if (!(Math.abs(actual - expected) <= 1e-6 * range)) assert.fail(`${name} ${track.name} ${seconds}s: Maya ${actual} vs core ${expected}`);
        }
      });
    });
  }

  it('writes a built clip as a weighted curve with fixed tangents, time unit from the frame rate', () => {
    const track = createTrack({
      node: 'ball',
      property: 'translateY',
      valueType: 'scalar',
      unit: 'cm',
      keys: [
        { time: 0, value: 0, interpolation: 'bezier', outHandle: { time: 0.1, value: 5 } },
        { time: 1, value: 10, interpolation: 'linear', inHandle: { time: -0.5, value: 0 } },
        { time: 2, value: 4, interpolation: 'constant' },
        { time: 3, value: 4 },
      ],
      postExtrapolation: 'cycleOffset',
    });
    const clip = createClip({ tracks: [track], frameRate: { numerator: 30000, denominator: 1001 } });
    const { value: doc, warnings } = fromClip(clip);
    expect(warnings).toStrictEqual([]);
    expect(doc.header.timeUnit).toBe('29.97fps');
    const data = doc.anims[0]!.animData!;
    expect(doc.anims[0]).toMatchObject({ attribute: 'translateY', leafAttribute: 'translateY', node: 'ball' });
    expect(data).toMatchObject({ weighted: true, output: 'linear', postInfinity: 'cycleRelative' });
    expect(mayaKeyList(data.keys).map((k) => [k.inTangentType, k.outTangentType])).toStrictEqual([
      ['fixed', 'fixed'],
      ['fixed', 'linear'],
      ['linear', 'step'],
      ['step', 'fixed'],
    ]);
    const bytes = mayaFormat.write(doc);
    const curve = resolveCurves(mayaFormat.read(bytes))[0]!;
    for (let s = -1; s <= 8; s += 0.01) {
      expect(evaluateCurve(curve, (s * 30000) / 1001)).toBeCloseTo(evaluate(track, s)[0]!, 9);
    }
  });

  it('skips tracks Maya has no curve for, with a warning', () => {
    const q = createTrack({ node: 'a', property: 'rotation', valueType: 'quat', keys: [{ time: 0, value: [0, 0, 0, 1] }] });
    const { value: doc, warnings } = fromClip(createClip({ tracks: [q] }));
    expect(doc.anims).toStrictEqual([]);
    expect(warnings.map((w) => w.code)).toStrictEqual(['track-dropped']);
  });
});
