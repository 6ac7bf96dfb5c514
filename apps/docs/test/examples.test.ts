/**
 * The getting-started examples (`examples/*.ts`, shown on the page as they are) type-check under the
 * repository's strict settings and do what the page says on real reference files.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clipRange, evaluate, type FormatDescriptor } from '@anim/core';
import { animjFormat } from '@anim/animj';
import { mayaFormat } from '@anim/maya';
import { corpusDir, corpusFiles } from '@anim/test-utils';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { convert, mayaToAnimj } from '../examples/convert.js';
import { describeFile } from '../examples/read.js';
import { bake, readClip } from '../examples/sample.js';

const docs = fileURLToPath(new URL('../', import.meta.url));
const file = corpusDir('maya') + corpusFiles('maya', /^ha_tangents_weighted\.anim$/)[0]!;
const tmp = mkdtempSync(join(tmpdir(), 'anim-docs-'));
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
});

describe('getting-started examples', () => {
  it('type-check with the docs tsconfig (strict, exactOptionalPropertyTypes, NodeNext)', () => {
    const config = ts.getParsedCommandLineOfConfigFile(join(docs, 'tsconfig.json'), {}, {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    })!;
    const examples = readdirSync(join(docs, 'examples')).filter((f) => f.endsWith('.ts')).map((f) => join(docs, 'examples', f));
    expect(examples.length).toBe(3);
    const program = ts.createProgram(examples, { ...config.options, noEmit: true });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  }, 60_000);

  it('are the files the page includes', () => {
    const page = readFileSync(join(docs, 'guide', 'getting-started.md'), 'utf8');
    for (const name of ['read', 'sample', 'convert']) expect(page).toContain(`<<< @/examples/${name}.ts`);
  });

  it('read: summarises a file', () => {
    expect(describeFile(file)).toEqual(mayaFormat.summarize(mayaFormat.read(new Uint8Array(readFileSync(file)))));
  });

  it('sample: bakes every track with the core evaluator', () => {
    const clip = readClip(file);
    const baked = bake(clip, 30);
    const [start, end] = clipRange(clip);
    expect(baked.map((b) => b.name)).toEqual(clip.tracks.map((t) => t.name));
    const frames = Math.floor((end - start) * 30 + 1e-9) + 1;
    baked.forEach((b, i) => {
      const track = clip.tracks[i]!;
      expect(b.values.length).toBe(frames * track.components);
      expect(Array.from(b.values.subarray(0, track.components))).toEqual(Array.from(evaluate(track, start)));
    });
  });

  it('convert: writes a file the target reads, and returns the losses', () => {
    const out = join(tmp, 'walk.animj');
    const warnings = mayaToAnimj(file, out);
    const written = animjFormat.read(new Uint8Array(readFileSync(out)));
    const clip = mayaFormat.toClip!(mayaFormat.read(new Uint8Array(readFileSync(file))));
    const expected = animjFormat.fromClip!(clip.value);
    expect(warnings).toEqual([...clip.warnings, ...expected.warnings]);
    expect(written).toEqual(animjFormat.read(animjFormat.write(expected.value)));
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
