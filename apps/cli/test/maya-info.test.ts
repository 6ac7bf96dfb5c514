/**
 * `anim info` on Maya `.anim` files that lack the optional header lines (issue 19): only `animVersion`
 * is required, so the summary has no units to show and must not crash the command.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { animIn, expectCode, useTempDir } from './helpers.js';

describe('anim info on a minimal Maya .anim', () => {
  const dir = useTempDir();
  it('prints the summary of a file holding only animVersion', async () => {
    const file = join(dir(), 'h.anim');
    writeFileSync(file, 'animVersion 1.1;\n');
    const r = await animIn(['info', file]);
    expectCode(r, 0);
    expect(r.stderr).not.toContain('internal error');
    expect(r.stdout).toMatch(/version\s+1\.1/);
    expect(r.stdout).toMatch(/tracks\s+0/);
    expect(r.stdout).not.toContain('linearUnit');
  });
  it('--json leaves the missing unit lines out of details', async () => {
    const file = join(dir(), 'h.anim');
    writeFileSync(file, 'animVersion 1.1;\n');
    const r = await animIn(['info', '--json', file]);
    expectCode(r, 0);
    const json = JSON.parse(r.stdout) as { details: Record<string, unknown> };
    expect(json.details).toEqual({ placeholders: 0 });
  });
});
