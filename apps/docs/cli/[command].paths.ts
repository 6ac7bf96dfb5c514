import { cliRoutes } from '../.vitepress/lib/routes.js';

export default {
  watch: ['../.vitepress/cache/anim/cli.json'],
  paths: cliRoutes,
};
