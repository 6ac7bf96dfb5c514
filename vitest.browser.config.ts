import { defineConfig } from 'vitest/config';

/**
 * The browser suite (`pnpm test:browser`): every `test/**\/*.browser.test.ts`, which drive Debian's
 * Chromium (`/usr/bin/chromium`, `apt-get install chromium`) through playwright-core.
 */
process.env.ANIM_TEST_SUITE = 'browser';

export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
