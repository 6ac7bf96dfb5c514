/**
 * Comparisons of playback for the conversion tests: MRTK evaluation of a recording against core
 * evaluation of its clip, or against MRTK evaluation of another recording.
 */
import { evaluate, type Clip, type Track } from '@anim/core';
import { expect } from 'vitest';
import {
  evaluateMrtkBoolCurve,
  evaluateMrtkPose,
  evaluateMrtkRay,
  mrtkFromClip,
  mrtkToClip,
  readMrtk,
  MRTK_TRACKED_HAND_JOINTS,
  writeMrtk,
  type MrtkDocument,
} from '../src/index.js';
import { curveSlots } from '../src/layout.js';

/** Sample times: every key time of the clip, midpoints, points just before keys, and outside the range. */
export function sampleTimes(clip: Clip, extra = 0.5): number[] {
  const keyTimes = new Set<number>();
  for (const t of clip.tracks) for (const k of t.times) keyTimes.add(k);
  const sorted = [...keyTimes].sort((a, b) => a - b);
  const out: number[] = [];
  sorted.forEach((t, i) => {
    out.push(t);
    const next = sorted[i + 1];
    if (next !== undefined) out.push((t + next) / 2, t + (next - t) * 0.1, next - (next - t) * 1e-3);
  });
  if (sorted.length > 0) out.push(sorted[0]! - extra, sorted[sorted.length - 1]! + extra);
  return out;
}

export function track(clip: Clip, name: string): Track | undefined {
  return clip.tracks.find((t) => t.name === name);
}

/** Largest difference between core evaluation of the clip and MRTK evaluation of the recording. */
export function worstDifference(doc: MrtkDocument, clip: Clip, times: readonly number[]): { position: number; rotation: number; bool: number } {
  let position = 0;
  let rotation = 0;
  let bool = 0;
  const vec = (name: string, expected: readonly number[], t: number, isQuat: boolean): void => {
    const tr = track(clip, name);
    const got = tr ? evaluate(tr, t) : isQuat ? [0, 0, 0, 1] : [0, 0, 0];
    // q and −q are the same rotation; MRTK never flips, so compare directly.
    expected.forEach((e, c) => {
      const d = Math.abs(got[c]! - e);
      if (isQuat) rotation = Math.max(rotation, d);
      else position = Math.max(position, d);
    });
  };
  for (const t of times) {
    if (doc.camera) {
      const p = evaluateMrtkPose(doc.camera, t);
      vec('camera/position', p.position, t, false);
      vec('camera/rotation', p.rotation, t, true);
    }
    if (doc.hands) {
      for (const side of ['left', 'right'] as const) {
        const hand = doc.hands[side];
        for (const prop of ['tracked', 'pinching'] as const) {
          const tr = track(clip, `hand/${side}/${prop}`);
          const got = tr ? evaluate(tr, t)[0]! > 0.5 : false;
          if (got !== evaluateMrtkBoolCurve(hand[prop], t)) bool++;
        }
        MRTK_TRACKED_HAND_JOINTS.forEach((joint, j) => {
          const p = evaluateMrtkPose(hand.joints[j], t);
          vec(`hand/${side}/${joint}/position`, p.position, t, false);
          vec(`hand/${side}/${joint}/rotation`, p.rotation, t, true);
        });
      }
    }
    if (doc.gaze) {
      const r = evaluateMrtkRay(doc.gaze, t);
      vec('gaze/origin', r.origin, t, false);
      const tr = track(clip, 'gaze/direction');
      const raw = tr ? evaluate(tr, t) : [0, 0, 1];
      const len = Math.hypot(raw[0]!, raw[1]!, raw[2]!);
      r.direction.forEach((e, c) => (position = Math.max(position, Math.abs(raw[c]! / len - e))));
    }
  }
  return { position, rotation, bool };
}

/** Largest difference between the MRTK evaluations of two recordings at `times`. */
export function worstBetween(a: MrtkDocument, b: MrtkDocument, times: readonly number[]): number {
  let worst = 0;
  const cmp = (x: readonly number[], y: readonly number[]): void => {
    x.forEach((v, i) => (worst = Math.max(worst, Math.abs(v - y[i]!))));
  };
  for (const t of times) {
    const pa = evaluateMrtkPose(a.camera, t);
    const pb = evaluateMrtkPose(b.camera, t);
    cmp(pa.position, pb.position);
    cmp(pa.rotation, pb.rotation);
    for (const side of ['left', 'right'] as const) {
      const ha = a.hands?.[side];
      const hb = b.hands?.[side];
      if (ha && hb) {
        if (evaluateMrtkBoolCurve(ha.tracked, t) !== evaluateMrtkBoolCurve(hb.tracked, t)) worst = Infinity;
        if (evaluateMrtkBoolCurve(ha.pinching, t) !== evaluateMrtkBoolCurve(hb.pinching, t)) worst = Infinity;
        MRTK_TRACKED_HAND_JOINTS.forEach((_, j) => {
          const ja = evaluateMrtkPose(ha.joints[j], t);
          const jb = evaluateMrtkPose(hb.joints[j], t);
          cmp(ja.position, jb.position);
          cmp(ja.rotation, jb.rotation);
        });
      }
    }
    const ga = evaluateMrtkRay(a.gaze, t);
    const gb = evaluateMrtkRay(b.gaze, t);
    cmp(ga.origin, gb.origin);
    cmp(ga.direction, gb.direction);
  }
  return worst;
}

export const grid = (from: number, to: number, n: number): number[] => Array.from({ length: n }, (_, i) => from + ((to - from) * i) / (n - 1));


/** Sets every wrap mode of `doc` to ClampForever (wrap modes of single components are tested on their own). */
export function clampWrapModes(doc: MrtkDocument): MrtkDocument {
  for (const layout of ['v1.0', 'v1.1'] as const) {
    for (const slot of curveSlots(doc, layout)) {
      slot.get().preWrapMode = 8;
      slot.get().postWrapMode = 8;
    }
  }
  return doc;
}

/**
 * `mrtkToClip(doc)` gives no warning, and core evaluation of the clip equals MRTK evaluation of `doc`
 * at every `every`-th of the clip's sample times (positions within `positionTolerance`, rotations
 * within 1e-9, hand state exactly).
 */
export function expectClipPlaysLikeRecording(doc: MrtkDocument, every = 1, positionTolerance = 1e-9): Clip {
  const { value: clip, warnings } = mrtkToClip(doc);
  expect(warnings).toEqual([]);
  expect(clip.tracks.length).toBeGreaterThan(0);
  const worst = worstDifference(doc, clip, sampleTimes(clip).filter((_, i) => i % every === 0));
  expect(worst.position).toBeLessThan(positionTolerance);
  expect(worst.rotation).toBeLessThan(1e-9);
  expect(worst.bool).toBe(0);
  return clip;
}

/**
 * `mrtkFromClip(mrtkToClip(doc))` warns of nothing but float32 rounding, keeps the version and the
 * markers, plays back like `doc` (to float32 rounding) from −0.2 s to 5.2 s, and writes a file of its
 * version.
 */
export function expectClipRoundTripPlaysBack(doc: MrtkDocument): void {
  const { value: back, warnings } = mrtkFromClip(mrtkToClip(doc).value);
  expect(warnings.filter((w) => w.code !== 'precision-lost')).toEqual([]);
  expect(back.version).toBe(doc.version);
  expect(back.markers).toEqual(doc.markers);
  expect(worstBetween(doc, back, grid(-0.2, 5.2, 400))).toBeLessThan(2e-6);
  expect(readMrtk(writeMrtk(back)).version).toBe(doc.version);
}
