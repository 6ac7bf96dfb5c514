/**
 * The playground's worker session and plot data, in Node, on the repository's examples (the browser test
 * drives the same code; the session on the reference corpus is in site-data.corpus.test.ts).
 */
import { ConversionError, createClip, createTrack, evaluate, ParseError, type AnyFormatDescriptor, type Clip, type ConvertOptions, type Track } from '@anim/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formatEntries, formats, outputExtensions } from '../.vitepress/formats.js';
import { referenceFiles } from '../.vitepress/lib/report.js';
import { examplesSet } from '../.vitepress/lib/repo.js';
import { examplePerFormat, exampleFiles, examplesFrom } from '../.vitepress/theme/playground/examples.js';
import {
  defaultWindow,
  handlePoints,
  initialSelection,
  keyPoints,
  nearestKey,
  plotData,
  plotSeries,
  sampleTimes,
  valuesAt,
  type PlotSeries,
} from '../.vitepress/theme/playground/plot-data.js';
import { errorInfo, outputName, PlaygroundSession } from '../.vitepress/theme/playground/session.js';
import { describeSessionOn } from './helpers/reference-checks.js';

const examples = examplesSet();
const convertible = formatEntries.filter((e) => e.format.toClip !== undefined);

async function firstClip(): Promise<{ clip: Clip; name: string }> {
  for (const e of convertible) {
    for (const f of await referenceFiles(e, examples)) {
      if (f.readError !== undefined) continue;
      const clip = e.format.toClip!(await e.format.read(f.bytes)).value;
      if (clip.tracks.some((t) => t.times.length >= 2)) return { clip, name: f.path };
    }
  }
  throw new Error('no listed format converts an example file with keys to the core model');
}

describeSessionOn(examples, Infinity);

describe('PlaygroundSession', () => {
  it('reports corrupt input as a typed error with the reader message, and unknown input clearly', async () => {
    const session = new PlaygroundSession(formats);
    const e = formatEntries[0]!;
    const good = (await referenceFiles(e, examples)).find((f) => f.readError === undefined)!;
    const bad = good.bytes.slice(0, Math.floor(good.bytes.length / 2));
    let message = '';
    try {
      await e.format.read(bad);
    } catch (err) {
      message = (err as Error).message;
    }
    const res = await session.handle({ type: 'open', seq: 1, fileName: 'bad', bytes: bad });
    expect(res).toMatchObject({ type: 'error', error: { message } });
    const unknown = await session.handle({ type: 'open', seq: 2, fileName: 'a.txt', bytes: new Uint8Array([1, 2, 3]) });
    expect(unknown).toMatchObject({ type: 'error', error: { name: 'UnknownFormatError', code: 'UNKNOWN_FORMAT', message: expect.stringContaining(formats.map((f) => f.id).join(', ')) as unknown } });
    expect(await session.handle({ type: 'convert', seq: 3, target: e.format.id, strict: false })).toMatchObject({
      type: 'error',
      error: { name: 'InternalError', message: expect.stringContaining('no document is open') as unknown },
    });
  });

  it('runs toClip once per opened file and writes nothing before Convert, then only the target asked for (#29)', async () => {
    // every listed format, its toClip and write spied on
    const spied = formats.map((f) => {
      const toClip = vi.fn((doc: unknown, options?: ConvertOptions) => f.toClip!(doc, options));
      const write = vi.fn((doc: unknown, options?: object) => f.write(doc, options));
      const format: AnyFormatDescriptor = { ...f, ...(f.toClip === undefined ? {} : { toClip }), write };
      return { id: f.id, format, toClip: f.toClip === undefined ? undefined : toClip, write };
    });
    const session = new PlaygroundSession(spied.map((s) => s.format), outputExtensions);
    const maya = formatEntries.find((e) => e.format.id === 'maya')!;
    const file = (await referenceFiles(maya, examples)).find((f) => f.readError === undefined)!;
    const source = spied.find((f) => f.id === 'maya')!;
    const opened = await session.handle({ type: 'open', seq: 1, fileName: 'shot.anim', bytes: file.bytes });
    expect(opened).toMatchObject({ type: 'opened' });
    // the page still offers targets through the core model: planned, not written
    expect(opened.type === 'opened' && opened.targets.filter((t) => t.ok && t.route === 'clip').length).toBeGreaterThan(3);
    const calls = () => spied.map((f) => [f.id, f.toClip?.mock.calls.length ?? 0, f.write.mock.calls.length]);
    expect(calls()).toEqual(spied.map((f) => [f.id, f.id === 'maya' ? 1 : 0, 0]));
    // converting (lenient, strict: refused for the losses, keeping axes) reuses the clip and writes the target each time it converts
    const converted = [
      await session.handle({ type: 'convert', seq: 2, target: 'unity', strict: false }),
      await session.handle({ type: 'convert', seq: 3, target: 'gltf', strict: true }),
      await session.handle({ type: 'convert', seq: 4, target: 'gltf', strict: false, keepAxes: true }),
    ];
    expect(converted.map((r) => r.type)).toEqual(['converted', 'error', 'converted']);
    expect(calls()).toEqual(spied.map((f) => [f.id, f.id === 'maya' ? 1 : 0, f.id === 'unity' || f.id === 'gltf' ? 1 : 0]));
    // a second open is a second toClip
    await session.handle({ type: 'open', seq: 5, fileName: 'again.anim', bytes: file.bytes });
    expect(source.toClip!.mock.calls.length).toBe(2);
  });

  it('keeps a document open when its conversion to the core model fails, and says why', async () => {
    const broken: AnyFormatDescriptor = {
      id: 'broken',
      name: 'Broken',
      extensions: ['brk'],
      mimeTypes: [],
      binary: true,
      sniff: () => true,
      read: (bytes: Uint8Array) => bytes,
      write: (doc: Uint8Array) => doc,
      summarize: () => ({ tracks: 1, keyframes: 2 }),
      toClip: () => {
        throw new ConversionError('cannot convert this one');
      },
    };
    const session = new PlaygroundSession([broken]);
    const opened = await session.handle({ type: 'open', seq: 1, fileName: 'a.brk', bytes: Uint8Array.of(1, 2) });
    expect(opened).toMatchObject({ type: 'opened', clip: null, clipError: { name: 'ConversionError', code: 'CONVERSION', message: 'cannot convert this one' } });
    expect(await session.handle({ type: 'convert', seq: 2, target: 'broken', strict: false })).toMatchObject({ type: 'converted', route: 'native', bytes: Uint8Array.of(1, 2) });
  });

  it('reports what anim validate reports about the clip, after the losses of toClip (core clipWarnings, #29)', async () => {
    const empty = createTrack({ node: 'n', property: 'p', valueType: 'scalar', unit: 'none', keys: [] });
    const toy: AnyFormatDescriptor = {
      id: 'toy',
      name: 'Toy',
      extensions: ['toy'],
      mimeTypes: [],
      binary: true,
      sniff: () => true,
      read: (bytes: Uint8Array) => bytes,
      write: (doc: Uint8Array) => doc,
      summarize: () => ({ tracks: 1, keyframes: 0 }),
      toClip: () => ({ value: createClip({ tracks: [empty] }), warnings: [{ code: 'precision-lost', message: 'toy' }] }),
    };
    const opened = await new PlaygroundSession([toy]).handle({ type: 'open', seq: 1, fileName: 'a.toy', bytes: Uint8Array.of(1) });
    expect(opened.type === 'opened' && opened.warnings.map((w) => [w.code, w.path])).toEqual([['precision-lost', undefined], ['empty-track', 'n.p']]);
  });

  it('names errors as core does (by code, whatever a minifier calls the class) and output files by the target extension', () => {
    expect(errorInfo(new TypeError('x'))).toEqual({ name: 'InternalError', code: undefined, message: 'unexpected error (a bug, please report it): TypeError: x' });
    // a subclass whose constructor name is mangled, as a minifier would
    const Minified = class extends ParseError {};
    Object.defineProperty(Minified, 'name', { value: 'a' });
    expect(errorInfo(new Minified({ format: 'x', location: { kind: 'offset', offset: 3 }, expected: 'a header' }))).toEqual({ name: 'ParseError', code: 'PARSE', message: 'x: byte 3: expected a header' });
    expect(errorInfo(new ConversionError('lost'))).toEqual({ name: 'ConversionError', code: 'CONVERSION', message: 'lost' });
    const f = formats[0]!;
    expect(outputName('dir/walk.take1.src', f)).toBe(`dir/walk.take1.${f.extensions[0] ?? f.id}`);
  });
});

describe('examples and output names', () => {
  it('bundles one example per listed format from examples/<format id>/, the README left out', () => {
    const ids = formatEntries.map((e) => e.format.id);
    const offered = examplePerFormat(ids);
    expect(offered.map((e) => e.formatId)).toEqual(ids);
    expect(offered.find((e) => e.formatId === 'roto')?.fileName).toBe('animated-shapes.nk');
    expect(offered.find((e) => e.formatId === 'prime')?.fileName).toBe('mp1-v2-sparse.ANIM');
    expect(exampleFiles.every((e) => e.url.length > 0)).toBe(true);
    expect(examplesFrom({ '../../examples/README.md': 'u', '../../examples/maya/b.anim': 'b', '../../examples/maya/a.anim': 'a', 'x/y.anim': 'z' })).toEqual([
      { formatId: 'maya', fileName: 'a.anim', url: 'a' },
      { formatId: 'maya', fileName: 'b.anim', url: 'b' },
    ]);
  });

  it('names Prime output .ANIM (never .anim, which is Maya\'s) and lists the formats before any file is open', async () => {
    const session = new PlaygroundSession(formats, outputExtensions);
    expect(await session.handle({ type: 'list', seq: 0 })).toEqual({ type: 'formats', seq: 0, formats: formats.map((f) => expect.objectContaining({ id: f.id }) as unknown) });
    const maya = formatEntries.find((e) => e.format.id === 'maya')!;
    const file = (await referenceFiles(maya, examples)).find((f) => f.readError === undefined)!;
    expect(await session.handle({ type: 'open', seq: 1, fileName: 'shot.anim', bytes: file.bytes })).toMatchObject({ type: 'opened' });
    expect(await session.handle({ type: 'convert', seq: 2, target: 'prime', strict: false })).toMatchObject({ type: 'converted', fileName: 'shot.ANIM' });
    const toMaya = await session.handle({ type: 'convert', seq: 3, target: 'maya', strict: false });
    expect(toMaya).toMatchObject({ type: 'converted', fileName: 'shot.anim' });
    expect(outputName('walk.nk', formatEntries.find((e) => e.format.id === 'prime')!.format, outputExtensions.prime)).toBe('walk.ANIM');
  });

  it('moves Unity’s values into glTF’s space, said once (axes-changed), unless "keep axes" is ticked', async () => {
    const session = new PlaygroundSession(formats, outputExtensions);
    const unity = formatEntries.find((e) => e.format.id === 'unity')!;
    const file = (await referenceFiles(unity, examples)).find((f) => f.readError === undefined)!;
    expect(await session.handle({ type: 'open', seq: 1, fileName: 'door.anim', bytes: file.bytes })).toMatchObject({ type: 'opened' });
    const axesChanged = (r: unknown): number => ((r as { warnings: { code: string }[] }).warnings).filter((w) => w.code === 'axes-changed').length;
    const moved = await session.handle({ type: 'convert', seq: 2, target: 'gltf', strict: false });
    const kept = await session.handle({ type: 'convert', seq: 3, target: 'gltf', strict: false, keepAxes: true });
    expect([axesChanged(moved), axesChanged(kept)]).toEqual([1, 0]);
    expect((moved as { bytes: Uint8Array }).bytes).not.toEqual((kept as { bytes: Uint8Array }).bytes);
  });
});

describe('plot data', () => {
  let clip: Clip;
  let selected: number[];
  let series: PlotSeries[];
  beforeAll(async () => {
    clip = (await firstClip()).clip;
    selected = [0, 1, 2].filter((i) => i < clip.tracks.length);
    series = plotSeries(clip, selected);
  });

  it('has one series per component of each selected track', () => {
    expect(series.length).toBe(selected.reduce((n, i) => n + clip.tracks[i]!.components, 0));
  });

  it('samples with @anim/core evaluation, including every key time in the window', () => {
    const [start, end] = defaultWindow(clip);
    expect(end).toBeGreaterThan(start);
    const times = sampleTimes(series, start, end, 50);
    expect(Array.from(times).filter((t, i) => i > 0 && t <= times[i - 1]!)).toEqual([]);
    const keyTimes = series.flatMap((s) => Array.from(s.track.times).filter((t) => t >= start && t <= end));
    expect(keyTimes.filter((t) => !times.includes(t))).toEqual([]);
    const data = plotData(series, times);
    expect(data).toHaveLength(series.length + 1);
    series.forEach((s, si) => {
      for (let i = 0; i < times.length; i += 7) {
        expect(data[si + 1]![i]).toBe(evaluate(s.track, times[i]!)[s.component]);
      }
    });
  });

  it('selects moving tracks first, and reads every series at the time cursor with the evaluator', () => {
    const still = (name: string): Track => ({ ...clip.tracks[0]!, name, times: Float64Array.of(0), values: new Float64Array(clip.tracks[0]!.components) });
    const moving = clip.tracks.find((t) => t.times.length >= 2)!;
    const mixed: Clip = { name: '', extras: {}, tracks: [still('a'), moving, still('b'), moving, still('c'), moving, moving] };
    expect(initialSelection(mixed)).toEqual([1, 3, 5]);
    expect(initialSelection({ ...mixed, tracks: [still('a'), moving, still('b')] })).toEqual([0, 1, 2]);
    expect(initialSelection({ ...mixed, tracks: [] })).toEqual([]);
    const t = (moving.times[0]! + moving.times[1]!) / 2;
    const values = valuesAt(series, t);
    expect(values).toEqual(series.map((s) => evaluate(s.track, t)[s.component]));
    expect(valuesAt(series, moving.times[0]!)[0]).toBe(evaluate(series[0]!.track, moving.times[0]!)[series[0]!.component]);
  });

  it('marks keys, finds the nearest one in pixels, and draws only handles that shape a Bézier segment', () => {
    const s = series[0]!;
    const keys = keyPoints(s);
    expect(keys).toHaveLength(s.track.times.length);
    const [t, v] = keys[1]!;
    expect(nearestKey([s], t * 1e6, v * 1e6, (x) => x * 1e6, (y) => y * 1e6)).toEqual({ series: 0, key: 1 });
    expect(nearestKey(series, 1e9, 1e9, (x) => x, (y) => y)).toBeNull();
    expect(handlePoints(s, 1)?.key).toEqual([t, v]);
    expect(handlePoints(s, -1)).toBeNull();
    expect(handlePoints(s, s.track.times.length)).toBeNull();
  });

  it('gives the handle end points of a key in plot coordinates, only where a Bézier segment uses them', () => {
    const track: Track = {
      name: 'n.p', node: 'n', property: 'p', valueType: 'scalar', components: 1, unit: 'none',
      times: Float64Array.of(0, 1, 2),
      values: Float64Array.of(0, 10, 5),
      interpolation: Uint8Array.of(2, 1, 1), // bezier into key 1, linear out of it
      inHandles: Float64Array.of(0, 0, -0.25, -2, -0.3, 1),
      outHandles: Float64Array.of(0.5, 4, 0.25, 2, 0, 0),
      preExtrapolation: 'constant', postExtrapolation: 'constant',
    };
    const [s] = plotSeries({ name: '', tracks: [track], extras: {} }, [0]);
    expect(handlePoints(s!, 0)).toEqual({ key: [0, 0], in: null, out: [0.5, 4] });
    expect(handlePoints(s!, 1)).toEqual({ key: [1, 10], in: [0.75, 8], out: null });
    expect(handlePoints(s!, 2)).toEqual({ key: [2, 5], in: null, out: null });
    // 100 px per second and per unit: (103, 1000) is 3 px from key 1, 12 px is the reach
    expect(nearestKey([s!], 103, 1000, (x) => x * 100, (y) => y * 100)).toEqual({ series: 0, key: 1 });
    expect(nearestKey([s!], 150, 1000, (x) => x * 100, (y) => y * 100)).toBeNull();
  });
});
