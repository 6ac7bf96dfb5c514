import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as prime from '../src/index.js';

/** The README's example: its code (plain JavaScript once the import line is removed) and its import list. */
function example(): { names: string[]; body: string } {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const code = /## Example\n\n```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  if (code === undefined) throw new Error('README.md has no ## Example code block');
  const imports = /^import \{([^}]*)\} from '@anim\/prime';\n/m.exec(code);
  if (imports === null) throw new Error('the README example does not import from @anim/prime');
  return { names: imports[1]!.split(',').map((n) => n.trim()), body: code.replace(imports[0], '') };
}

describe('the README example', () => {
  it('imports only public names and prints what its comments say', () => {
    const { names, body } = example();
    const exports = prime as Record<string, unknown>;
    expect(names.filter((n) => typeof exports[n] !== 'function')).toStrictEqual([]);
    const printed: unknown[][] = [];
    const log = (...args: unknown[]): void => {
      printed.push(args);
    };
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the README's own code, run as written
    const run = new Function(...names, 'console', body) as (...args: unknown[]) => void;
    run(...names.map((n) => exports[n]), { log });
    expect(printed.length).toBe(5);
    expect(printed[0]).toStrictEqual([2, 'mp1', 3, 'stored of', 4, 'frames']);
    expect(printed[1]![0]).toBe(3);
    expect(printed[1]![1]).toBeCloseTo(0.15, 4);
    expect(printed[2]![0]).toBe(printed[1]![1]);
    expect(printed[3]).toStrictEqual([4]);
    expect(printed[4]).toStrictEqual([['root/rotation', 'root/translation']]);
  });
});
