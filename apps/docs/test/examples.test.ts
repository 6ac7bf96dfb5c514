/**
 * The getting-started examples (`examples/*.ts`, shown on the page as they are) type-check under the
 * repository's strict settings and do what the page says on the repository's Maya example (on a
 * reference file with weighted tangents: examples.corpus.test.ts).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FormatDescriptor } from '@anim/core';
import { animjFormat } from '@anim/animj';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { formatById } from '../.vitepress/formats.js';
import { referenceFiles } from '../.vitepress/lib/report.js';
import { examplesSet } from '../.vitepress/lib/repo.js';
import { convert } from '../examples/convert.js';
import { describeGettingStartedOn } from './helpers/getting-started-checks.js';

const docs = fileURLToPath(new URL('../', import.meta.url));
const examples = examplesSet();
const [maya] = await referenceFiles(formatById('maya')!, examples);
if (maya === undefined) throw new Error('examples/maya/ holds no Maya file');
const file = join(examples.root, maya.path);
const tmp = mkdtempSync(join(tmpdir(), 'anim-docs-'));
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
});

describeGettingStartedOn(file);

describe('getting-started examples', () => {
  it('type-check with the docs tsconfig (strict, exactOptionalPropertyTypes, NodeNext)', () => {
    const config = ts.getParsedCommandLineOfConfigFile(join(docs, 'tsconfig.json'), {}, {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    })!;
    const sources = readdirSync(join(docs, 'examples')).filter((f) => f.endsWith('.ts')).map((f) => join(docs, 'examples', f));
    expect(sources.length).toBe(3);
    const program = ts.createProgram(sources, { ...config.options, noEmit: true });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  }, 60_000);

  it('are the files the page includes', () => {
    const page = readFileSync(join(docs, 'guide', 'getting-started.md'), 'utf8');
    for (const name of ['read', 'sample', 'convert']) expect(page).toContain(`<<< @/examples/${name}.ts`);
  });

  it('convert: refuses a pair without core conversion', () => {
    const readOnly: FormatDescriptor<Uint8Array> = {
      id: 'bytes',
      name: 'Raw bytes',
      extensions: [],
      mimeTypes: [],
      binary: true,
      sniff: () => true,
      read: (bytes) => bytes,
      write: (doc) => doc,
      summarize: () => ({ tracks: 0, keyframes: 0 }),
    };
    expect(() => convert(readOnly, animjFormat, file, join(tmp, 'y.animj'))).toThrow('is not a supported conversion');
  });
});
