/**
 * The playground's state and its one line to the parsing worker: the only module that posts requests to
 * the worker and handles its responses (`protocol.ts`). The components show this state and call its
 * actions; none of them talks to the worker.
 * @module
 */
import { computed, ref, shallowRef, watch, type ComputedRef, type Ref, type ShallowRef } from 'vue';
import { clipRange, type Clip, type ConversionWarning, type ConvertRoute, type DetectedBy, type DocumentSummary } from '@anim/core';
import { downloadBytes } from './download.js';
import type { ExampleFile } from './examples.js';
import { initialSelection, plotSeries, type PlotSeries } from './plot-data.js';
import type { ErrorInfo, FormatInfo, Request, Response as WorkerResponse, TargetInfo } from './protocol.js';
import { defaultTarget, switchesFor } from './targets.js';

/** The part of a `Worker` the playground uses: a `Worker` is one, a test passes a fake. */
export interface WorkerPort {
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: Request): void;
  terminate(): void;
}

/** A target that would keep nothing (or failed), with the pipeline's error as `reason`. */
export type UnavailableTarget = Extract<TargetInfo, { readonly ok: false }>;

/** The open file, as the worker read it. */
export interface OpenedFile {
  /** The `seq` of the request that opened it: a new value for every file opened (components key on it). */
  readonly id: number;
  readonly fileName: string;
  readonly format: FormatInfo;
  readonly detectedBy: DetectedBy;
  readonly summary: DocumentSummary;
  /** The document in the core model, or `null` when the format has no `toClip` or it failed (`clipError`). */
  readonly clip: Clip | null;
  readonly clipError: ErrorInfo | null;
  /** Milliseconds the worker took to read it. */
  readonly parseMs: number;
}

/** The last file converted (and offered as a download). */
export interface ConvertedFile {
  readonly fileName: string;
  /** Bytes. */
  readonly size: number;
  readonly route: ConvertRoute;
  /** Tracks in the written file. */
  readonly tracks: number;
}

/** What {@link usePlayground} needs from the page; every field has a browser default. */
export interface PlaygroundOptions {
  /** Saves a converted file (default: the browser download, {@link downloadBytes}). */
  readonly save?: (fileName: string, bytes: Uint8Array) => void;
  /** Fetches an example file (default: the global `fetch`). */
  readonly fetch?: (url: string) => Promise<Response>;
}

/** The playground's state, what follows from it, and its actions. */
export interface Playground {
  /** Whether a worker is connected (the page's `data-ready`). */
  readonly ready: ComputedRef<boolean>;
  /** What the page is waiting for (`Reading a.anim…`, `Converting…`), `''` when idle. */
  readonly busy: Ref<string>;
  /** The error of the last request (reading, converting, fetching an example, or the worker itself), else `null`. */
  readonly error: Ref<ErrorInfo | null>;
  readonly opened: ShallowRef<OpenedFile | null>;
  /** Every format the worker lists, in display order (empty until it answers). */
  readonly formats: Ref<readonly FormatInfo[]>;
  /** Losses of the open file's conversion to the core model. */
  readonly readWarnings: Ref<readonly ConversionWarning[]>;
  /** Losses of the last conversion. */
  readonly convertWarnings: Ref<readonly ConversionWarning[]>;
  readonly converted: Ref<ConvertedFile | null>;
  /** Every format as a target of the open file (from core's pipeline, run when the file was opened). */
  readonly targets: ShallowRef<readonly TargetInfo[]>;
  /** The chosen target's format id. */
  readonly target: Ref<string>;
  /** Fail on any loss (CLI `--strict`). */
  readonly strict: Ref<boolean>;
  /** Leave transform values in the input's coordinate space (CLI `--keep-axes`). */
  readonly keepAxes: Ref<boolean>;
  /** The keys of the chosen target's switches turned on (its write options without a value: glTF's `animationPointer`). */
  readonly switchesOn: Ref<string[]>;
  /** The indexes of the tracks plotted. */
  readonly selected: Ref<number[]>;
  /** The time cursor (seconds). */
  readonly cursorTime: Ref<number>;
  /** The open clip's key range (seconds), `[0, 0]` without a clip: the span of the time cursor. */
  readonly range: ComputedRef<[number, number]>;
  /** The plotted series: one per component of the selected tracks of the open clip. */
  readonly plotted: ComputedRef<readonly PlotSeries[]>;
  /** The chosen target, when there is one. */
  readonly chosen: ComputedRef<TargetInfo | undefined>;
  /** The targets that would keep nothing (or fail), with the pipeline's reason. */
  readonly unavailable: ComputedRef<readonly UnavailableTarget[]>;
  /** Uses `port` as the worker and asks it for the formats. */
  connect(port: WorkerPort): void;
  /** Terminates the worker. */
  disconnect(): void;
  /** Reads a file (picked or dropped) in the worker; the file shown so far goes at once. */
  openFile(file: File): Promise<void>;
  /** Fetches one of the repository's example files (bundled with the site) and opens it. */
  openExample(example: ExampleFile): Promise<void>;
  /** Converts the open file to the chosen target with the chosen options; the result is saved (downloaded). */
  convert(): void;
}

/**
 * The playground's state machine. Every request carries a new `seq`; a response to an older request
 * (superseded by a newer open or convert) is dropped, except the format list.
 */
export function usePlayground(options: PlaygroundOptions = {}): Playground {
  const save = options.save ?? downloadBytes;
  const fetchUrl = options.fetch ?? ((url: string) => fetch(url));

  const worker = shallowRef<WorkerPort>();
  let seq = 0;
  const busy = ref('');
  const error = ref<ErrorInfo | null>(null);
  const opened = shallowRef<OpenedFile | null>(null);
  const formats = ref<readonly FormatInfo[]>([]);
  const readWarnings = ref<readonly ConversionWarning[]>([]);
  const convertWarnings = ref<readonly ConversionWarning[]>([]);
  const converted = ref<ConvertedFile | null>(null);
  const targets = shallowRef<readonly TargetInfo[]>([]);
  const target = ref('');
  const strict = ref(false);
  const keepAxes = ref(false);
  const switchesOn = ref<string[]>([]);
  const selected = ref<number[]>([]);
  const cursorTime = ref(0);

  const ready = computed(() => worker.value !== undefined);
  const range = computed<[number, number]>(() => {
    const clip = opened.value?.clip;
    return clip == null ? [0, 0] : clipRange(clip);
  });
  const plotted = computed<readonly PlotSeries[]>(() => {
    const clip = opened.value?.clip;
    return clip == null ? [] : plotSeries(clip, selected.value);
  });
  const chosen = computed(() => targets.value.find((t) => t.id === target.value));
  const unavailable = computed(() => targets.value.flatMap((t) => (t.ok ? [] : [t])));
  // choosing a target turns on the switches it needs to keep something, and only those
  watch(target, () => {
    switchesOn.value = switchesFor(chosen.value);
  });

  function post(req: Request): void {
    worker.value?.postMessage(req);
  }

  function onMessage(event: MessageEvent<WorkerResponse>): void {
    const res = event.data;
    if (res.type === 'formats') {
      if (formats.value.length === 0) formats.value = res.formats;
      return;
    }
    if (res.seq !== seq) return; // a newer request superseded this one
    busy.value = '';
    if (res.type === 'error') {
      error.value = res.error;
      return;
    }
    error.value = null;
    if (res.type === 'opened') {
      formats.value = res.formats;
      readWarnings.value = res.warnings;
      convertWarnings.value = [];
      converted.value = null;
      opened.value = {
        id: res.seq,
        fileName: res.fileName,
        format: res.format,
        detectedBy: res.detectedBy,
        summary: res.summary,
        clip: res.clip,
        clipError: res.clipError,
        parseMs: res.parseMs,
      };
      targets.value = res.targets;
      const first = defaultTarget(res.targets, res.format.id);
      target.value = (first ?? res.format).id;
      switchesOn.value = switchesFor(first);
      selected.value = res.clip === null ? [] : initialSelection(res.clip);
      cursorTime.value = res.clip === null ? 0 : clipRange(res.clip)[0];
    } else {
      convertWarnings.value = res.warnings;
      converted.value = { fileName: res.fileName, size: res.bytes.length, route: res.route, tracks: res.tracks };
      save(res.fileName, res.bytes);
    }
  }

  function connect(port: WorkerPort): void {
    port.onmessage = onMessage;
    port.onerror = (e) => {
      busy.value = '';
      error.value = { name: 'WorkerError', code: undefined, message: e.message };
    };
    worker.value = port;
    post({ type: 'list', seq: 0 });
  }

  function disconnect(): void {
    worker.value?.terminate();
  }

  async function openFile(file: File): Promise<void> {
    const bytes = new Uint8Array(await file.arrayBuffer());
    seq++;
    busy.value = `Reading ${file.name}…`;
    error.value = null;
    opened.value = null;
    post({ type: 'open', seq, fileName: file.name, bytes });
  }

  async function openExample(example: ExampleFile): Promise<void> {
    seq++;
    const mine = seq;
    busy.value = `Loading ${example.fileName}…`;
    error.value = null;
    // the file shown so far goes at once: its tracks must not pass for the example's while it loads
    opened.value = null;
    try {
      const response = await fetchUrl(example.url);
      if (!response.ok) throw new Error(`HTTP ${String(response.status)}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (mine !== seq) return;
      await openFile(new File([bytes], example.fileName));
    } catch (e) {
      if (mine !== seq) return;
      busy.value = '';
      error.value = { name: 'FetchError', code: undefined, message: `could not load the example ${example.fileName}: ${e instanceof Error ? e.message : String(e)}` };
    }
  }

  function convert(): void {
    if (opened.value === null || target.value === '') return;
    seq++;
    busy.value = 'Converting…';
    converted.value = null;
    post({ type: 'convert', seq, target: target.value, strict: strict.value, switches: [...switchesOn.value], keepAxes: keepAxes.value });
  }

  return {
    ready,
    busy,
    error,
    opened,
    formats,
    readWarnings,
    convertWarnings,
    converted,
    targets,
    target,
    strict,
    keepAxes,
    switchesOn,
    selected,
    cursorTime,
    range,
    plotted,
    chosen,
    unavailable,
    connect,
    disconnect,
    openFile,
    openExample,
    convert,
  };
}
