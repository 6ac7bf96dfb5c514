/**
 * Issue 34: through the CLI, untrusted input that used to surface as `internal error (please report)`
 * ends with a typed error naming what was wrong, and `--max-keys` sets the key limit of `@anim/core`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { animIn, expectCode, useTempDir } from './helpers.js';

/** A Maya curve turning rotateX by `degrees` in one second (cut into turns below 120° for quaternion targets). */
function turn(degrees: number): string {
  return `animVersion 1.1;\nmayaVersion 2024;\ntimeUnit film;\nangularUnit deg;\nanim rotate.rotateX rotateX joint1 0 0 0;\nanimData {\n  input time;\n  output angular;\n  keys {\n    0 0 linear linear 1 0 0;\n    24 ${String(degrees)} linear linear 1 0 0;\n  }\n}\n`;
}

describe('anim convert: limits on untrusted input', () => {
  const tempDir = useTempDir();

  it('a 1e308° key is a typed error naming the limit and --max-keys, not an internal error', async () => {
    const input = join(tempDir(), 'huge.anim');
    writeFileSync(input, turn(1e308));
    const r = await animIn(['convert', input, join(tempDir(), 'out.animj')]);
    expectCode(r, 1);
    expect(r.stderr).toContain('more than the limit of 200000 (raise it with the maxKeys option, --max-keys on the command line)');
    expect(r.stderr).not.toContain('internal error');
  });

  it('--max-keys lowers and raises the limit', async () => {
    const input = join(tempDir(), 'turn.anim');
    writeFileSync(input, turn(35_990)); // 300 cuts: 301 keys
    const low = await animIn(['convert', input, join(tempDir(), 'low.animj'), '--max-keys', '300']);
    expectCode(low, 1);
    expect(low.stderr).toContain('more than the limit of 300');
    const enough = await animIn(['convert', input, join(tempDir(), 'ok.animj'), '--max-keys', '301']);
    expectCode(enough, 0);
    const bad = await animIn(['convert', input, join(tempDir(), 'bad.animj'), '--max-keys', '0']);
    expectCode(bad, 2);
  });

  it('a glTF node that is its own child is a ParseError at its pointer', async () => {
    const input = join(tempDir(), 'cycle.gltf');
    writeFileSync(input, JSON.stringify({ asset: { version: '2.0' }, nodes: [{ name: 'a', children: [0] }] }));
    const r = await animIn(['convert', input, join(tempDir(), 'out.animj')]);
    expectCode(r, 1);
    expect(r.stderr).toContain('/nodes/0/children/0');
    expect(r.stderr).not.toContain('internal error');
  });
});
