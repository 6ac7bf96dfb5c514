import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

describe('compressed AnimX fuzz (watchdog: a child process with a time limit)', () => {
  it('reads every mutated LZMA/LZ4 file with a typed error or a document, none hanging (each within 10 s, all within 90 s)', () => {
    const child = spawnSync(tsx, ['--tsconfig', 'tsconfig.tsx.json', 'test/lzma-fuzz.child.ts'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 90_000,
      killSignal: 'SIGKILL',
      env: { ...process.env, NODE_OPTIONS: '--max-old-space-size=512' },
    });
    expect(child.error, 'the watchdog killed the fuzz run').toBeUndefined();
    expect(child.stderr).toBe('');
    expect(child.status).toBe(0);
    const report = JSON.parse(child.stdout) as { cases: number; slowest: number; outcomes: { ok: number; parseError: number; unsupported: number } };
    expect(report.cases).toBe(2 * (4 * 256 + 1500 + 1500));
    // A hang (the unchecked header made lzma1 loop ~2^28 times) takes far longer; 10 s leaves room
    // for a loaded CI machine without letting a hang pass.
    expect(report.slowest).toBeLessThan(10_000);
    // Every properties byte ≥ 0x80 and < 225 is a valid LZMA byte lzma1 misreads: unsupported.
    expect(report.outcomes.unsupported).toBeGreaterThanOrEqual(2 * 4 * (225 - 128));
    expect(report.outcomes.parseError).toBeGreaterThan(0);
    expect(report.outcomes.ok).toBeGreaterThan(0);
  }, 120_000);
});
