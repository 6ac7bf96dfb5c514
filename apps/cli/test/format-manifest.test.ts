import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_FORMAT_IDS, BUILT_IN_OPTION_SPECS } from '../src/format-manifest.js';
import { formatOptionSpecs } from '../src/format-options.js';
import { formats } from '../src/formats.js';

/**
 * `src/format-manifest.ts` lets `--help`, `--version` and `completion` run without loading the format
 * packages: it must say exactly what the descriptors say, or the help would drift from the formats.
 */
describe('format manifest', () => {
  const ids = formats.map((f) => f.id);
  const specs = formatOptionSpecs(formats);

  it('src/format-manifest.ts holds the ids and flags of the descriptors in src/formats.ts (UPDATE_FORMAT_MANIFEST=1 regenerates it)', () => {
    if (process.env.UPDATE_FORMAT_MANIFEST === '1') {
      const file = fileURLToPath(new URL('../src/format-manifest.ts', import.meta.url));
      const text = readFileSync(file, 'utf8');
      const start = text.indexOf('export const BUILT_IN_FORMAT_IDS');
      writeFileSync(
        file,
        `${text.slice(0, start)}export const BUILT_IN_FORMAT_IDS: readonly string[] = ${JSON.stringify(ids, null, 2)};\n\n` +
          `export const BUILT_IN_OPTION_SPECS: readonly FormatOptionSpec[] = ${JSON.stringify(specs, null, 2)};\n`,
      );
    }
    expect(BUILT_IN_FORMAT_IDS).toEqual(ids);
    expect(BUILT_IN_OPTION_SPECS).toEqual(specs);
  });
});
