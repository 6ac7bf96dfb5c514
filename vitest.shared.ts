import { fileURLToPath } from 'node:url';
import type { UserWorkspaceConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const src = (dir: string): string => `${root}packages/${dir}/src/index.ts`;

/**
 * Shared vitest project settings: tests import sibling packages from source (no build needed), so
 * `vitest run` works straight after `pnpm install`.
 */
export function projectConfig(name: string, dir: string): UserWorkspaceConfig {
  return {
    resolve: {
      alias: {
        '@anim/core': src('core'),
        '@anim/maya': src('maya'),
        '@anim/roto': src('roto'),
        '@anim/animj': src('animj'),
        '@anim/mrtk': src('mrtk'),
        '@anim/prime': src('prime'),
        '@anim/test-utils': src('test-utils'),
      },
    },
    test: {
      name,
      root: dir,
      include: ['test/**/*.test.ts'],
      testTimeout: 60_000,
    },
  };
}
