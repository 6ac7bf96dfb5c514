/**
 * The playground composable's state transitions, in Node: a fake worker records every request and
 * answers as the test says (the order of answers included); the last test drives the real worker session
 * on the repository's Maya example.
 */
import { readFile } from 'node:fs/promises';
import { clipRange, createClip, createTrack, type Clip, type ConversionWarning } from '@anim/core';
import { afterEach, describe, expect, it } from 'vitest';
import { effectScope, nextTick, type EffectScope } from 'vue';
import { formatEntries, formats, outputExtensions } from '../.vitepress/formats.js';
import { initialSelection, plotSeries } from '../.vitepress/theme/playground/plot-data.js';
import type { FormatInfo, Request, Response as WorkerResponse, TargetInfo } from '../.vitepress/theme/playground/protocol.js';
import { PlaygroundSession } from '../.vitepress/theme/playground/session.js';
import { usePlayground, type Playground, type PlaygroundOptions, type WorkerPort } from '../.vitepress/theme/playground/use-playground.js';

/** A worker that records requests and answers only when told to. */
class FakeWorker implements WorkerPort {
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly sent: Request[] = [];
  terminated = false;
  postMessage(message: Request): void {
    this.sent.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  answer(res: WorkerResponse): void {
    this.onmessage?.(new MessageEvent('message', { data: res }));
  }
  crash(message: string): void {
    this.onerror?.({ message } as ErrorEvent);
  }
}

const scopes: EffectScope[] = [];
afterEach(() => {
  for (const s of scopes.splice(0)) s.stop();
});

/** A playground connected to a fake worker, inside an effect scope (as a component's setup would be). */
function setUp(options: PlaygroundOptions = {}): { pg: Playground; worker: FakeWorker; saved: [string, Uint8Array][] } {
  const saved: [string, Uint8Array][] = [];
  const scope = effectScope();
  scopes.push(scope);
  const pg = scope.run(() =>
    usePlayground({
      save: (name, bytes) => {
        saved.push([name, bytes]);
      },
      ...options,
    }),
  )!;
  const worker = new FakeWorker();
  pg.connect(worker);
  return { pg, worker, saved };
}

const format = (id: string, switches: FormatInfo['switches'] = []): FormatInfo => ({ id, name: id.toUpperCase(), extensions: [id], fromCore: true, switches });
const pointer = { key: 'animationPointer', flag: '--gltf-animation-pointer', description: 'KHR_animation_pointer' };
const maya = format('maya');
const gltf = format('gltf', [pointer]);
const mrtk = format('mrtk');
const prime = format('prime');
/** The targets of a Maya file: Maya itself, MRTK refused, glTF only with its switch, Prime offered. */
const targets: TargetInfo[] = [
  { ...maya, ok: true, route: 'native', tracks: 3, warnings: 0, needs: [] },
  { ...mrtk, ok: false, reason: { name: 'ConversionError', code: 'NOTHING_TO_WRITE', message: 'nothing to write' } },
  { ...gltf, ok: true, route: 'clip', tracks: 3, warnings: 1, needs: ['animationPointer'] },
  { ...prime, ok: true, route: 'clip', tracks: 2, warnings: 2, needs: [] },
];

/** Four tracks: one still (a single key), three moving, starting at 0.5 s. */
const clip: Clip = createClip({
  tracks: [
    createTrack({ node: 'a', property: 'still', valueType: 'scalar', keys: [{ time: 2, value: 1 }] }),
    ...['x', 'y', 'z'].map((p, i) =>
      createTrack({ node: 'a', property: p, valueType: 'scalar', keys: [{ time: 0.5 + i, value: 0 }, { time: 3, value: i }] }),
    ),
  ],
});

const warning: ConversionWarning = { code: 'resampled', message: 'keys were resampled at 30 fps', path: 'a.x' };

function opened(seq: number, fileName = 'a.anim', c: Clip | null = clip): WorkerResponse {
  return {
    type: 'opened',
    seq,
    fileName,
    format: maya,
    detectedBy: 'content',
    summary: { tracks: 4, keyframes: 7 },
    clip: c,
    clipError: null,
    warnings: [warning],
    formats: [maya, mrtk, gltf, prime],
    targets,
    parseMs: 1.5,
  };
}

const file = (name: string, bytes: number[]): File => new File([new Uint8Array(bytes)], name);

describe('usePlayground', () => {
  it('connects: asks for the formats with seq 0, is ready, and takes the first list only', () => {
    const { pg, worker } = setUp();
    expect(pg.ready.value).toBe(true);
    expect(worker.sent).toEqual([{ type: 'list', seq: 0 }]);
    worker.answer({ type: 'formats', seq: 0, formats: [maya] });
    worker.answer({ type: 'formats', seq: 0, formats: [maya, gltf] });
    expect(pg.formats.value.map((f) => f.id)).toEqual(['maya']);
  });

  it('is not ready before a worker is connected', () => {
    const scope = effectScope();
    scopes.push(scope);
    expect(scope.run(() => usePlayground())!.ready.value).toBe(false);
  });

  it('opens a file: posts its bytes under a new seq, drops the file shown, then shows the answer with its defaults', async () => {
    const { pg, worker } = setUp();
    await pg.openFile(file('a.anim', [1, 2, 3]));
    expect(worker.sent[1]).toEqual({ type: 'open', seq: 1, fileName: 'a.anim', bytes: new Uint8Array([1, 2, 3]) });
    expect(pg.busy.value).toBe('Reading a.anim…');
    worker.answer(opened(1));
    expect(pg.busy.value).toBe('');
    expect(pg.error.value).toBeNull();
    expect(pg.opened.value).toMatchObject({ id: 1, fileName: 'a.anim', format: maya, detectedBy: 'content', clip, parseMs: 1.5 });
    expect(pg.readWarnings.value).toEqual([warning]);
    expect(pg.formats.value.map((f) => f.id)).toEqual(['maya', 'mrtk', 'gltf', 'prime']);
    // the first other format that keeps something (MRTK is refused), with the switches it needs on
    expect(pg.target.value).toBe('gltf');
    expect(pg.switchesOn.value).toEqual(['animationPointer']);
    expect(pg.unavailable.value.map((t) => t.id)).toEqual(['mrtk']);
    // the moving tracks first, the cursor at the start of the key range
    expect(pg.selected.value).toEqual(initialSelection(clip));
    expect(pg.selected.value).toEqual([1, 2, 3]);
    expect(pg.range.value).toEqual(clipRange(clip));
    expect(pg.cursorTime.value).toBe(0.5);
    expect(pg.plotted.value.map((s) => s.label)).toEqual(['a.x', 'a.y', 'a.z']);

    // a second file: the first is dropped at once, before the worker answers
    await pg.openFile(file('b.anim', [4]));
    expect(pg.opened.value).toBeNull();
    expect(pg.plotted.value).toEqual([]);
    expect(worker.sent.filter((r) => r.type === 'open')).toHaveLength(2);
  });

  it('selects the file\'s own format when no other keeps anything, and nothing to plot without a clip', async () => {
    const { pg, worker } = setUp();
    await pg.openFile(file('a.anim', [1]));
    worker.answer({ ...(opened(1, 'a.anim', null) as Extract<WorkerResponse, { type: 'opened' }>), targets: [targets[0]!, targets[1]!] });
    expect(pg.target.value).toBe('maya');
    expect(pg.switchesOn.value).toEqual([]);
    expect(pg.selected.value).toEqual([]);
    expect(pg.cursorTime.value).toBe(0);
    expect(pg.range.value).toEqual([0, 0]);
    expect(pg.plotted.value).toEqual([]);
  });

  it('drops the answer to a request that a newer one superseded', async () => {
    const { pg, worker } = setUp();
    await pg.openFile(file('a.anim', [1]));
    await pg.openFile(file('b.anim', [2]));
    worker.answer(opened(1, 'a.anim'));
    expect(pg.opened.value).toBeNull();
    expect(pg.busy.value).toBe('Reading b.anim…');
    worker.answer(opened(2, 'b.anim'));
    expect(pg.opened.value?.fileName).toBe('b.anim');
    // an error of the older request is dropped too
    pg.convert();
    worker.answer({ type: 'error', seq: 2, error: { name: 'ParseError', code: 'PARSE', message: 'late' } });
    expect(pg.error.value).toBeNull();
    expect(pg.busy.value).toBe('Converting…');
  });

  it('shows an error answer and stops waiting', async () => {
    const { pg, worker } = setUp();
    await pg.openFile(file('bad.anim', [0]));
    const error = { name: 'ParseError', code: 'PARSE', message: 'maya: line 1: expected animVersion' };
    worker.answer({ type: 'error', seq: 1, error });
    expect(pg.error.value).toEqual(error);
    expect(pg.busy.value).toBe('');
    expect(pg.opened.value).toBeNull();
    // the next request clears it
    await pg.openFile(file('a.anim', [1]));
    expect(pg.error.value).toBeNull();
  });

  it('turns on exactly the switches a chosen target needs', async () => {
    const { pg, worker } = setUp();
    await pg.openFile(file('a.anim', [1]));
    worker.answer(opened(1));
    pg.target.value = 'prime';
    await nextTick();
    expect(pg.switchesOn.value).toEqual([]);
    expect(pg.chosen.value?.id).toBe('prime');
    pg.target.value = 'gltf';
    await nextTick();
    expect(pg.switchesOn.value).toEqual(['animationPointer']);
  });

  it('converts with the chosen target and options, then saves the answer\'s bytes under its name', async () => {
    const { pg, worker, saved } = setUp();
    await pg.openFile(file('a.anim', [1]));
    worker.answer(opened(1));
    pg.strict.value = true;
    pg.keepAxes.value = true;
    pg.switchesOn.value = [];
    pg.convert();
    expect(worker.sent.at(-1)).toEqual({ type: 'convert', seq: 2, target: 'gltf', strict: true, switches: [], keepAxes: true });
    expect(pg.busy.value).toBe('Converting…');
    expect(saved).toEqual([]);
    const bytes = new Uint8Array([9, 8, 7, 6]);
    worker.answer({ type: 'converted', seq: 2, fileName: 'a.glb', bytes, target: 'gltf', route: 'clip', tracks: 3, warnings: [warning, warning] });
    expect(saved).toEqual([['a.glb', bytes]]);
    expect(pg.converted.value).toEqual({ fileName: 'a.glb', size: 4, route: 'clip', tracks: 3 });
    expect(pg.convertWarnings.value).toHaveLength(2);
    expect(pg.busy.value).toBe('');
    // a new conversion forgets the last one's result until it is answered
    pg.convert();
    expect(pg.converted.value).toBeNull();
  });

  it('does not convert while no file is open', () => {
    const { pg, worker } = setUp();
    pg.convert();
    expect(worker.sent).toEqual([{ type: 'list', seq: 0 }]);
    expect(pg.busy.value).toBe('');
  });

  it('fetches and opens an example; a failed fetch is a FetchError naming the file', async () => {
    const fetched: string[] = [];
    const { pg, worker } = setUp({
      fetch: (url) => {
        fetched.push(url);
        return Promise.resolve(url === 'ok' ? new Response(new Uint8Array([5, 6])) : new Response('missing', { status: 404 }));
      },
    });
    const loading = pg.openExample({ formatId: 'maya', fileName: 'x.anim', url: 'ok' });
    expect(pg.busy.value).toBe('Loading x.anim…');
    await loading;
    expect(fetched).toEqual(['ok']);
    // the example's request has the next seq (the fetch took one)
    expect(worker.sent.at(-1)).toEqual({ type: 'open', seq: 2, fileName: 'x.anim', bytes: new Uint8Array([5, 6]) });
    await pg.openExample({ formatId: 'maya', fileName: 'y.anim', url: 'gone' });
    expect(pg.error.value).toEqual({ name: 'FetchError', code: undefined, message: 'could not load the example y.anim: HTTP 404' });
    expect(pg.busy.value).toBe('');
    expect(worker.sent.filter((r) => r.type === 'open')).toHaveLength(1);
  });

  it('forgets an example that a newer open superseded while it was loading', async () => {
    let release = (): void => undefined;
    const { pg, worker } = setUp({
      fetch: () =>
        new Promise<Response>((resolve) => {
          release = () => {
            resolve(new Response(new Uint8Array([1])));
          };
        }),
    });
    const loading = pg.openExample({ formatId: 'maya', fileName: 'slow.anim', url: 'slow' });
    await pg.openFile(file('picked.anim', [2]));
    release();
    await loading;
    expect(worker.sent.filter((r) => r.type === 'open').map((r) => (r as { fileName: string }).fileName)).toEqual(['picked.anim']);
    expect(pg.busy.value).toBe('Reading picked.anim…');
  });

  it('shows a worker crash as a WorkerError and stops waiting; disconnect terminates the worker', async () => {
    const { pg, worker } = setUp();
    await pg.openFile(file('a.anim', [1]));
    worker.crash('out of memory');
    expect(pg.error.value).toEqual({ name: 'WorkerError', code: undefined, message: 'out of memory' });
    expect(pg.busy.value).toBe('');
    pg.disconnect();
    expect(worker.terminated).toBe(true);
  });

  it('plots the components of the selected tracks as the selection changes', async () => {
    const { pg, worker } = setUp();
    await pg.openFile(file('a.anim', [1]));
    worker.answer(opened(1));
    pg.selected.value = [0, 3];
    expect(pg.plotted.value).toEqual(plotSeries(clip, [0, 3]));
    pg.selected.value.push(1);
    expect(pg.plotted.value.map((s) => s.label)).toEqual(['a.still', 'a.z', 'a.x']);
  });
});

describe('usePlayground with the real worker session', () => {
  it('opens the Maya example with one open request, converts it to the default target and saves what the format reads back', async () => {
    const session = new PlaygroundSession(formats, outputExtensions);
    const requests: Request[] = [];
    let pending = Promise.resolve();
    const port: WorkerPort = {
      onmessage: null,
      onerror: null,
      postMessage(req) {
        requests.push(req);
        pending = session.handle(req).then((res) => {
          port.onmessage?.(new MessageEvent('message', { data: res }));
        });
      },
      terminate: () => undefined,
    };
    const saved: [string, Uint8Array][] = [];
    const scope = effectScope();
    scopes.push(scope);
    const pg = scope.run(() =>
      usePlayground({
        save: (name, bytes) => {
          saved.push([name, bytes]);
        },
      }),
    )!;
    pg.connect(port);
    const path = new URL('../../../examples/maya/ha_seed_joint_chain.anim', import.meta.url);
    await pg.openFile(new File([new Uint8Array(await readFile(path))], 'ha_seed_joint_chain.anim'));
    await pending;
    expect(requests.map((r) => r.type)).toEqual(['list', 'open']);
    expect(pg.error.value).toBeNull();
    expect(pg.opened.value?.format.id).toBe('maya');
    const chosen = pg.chosen.value!;
    expect(chosen.ok && chosen.id !== 'maya').toBe(true);
    pg.convert();
    await pending;
    expect(requests.map((r) => r.type)).toEqual(['list', 'open', 'convert']);
    expect(saved).toHaveLength(1);
    const [name, bytes] = saved[0]!;
    expect(name).toBe(`ha_seed_joint_chain.${outputExtensions[chosen.id] ?? chosen.extensions[0] ?? chosen.id}`);
    const target = formatEntries.find((e) => e.format.id === chosen.id)!.format;
    const back = target.toClip!(await target.read(bytes)).value;
    expect(back.tracks.length).toBe(pg.converted.value?.tracks);
    expect(pg.converted.value?.size).toBe(bytes.length);
  });
});
