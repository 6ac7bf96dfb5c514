import { writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineEntry, formatEntries, type FormatEntry } from '@anim/formats';
import { describe, expect, it } from 'vitest';
import { animIn, makeTempDir } from './helpers.js';
import { toyFormat } from './toy-format.js';

/**
 * Adding a format is one entry: the registry's list with a toy format's entry appended (what a new
 * `defineEntry(…)` line in packages/formats/src/list.ts does) is all `anim` is given, and the toy shows
 * in `anim formats`, is detected by its sniffer, loaded only when its file is read, and converts.
 */
describe('a format added as one registry entry', () => {
  let loads = 0;
  const toyEntry: FormatEntry = defineEntry(toyFormat, {
    packageName: 'toy-format',
    corpus: 'toy',
    load: () => {
      loads++;
      return Promise.resolve(toyFormat);
    },
  });
  const entries = [...formatEntries, toyEntry];
  const TOY = '#toy 1\ntrack cube.tx scalar cm constant constant\nkey 0 linear 0\nkey 1 linear 10\n';

  it('shows in anim formats and in --help, loaded for the listing only', async () => {
    expect((await animIn(['--help'], { entries })).stdout).toContain('toy');
    expect(loads).toBe(0);
    const r = await animIn(['formats', '--json'], { entries });
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { formats: { id: string; name: string }[] }).formats.at(-1)).toMatchObject({ id: 'toy', name: 'Toy curves' });
  });

  it('is detected by content and converted to a built-in format and back', async () => {
    const dir = makeTempDir();
    const src = join(dir, 'cube.txt');
    writeFileSync(src, TOY);
    const info = await animIn(['info', src, '--json'], { entries });
    expect(JSON.parse(info.stdout)).toMatchObject({ format: 'toy', detectedBy: 'content', tracks: 1 });
    const out = join(dir, 'cube.anim');
    expect((await animIn(['convert', src, out, '--to', 'maya'], { entries })).code).toBe(0);
    expect(readFileSync(out, 'utf8')).toMatch(/^animVersion/);
    const back = join(dir, 'back.toy');
    expect((await animIn(['convert', out, back], { entries })).code).toBe(0);
    expect(readFileSync(back, 'utf8')).toMatch(/^#toy 1\ntrack cube\.(tx|translateX) scalar cm/);
  });
});
