import { ConversionError } from '@anim/core';
import { describe, expect, it } from 'vitest';
import {
  mrtkCurveFromKeys,
  findCollapsedRotationW,
  mrtkDuration,
  mrtkFromClip,
  mrtkToClip,
  readMrtk,
  repairRotationW,
  writeMrtk,
  type MrtkCurve,
  type MrtkDocument,
  type MrtkPoseCurves,
} from '../src/index.js';
import { bytesOf, legacyFile, MODERN_FILES, modernFiles } from './corpus-helpers.js';
import { clampWrapModes, expectClipPlaysLikeRecording, sampleTimes, track, worstDifference } from './playback.js';

describe('mrtkToClip on reference files', () => {
  for (const file of ['v11-optimized.bin', 'v11-full.bin', 'v10-weighted.bin', 'v10-full.bin']) {
    it(`${file}: core evaluation of the clip equals MRTK evaluation of the recording`, () => {
      // v10-weighted has Loop/PingPong on single components, a loss reported as a warning (tested below);
      // compare the curves themselves here.
      expectClipPlaysLikeRecording(clampWrapModes(readMrtk(bytesOf(file))), 3);
    });
  }

  it('a June-2019 recording converts with core evaluation equal to MRTK evaluation', () => {
    const doc = readMrtk(bytesOf(legacyFile('20190606')), { legacy: true });
    const { value: clip } = mrtkToClip(doc);
    const worst = worstDifference(doc, clip, sampleTimes(clip).filter((_, i) => i % 7 === 0));
    expect(worst.bool).toBe(0);
    expect(worst.position).toBeLessThan(1e-9);
    expect(worst.rotation).toBeLessThan(1e-9);
    expect(clip.extras.mrtk).toMatchObject({ legacy: 'june-2019', version: '1.0' });
  });

  it('uses the track names, types and units of the issue, puts markers in clip.markers and flags in extras', () => {
    const doc = readMrtk(bytesOf('v11-full.bin'));
    const { value: clip } = mrtkToClip(doc);
    const names = clip.tracks.map((t) => t.name);
    expect(names.slice(0, 4)).toEqual(['camera/position', 'camera/rotation', 'hand/left/tracked', 'hand/left/pinching']);
    expect(names).toContain('hand/right/IndexTip/rotation');
    expect(names.slice(-2)).toEqual(['gaze/origin', 'gaze/direction']);
    const position = track(clip, 'camera/position')!;
    expect([position.valueType, position.unit, position.components]).toEqual(['vec3', 'm', 3]);
    const rotation = track(clip, 'hand/left/Wrist/rotation')!;
    expect([rotation.valueType, rotation.quatBlend, rotation.components]).toEqual(['quat', 'nlerp', 4]);
    expect(track(clip, 'hand/left/tracked')!.valueType).toBe('bool');
    expect(clip.duration).toBe(mrtkDuration(doc));
    expect(clip.extras.mrtk).toEqual({ version: '1.1', hasCameraPose: true, hasHandData: true, hasEyeGaze: true });
    expect(clip.markers).toEqual([
      { time: 0.5, name: 'grab-start' },
      { time: 3.75, name: 'Grüße ✋' },
    ]);
  });

  it('every track of every reference file has the channel its name means, and places back by channel alone', () => {
    const files = modernFiles();
    expect(files).toHaveLength(MODERN_FILES.length);
    const kinds = new Map<string, number>();
    for (const file of files) {
      const { value: clip } = mrtkToClip(readMrtk(bytesOf(file)));
      for (const t of clip.tracks) {
        const expected = /\/(position|origin)$/.test(t.name)
          ? 'translation'
          : t.name.endsWith('/rotation')
            ? 'rotation'
            : t.name.endsWith('/tracked')
              ? 'visibility'
              : 'property';
        expect([t.name, t.channel?.kind]).toEqual([t.name, expected]);
        kinds.set(expected, (kinds.get(expected) ?? 0) + 1);
      }
      // Renamed tracks (as another format would name them) land in the same curves.
      const renamed = { ...clip, tracks: clip.tracks.map((t) => (t.channel?.kind === 'property' ? t : { ...t, name: `x${t.name}`, property: 'p' })) };
      const a = mrtkFromClip(clip).value;
      const b = mrtkFromClip(renamed).value;
      expect(writeMrtk(b)).toEqual(writeMrtk(a));
    }
    // Over the 8 files: translation = pose positions + gaze origins, property = pinching + gaze directions.
    expect(Object.fromEntries(kinds)).toEqual({ translation: 251, rotation: 248, visibility: 10, property: 13 });
  });

  it('the rotation.w optimiser quirk (W with only its first key) converts exactly', () => {
    const doc = readMrtk(bytesOf('v11-optimized.bin'));
    const wrist = doc.hands!.left.joints[1]!;
    wrist.rotationW = mrtkCurveFromKeys([{ time: wrist.rotationW.time[0]!, value: wrist.rotationW.value[0]! }]);
    const { value: clip } = mrtkToClip(doc);
    const worst = worstDifference(doc, clip, sampleTimes(clip).filter((_, i) => i % 5 === 0));
    expect(worst.rotation).toBeLessThan(1e-9);
  });

  it('wrap modes that differ between components are reported, and strict mode refuses them', () => {
    const doc = readMrtk(bytesOf('v10-weighted.bin'));
    const { warnings } = mrtkToClip(doc);
    expect(warnings.map((w) => [w.code, w.path])).toContainEqual(['extrapolation-changed', 'camera/position']);
    expect(() => mrtkToClip(doc, { strict: true })).toThrow(ConversionError);
  });
});

/** The document's poses with keys in X, Y and Z (camera, then hand joints). */
function keyedPoses(doc: MrtkDocument): MrtkPoseCurves[] {
  const all = [doc.camera, ...(doc.hands ? [...doc.hands.left.joints, ...doc.hands.right.joints] : [])];
  return all.filter((p): p is MrtkPoseCurves => p !== undefined && p.rotationX.time.length > 1);
}

/** A copy whose rotation W curves keep only their first key, as MRTK's optimiser bug with partitions leaves them. */
function cutRotationW(doc: MrtkDocument): { doc: MrtkDocument; cut: number } {
  const copy = structuredClone(doc);
  let cut = 0;
  for (const pose of keyedPoses(copy)) {
    pose.rotationW = mrtkCurveFromKeys([{ time: pose.rotationW.time[0]!, value: pose.rotationW.value[0]! }]);
    cut++;
  }
  return { doc: copy, cut };
}

function pairedRotations(original: MrtkDocument, fixed: MrtkDocument): { original: MrtkCurve; fixed: MrtkCurve }[] {
  const a = keyedPoses(original);
  const b = keyedPoses(fixed);
  expect(b).toHaveLength(a.length);
  return a.map((p, i) => ({ original: p.rotationW, fixed: b[i]!.rotationW }));
}

describe('file warnings on reference files', () => {
  it('no MRTK-written reference file has a collapsed rotation W, trailing bytes or non-canonical flags', () => {
    // Written by MRTK cf87ff26 (the optimiser fixed) and f213ea78 (v1.0, no optimiser): see PROVENANCE.
    const files = modernFiles();
    expect(files).toHaveLength(MODERN_FILES.length);
    for (const file of files) {
      const doc = readMrtk(bytesOf(file));
      const codes = mrtkToClip(doc).warnings.map((w) => w.code);
      const fileWarnings = codes.filter((c) => c === 'trailing-data' || c === 'nonstandard-spelling' || c === 'quaternion-not-unit');
      expect({ file, collapsed: findCollapsedRotationW(doc), fileWarnings }).toEqual({ file, collapsed: [], fileWarnings: [] });
    }
  });

  it('v11-optimized with its W curves cut to their first key (what MRTK before cf87ff26 wrote) is detected on all 55 rotations, and the repair restores them', () => {
    const doc = readMrtk(bytesOf('v11-optimized.bin'));
    const { doc: collapsedDoc, cut } = cutRotationW(doc);
    expect(cut).toBe(55);
    const found = findCollapsedRotationW(collapsedDoc);
    expect(found).toHaveLength(55);
    expect(new Set(found.map((f) => f.shape))).toEqual(new Set(['first-key-only']));
    // The rebuilt W is within 2e-3 of the W MRTK's fixed optimiser kept, key by key.
    const { doc: repaired } = repairRotationW(collapsedDoc);
    let worst = 0;
    for (const { original, fixed } of pairedRotations(doc, repaired)) {
      expect(Array.from(fixed.time)).toEqual(Array.from(original.time));
      original.value.forEach((v, k) => (worst = Math.max(worst, Math.abs(v - fixed.value[k]!))));
    }
    expect(worst).toBeLessThan(2e-3);
  });
});
