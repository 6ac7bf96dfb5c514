/**
 * The worked examples of the CLI reference pages: command lines on the repository's `examples/` files.
 * Only the command lines are written here; the output on the pages is what the built `anim` printed
 * when the site was built (`cli-help.ts`), and the build fails when an example names a command or
 * option the CLI does not have, or exits with another code than the one given.
 *
 * @module
 */

/** One worked example. */
export interface CliExample {
  /** What it shows, one sentence. */
  readonly title: string;
  /** The arguments after `anim` (global flags, then the command); paths are relative to the repository root. */
  readonly args: readonly string[];
  /** The exit code it must end with (default 0). */
  readonly exitCode?: number;
}

/** Every worked example, in page order; each command's page shows those that run it. */
export const cliExamples: readonly CliExample[] = [
  { title: 'The format, version and track table of a Maya file', args: ['info', 'examples/maya/ha_seed_joint_chain.anim'] },
  { title: 'The same as one JSON object', args: ['info', 'examples/mrtk/v11-camera-only.bin', '--json'] },
  { title: 'One file into another format, chosen by the output extension', args: ['convert', 'examples/maya/ha_seed_joint_chain.anim', 'out/joint_chain.animj'] },
  { title: 'A Prime bone animation into Maya curves, with the losses listed', args: ['--verbose', 'convert', 'examples/prime/mp1-v2-sparse.ANIM', '--to', 'maya', '-o', 'out/bones.anim'] },
  { title: 'A batch: every example file into AnimJ under out/, keeping the folders', args: ['convert', 'examples', '--to', 'animj', '--out-dir', 'out'] },
  { title: 'A target that can hold nothing of the input is an error, not an empty file', args: ['convert', 'examples/animj/godot_basic.animj', '--to', 'roto', '-o', 'out/light.nk'], exitCode: 1 },
  { title: 'Values at given times, in seconds', args: ['sample', 'examples/animj/godot_basic.animj', '--times', '0,0.5,1'] },
  { title: 'A CSV table at 10 frames per second', args: ['sample', 'examples/roto/animated-shapes.nk', '--fps', '10', '--end', '0.5', '--csv', '--tracks', 'Triangle/points/0/center'] },
  { title: 'Check every example file', args: ['validate', 'examples'] },
  { title: 'Draw the curves to an SVG file', args: ['plot', 'examples/maya/ha_seed_joint_chain.anim', '-o', 'out/joint_chain.svg'] },
  { title: 'The formats of this build', args: ['formats'] },
  { title: 'Shell completion for bash (add it to ~/.bashrc)', args: ['completion', 'bash'] },
];
