/**
 * Builds `apps/cli/dist` before the e2e tests when it is missing or older than `src/` (the root
 * `pnpm test` builds everything first; this keeps a standalone `vitest run` honest).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function newest(dir: string): number {
  let time = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) time = Math.max(time, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return time;
}

export default function setup(): void {
  const main = join(root, 'dist', 'main.js');
  if (existsSync(main) && statSync(main).mtimeMs >= newest(join(root, 'src'))) return;
  const tsc = createRequire(join(root, 'package.json')).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { cwd: root, stdio: 'inherit' });
}
