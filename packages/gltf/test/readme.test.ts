import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it, vi } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

it('the README example runs: clip → GLB → clip, and prints what its comments say', async () => {
  const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
  const code = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  expect(code).toContain("from '@anim/gltf'");
  const file = join(packageDir, 'test', '.readme-example.ts');
  writeFileSync(file, code!);
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    await import(/* @vite-ignore */ file);
    expect(log.mock.calls).toEqual([
      [['forearm.rotation'], { forearm: 'upperarm' }, []],
      [['0.0000', '0.0000', '0.3827', '0.9239']],
    ]);
  } finally {
    log.mockRestore();
    rmSync(file, { force: true });
  }
});
