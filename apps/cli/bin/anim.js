#!/usr/bin/env node
// Checked-in launcher for the `anim` command: loads the compiled CLI from ../dist. Kept outside dist
// so that pnpm can link the bin on a fresh clone, before anything is built.
import process from 'node:process';

try {
  await import('../dist/main.js');
} catch (error) {
  const missing =
    error instanceof Error &&
    'code' in error &&
    error.code === 'ERR_MODULE_NOT_FOUND' &&
    String(error.message).includes('dist/main.js');
  if (!missing) throw error;
  process.stderr.write('anim: the CLI is not built yet. Run `pnpm build` (or `pnpm --filter @anim/cli... build`) first.\n');
  process.exitCode = 1;
}
