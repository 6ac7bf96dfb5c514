import { formatRoutes } from '../.vitepress/lib/routes.js';

export default {
  watch: ['../.vitepress/cache/anim/report.json', '../.vitepress/cache/anim/conversions.json', './about/*.md', '../../../packages/*/README.md'],
  paths: formatRoutes,
};
