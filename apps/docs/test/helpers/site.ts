import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The docs app folder. */
export const docsDir = fileURLToPath(new URL('../../', import.meta.url));
/** The built site. */
export const distDir = fileURLToPath(new URL('../../.vitepress/dist', import.meta.url));

const built = (): boolean => existsSync(`${distDir}/playground.html`);
const sleep = (ms: number): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
};

/**
 * Makes sure the site is built (the root `pnpm test` builds it before vitest; a lone `vitest run` builds
 * it here, once, even when several test files ask at the same time). Throws with the build's output when
 * the build fails.
 */
export function ensureBuilt(): void {
  if (built()) return;
  const lockDir = `${docsDir}.vitepress/cache`;
  mkdirSync(lockDir, { recursive: true });
  const lock = `${lockDir}/test-build.lock`;
  let fd: number;
  try {
    fd = openSync(lock, 'wx');
  } catch {
    // another test file is building: wait for it (at most the build's own time limit)
    const until = Date.now() + 180_000;
    while (existsSync(lock) && Date.now() < until) sleep(500);
    if (!built()) throw new Error(`the docs site was not built (another test file's build failed or timed out): ${distDir}`);
    return;
  }
  try {
    execFileSync('pnpm', ['run', 'build'], { cwd: docsDir, stdio: 'pipe', encoding: 'utf8', timeout: 170_000 });
  } catch (e) {
    const out = e as { stdout?: string; stderr?: string; message: string };
    throw new Error(`building the docs site failed (pnpm --filter @anim/docs build):\n${out.stdout ?? ''}\n${out.stderr ?? out.message}`);
  } finally {
    closeSync(fd);
    rmSync(lock, { force: true });
  }
  if (!built()) throw new Error(`the docs build did not produce ${distDir}/playground.html`);
}
