/**
 * The mrtk descriptor in `@anim/core`'s convert pipeline (issue 17): version changes document to
 * document with their losses reported, the repair switch on every route, and a clip of per-axis
 * transform curves (as a Maya file gives them) placed on the camera.
 */
import { ConversionError, convert, convertClip, createClip, createTrack, InvalidArgumentError } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { evaluateMrtkPose, findCollapsedRotationW, mrtkFormat, readMrtk, writeMrtk, type MrtkCurve, type MrtkDocument } from '../src/index.js';
import { mrtkLossOnWrite } from '../src/write-loss.js';
import { v10Weighted, v11Small } from './fixtures.js';

const formats = [mrtkFormat];

describe('lossOnWrite: what a version change loses', () => {
  it('nothing for the document’s own version; gaze for 1.0; tangents per vector for 1.1', () => {
    const gaze = readMrtk(writeMrtk(v11Small()));
    expect(mrtkLossOnWrite(gaze)).toEqual([]);
    expect(mrtkLossOnWrite(gaze, { version: '1.0' })).toEqual([
      { code: 'track-dropped', path: 'gaze', message: 'v1.0 cannot store eye gaze: the gaze origin and direction are dropped' },
    ]);
    const weighted = readMrtk(writeMrtk(v10Weighted()));
    const losses = mrtkLossOnWrite(weighted, { version: '1.1' });
    expect(losses.length).toBeGreaterThan(0);
    expect(losses.every((w) => w.code === 'tangent-approximated' && !/\.[xyzw]$/.test(w.path!))).toBe(true);
    expect(losses[0]!.message).toMatch(/keeps time and value only: the tangents and weights of [xyzw](, [xyzw])* are dropped/);
  });

  it('the pipeline writes 1.1 → 1.0 document to document: refused without --lossy, warned with it, refused in strict mode', async () => {
    const bytes = writeMrtk(v11Small());
    const to = { formats, to: 'mrtk', options: { version: '1.0' } } as const;
    await expect(convert(bytes, to)).rejects.toThrow(InvalidArgumentError);
    const out = await convert(bytes, { ...to, lossy: true });
    expect([out.route, out.warnings.map((w) => [w.code, w.path])]).toEqual(['native', [['track-dropped', 'gaze']]]);
    const doc = readMrtk(out.bytes);
    expect([doc.version, doc.gaze, doc.markers]).toEqual(['1.0', undefined, v11Small().markers]);
    await expect(convert(bytes, { ...to, lossy: true, strict: true })).rejects.toThrow(ConversionError);
    // A version that holds everything: exact, no warning.
    const v10 = writeMrtk(v10Weighted());
    const same = await convert(v10, { formats, to: 'mrtk', options: { version: '1.0' } });
    expect([same.route, same.warnings, same.bytes]).toEqual(['native', [], v10]);
  });
});

describe('--mrtk-repair-rotation-w on every route', () => {
  /** A camera turning about Y whose W curve has only its first key (the recorder bug). */
  function collapsedRecording(): MrtkDocument {
    const doc = readMrtk(writeMrtk(v11Small()));
    const camera = doc.camera!;
    const times = [0, 0.5, 1];
    const turn = times.map((t) => t * 0.8);
    const curve = (values: number[]): MrtkCurve => ({ preWrapMode: 8, postWrapMode: 8, time: Float32Array.from(times), value: Float32Array.from(values) });
    camera.rotationX = curve([0, 0, 0]);
    camera.rotationY = curve(turn.map(Math.sin));
    camera.rotationZ = curve([0, 0, 0]);
    camera.rotationW = { preWrapMode: 8, postWrapMode: 8, time: Float32Array.of(0), value: Float32Array.of(1) };
    return doc;
  }

  it('mrtk → mrtk writes the repaired recording; without the switch the file is kept as it is', async () => {
    const bytes = writeMrtk(collapsedRecording());
    expect(findCollapsedRotationW(readMrtk(bytes)).map((r) => r.curve)).toEqual(['camera.rotation.w']);
    expect((await convert(bytes, { formats, to: 'mrtk' })).bytes).toEqual(bytes);
    const repaired = readMrtk((await convert(bytes, { formats, to: 'mrtk', readOptions: { repairRotationW: true } })).bytes);
    expect(findCollapsedRotationW(repaired)).toEqual([]);
    const w = Array.from(repaired.camera!.rotationW.value);
    [0, 0.5, 1].forEach((t, k) => { expect(w[k]).toBeCloseTo(Math.cos(t * 0.8), 6); });
  });

  it('through the core model the repaired motion is converted, each rebuilt rotation warned', () => {
    const doc = readMrtk(writeMrtk(collapsedRecording()), { repairRotationW: true });
    const { value, warnings } = convertClip(mrtkFormat.toClip!(doc).value, mrtkFormat);
    expect(warnings).toEqual([]);
    expect(mrtkFormat.toClip!(doc).warnings.map((x) => [x.code, x.path])).toEqual([['resampled', 'camera/rotation']]);
    expect(evaluateMrtkPose((value as MrtkDocument).camera, 1).rotation[3]).toBeCloseTo(Math.cos(0.8), 6);
  });
});

describe('a clip of per-axis transform curves (as Maya gives them) → mrtk', () => {
  it('the pipeline groups the camera axes into vectors and Euler angles into a quaternion; fromClip places them by channel', () => {
    const axis = (property: string, kind: 'translation' | 'rotation', a: 'x' | 'y' | 'z', unit: 'cm' | 'deg', values: [number, number]) =>
      createTrack({
        name: `camera.${property}`,
        node: 'camera',
        property,
        valueType: 'scalar',
        unit,
        channel: kind === 'rotation' ? { kind, axis: a, rotationOrder: 'xyz' } : { kind, axis: a },
        keys: [
          { time: 0, value: values[0] },
          { time: 1, value: values[1] },
        ],
      });
    const clip = createClip({
      tracks: [
        axis('translateX', 'translation', 'x', 'cm', [0, 10]),
        axis('translateY', 'translation', 'y', 'cm', [160, 170]),
        axis('translateZ', 'translation', 'z', 'cm', [0, 0]),
        axis('rotateX', 'rotation', 'x', 'deg', [0, 0]),
        axis('rotateY', 'rotation', 'y', 'deg', [0, 90]),
        axis('rotateZ', 'rotation', 'z', 'deg', [0, 0]),
      ],
    });
    const { value, warnings } = convertClip(clip, mrtkFormat);
    const doc = value as MrtkDocument;
    expect(warnings.filter((w) => w.code === 'track-dropped')).toEqual([]);
    const pose = evaluateMrtkPose(doc.camera, 1);
    expect(Array.from(pose.position)).toEqual([0.1, 1.7, 0].map(Math.fround));
    expect(pose.rotation[1]).toBeCloseTo(Math.SQRT1_2, 6);
    expect(pose.rotation[3]).toBeCloseTo(Math.SQRT1_2, 6);
  });

  it('a clip with nothing MRTK can hold fails with a ConversionError quoting what it holds', () => {
    const clip = createClip({ tracks: [createTrack({ node: 'joint1', property: 'translate', valueType: 'vec3', unit: 'm', channel: { kind: 'translation' }, keys: [{ time: 0, value: [0, 1, 0] }] })] });
    expect(() => convertClip(clip, mrtkFormat)).toThrow(/mrtk holds a camera pose \(camera\/position vec3 in m.*joint1\.translate: a translation of node 'joint1'/s);
  });
});
