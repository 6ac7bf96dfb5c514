#!/usr/bin/env node
// Writes examples/gltf/arm-wave.gltf: a synthetic glTF 2.0 animation made by the project (no
// third-party content) with glTF-Transform's own Document API and writer, not with @anim/gltf, so the
// example tests our reader against the library every glTF tool is checked with. A three-node arm
// (shoulder → elbow → hand) waves for 2 s: the shoulder turns with LINEAR (slerp) keys, the elbow bends
// with CUBICSPLINE keys whose tangents are not zero, the hand steps (STEP translation), and the
// shoulder scales with LINEAR keys. One JSON file, its buffer embedded as a data URI.
// Run: node apps/cli/scripts/make-gltf-example.mjs
import { Buffer } from 'node:buffer';
import { mkdirSync, writeFileSync } from 'node:fs';
import process from 'node:process';
import { URL } from 'node:url';
import { Document, WebIO } from '@gltf-transform/core';

/** Quaternion (x, y, z, w) of a turn of `angle` radians about a unit axis. */
const turn = (axis, angle) => [...axis.map((c) => c * Math.sin(angle / 2)), Math.cos(angle / 2)];

const doc = new Document();
const buffer = doc.createBuffer('arm');
const shoulder = doc.createNode('shoulder').setTranslation([0, 1.5, 0]);
const elbow = doc.createNode('elbow').setTranslation([0.3, 0, 0]);
const hand = doc.createNode('hand').setTranslation([0.25, 0, 0]);
shoulder.addChild(elbow);
elbow.addChild(hand);
doc.createScene('arm').addChild(shoulder);

const accessor = (type, values) => doc.createAccessor().setType(type).setArray(new Float32Array(values)).setBuffer(buffer);
const channel = (animation, node, path, interpolation, times, values, type) => {
  const sampler = doc.createAnimationSampler().setInput(accessor('SCALAR', times)).setOutput(accessor(type, values)).setInterpolation(interpolation);
  animation.addSampler(sampler).addChannel(doc.createAnimationChannel().setTargetNode(node).setTargetPath(path).setSampler(sampler));
};

const wave = doc.createAnimation('wave');
const t5 = [0, 0.5, 1, 1.5, 2];
channel(wave, shoulder, 'rotation', 'LINEAR', t5, t5.flatMap((t) => turn([0, 0, 1], 0.6 * Math.sin(Math.PI * t))), 'VEC4');
// CUBICSPLINE: per key [in-tangent, value, out-tangent] (glTF 2.0 Appendix C), tangents in units per second
const t3 = [0, 1, 2];
const bend = [turn([0, 0, 1], 0), turn([0, 0, 1], 0.9), turn([0, 0, 1], 0.2)];
const tangents = [
  [[0, 0, 0, 0], [0, 0, 0.35, -0.05]],
  [[0, 0, 0.1, -0.02], [0, 0, -0.2, 0.03]],
  [[0, 0, -0.3, 0.02], [0, 0, 0, 0]],
];
channel(wave, elbow, 'rotation', 'CUBICSPLINE', t3, t3.flatMap((_, k) => [...tangents[k][0], ...bend[k], ...tangents[k][1]]), 'VEC4');
channel(wave, hand, 'translation', 'STEP', [0, 0.5, 1, 1.5], [0.25, 0, 0, 0.25, 0.05, 0, 0.25, 0, 0, 0.25, -0.05, 0], 'VEC3');
channel(wave, shoulder, 'scale', 'LINEAR', [0, 1, 2], [1, 1, 1, 1.1, 1.1, 1.1, 1, 1, 1], 'VEC3');

const io = new WebIO();
const { json, resources } = await io.writeJSON(doc, { format: 'GLTF' });
const [bytes] = Object.values(resources);
json.buffers[0].uri = `data:application/octet-stream;base64,${Buffer.from(bytes).toString('base64')}`;
json.asset.generator = `${json.asset.generator} (apps/cli/scripts/make-gltf-example.mjs)`;
const out = new URL('../../../examples/gltf/arm-wave.gltf', import.meta.url);
mkdirSync(new URL('.', out), { recursive: true });
writeFileSync(out, `${JSON.stringify(json, null, 2)}\n`);
process.stdout.write(`wrote ${out.pathname}\n`);
