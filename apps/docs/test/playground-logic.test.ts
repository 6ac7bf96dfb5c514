/** The playground's worker session and plot data, in Node (the browser test drives the same code). */
import { evaluate, type Clip } from '@anim/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatEntries, formats } from '../.vitepress/formats.js';
import { referenceFiles } from '../.vitepress/lib/report.js';
import { corpusRoot } from '../.vitepress/lib/repo.js';
import { defaultWindow, handlePoints, keyPoints, nearestKey, plotData, plotSeries, sampleTimes, type PlotSeries } from '../.vitepress/theme/playground/plot-data.js';
import { errorInfo, outputName, PlaygroundSession } from '../.vitepress/theme/playground/session.js';

const corpus = corpusRoot();
const convertible = formatEntries.filter((e) => e.format.toClip !== undefined);

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
    for (const e of formatEntries) {
      for (const f of referenceFiles(e, corpus).slice(0, 3)) {
        const res = session.handle({ type: 'open', seq: ++seq, fileName: f.path, bytes: f.bytes });
        if (f.readError !== undefined) {
          expect(res.type, f.path).toBe('error');
          continue;
        }
        expect(res.type, f.path).toBe('opened');
        if (res.type !== 'opened') continue;
        expect(res.format.id).toBe(e.format.id);
        expect(res.summary).toEqual(e.format.summarize(e.format.read(f.bytes)));
        expect(res.clip === null).toBe(e.format.toClip === undefined);
        // back to itself: written unchanged
        const same = session.handle({ type: 'convert', seq: ++seq, target: e.format.id, strict: false });
        expect(same).toMatchObject({ type: 'converted', native: true, bytes: e.format.write(e.format.read(f.bytes)) });
        for (const t of formatEntries) {
          if (t === e || t.format.fromClip === undefined || res.clip === null) continue;
          const out = session.handle({ type: 'convert', seq: ++seq, target: t.format.id, strict: false });
          if (out.type === 'error') {
            // a conversion may fail, but only with a typed error
            expect(out.error.code, `${f.path} → ${t.format.id}: ${out.error.message}`).toBeDefined();
          } else {
            expect(out.type).toBe('converted');
            if (out.type === 'converted') expect(() => t.format.read(out.bytes)).not.toThrow();
          }
        }
      }
    }
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
    for (let i = 1; i < times.length; i++) expect(times[i]!).toBeGreaterThan(times[i - 1]!);
    for (const s of series) for (const t of s.track.times) if (t >= start && t <= end) expect(times).toContain(t);
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
    expect(nearestKey(series, t * 100 + 3, v * 100, (x) => x * 100, (y) => y * 100)).toMatchObject({ key: 1 });
    expect(nearestKey(series, 1e9, 1e9, (x) => x, (y) => y)).toBeNull();
    const h = handlePoints(s, 1)!;
    expect(h.key).toEqual([t, v]);
    if (s.track.interpolation[1] !== 2) expect(h.out).toBeNull();
    if (s.track.interpolation[0] !== 2) expect(h.in).toBeNull();
    expect(handlePoints(s, -1)).toBeNull();
  });
});
