#!/usr/bin/env node
// Writes examples/unity/door-open.anim: a synthetic Unity AnimationClip made by the project (no
// third-party content) with @anim/unity's own writer, through core's pipeline. A door on a hinge
// swings open in 1 s (Euler angles, Bézier ease with flat ends), its handle dips and comes back
// (position), a lamp above it brightens (a float property on a Light, classID 108, `m_Intensity`), the
// door's glow object switches on at 0.5 s (m_IsActive, stepped), and an event fires when it is open.
// Run after `pnpm build`: node apps/cli/scripts/make-unity-example.mjs
import { writeFileSync, mkdirSync } from 'node:fs';
import process from 'node:process';
import { URL } from 'node:url';
import { convertClip, createClip, createTrack } from '@anim/core';
import { unityFormat } from '@anim/unity';

/** A Bézier key with flat tangents (slope 0: an ease in and out). */
const ease = (time, value) => ({ time, value, interpolation: 'bezier', inSlope: 0, outSlope: 0 });

const clip = createClip({
  name: 'DoorOpen',
  frameRate: { numerator: 60, denominator: 1 },
  tracks: [
    createTrack({
      node: 'Hinge/Door',
      property: 'localEulerAngles',
      valueType: 'vec3',
      unit: 'deg',
      channel: { kind: 'rotation', rotationOrder: 'zxy' },
      keys: [ease(0, [0, 0, 0]), ease(1, [0, -95, 0])],
    }),
    createTrack({
      node: 'Hinge/Door/Handle',
      property: 'localPosition',
      valueType: 'vec3',
      unit: 'm',
      channel: { kind: 'translation' },
      keys: [
        { time: 0, value: [0.42, 1, 0.03], interpolation: 'linear' },
        { time: 0.25, value: [0.42, 0.96, 0.03], interpolation: 'linear' },
        { time: 0.5, value: [0.42, 1, 0.03], interpolation: 'linear' },
      ],
    }),
    createTrack({
      node: 'Lamp',
      property: 'm_Intensity',
      valueType: 'scalar',
      channel: { kind: 'property' },
      extras: { unity: { attribute: 'm_Intensity', classID: 108 } },
      keys: [ease(0, 0.2), ease(1, 1.5)],
    }),
    createTrack({
      node: 'Hinge/Door/Glow',
      property: 'm_IsActive',
      valueType: 'scalar',
      channel: { kind: 'visibility' },
      keys: [
        { time: 0, value: 0, interpolation: 'constant' },
        { time: 0.5, value: 1, interpolation: 'constant' },
      ],
    }),
  ],
  markers: [{ time: 1, name: 'DoorOpened' }],
});

const { value, warnings } = convertClip(clip, unityFormat);
for (const w of warnings) process.stderr.write(`warning: ${w.path ?? ''}: ${w.message} [${w.code}]\n`);
const out = new URL('../../../examples/unity/door-open.anim', import.meta.url);
mkdirSync(new URL('.', out), { recursive: true });
writeFileSync(out, unityFormat.write(value));
process.stdout.write(`wrote ${out.pathname}\n`);
