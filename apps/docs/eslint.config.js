// @ts-check
// The root config, plus what the docs build generates inside this folder: VitePress writes
// `.vitepress/.temp/` while it builds (turbo may lint while the site is building).
import root from '../../eslint.config.js';

export default [
  { ignores: ['.vitepress/.temp/**', '.vitepress/cache/**', '.vitepress/dist/**', 'api/**', 'test/out/**'] },
  ...root,
];
