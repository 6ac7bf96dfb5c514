#!/usr/bin/env node
// `pnpm demo`: runs the built `anim` CLI on the bundled example files (../../examples): `info` for one file
// per available format, a few conversions, a batch conversion, validation and a plot, all written under
// demo-out/ at the repository root. Run `pnpm demo` from the root (it builds the CLI first).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const bin = join(root, 'apps/cli/bin/anim.js');
const examples = join(root, 'examples');
const out = join(root, 'demo-out');

/**
 * One example per format id: the first file (by name) in examples/<id>/, so replacing or renaming an
 * example needs no change here. Which format reads it is up to `anim` (detection), as for a user.
 */
function exampleOf(id) {
  const dir = join(examples, id);
  if (!existsSync(dir)) return undefined;
  const name = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort()[0];
  return name === undefined ? undefined : join(dir, name);
}

/**
 * Conversions to show, [from, to, output name, what it shows]; each runs only when both formats are
 * available. Most cross between worlds through core's pipeline (channels keep what they are, in the
 * output's units); AnimJ → AnimX goes document to document.
 */
const CONVERSIONS = [
  ['mrtk/v11-camera-and-hand.bin', 'maya', 'mrtk_camera_hand.anim', 'an MRTK recording (camera and hand joints) into Maya transform curves (translate in cm, rotate in degrees, continuous)'],
  ['maya', 'animj', 'joint_chain.animj', 'a Maya joint chain into Resonite Position/Rotation tracks (metres, quaternions)'],
  ['prime', 'maya', 'prime_bones.anim', 'Metroid Prime bones into Maya curves'],
  ['roto', 'maya', 'roto_shapes.anim', 'Nuke roto points into Maya curves (one per coordinate)'],
  ['mrtk', 'animx', 'camera.animx', 'an MRTK recording into Resonite AnimX'],
  ['animj', 'animx', 'godot_basic.animx', 'AnimJ to AnimX, document to document (exact)'],
  ['mrtk/v11-camera-and-hand.bin', 'gltf', 'mrtk_camera_hand.glb', 'an MRTK recording as an animated glTF, one node per joint (open it in Blender or three.js)'],
  ['maya', 'gltf', 'joint_chain.glb', 'a Maya joint chain as a glTF node hierarchy (rotations as quaternions, lengths in metres)'],
  ['prime', 'gltf', 'prime_bones.gltf', 'Metroid Prime bones as glTF nodes named by bone id (one JSON file, buffer embedded)'],
  ['gltf', 'animj', 'arm_wave.animj', 'a glTF animation into Resonite AnimJ slots (Position, Rotation, Scale)'],
  ['mrtk/v11-camera-and-hand.bin', 'unity', 'mrtk_camera_hand.unity.anim', 'an MRTK recording as a Unity AnimationClip (camera and hand joints, with editor curves)'],
  ['maya', 'unity', 'joint_chain.unity.anim', 'a Maya joint chain as a Unity AnimationClip (metres, Euler angles with their order)'],
  ['unity', 'animj', 'unity_clip.animj', 'a Unity clip into Resonite AnimJ'],
  ['unity', 'gltf', 'unity_clip.glb', 'a Unity clip into glTF'],
];

let failures = 0;

function anim(args, { quietOutput = false } = {}) {
  process.stdout.write(`\n$ anim ${args.map((a) => (/\s/.test(a) ? JSON.stringify(a) : a)).join(' ')}\n`);
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', quietOutput ? 'pipe' : 'inherit', 'inherit'],
  });
  if (result.status !== 0) failures++;
  return result;
}

function rel(path) {
  return relative(root, path) || '.';
}

if (!existsSync(join(root, 'apps/cli/dist/main.js'))) {
  process.stderr.write('demo: the CLI is not built; run `pnpm demo` from the repository root (it builds first).\n');
  process.exit(1);
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const listed = anim(['formats', '--json'], { quietOutput: true });
const available = new Set(JSON.parse(listed.stdout).formats.map((f) => f.id));
anim(['formats']);
if (available.size === 0) {
  process.stdout.write('\nNo format package is wired into this build yet: nothing more to show.\n');
  process.exit(0);
}

const files = Object.fromEntries(
  [...available].flatMap((id) => {
    const file = exampleOf(id);
    return file === undefined ? [] : [[id, rel(file)]];
  }),
);
const missing = [...available].filter((id) => files[id] === undefined);
if (missing.length > 0) {
  process.stderr.write(`demo: no example in examples/<id>/ for ${missing.join(', ')}\n`);
  failures++;
}

process.stdout.write('\n== info: one example per format ==\n');
for (const file of Object.values(files)) anim(['info', file]);

process.stdout.write('\n== convert ==\n');
for (const [from, to, name, what] of CONVERSIONS) {
  // `from` is a format id (its example file) or a path under examples/
  const input = from.includes('/') ? rel(join(examples, from)) : files[from];
  const source = from.includes('/') ? from.slice(0, from.indexOf('/')) : from;
  if (input === undefined || !available.has(source) || !available.has(to) || !existsSync(join(root, input))) continue;
  process.stdout.write(`\n# ${what}`);
  anim(['convert', input, rel(join(out, name)), '--to', to]);
}
if (available.has('mrtk') && available.has('maya') && existsSync(join(out, 'mrtk_camera_hand.anim'))) {
  process.stdout.write('\n# the camera and the wrist in Maya: translate in cm, rotate in degrees\n');
  anim(['sample', rel(join(out, 'mrtk_camera_hand.anim')), '--times', '0,0.5,1', '--tracks', 'camera.t*,camera.r*,*Wrist.t*']);
}

process.stdout.write('\n== batch: the whole examples/ folder to AnimJ, on worker threads ==\n');
if (available.has('animj')) {
  anim(['convert', rel(examples), '--to', 'animj', '--out-dir', rel(join(out, 'batch')), '--jobs', '2']);
}

process.stdout.write('\n== validate ==\n');
anim(['validate', ...Object.values(files)]);

process.stdout.write('\n== sample and plot ==\n');
const plotted = files.maya ?? Object.values(files)[0];
anim(['sample', plotted, '--times', '0,0.25,0.5', ...(plotted === files.maya ? ['--tracks', 'rotateZ'] : [])]);
anim(['plot', plotted, '-o', rel(join(out, 'plot.svg'))]);
anim(['plot', plotted, '-o', rel(join(out, 'plot.png'))]);

const written = readdirSync(out, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile())
  .map((e) => rel(join(e.parentPath, e.name)))
  .sort();
process.stdout.write(`\nDemo outputs (${written.length} files) are in ${rel(out)}/:\n${written.map((f) => `  ${f}`).join('\n')}\n`);
if (failures > 0) {
  process.stderr.write(`\ndemo: ${failures} command(s) failed (see above)\n`);
  process.exit(1);
}
