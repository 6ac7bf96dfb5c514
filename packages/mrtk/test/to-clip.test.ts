import { ConversionError, evaluate, type Clip, type Track } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { bytesOf, legacyFiles } from './helpers.js';
import {
  createInputAnimation,
  curveFromKeys,
  curveSlots,
  duration,
  emptyPoseCurves,
  evaluateBool,
  evaluatePose,
  evaluateRay,
  read,
  toClip,
  TRACKED_HAND_JOINTS,
  type InputAnimation,
} from '../src/index.js';

/** Sample times: every key time of the clip, midpoints, points just before keys, and outside the range. */
function sampleTimes(clip: Clip, extra = 0.5): number[] {
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

function track(clip: Clip, name: string): Track | undefined {
  return clip.tracks.find((t) => t.name === name);
}

/** Largest difference between core evaluation of the clip and MRTK evaluation of the recording. */
function worstDifference(doc: InputAnimation, clip: Clip, times: readonly number[]): { position: number; rotation: number; bool: number } {
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
      const p = evaluatePose(doc.camera, t);
      vec('camera/position', p.position, t, false);
      vec('camera/rotation', p.rotation, t, true);
    }
    if (doc.hands) {
      for (const side of ['left', 'right'] as const) {
        const hand = doc.hands[side];
        for (const prop of ['tracked', 'pinching'] as const) {
          const tr = track(clip, `hand/${side}/${prop}`);
          const got = tr ? evaluate(tr, t)[0]! > 0.5 : false;
          if (got !== evaluateBool(hand[prop], t)) bool++;
        }
        TRACKED_HAND_JOINTS.forEach((joint, j) => {
          const p = evaluatePose(hand.joints[j], t);
          vec(`hand/${side}/${joint}/position`, p.position, t, false);
          vec(`hand/${side}/${joint}/rotation`, p.rotation, t, true);
        });
      }
    }
    if (doc.gaze) {
      const r = evaluateRay(doc.gaze, t);
      vec('gaze/origin', r.origin, t, false);
      const tr = track(clip, 'gaze/direction');
      const raw = tr ? evaluate(tr, t) : [0, 0, 1];
      const len = Math.hypot(raw[0]!, raw[1]!, raw[2]!);
      r.direction.forEach((e, c) => (position = Math.max(position, Math.abs(raw[c]! / len - e))));
    }
  }
  return { position, rotation, bool };
}

describe('toClip', () => {
  for (const file of ['v11-optimized.bin', 'v11-full.bin', 'v10-weighted.bin', 'v10-full.bin']) {
    it(`${file}: core evaluation of the clip equals MRTK evaluation of the recording`, () => {
      const doc = read(bytesOf(file));
      // v10-weighted has Loop/PingPong on single components, a loss reported as a warning (tested below);
      // compare the curves themselves here.
      for (const slot of curveSlots(doc, 'v1.0')) {
        slot.get().preWrapMode = 8;
        slot.get().postWrapMode = 8;
      }
      const { value: clip, warnings } = toClip(doc);
      expect(warnings).toEqual([]);
      const times = sampleTimes(clip).filter((_, i) => i % 3 === 0);
      const worst = worstDifference(doc, clip, times);
      expect(worst.position).toBeLessThan(1e-9);
      expect(worst.rotation).toBeLessThan(1e-9);
      expect(worst.bool).toBe(0);
    });
  }

  it('a June-2019 recording converts with core evaluation equal to MRTK evaluation', () => {
    const doc = read(bytesOf(legacyFiles().find((f) => f.includes('20190606'))!), { legacy: true });
    const { value: clip } = toClip(doc);
    const worst = worstDifference(doc, clip, sampleTimes(clip).filter((_, i) => i % 7 === 0));
    expect(worst).toEqual({ position: expect.any(Number) as number, rotation: expect.any(Number) as number, bool: 0 });
    expect(worst.position).toBeLessThan(1e-9);
    expect(worst.rotation).toBeLessThan(1e-9);
    expect(clip.extras.mrtk).toMatchObject({ legacy: 'june-2019', version: '1.0' });
  });

  it('uses the track names, types and units of the issue, and puts markers and flags in extras', () => {
    const doc = read(bytesOf('v11-full.bin'));
    const { value: clip } = toClip(doc);
    const names = clip.tracks.map((t) => t.name);
    expect(names.slice(0, 4)).toEqual(['camera/position', 'camera/rotation', 'hand/left/tracked', 'hand/left/pinching']);
    expect(names).toContain('hand/right/IndexTip/rotation');
    expect(names.slice(-2)).toEqual(['gaze/origin', 'gaze/direction']);
    const position = track(clip, 'camera/position')!;
    expect([position.valueType, position.unit, position.components]).toEqual(['vec3', 'm', 3]);
    const rotation = track(clip, 'hand/left/Wrist/rotation')!;
    expect([rotation.valueType, rotation.quatBlend, rotation.components]).toEqual(['quat', 'nlerp', 4]);
    expect(track(clip, 'hand/left/tracked')!.valueType).toBe('bool');
    expect(clip.duration).toBe(duration(doc));
    expect(clip.extras.mrtk).toEqual({
      version: '1.1',
      hasCameraPose: true,
      hasHandData: true,
      hasEyeGaze: true,
      markers: [
        { time: 0.5, name: 'grab-start' },
        { time: 3.75, name: 'Grüße ✋' },
      ],
    });
  });

  it('components with different key times convert without assuming aligned keys', () => {
    const doc = createInputAnimation('1.0');
    doc.camera = emptyPoseCurves();
    doc.camera.positionX = curveFromKeys([
      { time: 0, value: 0 },
      { time: 1, value: 10 },
    ]);
    doc.camera.positionY = curveFromKeys([
      { time: 0.25, value: 1, outTangent: 4, inTangent: 4, weightedMode: 0 },
      { time: 0.75, value: 3, inTangent: -2, outTangent: -2, weightedMode: 0 },
      { time: 2, value: 0, weightedMode: 0 },
    ]);
    // Stepped z that jumps at 0.5 s while x and y move: needs a jump key.
    doc.camera.positionZ = curveFromKeys([
      { time: 0, value: 5, outTangent: Infinity },
      { time: 0.5, value: -5, outTangent: Infinity },
      { time: 0.6, value: 1, outWeight: 0.8, outTangent: 3, weightedMode: 2 },
      { time: 1.6, value: 2, inWeight: 0.1, inTangent: -1, weightedMode: 1 },
    ]);
    const { value: clip, warnings } = toClip(doc);
    expect(warnings).toEqual([]);
    const t = track(clip, 'camera/position')!;
    // Jumps of the stepped z at 0.5 s and 0.6 s are pairs of keys at one time.
    expect(Array.from(t.times)).toEqual([0, 0.25, 0.5, 0.5, 0.6000000238418579, 0.6000000238418579, 0.75, 1, 1.600000023841858, 2]);
    const times = Array.from({ length: 241 }, (_, i) => -0.2 + i * 0.01);
    const worst = worstDifference(doc, clip, [...times, 0.5, 0.6, 0.25, 0.75]);
    expect(worst.position).toBeLessThan(1e-9);
  });

  it('the rotation.w optimiser quirk (W with only its first key) converts exactly', () => {
    const doc = read(bytesOf('v11-optimized.bin'));
    const wrist = doc.hands!.left.joints[1]!;
    wrist.rotationW = curveFromKeys([{ time: wrist.rotationW.time[0]!, value: wrist.rotationW.value[0]! }]);
    const { value: clip } = toClip(doc);
    const worst = worstDifference(doc, clip, sampleTimes(clip).filter((_, i) => i % 5 === 0));
    expect(worst.rotation).toBeLessThan(1e-9);
  });

  it('wrap modes that differ between components are reported, and strict mode refuses them', () => {
    const doc = read(bytesOf('v10-weighted.bin'));
    const { warnings } = toClip(doc);
    expect(warnings.map((w) => [w.code, w.path])).toContainEqual(['extrapolation-changed', 'camera/position']);
    expect(() => toClip(doc, { strict: true })).toThrow(ConversionError);
  });

  it('shared Loop / PingPong wrap modes become cycle / oscillate', () => {
    const doc = createInputAnimation('1.0');
    doc.gaze = undefined;
    doc.camera = emptyPoseCurves();
    const keys = [
      { time: 0, value: 0 },
      { time: 1, value: 1 },
    ];
    doc.camera.positionX = curveFromKeys(keys, 2, 4);
    doc.camera.positionY = curveFromKeys(keys, 2, 4);
    doc.camera.positionZ = curveFromKeys(keys, 2, 4);
    const { value: clip, warnings } = toClip(doc);
    expect(warnings).toEqual([]);
    const t = track(clip, 'camera/position')!;
    expect([t.preExtrapolation, t.postExtrapolation]).toEqual(['cycle', 'oscillate']);
    expect(evaluate(t, 1.25)[0]).toBeCloseTo(0.75, 12);
    expect(evaluate(t, -0.75)[0]).toBeCloseTo(0.25, 12);
  });
});
