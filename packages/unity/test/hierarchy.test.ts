/**
 * The node hierarchy of Unity clips (issue #28 part 3): binding paths give `clip.parents` (every prefix
 * is a node), and paths are rebuilt from `clip.parents` when a clip comes from a format that names
 * nodes by their leaf (glTF, Maya).
 */
import { createClip, createTrack, type Clip, type Track } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { readUnity, unityFromClip, unityToClip, writeUnity } from '../src/index.js';

const position = (node: string): Track =>
  createTrack({
    node,
    property: 'localPosition',
    valueType: 'vec3',
    unit: 'm',
    channel: { kind: 'translation' },
    keys: [
      { time: 0, value: [0, 0, 0], interpolation: 'linear' },
      { time: 1, value: [1, 2, 3], interpolation: 'linear' },
    ],
  });

const paths = (clip: Clip): string[] => {
  const doc = unityFromClip(clip).value;
  return doc.clip.m_PositionCurves.map((c) => c.path);
};

describe('unityToClip: binding paths are a hierarchy', () => {
  it('makes every prefix of a path the parent of the longer one, unanimated ancestors included', () => {
    const written = unityFromClip(createClip({ tracks: [position('Hinge/Door/Handle'), position('Lamp')] })).value;
    const clip = unityToClip(readUnity(writeUnity(written))).value;
    expect(clip.tracks.map((t) => t.node)).toStrictEqual(['Hinge/Door/Handle', 'Lamp']);
    expect(clip.parents).toStrictEqual({ 'Hinge/Door/Handle': 'Hinge/Door', 'Hinge/Door': 'Hinge' });
  });

  it('puts top-level paths under the root object when the root object is animated', () => {
    const written = unityFromClip(createClip({ tracks: [position('root'), position('Hips/Spine')] })).value;
    expect(written.clip.m_PositionCurves.map((c) => c.path)).toStrictEqual(['', 'Hips/Spine']);
    const clip = unityToClip(readUnity(writeUnity(written))).value;
    expect(clip.parents).toStrictEqual({ 'Hips/Spine': 'Hips', Hips: 'root' });
    expect(paths(clip)).toStrictEqual(['', 'Hips/Spine']);
  });

  it('a clip without paths below the root has no parents', () => {
    expect(unityToClip(readUnity(writeUnity(unityFromClip(createClip({ tracks: [position('Lamp')] })).value))).value.parents).toBeUndefined();
  });
});

describe('unityFromClip: paths from the hierarchy', () => {
  it('rebuilds Hinge/Door/Handle from leaf names and their parents', () => {
    const clip = createClip({ tracks: [position('Handle'), position('Door'), position('Lamp')], parents: { Handle: 'Door', Door: 'Hinge' } });
    expect(paths(clip)).toStrictEqual(['Hinge/Door/Handle', 'Hinge/Door', 'Lamp']);
  });

  it('keeps path names as they are, and a root named root is the root object', () => {
    const clip = createClip({ tracks: [position('Hinge/Door/Handle'), position('Hinge')], parents: { 'Hinge/Door/Handle': 'Hinge/Door', 'Hinge/Door': 'Hinge', Hinge: 'root' } });
    expect(paths(clip)).toStrictEqual(['Hinge/Door/Handle', 'Hinge']);
  });

  it('warns once when the source states no hierarchy (bones without their skeleton)', () => {
    const clip: Clip = { ...createClip({ tracks: [position('bone1'), position('bone2')] }), noHierarchy: 'the skeleton is in another file' };
    expect(unityFromClip(clip).warnings.filter((w) => w.code === 'hierarchy-flattened')).toHaveLength(1);
  });
});
