import { readCli } from '../.vitepress/lib/generated.js';
import { cliCommandMarkdown, cliIndexMarkdown } from '../.vitepress/lib/render.js';

export default {
  watch: ['../.vitepress/cache/anim/cli.json'],
  paths() {
    const cli = readCli();
    return [
      { params: { command: 'index' }, content: cliIndexMarkdown(cli) },
      ...cli.commands.map((c) => ({ params: { command: c.name }, content: cliCommandMarkdown(c) })),
    ];
  },
};
