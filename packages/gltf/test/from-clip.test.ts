import { convertClip, createClip, createTrack, sample, type Clip, type ConversionWarning, type Track } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { evaluateGltfChannel, gltfFormat, gltfFromClip, gltfToClip, readGltf, writeGltf, type GltfDocument } from '../src/index.js';
import { expectValid, maxDifference, quatDifference } from './helpers.js';

function track(clip: Clip, name: string): Track {
  const found = clip.tracks.find((t) => t.name === name);
  if (found === undefined) throw new Error(`no track ${name} in ${clip.tracks.map((t) => t.name).join(', ')}`);
  return found;
}

/** clip → glTF through core's pipeline (adapted, then gltfFromClip; validated, as GLB and as .gltf) → clip. */
async function roundTrip(clip: Clip): Promise<{ back: Clip; warnings: readonly ConversionWarning[] }> {
  const { value, warnings } = convertClip(clip, gltfFormat);
  const doc = value as GltfDocument;
  const glb = await writeGltf(doc, { container: 'glb' });
  await expectValid(glb, 'out.glb');
  const text = await writeGltf(doc, { container: 'gltf' });
  await expectValid(text, 'out.gltf');
  // What gltfFromClip builds is already canonical: written, read and written again, the same bytes.
  expect(await writeGltf(await readGltf(glb))).toEqual(glb);
  expect(await writeGltf(await readGltf(text))).toEqual(text);
  const fromText = gltfToClip(await readGltf(text)).value;
  const back = gltfToClip(await readGltf(glb)).value;
  expect(fromText).toStrictEqual(back);
  return { back, warnings };
}

const rig = (): Clip =>
  createClip({
    name: 'wave',
    parents: { forearm: 'upperarm', upperarm: 'shoulder' },
    tracks: [
      createTrack({
        node: 'upperarm',
        property: 'translation',
        valueType: 'vec3',
        unit: 'm',
        channel: { kind: 'translation' },
        keys: [
          { time: 0, value: [0, 1, 0], interpolation: 'constant' },
          { time: 0.5, value: [0, 1.5, 0], interpolation: 'constant' },
          { time: 1, value: [0.25, 1, 0] },
        ],
      }),
      createTrack({
        node: 'forearm',
        property: 'rotation',
        valueType: 'quat',
        channel: { kind: 'rotation' },
        keys: [
          { time: 0, value: [0, 0, 0, 1] },
          { time: 1, value: [0, 0, Math.SQRT1_2, Math.SQRT1_2] },
          { time: 2, value: [0, 0, 1, 0] },
        ],
      }),
      createTrack({
        node: 'forearm',
        property: 'scale',
        valueType: 'vec3',
        channel: { kind: 'scale' },
        keys: [
          { time: 0, value: [1, 1, 1], interpolation: 'bezier', outSlope: [0, 1, 0] },
          { time: 1.5, value: [2, 2, 2], interpolation: 'bezier', inSlope: [0.5, 0, 0], outSlope: [0, 0, 0] },
          { time: 2, value: [1, 1, 1], inSlope: [0, 0, -1] },
        ],
      }),
    ],
  });

describe('gltfFromClip', () => {
  it('keeps names, hierarchy, interpolation and values through glTF (valid output)', async () => {
    const clip = rig();
    const { back, warnings } = await roundTrip(clip);
    expect(warnings).toEqual([]);
    expect(back.name).toBe('wave');
    expect(back.parents).toEqual({ upperarm: 'shoulder', forearm: 'upperarm' });
    expect(back.tracks.map((t) => t.name).sort()).toEqual(['forearm.rotation', 'forearm.scale', 'upperarm.translation']);
    expect(Array.from(track(back, 'upperarm.translation').interpolation)).toEqual([0, 0, 0]);
    expect(Array.from(track(back, 'forearm.rotation').interpolation)).toEqual([1, 1, 1]);
    expect(Array.from(track(back, 'forearm.scale').interpolation)).toEqual([2, 2, 2]);
    const times = Array.from({ length: 101 }, (_, i) => -0.1 + i * 0.022);
    for (const t of clip.tracks) {
      const a = sample(t, times);
      const b = sample(track(back, t.name), times);
      const n = t.components;
      let worst = 0;
      for (let i = 0; i < times.length; i++) {
        const x = a.subarray(i * n, i * n + n);
        const y = b.subarray(i * n, i * n + n);
        worst = Math.max(worst, t.valueType === 'quat' ? quatDifference(x, y) : maxDifference(x, y));
      }
      expect({ track: t.name, worst: worst < 1e-6 }).toEqual({ track: t.name, worst: true });
    }
  });

  it('writes a Bézier quaternion curve as a CUBICSPLINE rotation that glTF evaluates as core does', async () => {
    const s = Math.SQRT1_2;
    const clip = createClip({
      name: 'turn',
      tracks: [
        createTrack({
          node: 'door',
          property: 'rotation',
          valueType: 'quat',
          channel: { kind: 'rotation' },
          keys: [
            { time: 0, value: [0, 0, 0, 1], interpolation: 'bezier', outSlope: [0, 0.5, 0, 0] },
            { time: 1, value: [0, s, 0, s], interpolation: 'bezier', inSlope: [0, 0.2, 0, -0.2], outSlope: [0, 0, 0, 0] },
            { time: 3, value: [0, 1, 0, 0], inSlope: [0, 0, 0, 0] },
          ],
        }),
      ],
    });
    const { value: doc, warnings } = gltfFromClip(clip);
    expect(warnings).toEqual([]);
    const again = await readGltf(await writeGltf(doc));
    const channel = again.document.getRoot().listAnimations()[0]!.listChannels()[0]!;
    expect(channel.getSampler()!.getInterpolation()).toBe('CUBICSPLINE');
    let worst = 0;
    for (let i = 0; i <= 60; i++) {
      const t = -0.5 + i * 0.0625;
      worst = Math.max(worst, quatDifference(evaluateGltfChannel(channel, t), sample(clip.tracks[0]!, [t])));
    }
    expect(worst).toBeLessThan(1e-6);
  });

  it('writes morph weights on a placeholder mesh with the target names', async () => {
    const weight = (name: string, values: number[]): Track =>
      createTrack({ node: 'face', property: `weights/${name}`, valueType: 'scalar', keys: values.map((value, i) => ({ time: i, value })) });
    const clip = createClip({ name: 'talk', tracks: [weight('smile', [0, 1, 0]), weight('blink', [1, 0, 1])] });
    const { back, warnings } = await roundTrip(clip);
    expect(warnings).toEqual([]);
    expect(back.tracks.map((t) => t.name)).toEqual(['face.weights/smile', 'face.weights/blink']);
    expect(Array.from(track(back, 'face.weights/blink').values)).toEqual([1, 0, 1]);
  });

  it('resamples curves glTF cannot draw (weighted handles) to LINEAR within the tolerance, warned', async () => {
    const clip = createClip({
      name: 'ease',
      tracks: [
        createTrack({
          node: 'ball',
          property: 'translation',
          valueType: 'vec3',
          unit: 'cm',
          channel: { kind: 'translation' },
          keys: [
            { time: 0, value: [0, 0, 0], interpolation: 'bezier', outSlope: [0, 100, 0], outWeight: 0.6 },
            { time: 1, value: [100, 50, 0], inSlope: 0, inWeight: 0.1 },
          ],
        }),
      ],
    });
    const { back, warnings } = await roundTrip(clip);
    expect(warnings.map((w) => w.code)).toEqual(['resampled']);
    const t = track(back, 'ball.translation');
    expect(t.unit).toBe('m');
    expect(Array.from(t.interpolation).every((c) => c === 1)).toBe(true);
    const times = Array.from({ length: 201 }, (_, i) => i / 200);
    const want = sample(clip.tracks[0]!, times).map((v) => v / 100);
    expect(maxDifference(sample(t, times), want)).toBeLessThan(1.5e-4);
  });

  it('turns per-axis Euler rotations into a quaternion track and normalises quaternions', async () => {
    const axis = (a: 'x' | 'y' | 'z', values: number[]): Track =>
      createTrack({
        node: 'head',
        property: `rotate${a.toUpperCase()}`,
        valueType: 'scalar',
        unit: 'deg',
        channel: { kind: 'rotation', axis: a, rotationOrder: 'xyz' },
        keys: values.map((value, i) => ({ time: i, value })),
      });
    const clip = createClip({ name: 'nod', tracks: [axis('x', [0, 30]), axis('y', [0, 0]), axis('z', [0, 0])] });
    const { back, warnings } = await roundTrip(clip);
    expect(warnings.map((w) => w.code)).toContain('interpolation-changed');
    const q = track(back, 'head.rotation');
    expect(q.valueType).toBe('quat');
    expect(Math.abs(q.values[4]! - Math.sin(Math.PI / 12))).toBeLessThan(1e-7);
  });

  it('takes the clip as core adapted it: one marker warning through convertClip, not two (#29)', () => {
    const clip = createClip({ markers: [{ time: 0, name: 'step' }], tracks: [rig().tracks[0]!] });
    // before, gltfFromClip adapted the adapted clip again and warned about the marker a second time
    expect(convertClip(clip, gltfFormat).warnings.filter((w) => w.code === 'metadata-dropped')).toHaveLength(1);
  });

  it('called on a clip nobody adapted, leaves out a translation not in metres rather than write it as metres', () => {
    const cm = createTrack({ node: 'ball', property: 'translation', valueType: 'vec3', unit: 'cm', channel: { kind: 'translation' }, keys: [{ time: 0, value: [100, 0, 0] }] });
    const { value, warnings } = gltfFromClip(createClip({ tracks: [cm, rig().tracks[0]!] }));
    expect(warnings.map((w) => [w.code, w.path])).toEqual([['track-dropped', 'ball.translation']]);
    expect(warnings[0]!.message).toContain('convertClip(clip, gltfFormat)');
    expect(value.document.getRoot().listAnimations()[0]!.listChannels()).toHaveLength(1);
  });

  it('warns about tracks glTF does not animate and shifts negative times', async () => {
    const clip = createClip({
      name: 'misc',
      tracks: [
        createTrack({ node: 'lamp', property: 'intensity', valueType: 'scalar', keys: [{ time: 0, value: 1 }, { time: 1, value: 2 }] }),
        createTrack({ node: 'lamp', property: 'translation', valueType: 'vec3', unit: 'm', channel: { kind: 'translation' }, keys: [{ time: -1, value: [0, 0, 0] }, { time: 1, value: [1, 0, 0] }] }),
      ],
    });
    const { back, warnings } = await roundTrip(clip);
    expect(warnings.map((w) => w.code).sort()).toEqual(['time-adjusted', 'track-dropped']);
    expect(Array.from(track(back, 'lamp.translation').times)).toEqual([0, 2]);
  });
  it('writes a CUBICSPLINE curve whose keys merge into one float32 time as one LINEAR key the validator accepts', async () => {
    // keys 1 ns apart (one float32 time), drawn as a Bézier with one-third handles: glTF's CUBICSPLINE
    const clip = createClip({
      name: 'substep',
      tracks: [
        createTrack({
          node: 'hand',
          property: 'translation',
          valueType: 'vec3',
          unit: 'm',
          channel: { kind: 'translation' },
          keys: [
            { time: 1, value: [0, 0, 0], interpolation: 'bezier', outSlope: [1, 0, 0] },
            { time: 1 + 1e-9, value: [0.5, 0, 0], inSlope: [1, 0, 0] },
          ],
        }),
      ],
    });
    const { back, warnings } = await roundTrip(clip);
    expect(warnings.map((w) => w.code)).toEqual(['time-adjusted']);
    const t = track(back, 'hand.translation');
    expect(Array.from(t.times)).toEqual([1]);
    expect(Array.from(t.values)).toEqual([0.5, 0, 0]);
  });
  it('warns with the measured angle when nlerp rotation keys (MRTK) become glTF\'s slerp', async () => {
    const aboutZ = (deg: number): number[] => [0, 0, Math.sin((deg * Math.PI) / 360), Math.cos((deg * Math.PI) / 360)];
    const clip = createClip({
      name: 'head',
      tracks: [
        createTrack({
          node: 'camera',
          property: 'rotation',
          valueType: 'quat',
          quatBlend: 'nlerp',
          channel: { kind: 'rotation' },
          keys: [
            { time: 0, value: aboutZ(0), interpolation: 'linear' },
            { time: 1, value: aboutZ(90), interpolation: 'linear' },
          ],
        }),
      ],
    });
    const { back, warnings } = await roundTrip(clip);
    expect(warnings.map((w) => [w.code, w.path])).toEqual([['interpolation-changed', 'camera.rotation']]);
    // keys 90° apart: nlerp and slerp are up to 0.918° apart (worked out in core's quat-blend test)
    expect(warnings[0]!.message).toMatch(/up to 0\.91\d°/);
    // and that is what glTF draws: the written slerp against the source's nlerp at the worst point
    let worst = 0;
    for (let i = 1; i < 64; i++) {
      const t = i / 64;
      const a = sample(back.tracks[0]!, [t]);
      const b = sample(clip.tracks[0]!, [t]);
      const dot = Math.abs(a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]! + a[3]! * b[3]!);
      worst = Math.max(worst, 2 * Math.acos(Math.min(1, dot)) * (180 / Math.PI));
    }
    expect(worst).toBeGreaterThan(0.9);
    expect(worst).toBeLessThan(0.92);
  });
});
