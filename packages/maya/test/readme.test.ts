import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it, vi } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const example = join(packageDir, '../../examples/maya/ha_seed_joint_chain.anim');

it('the README example runs on the seed joint chain', async () => {
  const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
  const code = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  expect(code).toBeDefined();
  expect(code).toContain("readFileSync('walk.anim')");
  const file = join(packageDir, 'test', '.readme-example.ts');
  writeFileSync(file, code!.replace("'walk.anim'", JSON.stringify(example)));
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    await import(/* @vite-ignore */ file);
    const lines = log.mock.calls;
    // One line per curve (8 curves), the key-columns line and the clip line.
    expect(lines.length).toBe(10);
    expect(lines[0]).toStrictEqual(['joint1', 'rotate.rotateX', expect.any(Number), expect.any(Number)]);
    // ntsc: 0.5 s is frame 15, and frame 12 is 0.4 s: the two evaluations name different times.
    expect(lines.slice(0, 8).some((line) => line[2] !== line[3])).toBe(true);
    expect(lines[8]?.[0]).toBeGreaterThan(0);
  } finally {
    log.mockRestore();
    rmSync(file, { force: true });
  }
});
