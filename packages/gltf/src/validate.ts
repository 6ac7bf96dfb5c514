/**
 * The checks {@link readGltf} makes on every animation (glTF 2.0 §3.11 "Animations", §5.4–§5.6), so
 * that conversion and evaluation only meet well-formed samplers.
 *
 * @module
 */
import type { Accessor, AnimationChannel, AnimationSampler, Document } from '@gltf-transform/core';
import { accessorArray } from './accessor.js';
import { pointerError } from './json.js';

/** The glTF sampler interpolations (§5.6 `animation.sampler.interpolation`). */
export const INTERPOLATIONS = ['STEP', 'LINEAR', 'CUBICSPLINE'] as const;

/** The channel target paths of the core specification (§5.5 `animation.channel.target.path`) and `pointer` (KHR_animation_pointer). */
const PATHS = new Set(['translation', 'rotation', 'scale', 'weights', 'pointer']);

const FLOAT = 5126;

/**
 * Checks every animation of `document`:
 * - each sampler has an input accessor of float SCALARs, finite and non-decreasing, at least one key
 *   (two for CUBICSPLINE),
 *   an output accessor, and an interpolation `STEP`, `LINEAR` or `CUBICSPLINE`;
 * - each channel has a sampler and a path the format defines; its output has the element type of the
 *   path (VEC3 translation/scale, VEC4 rotation, SCALAR weights) and `keys × (3 for CUBICSPLINE)`
 *   elements (times the morph-target count for weights).
 * @throws {ParseError} at the JSON pointer of the sampler or channel.
 */
export function checkAnimations(document: Document): void {
  // Key times shared by several samplers (as exporters write them) are checked once.
  const checked = new Set<Accessor>();
  document.getRoot().listAnimations().forEach((animation, a) => {
    const samplers = animation.listSamplers();
    samplers.forEach((sampler, s) => { checkSampler(sampler, `/animations/${String(a)}/samplers/${String(s)}`, checked); });
    animation.listChannels().forEach((channel, c) => { checkChannel(channel, `/animations/${String(a)}/channels/${String(c)}`); });
  });
}

function checkSampler(sampler: AnimationSampler, at: string, checked: Set<Accessor>): void {
  const input = sampler.getInput();
  if (input === null) pointerError(`${at}/input`, 'an input accessor');
  if (sampler.getOutput() === null) pointerError(`${at}/output`, 'an output accessor');
  const interpolation = sampler.getInterpolation() as string;
  if (!(INTERPOLATIONS as readonly string[]).includes(interpolation)) pointerError(`${at}/interpolation`, 'STEP, LINEAR or CUBICSPLINE', `'${interpolation}'`);
  if (input.getType() !== 'SCALAR' || input.getComponentType() !== FLOAT || input.getNormalized()) {
    pointerError(`${at}/input`, 'an accessor of float SCALAR key times', `${input.getType()} of component type ${String(input.getComponentType())}`);
  }
  const times = accessorArray(input);
  const count = input.getCount();
  if (count < 1 || times === null) pointerError(`${at}/input`, 'at least one key time', 'none');
  // §5.6 `animation.sampler.interpolation`: CUBICSPLINE needs at least two keyframes (the Khronos
  // validator's ANIMATION_SAMPLER_INPUT_ACCESSOR_TOO_FEW_ELEMENTS).
  if (interpolation === 'CUBICSPLINE' && count < 2) pointerError(`${at}/input`, 'at least two key times for CUBICSPLINE', String(count));
  if (checked.has(input)) return;
  checked.add(input);
  let previous = -Infinity;
  for (let k = 0; k < count; k++) {
    const t = times[k]!;
    if (!Number.isFinite(t)) pointerError(`${at}/input`, `a finite time at key ${String(k)}`, String(t));
    if (t < previous) pointerError(`${at}/input`, `increasing key times (key ${String(k)})`, `${String(t)} after ${String(previous)}`);
    previous = t;
  }
}

/** The element type each core path animates. */
const ELEMENT: Readonly<Record<string, string>> = { translation: 'VEC3', rotation: 'VEC4', scale: 'VEC3', weights: 'SCALAR' };

function checkChannel(channel: AnimationChannel, at: string): void {
  const sampler = channel.getSampler();
  if (sampler === null) pointerError(`${at}/sampler`, 'a sampler of the animation');
  const path = channel.getTargetPath() as string | null;
  if (path === null || !PATHS.has(path)) pointerError(`${at}/target/path`, 'translation, rotation, scale, weights or pointer', `'${String(path)}'`);
  const output = sampler.getOutput()!;
  const keys = sampler.getInput()!.getCount();
  if (path === 'pointer') {
    const perKey = (sampler.getInterpolation() === 'CUBICSPLINE' ? 3 : 1) * keys;
    if (output.getCount() % perKey !== 0 || output.getCount() === 0) pointerError(at, `a multiple of ${String(perKey)} output values`, String(output.getCount()));
    return;
  }
  const type = ELEMENT[path]!;
  if (output.getType() !== type) pointerError(at, `a ${type} output accessor for ${path}`, output.getType());
  const ct = output.getComponentType();
  if (ct !== FLOAT && !(output.getNormalized() && (path === 'rotation' || path === 'weights'))) {
    pointerError(at, `float output values for ${path} (or normalized integers for rotation and weights)`, `component type ${String(ct)}`);
  }
  const perKey = (sampler.getInterpolation() === 'CUBICSPLINE' ? 3 : 1) * keys;
  const count = output.getCount();
  if (path === 'weights') {
    if (count % perKey !== 0 || count === 0) pointerError(at, `a multiple of ${String(perKey)} weight values (keys × targets${perKey > keys ? ' × 3' : ''})`, String(count));
    const targets = morphTargetCount(channel);
    if (targets !== undefined && targets !== count / perKey) pointerError(at, `${String(targets * perKey)} weight values (${String(targets)} morph targets)`, String(count));
  } else if (count !== perKey) {
    pointerError(at, `${String(perKey)} output values (one per key${perKey > keys ? ', × 3 for CUBICSPLINE' : ''})`, String(count));
  }
}

/** The number of morph targets of the channel's node's mesh (its first primitive), when it has one. */
export function morphTargetCount(channel: AnimationChannel): number | undefined {
  const mesh = channel.getTargetNode()?.getMesh();
  const primitive = mesh?.listPrimitives()[0];
  return primitive === undefined ? undefined : primitive.listTargets().length;
}
