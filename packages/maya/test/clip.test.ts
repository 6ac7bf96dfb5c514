import { createClip, createTrack, evaluate, isWarningCode } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { evaluateMayaCurve, mayaFormat, mayaFromClip, mayaToClip, readMaya, resolveMayaCurves } from '../src/index.js';
import { mayaKeyList } from '../src/keys.js';
import { expectFromClipMatches, expectToClipMatches } from './clip-checks.js';
import { fixtureBytes, fixtureFiles, seedJointChain } from './helpers.js';

describe('mayaToClip: core evaluation equals Maya evaluation', () => {
  for (const name of fixtureFiles) {
    it(name, () => {
      expectToClipMatches(readMaya(fixtureBytes(name)), name);
    });
  }

  it('names tracks <node>.<leaf attribute>, in seconds, with units, and keeps the clipboard in extras', () => {
    const { value: clip, warnings } = mayaToClip(readMaya(seedJointChain()));
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

  it('says what it changed with core warning codes', () => {
    const codes = (name: string): string[] => [...new Set(mayaToClip(readMaya(fixtureBytes(name))).warnings.map((w) => w.code))].sort();
    // stepnext has no core interpolation: a jump one tick after the key.
    expect(codes('v11_tangents.anim')).toStrictEqual(['interpolation-changed']);
    // global, slow, fast and autocustom tangents are not in the file.
    expect(codes('v10_no_units.anim')).toStrictEqual(['tangent-approximated']);
    // Driver values are not seconds.
    expect(codes('driven_unitless.anim')).toStrictEqual(['unit-assumed']);
    // A time output becomes seconds, arc minutes become degrees.
    expect(codes('per_curve_units.anim')).toStrictEqual(['unit-changed']);
    expect(codes('infinity.anim')).toStrictEqual([]);
    for (const name of fixtureFiles) for (const w of mayaToClip(readMaya(fixtureBytes(name))).warnings) expect(isWarningCode(w.code)).toBe(true);
  });

  it('converts units the core model has, and arc minutes and time outputs to what it has', () => {
    const { value: clip } = mayaToClip(readMaya(fixtureBytes('per_curve_units.anim')));
    expect(clip.tracks.map((t) => [t.name, t.unit])).toStrictEqual([
      ['cam.translateZ', 'in'],
      ['timewarp.output', 's'],
      ['cam.rotateX', 'deg'],
    ]);
    expect(Array.from(clip.tracks[1]!.values)).toStrictEqual([0, 1]); // 25 pal frames = 1 s
    expect(clip.tracks[2]!.values[1]).toBeCloseTo(1, 14); // 60 arc minutes = 1°
  });

  it('driven keys fail in strict mode', () => {
    expect(() => mayaToClip(readMaya(fixtureBytes('driven_unitless.anim')), { strict: true })).toThrow(/strict mode/);
  });
});

describe('mayaFromClip', () => {
  for (const name of fixtureFiles) {
    it(`${name}: clip → .anim → clip evaluates the same`, () => {
      expectFromClipMatches(readMaya(fixtureBytes(name)), name);
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
    const { value: doc, warnings } = mayaFromClip(clip);
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
    // The out-handle (0.1 s, 5 cm) at 29.97 fps: 2.997… frames by 5 cm, as an angle in degrees and a weight.
    const first = mayaKeyList(data.keys)[0]!;
    const frames = (0.1 * 30000) / 1001;
    expect(first.outAngle).toBeCloseTo((Math.atan2(5, frames) * 180) / Math.PI, 12);
    expect(first.outWeight).toBeCloseTo(Math.hypot(frames, 5), 12);
    const curve = resolveMayaCurves(mayaFormat.read(mayaFormat.write(doc)))[0]!;
    for (let s = -1; s <= 8; s += 0.01) {
      expect(evaluateMayaCurve(curve, s)).toBeCloseTo(evaluate(track, s)[0]!, 9);
    }
  });

  it('a frame rate Maya has no word for: film, with the exact key times, and a metadata-dropped warning', () => {
    const track = createTrack({ node: 'a', property: 'tx', valueType: 'scalar', unit: 'cm', keys: [{ time: 0, value: 0 }, { time: 0.7, value: 1 }] });
    const { value: doc, warnings } = mayaFromClip(createClip({ tracks: [track], frameRate: { numerator: 7, denominator: 3 } }));
    expect(warnings.map((w) => w.code)).toStrictEqual(['metadata-dropped']);
    expect(doc.header.timeUnit).toBe('film');
    expect([...doc.anims[0]!.animData!.keys.time]).toStrictEqual([0, 0.7 * 24]);
  });

  it('skips tracks Maya has no curve for, with a warning', () => {
    const q = createTrack({ node: 'a', property: 'rotation', valueType: 'quat', keys: [{ time: 0, value: [0, 0, 0, 1] }] });
    const { value: doc, warnings } = mayaFromClip(createClip({ tracks: [q] }));
    expect(doc.anims).toStrictEqual([]);
    expect(warnings.map((w) => w.code)).toStrictEqual(['track-dropped']);
  });
});
