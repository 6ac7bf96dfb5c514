/**
 * Read flags come from the format descriptors (`use: 'read'` options): global flags that reach the
 * reader on every command that reads, e2e on the built binary.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anim, EXAMPLES, makeTempDir } from './helpers.js';

const MAYA = readFileSync(join(EXAMPLES, 'maya', 'ha_seed_joint_chain.anim'), 'utf8');

describe('read flags from the descriptors', () => {
  it('--lenient (and --maya-lenient) read a header Maya accepts out of order, with a warning; strict refuses it', async () => {
    const dir = makeTempDir();
    // mayaVersion before animVersion: Maya reads it, the strict reader does not
    const swapped = MAYA.replace(/^(animVersion [^\n]*\n)(mayaVersion [^\n]*\n)/, '$2$1');
    expect(swapped).not.toBe(MAYA);
    writeFileSync(join(dir, 'h.anim'), swapped);
    const strict = await anim(['validate', join(dir, 'h.anim')]);
    expect([strict.code, (strict.stdout + strict.stderr).includes('line 1, column 1: expected \'animVersion\'')]).toEqual([1, true]);
    for (const flag of ['--lenient', '--maya-lenient']) {
      const lenient = await anim([flag, 'validate', join(dir, 'h.anim')]);
      expect([flag, lenient.code]).toEqual([flag, 0]);
    }
  });

  it('--maya-thousands-separators reads key values written with separators (IONET files)', async () => {
    const dir = makeTempDir();
    const separated = MAYA.replace(/^ {4}30 0 linear/m, '    1,030 0 linear');
    expect(separated).not.toBe(MAYA);
    writeFileSync(join(dir, 't.anim'), separated);
    const refused = await anim(['info', join(dir, 't.anim')]);
    expect([refused.code, refused.stderr.includes('--maya-thousands-separators')]).toEqual([1, true]);
    const read = await anim(['--maya-thousands-separators', 'sample', join(dir, 't.anim'), '--times', '0', '--json']);
    expect(read.code).toBe(0);
  });
});
