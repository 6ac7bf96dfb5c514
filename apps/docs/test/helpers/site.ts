import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The docs app folder. */
export const docsDir = fileURLToPath(new URL('../../', import.meta.url));
/** The built site. */
export const distDir = fileURLToPath(new URL('../../.vitepress/dist', import.meta.url));

/**
 * Makes sure the site is built (the root `pnpm test` builds it before vitest; a lone `vitest run` builds
 * it here). Throws with the build's output when the build fails.
 */
export function ensureBuilt(): void {
  if (existsSync(`${distDir}/playground.html`)) return;
  try {
    execFileSync('pnpm', ['run', 'build'], { cwd: docsDir, stdio: 'pipe', encoding: 'utf8', timeout: 170_000 });
  } catch (e) {
    const out = e as { stdout?: string; stderr?: string; message: string };
    throw new Error(`building the docs site failed (pnpm --filter @anim/docs build):\n${out.stdout ?? ''}\n${out.stderr ?? out.message}`);
  }
  if (!existsSync(`${distDir}/playground.html`)) throw new Error(`the docs build did not produce ${distDir}/playground.html`);
}
