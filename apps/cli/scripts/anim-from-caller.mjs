/* global process */
// `pnpm anim …` at the repository root (the root package.json's `anim` script). pnpm runs a script
// in the root folder and names the folder it was called from in INIT_CWD: relative paths are
// resolved from there, as they would be by `anim` itself. pnpm still prints its banner on stdout
// before the output (`pnpm -s anim …` does not); `pnpm exec anim …` prints nothing of its own.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
await import('../bin/anim.js');
