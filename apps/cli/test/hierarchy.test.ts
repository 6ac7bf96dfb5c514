/**
 * Node hierarchies travel between formats (issue #28 part 3), through the one conversion pipeline:
 * Unity paths ↔ glTF node trees ↔ Maya clipboard trees, and formats without a hierarchy say so once.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { convert, type ConversionWarning } from '@anim/core';
import { gltfToClip, readGltf } from '@anim/gltf';
import { mayaToClip, readMaya } from '@anim/maya';
import { readUnity } from '@anim/unity';
import type { Node } from '@gltf-transform/core';
import { describe, expect, it } from 'vitest';
import { formats } from './formats.js';

const file = (path: string): Uint8Array => new Uint8Array(readFileSync(fileURLToPath(new URL(`../../../${path}`, import.meta.url))));

async function to(path: string, target: string, bytes = file(path)): Promise<{ bytes: Uint8Array; warnings: readonly ConversionWarning[] }> {
  return convert(bytes, { formats, to: target, name: path });
}

/** The scene as nested `[name, children]`. */
function tree(nodes: readonly Node[]): unknown[] {
  return nodes.map((n) => [n.getName(), tree(n.listChildren())]);
}

async function sceneOf(bytes: Uint8Array): Promise<unknown[]> {
  return tree((await readGltf(bytes)).document.getRoot().getDefaultScene()!.listChildren());
}

const flattened = (warnings: readonly ConversionWarning[]): ConversionWarning[] => warnings.filter((w) => w.code === 'hierarchy-flattened');

describe('hierarchies appear as node trees', () => {
  it('Unity door → glTF: Hinge → Door → Handle (and Glow), leaf names', async () => {
    const out = await to('examples/unity/door-open.anim', 'gltf');
    expect(await sceneOf(out.bytes)).toStrictEqual([['Hinge', [['Door', [['Handle', []], ['Glow', []]]]]]]);
    expect(flattened(out.warnings)).toStrictEqual([]);
  });

  it('Maya joint chain → glTF: one root, joint1 → joint2 → joint3 → joint4', async () => {
    const out = await to('examples/maya/ha_seed_joint_chain.anim', 'gltf');
    expect(await sceneOf(out.bytes)).toStrictEqual([['joint1', [['joint2', [['joint3', [['joint4', []]]]]]]]]);
  });

  it('glTF → Unity: binding paths rebuilt from the node tree', async () => {
    const out = await to('examples/gltf/arm-wave.gltf', 'unity');
    const clip = readUnity(out.bytes).clip;
    const paths = [...clip.m_PositionCurves, ...clip.m_RotationCurves, ...clip.m_ScaleCurves].map((c) => c.path);
    expect(new Set(paths)).toStrictEqual(new Set(['shoulder', 'shoulder/elbow', 'shoulder/elbow/hand']));
  });

  it('Unity → glTF → Unity gives back the same paths', async () => {
    const source = readUnity(file('examples/unity/door-open.anim')).clip;
    const glb = await to('examples/unity/door-open.anim', 'gltf');
    const back = readUnity((await to('door.glb', 'unity', glb.bytes)).bytes).clip;
    expect(back.m_PositionCurves.map((c) => c.path)).toStrictEqual(source.m_PositionCurves.map((c) => c.path));
    // The Euler curve comes back as a quaternion curve (glTF holds rotations as quaternions), on the same path.
    expect(back.m_RotationCurves.map((c) => c.path)).toStrictEqual(source.m_EulerCurves.map((c) => c.path));
    // glTF's own clip names the nodes by their paths too.
    const clip = gltfToClip(await readGltf(glb.bytes)).value;
    expect(clip.tracks.map((t) => t.node).sort()).toStrictEqual(['Hinge/Door', 'Hinge/Door/Handle']);
  });

  it('Maya → glTF → Maya keeps the tree (clip.parents)', async () => {
    const before = mayaToClip(readMaya(file('examples/maya/ha_seed_joint_chain.anim'))).value.parents;
    const glb = await to('examples/maya/ha_seed_joint_chain.anim', 'gltf');
    const after = mayaToClip(readMaya((await to('chain.glb', 'maya', glb.bytes)).bytes)).value.parents;
    expect(after).toStrictEqual(before);
    expect(before).toStrictEqual({ joint2: 'joint1', joint3: 'joint2', joint4: 'joint3' });
  });
});

describe('never flattened silently', () => {
  it('Maya joint chain → AnimJ (no hierarchy): one warning naming the joints that lost their parents', async () => {
    const out = await to('examples/maya/ha_seed_joint_chain.anim', 'animj');
    const warnings = flattened(out.warnings);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toContain('joint2 (under joint1)');
    expect(warnings[0]!.message).toContain('joint3 (under joint2)');
  });

  it('MRTK joints → glTF: flat, and says why once', async () => {
    const warnings = flattened((await to('examples/mrtk/v11-camera-and-hand.bin', 'gltf')).warnings);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toContain('no skeleton');
  });

  it('Prime bones → glTF: flat, and says why once', async () => {
    const warnings = flattened((await to('examples/prime/mp1-v2-sparse.ANIM', 'gltf')).warnings);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toContain('CINF skeleton');
  });
});
