import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it, vi } from 'vitest';
import { script, shape, tree } from './helpers.js';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

it('the README example runs: reads, evaluates, moves a point, writes only its token', async () => {
  const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
  const code = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  expect(code).toContain("readFileSync('comp.nk')");
  const dir = mkdtempSync(join(tmpdir(), 'roto-readme-'));
  const input = join(dir, 'comp.nk');
  const output = join(dir, 'comp-edited.nk');
  const text = script(
    tree(shape('{px {1001 1010} {0 0} {x447a0000 x44800000} {0 0}}', { attributes: '{a opc {{1001 1} {1010 0}} str 1}' })),
  );
  writeFileSync(input, text);
  const file = join(packageDir, 'test', '.readme-example.ts');
  writeFileSync(file, code!.replace("'comp.nk'", JSON.stringify(input)).replace("'comp-edited.nk'", JSON.stringify(output)));
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    await import(/* @vite-ignore */ file);
    const lines = log.mock.calls;
    expect(lines).toHaveLength(3);
    expect(lines[0]?.[0]).toMatchObject({ nodes: [{ node: 'Roto1', class: 'Roto', curvegroups: 1, controlPoints: 3 }] });
    // Frame 1001: the centre, opacity 1 (its first key).
    expect(lines[1]).toEqual([[1000, 1024], 1]);
    expect(lines[2]?.[0]).toEqual([
      { time: 1001, value: 1, lslope: 0, la: 0, rslope: 0, ra: 0, interpolation: 256 },
      { time: 1010, value: 0, lslope: 0, la: 0, rslope: 0, ra: 0, interpolation: 256 },
    ]);
    // Only the moved coordinate's token changed.
    expect(readFileSync(output, 'utf8')).toBe(text.replace('{x447a0000 x44800000}', '{x44960000 x44800000}'));
  } finally {
    log.mockRestore();
    rmSync(file, { force: true });
    rmSync(dir, { recursive: true, force: true });
  }
});
