import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as animj from '../src/index.js';

describe('README', () => {
  it('quick-start example runs and prints what its comments say', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const block = /```ts\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const expected = [...block.matchAll(/console\.log\(.*\); \/\/ (.*)$/gm)].map((m) => m[1]!.trim());
    expect(expected.length).toBeGreaterThan(5);
    // The example is plain JavaScript apart from its import: run it against the source.
    const code = block.replace(/import \{([^}]*)\} from '@anim\/animj';/, 'const {$1} = animj;').replace(/console\.log\(/g, 'log(');
    expect(code).not.toContain('import');
    const printed: string[] = [];
    const log = (value: unknown): void => {
      printed.push(String(value));
    };
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the documented example is the point
    const run = new Function('animj', 'log', code) as (a: typeof animj, l: typeof log) => void;
    run(animj, log);
    expect(printed).toEqual(expected);
  });
});
