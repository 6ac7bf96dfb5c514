import { defineProject } from 'vitest/config';
import { projectConfig } from '../../vitest.shared.js';

const base = projectConfig('cli', import.meta.dirname);

export default defineProject({
  ...base,
  test: { ...base.test, globalSetup: ['./test/global-setup.ts'] },
});
