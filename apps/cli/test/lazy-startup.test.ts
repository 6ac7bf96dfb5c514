import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formats } from './formats.js';
import { anim, animIn, EXAMPLES, makeTempDir } from './helpers.js';

/**
 * The built binary loads the format packages only for commands that read or write (`--help`,
 * `--version` and `completion` use the `@anim/formats` entries, `info` and `sample` load only the format of
 * their input; `--version` alone is answered before the command tree is built). Whatever it loads, it prints what the CLI prints with every format
 * loaded up front: the in-process `run` given the descriptors themselves.
 */
describe('lazy loading changes no output', () => {
  const maya = join(EXAMPLES, 'maya', 'ha_seed_joint_chain.anim');
  const cases: readonly (readonly string[])[] = [
    [],
    ['--help'],
    ['-h'],
    ['--version'],
    ['-V'],
    ['--quiet', '--version'],
    ['help'],
    ['help', 'convert'],
    ...['info', 'convert', 'sample', 'validate', 'plot', 'formats', 'completion'].map((command) => [command, '--help']),
    ['formats'],
    ['formats', '--json'],
    ['completion', 'bash'],
    ['completion', 'zsh'],
    ['completion', 'fish'],
    ['--nope'],
    ['info', maya, '--from', 'nope'],
    ['convert', maya, '--maya-time-unit'],
    ['info', maya],
    ['info', maya, '--json'],
    ['sample', maya, '--times', '0,0.5', '--json'],
    ['validate', maya, '--json'],
  ];
  for (const args of cases) {
    it(`anim ${args.join(' ')}`, async () => {
      const cwd = makeTempDir();
      const [binary, eager] = await Promise.all([anim(args, { cwd }), animIn(args, { cwd, formats })]);
      expect({ code: binary.code, stdout: binary.stdout, stderr: binary.stderr }).toEqual({
        code: eager.code,
        stdout: eager.stdout,
        stderr: eager.stderr,
      });
    });
  }

  it('--version prints the version of package.json', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    for (const flag of ['--version', '-V']) {
      const r = await anim([flag]);
      expect({ code: r.code, stdout: r.stdout, stderr: r.stderr }).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
    }
  });
});
