/**
 * glTF output is a node tree (issue #28 part 3): nodes under their parents, named by their leaf name,
 * unanimated ancestors and end nodes included; node names that were paths come back as paths.
 */
import { createClip, createTrack, type Clip, type Track } from '@anim/core';
import type { Node } from '@gltf-transform/core';
import { describe, expect, it } from 'vitest';
import { gltfFromClip, gltfToClip, readGltf, writeGltf } from '../src/index.js';

const position = (node: string): Track =>
  createTrack({
    node,
    property: 'translation',
    valueType: 'vec3',
    unit: 'm',
    channel: { kind: 'translation' },
    keys: [
      { time: 0, value: [0, 0, 0], interpolation: 'linear' },
      { time: 1, value: [1, 2, 3], interpolation: 'linear' },
    ],
  });

/** The scene as nested `[name, children]`. */
function tree(nodes: readonly Node[]): unknown[] {
  return nodes.map((n) => [n.getName(), tree(n.listChildren())]);
}

describe('gltfFromClip: a node tree', () => {
  const unityClip = createClip({
    tracks: [position('Hinge/Door/Handle'), position('Hinge/Door'), position('Lamp')],
    parents: { 'Hinge/Door/Handle': 'Hinge/Door', 'Hinge/Door': 'Hinge', 'Hinge/Door/Glow': 'Hinge/Door' },
  });

  it('puts the handle under the door under the hinge, with leaf names', () => {
    const { value, warnings } = gltfFromClip(unityClip);
    const scene = value.document.getRoot().getDefaultScene()!;
    expect(tree(scene.listChildren())).toStrictEqual([
      ['Hinge', [['Door', [['Handle', []], ['Glow', []]]]]],
      ['Lamp', []],
    ]);
    expect(warnings).toStrictEqual([]);
  });

  it('gives the path names back through a written file', async () => {
    const bytes = await writeGltf(gltfFromClip(unityClip).value);
    const clip = gltfToClip(await readGltf(bytes)).value;
    expect(clip.tracks.map((t) => t.node)).toStrictEqual(['Hinge/Door/Handle', 'Hinge/Door', 'Lamp']);
    expect(clip.parents).toStrictEqual(unityClip.parents);
  });

  it('leaves leaf names as they are (no marks), and gives them back', async () => {
    const clip = createClip({ tracks: [position('joint3')], parents: { joint3: 'joint2', joint2: 'joint1', joint4: 'joint3' } });
    const doc = gltfFromClip(clip).value;
    expect(tree(doc.document.getRoot().getDefaultScene()!.listChildren())).toStrictEqual([['joint1', [['joint2', [['joint3', [['joint4', []]]]]]]]]);
    expect(doc.document.getRoot().listNodes().map((n) => n.getExtras())).toStrictEqual([{}, {}, {}, {}]);
    const back = gltfToClip(await readGltf(await writeGltf(doc))).value;
    expect(back.tracks.map((t) => t.node)).toStrictEqual(['joint3']);
    // The whole tree, the unanimated end joint too.
    expect(back.parents).toStrictEqual(clip.parents);
  });

  it('warns once when the source states no hierarchy', () => {
    const clip: Clip = { ...createClip({ tracks: [position('bone1'), position('bone2')] }), noHierarchy: 'the skeleton is in another file' };
    expect(gltfFromClip(clip).warnings.map((w) => w.code)).toStrictEqual(['hierarchy-flattened']);
  });
});
