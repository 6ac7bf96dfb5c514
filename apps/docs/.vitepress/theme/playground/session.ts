/**
 * What the playground worker does, as plain functions over a list of descriptors (unit-tested in
 * Node): detect and read a file, convert it to the core model once (for plotting and for every
 * target), plan each target with `@anim/core`'s pipeline (`planTarget`, as `anim convert` does) to
 * offer it or say why not, and write only the target the user converts to (`writePlan`).
 * @module
 */
import {
  AnimError,
  clipWarnings,
  conversionSource,
  detectFormat,
  planTarget,
  writePlan,
  type AnyFormatDescriptor,
  type Clip,
  type ConversionSource,
  type ConversionWarning,
  type TargetPlan,
} from '@anim/core';
import type { ErrorInfo, FormatInfo, Request, Response, SwitchInfo, TargetInfo } from './protocol.js';

/** A format as the page shows it. */
export function formatInfo(f: AnyFormatDescriptor): FormatInfo {
  return { id: f.id, name: f.name, extensions: f.extensions, fromCore: typeof f.fromClip === 'function', switches: switchesOf(f) };
}

/** The format's on/off write options (its `FormatOption`s without a value, not read-only). */
function switchesOf(f: AnyFormatDescriptor): SwitchInfo[] {
  return (f.options ?? []).filter((o) => o.value === undefined && o.use !== 'read').map((o) => ({ key: o.key, flag: `--${f.id}-${o.flag}`, description: o.description }));
}

/** A target's plan for the open file (not refused) and the switches it was made with. */
interface Outcome {
  readonly plan: TargetPlan;
  readonly switches: readonly string[];
}

/**
 * An error as the page shows it. An {@link AnimError} keeps its `name` (`@anim/core` sets it from the
 * error's stable code, not from the constructor, so it survives minification); errors that are not
 * {@link AnimError}s are reported as internal.
 */
export function errorInfo(e: unknown): ErrorInfo {
  if (AnimError.isInstance(e)) return { name: e.name, code: e.code, message: e.message };
  const message = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  return { name: 'InternalError', code: undefined, message: `unexpected error (a bug, please report it): ${message}` };
}

/**
 * The output file name: the input's base name with `extension`, by default the target's first extension
 * (the site passes Prime's `ANIM`, see `FormatEntry.outputExtension`).
 */
export function outputName(inputName: string, target: AnyFormatDescriptor, extension?: string): string {
  const dot = inputName.lastIndexOf('.');
  const base = dot > 0 ? inputName.slice(0, dot) : inputName;
  return `${base}.${extension ?? target.extensions[0] ?? target.id}`;
}

interface OpenDocument {
  readonly fileName: string;
  /** The document, its format and its core clip (one `toClip` per open file). */
  readonly source: ConversionSource;
  /** The pipeline's plan for each target (lenient mode), by format id: what the page offers. */
  readonly outcomes: ReadonlyMap<string, Outcome | ErrorInfo>;
}

/** One open document and the requests against it. */
export class PlaygroundSession {
  private open: OpenDocument | undefined;

  /**
   * @param formats - the formats to detect and convert to, in display order.
   * @param outputExtensions - the extension of written files per format id, where it is not the
   * descriptor's first one.
   */
  constructor(
    private readonly formats: readonly AnyFormatDescriptor[],
    private readonly outputExtensions: Readonly<Record<string, string>> = {},
  ) {}

  /** The request being handled: requests run one after another, in the order they arrive. */
  private queue: Promise<unknown> = Promise.resolve();

  /**
   * Handles one request after the ones before it (an `open` still reading asynchronously is finished
   * before a `convert` sent after it); never rejects (errors become `error` responses).
   */
  handle(req: Request): Promise<Response> {
    const next = this.queue.then(() => this.handleNow(req));
    this.queue = next;
    return next;
  }

  private async handleNow(req: Request): Promise<Response> {
    try {
      if (req.type === 'list') return { type: 'formats', seq: req.seq, formats: this.formats.map(formatInfo) };
      return req.type === 'open' ? await this.read(req.seq, req.fileName, req.bytes) : await this.convert(req.seq, req.target, req.strict, req.switches ?? [], req.keepAxes === true);
    } catch (e) {
      return { type: 'error', seq: req.seq, error: errorInfo(e) };
    }
  }

  private async read(seq: number, fileName: string, bytes: Uint8Array): Promise<Response> {
    this.open = undefined;
    const t0 = performance.now();
    // core's detection (the CLI's): UnknownFormatError, listing the formats tried, when nothing fits
    const { format, by } = detectFormat(bytes, this.formats, fileName);
    const doc: unknown = await format.read(bytes);
    const summary = format.summarize(doc);
    // the one toClip of this file: the plot shows its clip, every plan below converts it
    const source = conversionSource(doc, format);
    let clip: Clip | null = null;
    let clipError: ErrorInfo | null = null;
    let warnings: readonly ConversionWarning[] = [];
    if (format.toClip !== undefined) {
      // a failed conversion still leaves the document readable (its summary, a native write-back)
      try {
        const result = source.clip();
        clip = result.value;
        // the losses of toClip, then what `anim validate` reports about the clip (core's clipWarnings)
        warnings = [...result.warnings, ...clipWarnings(result.value)];
      } catch (e) {
        clipError = errorInfo(e);
      }
    }
    const parseMs = performance.now() - t0;
    // every target planned, nothing written: offered when it converts (by default, else with its
    // switches on), shown disabled with the reason of the default conversion otherwise
    const outcomes = new Map<string, Outcome | ErrorInfo>();
    for (const target of this.formats) outcomes.set(target.id, this.offer(source, target));
    this.open = { fileName, source, outcomes };
    return {
      type: 'opened',
      seq,
      fileName,
      format: formatInfo(format),
      detectedBy: by,
      summary,
      clip,
      clipError,
      warnings,
      formats: this.formats.map(formatInfo),
      targets: this.formats.map((f) => targetInfo(f, outcomes.get(f.id)!)),
      parseMs,
    };
  }

  /** The target's plan by default, else with all its switches on when that converts; else why not. */
  private offer(source: ConversionSource, target: AnyFormatDescriptor): Outcome | ErrorInfo {
    try {
      const plan = planTarget(source, target, { options: this.writeOptions(target) });
      if (plan.refusal === undefined) return { plan, switches: [] };
      const all = switchesOf(target).map((s) => s.key);
      if (all.length > 0 && plan.refusal.code === 'CONVERSION') {
        const switched = planTarget(source, target, { options: this.writeOptions(target, all) });
        if (switched.refusal === undefined) return { plan: switched, switches: all };
      }
      return errorInfo(plan.refusal);
    } catch (e) {
      return errorInfo(e);
    }
  }

  /** The write options the target's output extension implies (glTF's container for `.glb`), and the switches turned on. */
  private writeOptions(target: AnyFormatDescriptor, switches: readonly string[] = []): Readonly<Record<string, unknown>> | undefined {
    const implied = target.writeOptionsFor?.(this.outputExtensions[target.id] ?? target.extensions[0] ?? target.id);
    if (switches.length === 0) return implied;
    return { ...implied, ...Object.fromEntries(switches.map((key) => [key, true])) };
  }

  private async convert(seq: number, targetId: string, strict: boolean, asked: readonly string[], keepAxes = false): Promise<Response> {
    const open = this.open;
    if (open === undefined) throw new Error('no document is open');
    const target = this.formats.find((f) => f.id === targetId);
    if (target === undefined) throw new Error(`unknown format ${targetId}`);
    const switches = switchesOf(target).map((s) => s.key).filter((key) => asked.includes(key));
    const known = open.outcomes.get(target.id);
    const same = known !== undefined && 'plan' in known && known.switches.length === switches.length && known.switches.every((k) => switches.includes(k));
    const plan = !strict && !keepAxes && same ? known.plan : planTarget(open.source, target, { strict, keepAxes, options: this.writeOptions(target, switches) });
    const out = await writePlan(plan);
    return {
      type: 'converted',
      seq,
      fileName: outputName(open.fileName, target, this.outputExtensions[target.id]),
      bytes: out.bytes,
      target: target.id,
      route: out.route,
      tracks: out.tracks,
      warnings: out.warnings,
    };
  }
}

/** A conversion target as the page lists it: offered with what it keeps (and the switches it needs), or disabled with the reason. */
function targetInfo(f: AnyFormatDescriptor, outcome: Outcome | ErrorInfo): TargetInfo {
  if ('plan' in outcome) {
    const { plan, switches } = outcome;
    return { ...formatInfo(f), ok: true, route: plan.route, tracks: plan.tracks, warnings: plan.warnings.length, needs: switches };
  }
  return { ...formatInfo(f), ok: false, reason: outcome };
}
