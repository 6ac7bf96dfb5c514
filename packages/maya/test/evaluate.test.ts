import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateMayaCurve, evaluateMayaCurveAtInput, readMaya, resolveMayaCurve, resolveMayaCurves, type MayaCurve } from '../src/index.js';
import { inputToSeconds } from '../src/curve.js';
import { encode, fixtureBytes, fixtureFiles } from './helpers.js';

function curvesOf(name: string): MayaCurve[] {
  return resolveMayaCurves(readMaya(fixtureBytes(name)));
}

function oneCurve(keys: string, settings = '', header = ''): MayaCurve {
  const doc = readMaya(encode(`animVersion 1.1;\ntimeUnit film;\n${header}anim a.b b n 0 0 0;\nanimData {\n${settings}  keys {\n${keys}  }\n}\n`));
  return resolveMayaCurve(doc, doc.anims[0]!);
}

describe('time axis', () => {
  it('evaluateMayaCurve takes seconds, evaluateMayaCurveAtInput the file input unit', () => {
    const [tx] = curvesOf('v11_tangents.anim'); // ntsc: 30 frames per second
    expect(inputToSeconds(tx!, 15)).toBe(0.5);
    expect(evaluateMayaCurve(tx!, 0.5)).toBe(-1.25);
    expect(evaluateMayaCurveAtInput(tx!, 15)).toBe(-1.25);
    const [tz, warp] = curvesOf('per_curve_units.anim'); // tz: inputUnit ntsc under a film header
    expect(warp!.inputRate).toStrictEqual({ numerator: 24, denominator: 1 });
    expect(evaluateMayaCurveAtInput(tz!, 30)).toBe(12);
    expect(evaluateMayaCurve(tz!, 1)).toBe(12);
  });

  it('driven keys evaluate at the driver value with either function', () => {
    const [smile] = curvesOf('driven_unitless.anim');
    expect(inputToSeconds(smile!, 2.5)).toBe(2.5);
    expect(evaluateMayaCurve(smile!, 2.5)).toBe(0.25);
    expect(evaluateMayaCurveAtInput(smile!, 2.5)).toBe(0.25);
  });

  it('every curve of every fixture passes through its keys', () => {
    for (const name of fixtureFiles) {
      for (const curve of curvesOf(name)) {
        curve.times.forEach((t, i) => {
          expect(evaluateMayaCurveAtInput(curve, t), `${name} key ${i}`).toBe(curve.values[i]);
          expect(evaluateMayaCurve(curve, curve.x[i]!), `${name} key ${i}`).toBe(curve.values[i]);
        });
      }
    }
  });
});

describe('spans', () => {
  it('step holds the key value, stepnext takes the next one, flat-to-step holds, linear is a straight line', () => {
    const [tx, , rz] = curvesOf('v11_tangents.anim');
    expect(evaluateMayaCurveAtInput(tx!, 13.5)).toBe(4); // out-tangent step at frame 12
    expect(evaluateMayaCurveAtInput(tx!, 16)).toBe(3); // out-tangent stepnext at 15: the key at 18
    expect(evaluateMayaCurveAtInput(tx!, 10.5)).toBe(4); // flat out of 4, into a step key of 4
    expect(evaluateMayaCurveAtInput(rz!, 25)).toBe(67.5); // linear out of 90 at 20, linear into 45 at 30
  });

  it('a non-weighted curve is the Hermite curve of its fixed tangent slopes', () => {
    // Flat ends from 0 to 10 over 10 frames: 10·(3s² − 2s³).
    const curve = oneCurve('    0 0 fixed fixed 1 1 0 0 1 0 1;\n    10 10 fixed fixed 1 1 0 0 1 0 1;\n', '  weighted 0;\n');
    for (const s of [0.1, 0.25, 0.5, 0.9]) expect(evaluateMayaCurveAtInput(curve, 10 * s)).toBeCloseTo(10 * (3 * s * s - 2 * s * s * s), 12);
    // Slope 1 cm/frame at both ends of a segment rising 1 cm per frame: a straight line.
    const line = oneCurve('    0 0 fixed fixed 1 1 0 45 1 45 1;\n    10 10 fixed fixed 1 1 0 45 1 45 1;\n', '  weighted 0;\n');
    for (const f of [1, 2.5, 7]) expect(evaluateMayaCurveAtInput(line, f)).toBeCloseTo(f, 12);
  });

  it('a weighted curve is the Bézier of its fixed tangents: handle weight·(cos, sin) in (frames, UI units)', () => {
    const [, ty] = curvesOf('v11_tangents.anim'); // keys (1, 0) out 45° weight 3 → (10, 10) in −30° weight 2.5
    const deg = Math.PI / 180;
    const p = [1, 1 + 3 * Math.cos(45 * deg), 10 - 2.5 * Math.cos(-30 * deg), 10];
    const q = [0, 3 * Math.sin(45 * deg), 10 - 2.5 * Math.sin(-30 * deg), 10];
    const bezier = (c: number[], u: number): number => (1 - u) ** 3 * c[0]! + 3 * (1 - u) ** 2 * u * c[1]! + 3 * (1 - u) * u * u * c[2]! + u ** 3 * c[3]!;
    for (const frame of [1.5, 3, 5.5, 8, 9.9]) {
      let lo = 0;
      let hi = 1;
      for (let k = 0; k < 100; k++) {
        const mid = (lo + hi) / 2;
        if (bezier(p, mid) < frame) lo = mid;
        else hi = mid;
      }
      expect(evaluateMayaCurveAtInput(ty!, frame)).toBeCloseTo(bezier(q, lo), 9);
    }
  });

  it('linear tangents on both sides give linear interpolation, for any keys', () => {
    const keys = fc
      .uniqueArray(fc.integer({ min: -1000, max: 1000 }), { minLength: 2, maxLength: 8 })
      .chain((times) => fc.tuple(fc.constant([...times].sort((a, b) => a - b)), fc.array(fc.double({ min: -1e3, max: 1e3, noNaN: true }), { minLength: times.length, maxLength: times.length })));
    fc.assert(
      fc.property(keys, fc.double({ min: 0, max: 1, noNaN: true }), ([times, values], s) => {
        const curve = oneCurve(times.map((t, i) => `    ${t} ${values[i]!} linear linear 1 1 0;\n`).join(''));
        for (let i = 0; i + 1 < times.length; i++) {
          const t = times[i]! + s * (times[i + 1]! - times[i]!);
          const expected = values[i]! + ((t - times[i]!) / (times[i + 1]! - times[i]!)) * (values[i + 1]! - values[i]!);
          expect(evaluateMayaCurveAtInput(curve, t)).toBeCloseTo(expected, 6);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('infinity', () => {
  const [cycleRelative, oscillateLinear, , cycleBack, single] = curvesOf('infinity.anim');

  it('cycle and cycleRelative repeat the keys (cycleRelative adding the value change per cycle)', () => {
    expect(evaluateMayaCurveAtInput(cycleRelative!, -5)).toBe(3.5); // pre cycle: frame 15
    expect(evaluateMayaCurveAtInput(cycleRelative!, 25)).toBe(4.5); // post cycleRelative: frame 5 + 2
    expect(evaluateMayaCurveAtInput(cycleRelative!, 45)).toBe(6.5); // two cycles on: frame 5 + 4
  });

  it('oscillate mirrors every other cycle; linear continues along the end tangent', () => {
    expect(evaluateMayaCurveAtInput(oscillateLinear!, -5)).toBe(2.5); // mirrored: frame 5
    expect(evaluateMayaCurveAtInput(oscillateLinear!, -25)).toBe(3.5); // forward again: frame 15
    expect(evaluateMayaCurveAtInput(oscillateLinear!, 30)).toBeCloseTo(-1, 12); // slope −3 per 10 frames after (20, 2)
  });

  it('cycle infinity is periodic, cycleRelative shifts by the value change', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 20, noNaN: true }), fc.integer({ min: 1, max: 5 }), (t, k) => {
        const inside = evaluateMayaCurveAtInput(cycleBack!, t);
        expect(evaluateMayaCurveAtInput(cycleBack!, t + 20 * k + 1e-9)).toBeCloseTo(evaluateMayaCurveAtInput(cycleBack!, t + 1e-9), 6);
        expect(evaluateMayaCurveAtInput(cycleBack!, t - 20 * k)).toBeCloseTo(inside - 2 * k, 6);
      }),
      { numRuns: 200 },
    );
  });

  it('a single key holds its value everywhere, whatever the infinity (animx gives 0 outside)', () => {
    for (const f of [-100, 0, 7, 8, 1e6]) expect(evaluateMayaCurveAtInput(single!, f)).toBe(3);
  });
});

describe('units and legacy files', () => {
  it('fixed tangent angles are read in tangentAngleUnit, weights in header UI units', () => {
    // 45° under a radian header: slope 1 m per film frame, on a curve in inches.
    const curve = oneCurve('    0 0 fixed fixed 1 1 0 45 1 45 1;\n    10 393.7007874015748 linear linear 1 1 0;\n', '  weighted 0;\n  outputUnit in;\n  tangentAngleUnit deg;\n', 'linearUnit m;\nangularUnit rad;\n');
    // The out tangent: 1 m = 39.37… in per frame, the chord: 39.37… in per frame: one straight line.
    expect(evaluateMayaCurveAtInput(curve, 5)).toBeCloseTo(393.7007874015748 / 2, 9);
  });

  it('Maya 2.x files give fixed tangents in internal units (seconds, cm)', () => {
    const keys = '    0 0 fixed fixed 1 1 0 45 1 45 1;\n    24 1 linear linear 1 1 0;\n';
    const legacy = oneCurve(keys, '  weighted 0;\n', 'mayaVersion 2.5;\n');
    const modern = oneCurve(keys, '  weighted 0;\n', 'mayaVersion 3.0;\n');
    // Maya 2: slope 1 cm per second, the chord's slope: a straight line. Maya 3+: 1 cm per frame.
    expect(evaluateMayaCurveAtInput(legacy, 12)).toBeCloseTo(0.5, 12);
    expect(evaluateMayaCurveAtInput(modern, 12)).not.toBeCloseTo(0.5, 3);
  });

  it('an empty curve evaluates to 0', () => {
    expect(evaluateMayaCurve(oneCurve(''), 1)).toBe(0);
  });
});
