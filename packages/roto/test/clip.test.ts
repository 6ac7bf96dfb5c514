import { createClip, createTrack, evaluate, ConversionError } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { evaluateRotoShapeAtFrame, findRotoShape, rotoFromClip, rotoToClip, rotoFormat } from '../src/index.js';
import { parseRotoText } from '../src/read.js';
import { writeRotoText } from '../src/write.js';
import { script, shape, tree } from './helpers.js';

const animated = tree(
  shape('{px {1 11 21} {{-1 {-2 -} 0} 0} {{{100 0 1 x40000000 1 2} {200 1 1 0 1 2} 150} {{50 0 1 0 1 1} 80 {60 0 1 0 1 0}}} {{1 3 1} 0}}', {
    feather: '{cc {f 8192} {px {1 11 21} {0 0} {{{5 0 1 0 1 1} 15 5} 0} {0 0}}}',
    transform: '{t 0 0 0 {{1 0 0 1 0 1 1} {21 40}} {{1 0 0 1 0 1 1} {21 -20}} 0 0 0 {{1 0 0 1 0 1 2} {21 90}}}',
    attributes: '{a opc {{1 0 0 1 0 1 1} {11 1}}}',
  }),
);

describe('toClip', () => {
  const doc = parseRotoText(`Root {\n fps 25\n}\n${script(animated)}`);

  it('names tracks by path, converts frames by the fps knob, and matches format evaluation', () => {
    const { value: clip, warnings } = rotoToClip(doc);
    expect(warnings).toEqual([]);
    expect(clip.frameRate).toEqual({ numerator: 25, denominator: 1 });
    const names = clip.tracks.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining([
      'Root/Bezier1/points/0/center',
      'Root/Bezier1/points/0/leftTangent',
      'Root/Bezier1/points/0/feather',
      'Root/Bezier1/attributes/opc',
      'Root/Bezier1/transform/translate',
      'Root/Bezier1/transform/rotate',
    ]));
    const node = findRotoShape(doc.nodes[0]!.curves.root, 'Bezier1')!;
    const byName = new Map(clip.tracks.map((t) => [t.name, t]));
    let worst = 0;
    for (let f = -5; f <= 30; f += 0.25) {
      const s = evaluateRotoShapeAtFrame(node, f).value;
      const p = s.points[0]!;
      const check = (name: string, expected: readonly number[]): void => {
        const got = evaluate(byName.get(`Root/Bezier1/${name}`)!, f / 25);
        expected.forEach((v, i) => {
          worst = Math.max(worst, Math.abs(got[i]! - v));
        });
      };
      check('points/0/center', p.center);
      check('points/0/leftTangent', p.leftTangent);
      check('points/0/feather', p.feather);
      check('attributes/opc', [s.attributes.opc!]);
      check('transform/translate', s.transform.translate.slice(0, 2));
      check('transform/rotate', [s.transform.rotate[2]]);
    }
    expect(worst).toBeLessThan(1e-9);
  });

  it('defaults to 24 fps with a warning, and strict mode refuses it', () => {
    const bare = parseRotoText(animated);
    const { value, warnings } = rotoToClip(bare);
    expect(value.frameRate).toEqual({ numerator: 24, denominator: 1 });
    expect(warnings.map((w) => w.code)).toContain('frame-rate-assumed');
    expect(() => rotoToClip(bare, { strict: true })).toThrow(ConversionError);
    expect(rotoToClip(bare, { fps: 30 }).warnings).toEqual([]);
  });

  it('resamples dimensions keyed at different frames, with a warning', () => {
    const t = tree(shape('{p {0 0} {{{1 0} {5 10}} {{1 0} {3 6} {9 0}}} {0 0}}'));
    const { value, warnings } = rotoToClip(parseRotoText(t), { fps: 24 });
    expect(warnings.map((w) => w.code)).toContain('resampled');
    const center = value.tracks.find((tr) => tr.name.endsWith('points/0/center'))!;
    expect(Array.from(center.times, (s) => s * 24)).toEqual([1, 3, 5, 9]);
  });
});

describe('toClip on many keys', () => {
  it('a shape with 5000 shared key times converts to tracks of 5000 keys, values and times exact', () => {
    const n = 5000;
    const times = Array.from({ length: n }, (_, i) => String(i * 2)).join(' ');
    // x: one entry for every shared time; y: key i holds i mod 7 (bare values: no handles → straight lines).
    const ys = Array.from({ length: n }, (_, i) => String(i % 7)).join(' ');
    const doc = parseRotoText(tree(shape(`{px {${times}} {0 0} {42 {${ys}}} {0 0}}`, { transform: '{t 0 0}' })));
    const center = rotoToClip(doc, { fps: 2 }).value.tracks.find((t) => t.name === 'Root/Bezier1/points/0/center')!;
    expect(center.times).toHaveLength(n);
    expect(center.times[4999]).toBe(4999);
    expect(center.values[2 * 4999]).toBe(42);
    expect(center.values[2 * 4999 + 1]).toBe(4999 % 7);
    expect(center.values[2 * 10 + 1]).toBe(3);
    // Halfway between key 10 (y = 3, frame 20) and key 11 (y = 4): zero-length handles, a straight line.
    expect(evaluate(center, 10.5)[1]).toBeCloseTo(3.5, 9);
  });
});

describe('fromClip', () => {
  it('writes point tracks back as a roto shape that converts back to the same motion', () => {
    const key = (time: number, x: number, y: number) => ({ time, value: [x, y], interpolation: 'bezier' as const, inSlope: [1, 0], outSlope: [1, 0] });
    const center = createTrack({ node: 'Root/Mask/Blob', property: 'points/0/center', valueType: 'vec2', unit: 'px', keys: [key(0, 10, 20), key(1, 30, 25), key(2, 15, 5)] });
    const tangent = createTrack({ node: 'Root/Mask/Blob', property: 'points/0/rightTangent', valueType: 'vec2', unit: 'px', keys: [0, 1, 2].map((t) => ({ time: t, value: [t, -t], interpolation: 'linear' as const })) });
    const other = createTrack({ node: 'joint1', property: 'rotateX', valueType: 'scalar', keys: [{ time: 0, value: 1 }] });
    const clip = createClip({ tracks: [center, tangent, other], frameRate: { numerator: 24, denominator: 1 } });
    const { value: doc, warnings } = rotoFromClip(clip);
    expect(warnings.map((w) => w.code)).toEqual(['track-dropped']);
    expect(doc.fps).toBe(24);
    const back = rotoToClip(doc).value;
    const c2 = back.tracks.find((t) => t.name === 'Root/Mask/Blob/points/0/center')!;
    const r2 = back.tracks.find((t) => t.name === 'Root/Mask/Blob/points/0/rightTangent')!;
    let worst = 0;
    for (let s = -0.5; s <= 2.5; s += 1 / 96) {
      for (const [a, b] of [[center, c2], [tangent, r2]] as const) {
        const x = evaluate(a, s);
        const y = evaluate(b, s);
        worst = Math.max(worst, Math.abs(x[0]! - y[0]!), Math.abs(x[1]! - y[1]!));
      }
    }
    expect(worst).toBeLessThan(1e-4);
    expect(rotoFormat.read(new TextEncoder().encode(writeRotoText(doc))).nodes[0]!.curves).toEqual(doc.nodes[0]!.curves);
  });

  it('step keys stay steps (never the default code 256, which draws cubic); a linear pre-extrapolation beside a step first key is warned', () => {
    const keys = [0, 1, 2].map((t) => ({ time: t, value: [t * 10, 0], interpolation: 'constant' as const }));
    const center = createTrack({ node: 'Root/Hold', property: 'points/0/center', valueType: 'vec2', unit: 'px', keys, preExtrapolation: 'linear', postExtrapolation: 'linear' });
    const { value: doc, warnings } = rotoFromClip(createClip({ tracks: [center], frameRate: { numerator: 24, denominator: 1 } }));
    expect(warnings.map((w) => w.code)).toContain('extrapolation-changed');
    const shapeNode = findRotoShape(doc.nodes[0]!.curves.root, 'Root/Hold')!;
    // Frame 12 is half a second: the step from the key at 0 s (x = 0) holds until the key at 1 s.
    expect(evaluateRotoShapeAtFrame(shapeNode, 12).value.points[0]!.center[0]).toBe(0);
    expect(evaluateRotoShapeAtFrame(shapeNode, 36).value.points[0]!.center[0]).toBe(10);
    // After the last key the clip's linear post-extrapolation is kept (along the key's slope, 0 here).
    expect(evaluateRotoShapeAtFrame(shapeNode, 60).value.points[0]!.center[0]).toBe(20);
  });
});

describe('channels (issue 17)', () => {
  const doc = parseRotoText(`Root {\n fps 25\n}\n${script(animated)}`);

  it('every track says what it animates: points, 2D translation, rotation about z, scale, visibility, properties', () => {
    const withVis = parseRotoText(
      tree(shape('{p {0 0} {{{1 0} {5 10}} 0} {0 0}}', { transform: '{t 0 0 0 0 0 0 0 0 0 {{1 1} {5 2}} 1}', attributes: '{a vis {{1 1} {5 0}} opc 1}' })),
    );
    const kinds = new Map(rotoToClip(withVis, { fps: 24 }).value.tracks.map((t) => [t.property, t.channel]));
    expect(kinds.get('points/0/center')).toEqual({ kind: 'point' });
    expect(kinds.get('transform/scale')).toEqual({ kind: 'scale' });
    expect(kinds.get('attributes/vis')).toEqual({ kind: 'visibility' });
    const byName = new Map(rotoToClip(doc).value.tracks.map((t) => [t.name, t]));
    expect(byName.get('Root/Bezier1/points/0/leftTangent')!.channel).toEqual({ kind: 'point' });
    expect(byName.get('Root/Bezier1/points/0/feather')!.channel).toEqual({ kind: 'point' });
    const translate = byName.get('Root/Bezier1/transform/translate')!;
    expect([translate.channel, translate.valueType, translate.unit]).toEqual([{ kind: 'translation' }, 'vec2', 'px']);
    const rotate = byName.get('Root/Bezier1/transform/rotate')!;
    expect([rotate.channel, rotate.valueType, rotate.unit]).toEqual([{ kind: 'rotation', axis: 'z' }, 'scalar', 'deg']);
    expect(byName.get('Root/Bezier1/attributes/opc')!.channel).toEqual({ kind: 'property' });
  });

  it('records the parent layer of every shape and layer', () => {
    const nested = parseRotoText(tree(`{layer Mask\n {f 512}\n {t 0 0}\n ${shape('{p {0 0} {1 2} {0 0}}', { name: 'Blob' })}}`));
    expect(rotoToClip(nested, { fps: 24 }).value.parents).toEqual({ 'Root/Mask': 'Root', 'Root/Mask/Blob': 'Root/Mask' });
  });

  it('a static shape converts to constant point tracks (one key at 0 s), so it is not an empty clip', () => {
    const still = parseRotoText(tree(shape('{p {-1 0} {10 20} {1 0} {0 -1} {30 40} {0 1}}', { transform: '{t 0 0}' })));
    const tracks = rotoToClip(still, { fps: 24 }).value.tracks;
    expect(tracks.map((t) => t.property)).toEqual(['points/0/center', 'points/0/leftTangent', 'points/0/rightTangent', 'points/1/center', 'points/1/leftTangent', 'points/1/rightTangent']);
    const c1 = tracks[3]!;
    expect([Array.from(c1.times), Array.from(c1.values), c1.channel]).toEqual([[0], [30, 40], { kind: 'point' }]);
  });
});

describe('fromClip by channel and name (issue 17)', () => {
  const fps = { numerator: 24, denominator: 1 };

  it('a clip with no roto-shaped track gives a document with no shape, and says why for each track', () => {
    const tx = createTrack({ node: 'pCube1', property: 'translateX', valueType: 'scalar', unit: 'cm', keys: [{ time: 0, value: 1 }], channel: { kind: 'translation', axis: 'x' } });
    const rot = createTrack({ node: 'pCube1', property: 'rotation', valueType: 'quat', keys: [{ time: 0, value: [0, 0, 0, 1] }], channel: { kind: 'rotation' } });
    const { value, warnings } = rotoFromClip(createClip({ tracks: [tx, rot], frameRate: fps }));
    expect(rotoFormat.summarize(value).tracks).toBe(0);
    expect(value.nodes[0]!.curves.root.children).toEqual([]);
    expect(warnings.map((w) => [w.code, w.path])).toEqual([['track-dropped', 'pCube1.translateX'], ['track-dropped', 'pCube1.rotation']]);
  });

  it('a vec2 point track outside the name scheme becomes the next centre point of its node, with a warning', () => {
    const named = createTrack({ node: 'Root/Track', property: 'points/0/center', valueType: 'vec2', unit: 'px', keys: [{ time: 0, value: [1, 2] }] });
    const loose = createTrack({ node: 'Root/Track', property: 'position', valueType: 'vec2', unit: 'px', keys: [{ time: 0, value: [5, 6] }], channel: { kind: 'point' } });
    const { value, warnings } = rotoFromClip(createClip({ tracks: [loose, named], frameRate: fps }));
    expect(warnings.map((w) => [w.code, w.path])).toEqual([['name-changed', 'Root/Track.position']]);
    const node = findRotoShape(value.nodes[0]!.curves.root, 'Root/Track')!;
    expect(evaluateRotoShapeAtFrame(node, 0).value.points.map((p) => p.center)).toEqual([[1, 2], [5, 6]]);
  });

  it('scalar x/y curves of points and transforms (as Maya stores them) are put back together into the shape', () => {
    const scalar = (property: string, keys: [number, number][]) =>
      createTrack({ node: 'Root_Mask', property, valueType: 'scalar', keys: keys.map(([time, value]) => ({ time, value, interpolation: 'linear' as const })) });
    const tracks = [
      scalar('points_0_centerX', [[0, 10], [1, 30]]),
      scalar('points_0_centerY', [[0, 20], [1, 20]]),
      scalar('points_1_centerX', [[0, 5], [1, 5]]),
      scalar('attributes_opc', [[0, 1], [1, 0.5]]),
      scalar('transform_pivotX', [[0, 100]]),
      scalar('transform_pivotY', [[0, 50]]),
      scalar('transform_rotate', [[0, 0], [1, 90]]),
    ];
    const { value: doc, warnings } = rotoFromClip(createClip({ tracks, frameRate: fps }));
    expect(warnings).toEqual([]);
    const node = findRotoShape(doc.nodes[0]!.curves.root, 'Root_Mask')!;
    // Half a second (frame 12): centre x halfway 10 → 30, y 20; point 1 has no y curve: it holds 0.
    const s = evaluateRotoShapeAtFrame(node, 12).value;
    expect(s.points.map((p) => p.center)).toEqual([[20, 20], [5, 0]]);
    expect(s.attributes.opc).toBeCloseTo(0.75, 6);
    expect(s.transform.pivot.slice(0, 2)).toEqual([100, 50]);
    expect(s.transform.rotate[2]).toBeCloseTo(45, 5);
  });

  it('shape transforms are written back: translate, rotate about z and scale keep their keys', () => {
    const doc = parseRotoText(`Root {\n fps 25\n}\n${script(animated)}`);
    const clip = rotoToClip(doc).value;
    const { value: back, warnings } = rotoFromClip(clip);
    expect(warnings).toEqual([]);
    const again = new Map(rotoToClip(back).value.tracks.map((t) => [t.name, t]));
    for (const name of ['Root/Bezier1/transform/translate', 'Root/Bezier1/transform/rotate']) {
      const a = clip.tracks.find((t) => t.name === name)!;
      const b = again.get(name)!;
      expect([Array.from(b.times), Array.from(b.values), b.channel]).toEqual([Array.from(a.times), Array.from(a.values), a.channel]);
      for (let s = -0.2; s < 1.2; s += 0.05) expect(evaluate(b, s)[0]).toBeCloseTo(evaluate(a, s)[0]!, 4);
    }
  });
});

describe('toClip fast paths keep the values (issue 18 item 6)', () => {
  it('stroke points with one shared key time become constant tracks at that time, equal to evaluation at every frame', () => {
    const stroke = '{cubiccurve Brush1 512 catmullrom\n {cc {f 2080} {px 11 {1 2 0.5} {3 4 0.25}}}\n {t {{11 100}} {{11 200}}}\n {a bs 25}}';
    const doc = parseRotoText(tree(stroke));
    const tracks = new Map(rotoToClip(doc, { fps: 24 }).value.tracks.map((t) => [t.property, t]));
    expect([...tracks.keys()]).toEqual(['points/0/center', 'points/0/pressure', 'points/1/center', 'points/1/pressure', 'transform/pivot']);
    const c1 = tracks.get('points/1/center')!;
    expect([Array.from(c1.times), Array.from(c1.values)]).toEqual([[11 / 24], [3, 4]]);
    expect(Array.from(tracks.get('points/1/pressure')!.values)).toEqual([0.25]);
    const pivot = tracks.get('transform/pivot')!;
    expect([Array.from(pivot.times), Array.from(pivot.values)]).toEqual([[11 / 24], [100, 200]]);
    const node = findRotoShape(doc.nodes[0]!.curves.root, 'Brush1')!;
    for (const f of [-50, 0, 11, 11.5, 1000]) {
      const s = evaluateRotoShapeAtFrame(node, f).value;
      expect(Array.from(evaluate(c1, f / 24))).toEqual(s.points[1]!.center);
      expect(Array.from(evaluate(pivot, f / 24))).toEqual(s.transform.pivot.slice(0, 2));
    }
  });

  it('a one-key curve with a linear extrapolation slope keeps its slope (not made constant)', () => {
    // Key (1, 10) with slopes 2 and linear extrapolation (default code 256): roto draws 10 + 2·(5 − 1) = 18 at frame 5;
    // the track keeps linear extrapolation and handles of slope 2 (a third of a frame: Δt 1/3 s at 1 fps, Δv 2/3).
    const doc = parseRotoText(tree(shape('{p {0 0} {{{1 10 2 1 2 1}} 0} {0 0}}')));
    const center = rotoToClip(doc, { fps: 1 }).value.tracks.find((t) => t.property === 'points/0/center')!;
    expect([center.preExtrapolation, center.postExtrapolation]).toEqual(['linear', 'linear']);
    expect(center.outHandles![0]).toBeCloseTo(1 / 3, 12);
    expect(center.outHandles![1]).toBeCloseTo(2 / 3, 12);
    expect(evaluateRotoShapeAtFrame(findRotoShape(doc.nodes[0]!.curves.root, 'Bezier1')!, 5).value.points[0]!.center[0]).toBeCloseTo(18, 9);
  });

  it('a transform component left out holds its default: scale y is 1 beside a keyed scale x', () => {
    const doc = parseRotoText(tree(shape('{p {0 0} {1 2} {0 0}}', { transform: '{t 0 0 0 0 0 0 0 0 0 {{1 2} {5 4}}}' })));
    const scale = rotoToClip(doc, { fps: 24 }).value.tracks.find((t) => t.property === 'transform/scale')!;
    expect(Array.from(scale.values)).toEqual([2, 1, 4, 1]);
  });

  it('names stay unique when a shape named like a property segment meets an attribute with slashes', () => {
    // Layer Root's attribute 'points/0/center' and shape Root/attributes's point 0 both spell Root/attributes/points/0/center.
    const body = shape('{p {0 0} {1 2} {0 0}}', { name: 'attributes' });
    const doc = parseRotoText(tree(body, '\n   {a points/0/center {{1 5} {2 6}}}'));
    const { value, warnings } = rotoToClip(doc, { fps: 24 });
    const names = value.tracks.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['Root/attributes/points/0/center', 'Root/attributes/points/0/center#2']));
    expect(warnings.map((w) => w.code)).toContain('name-changed');
  });

  it('sibling shapes with the same name and attribute lists repeating a name keep every track, renamed #2', () => {
    const two = tree(`${shape('{p {0 0} {1 2} {0 0}}')}\n   ${shape('{p {0 0} {3 4} {0 0}}')}`);
    const a = rotoToClip(parseRotoText(two), { fps: 24 }).value;
    expect(a.tracks.map((t) => t.name)).toEqual([
      'Root/Bezier1/points/0/center', 'Root/Bezier1/points/0/leftTangent', 'Root/Bezier1/points/0/rightTangent', 'Root/Bezier1/transform/pivot',
      'Root/Bezier1/points/0/center#2', 'Root/Bezier1/points/0/leftTangent#2', 'Root/Bezier1/points/0/rightTangent#2', 'Root/Bezier1/transform/pivot#2',
    ]);
    const repeated = tree(shape('{p {0 0} {1 2} {0 0}}', { attributes: '{a opc {{1 1} {2 0}} opc {{1 0} {2 1}}}' }));
    const { value, warnings } = rotoToClip(parseRotoText(repeated), { fps: 24 });
    expect(value.tracks.filter((t) => t.property === 'attributes/opc').map((t) => t.name)).toEqual(['Root/Bezier1/attributes/opc', 'Root/Bezier1/attributes/opc#2']);
    expect(warnings.map((w) => [w.code, w.path])).toEqual([['name-changed', 'Root/Bezier1/attributes/opc']]);
  });
});
