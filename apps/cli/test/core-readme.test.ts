import { readFileSync } from 'node:fs';
import * as animj from '@anim/animj';
import * as core from '@anim/core';
import * as maya from '@anim/maya';
import { describe, expect, it } from 'vitest';

describe("@anim/core README: 'Converting between formats'", () => {
  it('the example runs with the real format packages and prints what its comments say', async () => {
    const readme = readFileSync(new URL('../../../packages/core/README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('## Converting between formats'));
    const block = /```ts\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
    const expected = [...block.matchAll(/console\.log\(.*\); \/\/ (.*)$/gm)].map((m) => m[1]!.trim());
    expect(expected.length).toBeGreaterThan(4);
    const code = block
      .replace(/import \{([^}]*)\} from '@anim\/core';/, 'const {$1} = core;')
      .replace(/import \{([^}]*)\} from '@anim\/maya';/, 'const {$1} = maya;')
      .replace(/import \{([^}]*)\} from '@anim\/animj';/, 'const {$1} = animj;')
      .replace(/console\.log\(/g, 'log(');
    const printed: string[] = [];
    const log = (value: unknown): void => {
      printed.push(String(value));
    };
    // the example awaits `convert`: run it as the body of an async function
    const AsyncFunction = (Object.getPrototypeOf(async () => Promise.resolve()) as { constructor: FunctionConstructor }).constructor;
    const run = new AsyncFunction('core', 'maya', 'animj', 'log', code) as (...args: unknown[]) => Promise<void>;
    await run(core, maya, animj, log);
    expect(printed).toEqual(expected);
  });
});
