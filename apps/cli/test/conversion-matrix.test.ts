import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONVERSION_MATRIX, type MatrixCell } from '@anim/formats';
import { formats } from './formats.js';
import { EXAMPLES } from './helpers.js';
import { checkPair, TOLERANCE, type PairResult } from './matrix.js';

/** Every example file: examples/<format id>/<file>. */
const files = formats.flatMap((source) => {
  const dir = join(EXAMPLES, source.id);
  return readdirSync(dir)
    .filter((n) => !n.startsWith('.'))
    .map((n) => ({ source, name: n, path: join(dir, n) }));
});

function cell(result: PairResult): MatrixCell {
  if (result.status === 'refused') return { status: 'refused', reason: result.reason };
  return { status: 'carried', carried: result.carried, total: result.total, warnings: Object.keys(result.warnings).sort() };
}

describe('conversion matrix over examples/ (every source × every target, through core’s pipeline)', () => {
  const computed: Record<string, Record<string, MatrixCell>> = {};
  for (const { source, name, path } of files) {
    for (const target of formats) {
      it(`${source.id}/${name} → ${target.id}: carried values match within ${TOLERANCE[target.id]?.why ?? 'the default tolerance'}, or a ConversionError says why`, async () => {
        const bytes = new Uint8Array(readFileSync(path));
        const result = await checkPair(bytes, name, source, target, formats);
        // carried: no problem and at least one channel; refused: a ConversionError with a reason
        const verdict =
          result.status === 'carried'
            ? { problems: result.problems, carriedSomething: result.carried > 0 || (result.total === 0 && result.route === 'native') }
            : { problems: [], carriedSomething: /\S/.test(result.reason) };
        expect(verdict).toEqual({ problems: [], carriedSomething: true });
        (computed[`${source.id}/${name}`] ??= {})[target.id] = cell(result);
      });
    }
  }

  it('the table in packages/formats/src/conversion-matrix.ts is the one this test computes (UPDATE_MATRIX=1 regenerates it)', () => {
    expect(Object.keys(computed).length).toBe(files.length);
    if (process.env.UPDATE_MATRIX === '1') {
      const file = fileURLToPath(new URL('../../../packages/formats/src/conversion-matrix.ts', import.meta.url));
      const text = readFileSync(file, 'utf8');
      const start = text.indexOf('export const CONVERSION_MATRIX');
      writeFileSync(file, `${text.slice(0, start)}export const CONVERSION_MATRIX: Readonly<Record<string, Readonly<Record<string, MatrixCell>>>> = ${JSON.stringify(computed, null, 2)};\n`);
    }
    expect(computed).toEqual(CONVERSION_MATRIX);
  });
});
