/**
 * Issue 18 item 4, "where the shape really is": points in image space through the shape's and its
 * layers' transforms, lifetimes, and drawn outlines. Every expected value is worked out by hand in the
 * comment beside it (pivot = Nuke's transform "center"; offsets are from the pivot).
 */
import { InvalidArgumentError } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { evaluateRotoShapeAtFrame, evaluateRotoShapeInImageAtFrame, readRoto, rotoShapeOutline, type RotoLayerNode, type RotoVec2 } from '../src/index.js';
import { parseKnob } from '../src/parse-knob.js';
import { fixtureBytes } from './fixture-list.js';
import { shape, tree } from './helpers.js';

/** The root layer of a knob whose root holds `body`. */
function rootOf(body: string): RotoLayerNode {
  return parseKnob(tree(body)).root;
}

/** Image-space centres of shape `Bezier1` with one point at `center` and shape transform `tf`, at frame 1. */
function placed(tf: string, center = '110 60'): RotoVec2[] {
  const root = rootOf(shape(`{p {0 0} {${center}} {0 0}}`, { transform: tf }));
  return evaluateRotoShapeInImageAtFrame(root, 'Bezier1', 1).value.image.points.map((p) => p.center);
}

function expectClose(got: readonly RotoVec2[], want: readonly RotoVec2[]): void {
  expect(got).toHaveLength(want.length);
  got.forEach((p, i) => {
    expect(p[0]).toBeCloseTo(want[i]![0], 9);
    expect(p[1]).toBeCloseTo(want[i]![1], 9);
  });
}

describe('shape transforms in image space (pivot 100 50, point 110 60: offset 10 10)', () => {
  it('translate 10 20: 110 + 10, 60 + 20', () => {
    expectClose(placed('{t 100 50 0 10 20}'), [[120, 80]]);
  });

  it('rotate 90° turns counter-clockwise about the pivot: offset (10, 10) → (−10, 10), + pivot', () => {
    expectClose(placed('{t 100 50 0 0 0 0 0 0 90}'), [[90, 60]]);
  });

  it('scale 2 0.5 about the pivot: offset (10·2, 10·0.5) = (20, 5), + pivot', () => {
    expectClose(placed('{t 100 50 0 0 0 0 0 0 0 2 0.5}'), [[120, 55]]);
  });

  it('skew 0.5 0.25 order XY: [[1 + 0.5·0.25, 0.5], [0.25, 1]]·(10, 10) = (16.25, 12.5), + pivot', () => {
    expectClose(placed('{t 100 50 0 0 0 0 0 0 0 1 1 1 0.5 0.25}'), [[116.25, 62.5]]);
  });

  it('skew order YX (field 18 = 1): [[1, 0.5], [0.25, 1 + 0.125]]·(10, 10) = (15, 13.75), + pivot', () => {
    expectClose(placed('{t 100 50 0 0 0 0 0 0 0 1 1 1 0.5 0.25 0 0 0 0 1}'), [[115, 63.75]]);
  });

  it('scale, then rotate, then translate (pivot 0): (1, 0) → scale 2 1 → (2, 0) → rotate 90 → (0, 2) → translate 5 0 → (5, 2)', () => {
    // Rotating before scaling would give (0, 1) → (0, 1) → (5, 1).
    expectClose(placed('{t 0 0 0 5 0 0 0 0 90 2 1}', '1 0'), [[5, 2]]);
  });

  it('the extra matrix acts first, in the shape\'s own space: (1, 0) → + (7, 8) → (8, 8) → rotate 90 → (−8, 8)', () => {
    // Matrix fields 19…34 row-major: m03 = 7 (field 22), m13 = 8 (field 26). Applied after the rotation it would give (7, 9).
    const m = '1 0 0 7 0 1 0 8 0 0 1 0 0 0 0 1';
    expectClose(placed(`{t 0 0 0 0 0 0 0 0 90 1 1 1 0 0 0 0 0 0 0 ${m}}`, '1 0'), [[-8, 8]]);
  });

  it('a projective extra matrix divides by w: m30 = 1/128, (128, 64) → w = 128/128 + 1 = 2 → (64, 32)', () => {
    const m = '1 0 0 0 0 1 0 0 0 0 1 0 0.0078125 0 0 1';
    expectClose(placed(`{t 0 0 0 0 0 0 0 0 0 1 1 1 0 0 0 0 0 0 0 ${m}}`, '128 64'), [[64, 32]]);
  });

  it('tangents are placed through their absolute handle: right tangent (5, 0) at (110, 60), rotate 90 about (100, 50)', () => {
    // Handle (115, 60): offset (15, 10) → (−10, 15) → (90, 65); centre (90, 60); relative (0, 5).
    const root = rootOf(shape('{p {0 0} {110 60} {5 0}}', { transform: '{t 100 50 0 0 0 0 0 0 90}' }));
    const { image, local } = evaluateRotoShapeInImageAtFrame(root, 'Root/Bezier1', 1).value;
    expectClose([image.points[0]!.center, image.points[0]!.rightTangent], [[90, 60], [0, 5]]);
    // The local sample is the stored shape, untouched.
    expect(local.points[0]!.center).toEqual([110, 60]);
    expect(local.points[0]!.rightTangent).toEqual([5, 0]);
  });
});

describe('layer transforms compose down the tree, then the shape\'s', () => {
  it('shape translate 10 0 first, then layer rotate 90 and translate 100 0: (1, 0) → (11, 0) → (0, 11) → (100, 11)', () => {
    // The other order (layer first) would give (1, 0) → (0, 1) → (100, 1) → (110, 1).
    const body = `{layer L\n {f 512}\n {t 0 0 0 100 0 0 0 0 90}\n ${shape('{p {0 0} {1 0} {0 0}}', { transform: '{t 0 0 0 10 0}' })}}`;
    const { image, layers, matrix } = evaluateRotoShapeInImageAtFrame(rootOf(body), 'Root/L/Bezier1', 1).value;
    expectClose(image.points.map((p) => p.center), [[100, 11]]);
    expect(layers.map((l) => l.name)).toEqual(['Root', 'L']);
    // The matrix maps local to image: (0, 0) → shape (10, 0) → layer (0, 10) + (100, 0).
    expectClose([[matrix[2] / matrix[8], matrix[5] / matrix[8]]], [[100, 10]]);
  });

  it('layers.nk at frame 24: layer Outer moved by translate (100, 50) and rotate 90 about (1024, 778)', () => {
    // Outer's keys reach translate (100, 50) and rotate 90 at frame 24; the root layer only has a pivot.
    // Frame's corner (200, 200): offset from the pivot (−824, −578) → rotate 90 → (578, −824)
    //   → + pivot + translate (1124, 828) → (1702, 4); corner (400, 400): (−624, −378) → (378, −624) → (1502, 204).
    const doc = readRoto(fixtureBytes('layers.nk'));
    const { image, exists } = evaluateRotoShapeInImageAtFrame(doc.nodes[0]!.curves.root, 'Root/Outer/Frame', 24).value;
    expect(exists).toBe(true);
    expectClose([image.points[0]!.center, image.points[2]!.center], [[1702, 4], [1502, 204]]);
  });

  it('an unknown path is a caller mistake', () => {
    expect(() => evaluateRotoShapeInImageAtFrame(rootOf(shape('{p {0 0} {1 0} {0 0}}')), 'Root/Nope', 1)).toThrow(InvalidArgumentError);
  });
});

describe('lifetime and visibility decide whether a shape exists at a frame', () => {
  const exists = (attributes: string, frames: readonly number[], body?: (s: string) => string): boolean[] => {
    const s = shape('{p {0 0} {1 0} {0 0}}', { attributes });
    const root = rootOf(body === undefined ? s : body(s));
    const path = body === undefined ? 'Bezier1' : 'L/Bezier1';
    return frames.map((f) => evaluateRotoShapeInImageAtFrame(root, path, f).value.exists);
  };

  it('type 4 (frame range) ltn 10 ltm 20: bounds included', () => {
    expect(exists('{a ltt 4 ltn 10 ltm 20}', [9.5, 10, 15, 20, 21])).toEqual([false, true, true, true, false]);
  });

  it('type 2 (single frame) ltn 5: the frames within half a frame of 5', () => {
    expect(exists('{a ltt 2 ltn 5}', [4.4, 4.6, 5, 5.4, 6])).toEqual([false, true, true, true, false]);
  });

  it('type 1 (start to frame) ltm 3 and type 3 (frame to end) ltn 7', () => {
    expect(exists('{a ltt 1 ltm 3}', [-100, 3, 3.5])).toEqual([true, true, false]);
    expect(exists('{a ltt 3 ltn 7}', [6, 7, 1e6])).toEqual([false, true, true]);
  });

  it('type 0 (the default) is every frame; vis 0 hides, also when keyed, and a hidden layer hides its shapes', () => {
    expect(exists('{a}', [-5, 0, 1e5])).toEqual([true, true, true]);
    expect(exists('{a vis 0}', [1])).toEqual([false]);
    // vis keyed 1 at frame 1 and 0 at frame 10 (straight line): about 0.56 at 5, 0 from 10 on.
    expect(exists('{a vis {{1 1} {10 0}}}', [5, 10, 11])).toEqual([true, false, false]);
    expect(exists('{a}', [1], (s) => `{layer L\n {f 512}\n {t 0 0}\n {a vis 0}\n ${s}}`)).toEqual([false]);
  });
});

describe('shapeOutline draws the curve, not only its control points', () => {
  it('a closed Bézier: span midpoints (P0 + 3·P1 + 3·P2 + P3) / 8', () => {
    // c0 (0, 0) right handle (0, 3), c1 (8, 0) left handle (8, 3): x = (0 + 0 + 24 + 8) / 8 = 4, y = (0 + 9 + 9 + 0) / 8 = 2.25;
    // closing span c1 → c0 through (8, −3) and (0, −3): (4, −2.25).
    const root = rootOf(shape('{p {0 -3} {0 0} {0 3} {0 3} {8 0} {0 -3}}'));
    const node = root.children[0]!;
    if (node.kind !== 'curvegroup') throw new Error('not a shape');
    const sample = evaluateRotoShapeAtFrame(node, 1).value;
    expect(sample.closed).toBe(true);
    expectClose(rotoShapeOutline(sample, { segments: 2 }), [[0, 0], [4, 2.25], [8, 0], [4, -2.25]]);
    // In image space (rotate 90 about 0 0): the same outline turned, (x, y) → (−y, x).
    const turned = rootOf(shape('{p {0 -3} {0 0} {0 3} {0 3} {8 0} {0 -3}}', { transform: '{t 0 0 0 0 0 0 0 0 90}' }));
    expectClose(rotoShapeOutline(evaluateRotoShapeInImageAtFrame(turned, 'Bezier1', 1).value.image, { segments: 2 }), [[0, 0], [-2.25, 4], [0, 8], [2.25, 4]]);
  });

  it('an open Catmull-Rom stroke (tension 0.5, ends repeated): midpoints from the Bézier form p ± m/3', () => {
    // Points (0, 0), (1, 1), (2, 0). m0 = 0.5·((1, 1) − (0, 0)) = (0.5, 0.5), m1 = 0.5·((2, 0) − (0, 0)) = (1, 0),
    // m2 = 0.5·((2, 0) − (1, 1)) = (0.5, −0.5). Span 0: P1 = (1/6, 1/6), P2 = (1 − 1/3, 1) → midpoint
    // ((0 + 0.5 + 2 + 1) / 8, (0 + 0.5 + 3 + 1) / 8) = (0.4375, 0.5625); span 1: P1 = (4/3, 1), P2 = (11/6, 1/6)
    // → ((1 + 4 + 5.5 + 2) / 8, (1 + 3 + 0.5 + 0) / 8) = (1.5625, 0.5625); the open curve ends on (2, 0).
    const root = rootOf('{cubiccurve Brush1 512 catmullrom\n {cc {f 2080} {p {0 0 1} {1 1 1} {2 0 1}}}\n {tx 1 0 0}\n {a}}');
    const sample = evaluateRotoShapeInImageAtFrame(root, 'Brush1', 1).value.image;
    expect(sample.closed).toBe(false);
    expectClose(rotoShapeOutline(sample, { segments: 2 }), [[0, 0], [0.4375, 0.5625], [1, 1], [1.5625, 0.5625], [2, 0]]);
    // The curve's own tension {tens 1}: m0 = (1, 1), m1 = (2, 0); P1 = (1/3, 1/3), P2 = (1/3, 1)
    // → ((0 + 1 + 1 + 1) / 8, (0 + 1 + 3 + 1) / 8) = (0.375, 0.625).
    const tense = rootOf('{cubiccurve Brush1 512 catmullrom\n {cc {f 2080} {tens 1} {p {0 0 1} {1 1 1} {2 0 1}}}\n {tx 1 0 0}\n {a}}');
    const outline = rotoShapeOutline(evaluateRotoShapeInImageAtFrame(tense, 'Brush1', 1).value.image, { segments: 2 });
    expectClose(outline.slice(0, 2), [[0, 0], [0.375, 0.625]]);
  });

  it('a closed B-spline square: span 0 weights p3, p0, p1, p2 by (1, 4, 1, 0) / 6 at t = 0 and (1, 23, 23, 1) / 48 at t = 0.5', () => {
    // p0 (0, 0), p1 (2, 0), p2 (2, 2), p3 (0, 2): t = 0 → ((0 + 0 + 2) / 6, (2 + 0 + 0) / 6) = (1/3, 1/3);
    // t = 0.5 → ((0 + 0 + 46 + 2) / 48, (2 + 0 + 0 + 2) / 48) = (1, 1/12).
    const root = rootOf('{curvegroup Bspline1 512 bspline\n {{cc {f 8192} {p {0 0} {2 0} {2 2} {0 2}}} idem}\n {tx 1 0 0}\n {a}}');
    const outline = rotoShapeOutline(evaluateRotoShapeInImageAtFrame(root, 'Bspline1', 1).value.image, { segments: 2 });
    expect(outline).toHaveLength(8);
    expectClose(outline.slice(0, 2), [[1 / 3, 1 / 3], [1, 1 / 12]]);
  });

  it('segments must be an integer of at least 1', () => {
    const sample = evaluateRotoShapeInImageAtFrame(rootOf(shape('{p {0 0} {1 0} {0 0}}')), 'Bezier1', 1).value.image;
    expect(() => rotoShapeOutline(sample, { segments: 0 })).toThrow(InvalidArgumentError);
    expect(() => rotoShapeOutline(sample, { segments: 1.5 })).toThrow(InvalidArgumentError);
  });
});
