/**
 * The hierarchy third-party writers state in their `anim` lines (child counts in depth-first order; rows
 * all 0), read as Maya's clipboard reads it.
 */
import { describe, expect, it } from 'vitest';
import { mayaToClip, readMaya } from '../src/index.js';
import { bytesOf } from './corpus-helpers.js';

const parentsOf = (name: string): Readonly<Record<string, string>> | undefined => mayaToClip(readMaya(bytesOf(name))).value.parents;

describe('clip.parents of the reference files', () => {
  it('the Blender add-on: Armature alone, root → spine → (neck → head, arm_L → hand_L), root → ik_target, tail_tip alone', () => {
    expect(parentsOf('blender_armature_ntsc_cm_rad.anim')).toStrictEqual({
      spine: 'root',
      neck: 'spine',
      head: 'neck',
      arm_L: 'spine',
      hand_L: 'arm_L',
      ik_target: 'root',
    });
  });

  it('StudioSB and IONET write child count 1 on every node: one chain, as Maya’s paste would read it', () => {
    expect(parentsOf('studiosb_deg.anim')).toStrictEqual({ HipN: 'TransN', WaistN: 'HipN', RShoulderN: 'WaistN', RHandN: 'RShoulderN', LLegJ: 'RHandN', LFootJ: 'LLegJ' });
    expect(parentsOf('ionet_skeleton_main.anim')).toStrictEqual({ Spine: 'Hips', Chest: 'Spine', LeftLeg: 'Chest', Unanimated: 'LeftLeg' });
  });

  it('the spec’s joint chain', () => {
    expect(parentsOf('ha_seed_joint_chain.anim')).toStrictEqual({ joint2: 'joint1', joint3: 'joint2', joint4: 'joint3' });
  });
});
