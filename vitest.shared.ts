import { fileURLToPath } from 'node:url';
import type { UserWorkspaceConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const src = (dir: string, entry = 'index.ts'): string => `${root}packages/${dir}/src/${entry}`;
const meta = (dir: string): string => `${root}packages/${dir}/src/meta.ts`;

/**
 * The three suites, chosen by `ANIM_TEST_SUITE` (set by the root configs, never by hand):
 * - `unit` (default, `pnpm test`): `test/**\/*.test.ts` on fixtures the project authors; runs in a bare clone.
 * - `corpus` (`pnpm test:corpus`, `vitest.corpus.config.ts`): `test/**\/*.corpus.test.ts`, the
 *   third-party reference files beside the repository.
 * - `browser` (`pnpm test:browser`, `vitest.browser.config.ts`): `test/**\/*.browser.test.ts`, Debian's
 *   Chromium driven by playwright-core.
 */
const suite = process.env.ANIM_TEST_SUITE ?? 'unit';
const SPECIAL = ['test/**/*.corpus.test.ts', 'test/**/*.browser.test.ts'];
const include =
  suite === 'corpus' ? ['test/**/*.corpus.test.ts'] : suite === 'browser' ? ['test/**/*.browser.test.ts'] : ['test/**/*.test.ts'];
const exclude = suite === 'unit' ? ['**/node_modules/**', ...SPECIAL] : ['**/node_modules/**'];

/**
 * Shared vitest project settings: tests import sibling packages from source (no build needed), so
 * `vitest run` works straight after `pnpm install`.
 */
export function projectConfig(name: string, dir: string): UserWorkspaceConfig {
  return {
    resolve: {
      // the `meta` subpaths first: an alias also matches the paths under its key
      alias: {
        // a subpath before its package: vite matches `@anim/core` as a prefix of `@anim/core/io`
        '@anim/core/io': src('core', 'io/index.ts'),
        '@anim/maya/meta': meta('maya'),
        '@anim/roto/meta': meta('roto'),
        '@anim/animj/meta': meta('animj'),
        '@anim/mrtk/meta': meta('mrtk'),
        '@anim/prime/meta': meta('prime'),
        '@anim/gltf/meta': meta('gltf'),
        '@anim/unity/meta': meta('unity'),
        '@anim/formats': src('formats'),
        '@anim/core': src('core'),
        '@anim/maya': src('maya'),
        '@anim/roto': src('roto'),
        '@anim/animj': src('animj'),
        '@anim/mrtk': src('mrtk'),
        '@anim/prime': src('prime'),
        '@anim/gltf': src('gltf'),
        '@anim/unity': src('unity'),
        '@anim/test-utils': src('test-utils'),
      },
    },
    test: {
      name,
      root: dir,
      include,
      exclude,
      testTimeout: 60_000,
    },
  };
}
