import { ConversionError, evaluate } from '@anim/core';
import { describe, expect, it } from 'vitest';
import {
  createMrtkDocument,
  mrtkCurveFromKeys,
  emptyMrtkHandCurves,
  emptyMrtkPoseCurves,
  findCollapsedRotationW,
  mrtkToClip,
  readMrtk,
  rebuildRotationW,
  repairRotationW,
  writeMrtk,
  type MrtkCurve,
  type MrtkDocument,
  type MrtkPoseCurves,
} from '../src/index.js';
import { errorOf } from './assertions.js';

/**
 * A hand-built v1.1 recording of a turn about Y from 0° to 270° over 2.2 s, keyed every 0.2 s (12 keys):
 * q = (0, sin(θ/2), 0.05·sin(t), cos(θ/2)) normalised. W passes through 0 at θ = 180°, between keys 7 and 8.
 */
const TIMES = Array.from({ length: 12 }, (_, k) => k * 0.2);
function truth(t: number): [number, number, number, number] {
  const theta = (t / 2.2) * 1.5 * Math.PI;
  const q: [number, number, number, number] = [0, Math.sin(theta / 2), 0.05 * Math.sin(t), Math.cos(theta / 2)];
  const l = Math.hypot(...q);
  return q.map((v) => v / l) as [number, number, number, number];
}

function curveOf(c: number): MrtkCurve {
  return mrtkCurveFromKeys(TIMES.map((time) => ({ time, value: truth(time)[c]! })));
}

function healthyRotation(): MrtkPoseCurves {
  const pose = emptyMrtkPoseCurves();
  pose.rotationX = curveOf(0);
  pose.rotationY = curveOf(1);
  pose.rotationZ = curveOf(2);
  pose.rotationW = curveOf(3);
  return pose;
}

/** The rotation as MRTK's buggy optimiser leaves it: W with its first key, and Z's last key when not partitioned. */
function collapsed(shape: 'first-key-only' | 'z-last-key'): MrtkPoseCurves {
  const pose = healthyRotation();
  const z = pose.rotationZ;
  const last = z.time.length - 1;
  pose.rotationW = mrtkCurveFromKeys([
    { time: TIMES[0]!, value: truth(0)[3] },
    ...(shape === 'z-last-key' ? [{ time: z.time[last]!, value: z.value[last]! }] : []),
  ]);
  return pose;
}

function recording(camera: MrtkPoseCurves, indexTip?: MrtkPoseCurves): MrtkDocument {
  const doc = createMrtkDocument('1.1');
  doc.camera = camera;
  if (indexTip) {
    const left = emptyMrtkHandCurves();
    left.joints[11] = indexTip;
    doc.hands = { left, right: emptyMrtkHandCurves() };
  }
  // Through the file: the bug is detected on what the reader gives back.
  return readMrtk(writeMrtk(doc));
}

describe('the rotation-W bug of MRTK\'s recorder optimiser', () => {
  it.each(['first-key-only', 'z-last-key'] as const)('%s: detected, naming the W curve and the track', (shape) => {
    const doc = recording(healthyRotation(), collapsed(shape));
    expect(findCollapsedRotationW(doc)).toEqual([
      { curve: 'hand.left.joint.IndexTip.rotation.w', track: 'hand/left/IndexTip/rotation', shape, wKeys: shape === 'first-key-only' ? 1 : 2, xyzKeys: 12 },
    ]);
    const { warnings } = mrtkToClip(doc);
    const w = warnings.filter((x) => x.path === 'hand/left/IndexTip/rotation');
    expect(w).toHaveLength(1);
    expect(w[0]!.code).toBe('quaternion-not-unit');
    expect(w[0]!.message).toMatch(/hand\.left\.joint\.IndexTip\.rotation\.w has \d key\(s\) where x, y and z have 12/);
    expect(w[0]!.message).toMatch(/repairRotationW/);
    expect(warnings.filter((x) => x.path === 'camera/rotation')).toEqual([]);
    // Strict mode refuses it.
    expect(ConversionError.isInstance(errorOf(() => mrtkToClip(doc, { strict: true })))).toBe(true);
  });

  it('without the repair the clip plays the collapsed W as stored (as MRTK does)', () => {
    const { value: clip } = mrtkToClip(recording(collapsed('first-key-only')));
    const rotation = clip.tracks.find((t) => t.name === 'camera/rotation')!;
    // W stays at its first value (1): past 180° the clip turns the wrong way, as MRTK's playback does.
    const at = evaluate(rotation, 2.2);
    expect(at[3]).toBeGreaterThan(0);
    const dot = truth(2.2).reduce((s, v, c) => s + v * at[c]!, 0);
    expect(Math.abs(dot)).toBeLessThan(0.9);
  });

  it.each(['first-key-only', 'z-last-key'] as const)('%s: repairRotationW rebuilds w = √(1 − x² − y² − z²), its sign continuous through 0', (shape) => {
    const doc = recording(collapsed(shape));
    const { value: clip, warnings } = mrtkToClip(doc, { repairRotationW: true });
    expect(warnings.map((w) => [w.code, w.path])).toEqual([['resampled', 'camera/rotation']]);
    expect(warnings[0]!.message).toMatch(/camera\.rotation\.w .*rebuilt as √\(1 − x² − y² − z²\)/);
    const rotation = clip.tracks.find((t) => t.name === 'camera/rotation')!;
    expect(Array.from(rotation.times)).toEqual(TIMES.map(Math.fround));
    TIMES.forEach((t, k) => {
      // sqrt near |xyz| = 1 amplifies the float32 rounding of x, y, z: 1e-3.
      expect(rotation.values[k * 4 + 3]).toBeCloseTo(truth(t)[3], 3);
    });
    // The turn passes 180°: W changes sign, as the true rotation does.
    expect(rotation.values[7 * 4 + 3]).toBeGreaterThan(0);
    expect(rotation.values[8 * 4 + 3]).toBeLessThan(0);
    // Between keys the repaired clip plays the true turn (normalised linear blend of keys 0.2 s apart).
    for (const t of [0.1, 0.75, 1.5, 2.15]) {
      const q = evaluate(rotation, t);
      const l = Math.hypot(...q);
      const dot = truth(t).reduce((s, v, c) => s + v * (q[c]! / l), 0);
      expect(dot).toBeGreaterThan(0.999);
    }
    // Strict mode refuses the repair too: it changes what the file holds.
    expect(ConversionError.isInstance(errorOf(() => mrtkToClip(doc, { repairRotationW: true, strict: true })))).toBe(true);
  });

  it('repairRotationW on the document gives a file whose W curves are keyed with x, y and z', () => {
    const doc = recording(collapsed('z-last-key'), collapsed('first-key-only'));
    const { doc: fixed, repaired } = repairRotationW(doc);
    expect(repaired.map((r) => r.curve)).toEqual(['camera.rotation.w', 'hand.left.joint.IndexTip.rotation.w']);
    const again = readMrtk(writeMrtk(fixed));
    expect(findCollapsedRotationW(again)).toEqual([]);
    expect(again.camera!.rotationW.time).toEqual(doc.camera!.rotationX.time);
    // The input document is left as it was.
    expect(doc.camera!.rotationW.time.length).toBe(2);
    expect(mrtkToClip(again).warnings).toEqual([]);
  });

  it('the first rebuilt key takes the sign of the stored first W key', () => {
    const pose = collapsed('first-key-only');
    pose.rotationX = mrtkCurveFromKeys(TIMES.map((time) => ({ time, value: -truth(time)[0] })));
    pose.rotationY = mrtkCurveFromKeys(TIMES.map((time) => ({ time, value: -truth(time)[1] })));
    pose.rotationZ = mrtkCurveFromKeys(TIMES.map((time) => ({ time, value: -truth(time)[2] })));
    pose.rotationW = mrtkCurveFromKeys([{ time: 0, value: -truth(0)[3] }]);
    const w = rebuildRotationW(pose);
    TIMES.forEach((t, k) => {
      expect(w.value[k]).toBeCloseTo(-truth(t)[3], 3);
    });
  });

  it('is not reported for rotations keyed together, for W curves of another shape, or for 28-byte keys', () => {
    const healthy = recording(healthyRotation(), healthyRotation());
    expect(findCollapsedRotationW(healthy)).toEqual([]);
    expect(mrtkToClip(healthy).warnings).toEqual([]);

    // Two W keys, but the second is not z's last key: a hand edit, not the optimiser.
    const edited = healthyRotation();
    edited.rotationW = mrtkCurveFromKeys([{ time: 0, value: 1 }, { time: TIMES[11]!, value: 0.5 }]);
    expect(findCollapsedRotationW(recording(edited))).toEqual([]);

    // X, Y and Z with their own key times (never written by MRTK's quaternion optimiser).
    const apart = collapsed('first-key-only');
    apart.rotationY = mrtkCurveFromKeys([{ time: 0, value: 0 }, { time: 1, value: 0.5 }]);
    expect(findCollapsedRotationW(recording(apart))).toEqual([]);

    // A single key everywhere: partitioning left one key in every curve, which is consistent.
    const one = emptyMrtkPoseCurves();
    for (const f of ['rotationX', 'rotationY', 'rotationZ', 'rotationW'] as const) one[f] = mrtkCurveFromKeys([{ time: 0, value: f === 'rotationW' ? 1 : 0 }]);
    expect(findCollapsedRotationW(recording(one))).toEqual([]);

    // v1.0 (28-byte keys): the optimiser does not exist on that path.
    const v10 = createMrtkDocument('1.0');
    v10.camera = collapsed('first-key-only');
    v10.camera.rotationX = mrtkCurveFromKeys(TIMES.map((time) => ({ time, value: truth(time)[0], inTangent: 0, outTangent: 0 })));
    v10.camera.rotationY = mrtkCurveFromKeys(TIMES.map((time) => ({ time, value: truth(time)[1], inTangent: 0, outTangent: 0 })));
    v10.camera.rotationZ = mrtkCurveFromKeys(TIMES.map((time) => ({ time, value: truth(time)[2], inTangent: 0, outTangent: 0 })));
    v10.camera.rotationW = mrtkCurveFromKeys([{ time: 0, value: 1, inTangent: 0, outTangent: 0 }]);
    expect(findCollapsedRotationW(readMrtk(writeMrtk(v10)))).toEqual([]);
  });

  it('readMrtk with repairRotationW (--mrtk-repair-rotation-w) reads the repaired recording, listed and warned', () => {
    const camera = collapsed('first-key-only');
    const bytes = writeMrtk(recording(camera));
    const doc = readMrtk(bytes, { repairRotationW: true });
    expect(doc.repairedRotationW?.map((r) => r.curve)).toEqual(['camera.rotation.w']);
    expect(Array.from(doc.camera!.rotationW.value)).toEqual(Array.from(rebuildRotationW(readMrtk(bytes).camera!).value));
    // Written back, it is the repaired recording (the list itself is not part of the file).
    const again = readMrtk(writeMrtk(doc));
    expect([findCollapsedRotationW(again), again.repairedRotationW]).toEqual([[], undefined]);
    expect(again.camera!.rotationW.time.length).toBe(12);
    // Converting says the clip is not the file; strict mode refuses.
    const { warnings } = mrtkToClip(doc);
    expect(warnings.map((w) => [w.code, w.path])).toEqual([['resampled', 'camera/rotation']]);
    expect(warnings[0]!.message).toMatch(/camera\.rotation\.w was rebuilt .* when the recording was read/);
    expect(() => mrtkToClip(doc, { strict: true })).toThrow(ConversionError);
    // Without the option, the file as stored; with it on a healthy file, nothing changes.
    expect(readMrtk(bytes).repairedRotationW).toBeUndefined();
    const healthy = writeMrtk(recording(healthyRotation()));
    expect(writeMrtk(readMrtk(healthy, { repairRotationW: true }))).toEqual(healthy);
  });
});
