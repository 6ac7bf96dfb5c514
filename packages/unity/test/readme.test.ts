import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it, vi } from 'vitest';
import { encode } from './helpers.js';
import { readUnity } from '../src/index.js';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const fixture = join(packageDir, 'test/fixtures/float-keys.anim');

it('the README example runs on a fixture', async () => {
  const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
  const code = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  expect(code).toContain("readFileSync('Walk.anim')");
  const file = join(packageDir, 'test', '.readme-example.ts');
  writeFileSync(file, code!.replace("'Walk.anim'", JSON.stringify(fixture)).replace("from '@anim/unity'", "from '../src/index.js'"));
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    await import(/* @vite-ignore */ file);
    const lines = log.mock.calls;
    // m_Intensity at 0.5 s: flat Hermite from 0 to 1 over 1 s, smoothstep(0.5) = 0.5.
    expect(lines[0]).toStrictEqual(['Lamp/Bulb', 'm_Intensity', 0.5]);
    expect(lines[1]).toStrictEqual(['byte-exact', true]);
    expect(lines[2]?.slice(0, 2)).toStrictEqual(['Lamp/Bulb/m_Intensity', 'property']);
    expect(lines).toHaveLength(3);
  } finally {
    log.mockRestore();
    rmSync(file, { force: true });
  }
});

it('a file with CRLF line ends and a byte-order mark reads as the same clip', () => {
  const lf = readFileSync(fixture, 'utf8');
  const crlf = encode(`\ufeff${lf.replace(/\n/g, '\r\n')}`);
  expect(readUnity(crlf)).toStrictEqual(readUnity(encode(lf)));
});
