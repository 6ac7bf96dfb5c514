#!/usr/bin/env node
// Writes examples/mrtk/v11-camera-and-hand.bin: a synthetic MRTK2 v1.1 recording made by the project
// (no third-party content) with @anim/mrtk's own writer, through core's pipeline — a camera dollying
// forward while turning, and a tracked left hand (wrist, palm, index tip) waving, 2 s at 30 keys/s.
// Run after `pnpm build`: node apps/cli/scripts/make-mrtk-example.mjs
import { writeFileSync } from 'node:fs';
import process from 'node:process';
import { URL } from 'node:url';
import { convertClip, createClip, createTrack, eulerToQuat } from '@anim/core';
import { mrtkFormat } from '@anim/mrtk';

const times = Array.from({ length: 61 }, (_, i) => i / 30);
const pose = (node, position, yaw) => [
  createTrack({
    node,
    property: 'position',
    valueType: 'vec3',
    unit: 'm',
    channel: { kind: 'translation' },
    keys: times.map((t) => ({ time: t, value: position(t), interpolation: 'linear' })),
  }),
  createTrack({
    node,
    property: 'rotation',
    valueType: 'quat',
    quatBlend: 'nlerp',
    channel: { kind: 'rotation' },
    keys: times.map((t) => ({ time: t, value: Array.from(eulerToQuat([0, yaw(t), 0.2 * Math.sin(3 * t)], 'xyz')), interpolation: 'linear' })),
  }),
];
const wave = (t) => 0.08 * Math.sin(2 * Math.PI * t);
const tracks = [
  ...pose('camera', (t) => [0, 1.6, 0.25 * t], (t) => 0.3 * t),
  ...pose('hand/left/Wrist', (t) => [-0.2 + wave(t), 1.3, 0.4 + 0.25 * t], () => 0.1),
  ...pose('hand/left/Palm', (t) => [-0.2 + wave(t), 1.33, 0.45 + 0.25 * t], () => 0.1),
  ...pose('hand/left/IndexTip', (t) => [-0.18 + 1.2 * wave(t), 1.38, 0.52 + 0.25 * t], () => 0.15),
  createTrack({
    node: 'hand/left',
    property: 'tracked',
    valueType: 'bool',
    channel: { kind: 'visibility' },
    keys: [{ time: 0, value: 1 }],
  }),
];
const clip = createClip({ name: 'camera and hand', tracks, markers: [{ time: 1, name: 'wave' }] });
const { value } = convertClip(clip, mrtkFormat);
const out = new URL('../../../examples/mrtk/v11-camera-and-hand.bin', import.meta.url);
writeFileSync(out, mrtkFormat.write(value));
process.stdout.write(`wrote ${out.pathname}\n`);
