/** The playground's worker session and plot data, in Node (the browser test drives the same code). */
import { ConversionError, evaluate, type AnyFormatDescriptor, type Clip, type Track } from '@anim/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatEntries, formats } from '../.vitepress/formats.js';
import { referenceFiles } from '../.vitepress/lib/report.js';
import { corpusRoot } from '../.vitepress/lib/repo.js';
import { defaultWindow, handlePoints, keyPoints, nearestKey, plotData, plotSeries, sampleTimes, type PlotSeries } from '../.vitepress/theme/playground/plot-data.js';
import { errorInfo, outputName, PlaygroundSession } from '../.vitepress/theme/playground/session.js';

const corpus = corpusRoot();
const convertible = formatEntries.filter((e) => e.format.toClip !== undefined);

function readsBack(format: AnyFormatDescriptor, bytes: Uint8Array): boolean {
  try {
    format.read(bytes);
    return true;
  } catch {
    return false;
  }
}

function firstClip(): { clip: Clip; name: string } {
  for (const e of convertible) {
    for (const f of referenceFiles(e, corpus)) {
      if (f.readError !== undefined) continue;
      const clip = e.format.toClip!(e.format.read(f.bytes)).value;
      if (clip.tracks.some((t) => t.times.length >= 2)) return { clip, name: f.path };
    }
  }
  throw new Error('no listed format converts a reference file with keys to the core model');
}

describe('PlaygroundSession', () => {
  it('opens every reference file of every listed format and converts it to each target', () => {
    const session = new PlaygroundSession(formats);
    let seq = 0;
    /** What happened to each file, and what should have happened. */
    const seen: unknown[] = [];
    const wanted: unknown[] = [];
    for (const e of formatEntries) {
      for (const f of referenceFiles(e, corpus).filter((r) => r.bytes.length < 1_000_000).slice(0, 3)) {
        const res = session.handle({ type: 'open', seq: ++seq, fileName: f.path, bytes: f.bytes });
        if (f.readError !== undefined || res.type !== 'opened') {
          seen.push({ path: f.path, type: res.type });
          wanted.push({ path: f.path, type: f.readError === undefined ? 'opened' : 'error' });
          continue;
        }
        const doc: unknown = e.format.read(f.bytes);
        const same = session.handle({ type: 'convert', seq: ++seq, target: e.format.id, strict: false });
        const sameBytes = same.type === 'converted' && Buffer.from(same.bytes).equals(e.format.write(doc));
        seen.push({ path: f.path, id: res.format.id, summary: res.summary, hasClip: res.clip !== null, same: { ...same, bytes: sameBytes } });
        wanted.push({
          path: f.path,
          id: e.format.id,
          summary: e.format.summarize(doc),
          hasClip: e.format.toClip !== undefined,
          // back to itself: written unchanged, no trip through the core model
          same: { type: 'converted', seq, fileName: expect.any(String) as unknown, bytes: true, target: e.format.id, native: true, warnings: [] },
        });
        if (res.clip === null) continue;
        for (const t of formatEntries.filter((o) => o !== e && o.format.fromClip !== undefined)) {
          const out = session.handle({ type: 'convert', seq: ++seq, target: t.format.id, strict: false });
          // a conversion may fail, but only with a typed error; a converted file reads back
          seen.push({
            path: f.path,
            target: t.format.id,
            ok: out.type === 'error' ? out.error.code !== undefined : readsBack(t.format, out.type === 'converted' ? out.bytes : new Uint8Array()),
          });
          wanted.push({ path: f.path, target: t.format.id, ok: true });
        }
      }
    }
    expect(seen).toEqual(wanted);
  });

  it('reports corrupt input as a typed error with the reader message, and unknown input clearly', () => {
    const session = new PlaygroundSession(formats);
    const e = formatEntries[0]!;
    const good = referenceFiles(e, corpus).find((f) => f.readError === undefined)!;
    const bad = good.bytes.slice(0, Math.floor(good.bytes.length / 2));
    let message = '';
    try {
      e.format.read(bad);
    } catch (err) {
      message = (err as Error).message;
    }
    const res = session.handle({ type: 'open', seq: 1, fileName: 'bad', bytes: bad });
    expect(res).toMatchObject({ type: 'error', error: { message } });
    const unknown = session.handle({ type: 'open', seq: 2, fileName: 'a.txt', bytes: new Uint8Array([1, 2, 3]) });
    expect(unknown).toMatchObject({ type: 'error', error: { name: 'UnknownFormat' } });
    expect(session.handle({ type: 'convert', seq: 3, target: e.format.id, strict: false })).toMatchObject({
      type: 'error',
      error: { name: 'InternalError', message: expect.stringContaining('no document is open') as unknown },
    });
  });

  it('keeps a document open when its conversion to the core model fails, and says why', () => {
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
    const opened = session.handle({ type: 'open', seq: 1, fileName: 'a.brk', bytes: Uint8Array.of(1, 2) });
    expect(opened).toMatchObject({ type: 'opened', clip: null, clipError: { name: 'ConversionError', code: 'CONVERSION', message: 'cannot convert this one' } });
    expect(session.handle({ type: 'convert', seq: 2, target: 'broken', strict: false })).toMatchObject({ type: 'converted', native: true, bytes: Uint8Array.of(1, 2) });
  });

  it('names errors by code (minifiers rename classes) and output files by the target extension', () => {
    expect(errorInfo(new TypeError('x'))).toEqual({ name: 'InternalError', code: undefined, message: 'unexpected error (a bug, please report it): TypeError: x' });
    const f = formats[0]!;
    expect(outputName('dir/walk.take1.src', f)).toBe(`dir/walk.take1.${f.extensions[0] ?? f.id}`);
  });
});

describe('plot data', () => {
  let clip: Clip;
  let selected: number[];
  let series: PlotSeries[];
  beforeAll(() => {
    clip = firstClip().clip;
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
