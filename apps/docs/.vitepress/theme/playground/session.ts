/**
 * What the playground worker does, as plain functions over a list of descriptors (unit-tested in
 * Node): detect and read a file, convert it to the core model, and convert it to another format.
 * @module
 */
import { AnimError, type AnyFormatDescriptor, type Clip, type ConversionWarning } from '@anim/core';
import { detectFormat } from '../../lib/detect.js';
import type { ErrorInfo, FormatInfo, Request, Response } from './protocol.js';

/** A format as the page shows it. */
export function formatInfo(f: AnyFormatDescriptor): FormatInfo {
  return { id: f.id, name: f.name, extensions: f.extensions, fromCore: typeof f.fromClip === 'function' };
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

/** One open document and the requests against it. */
export class PlaygroundSession {
  private open: { fileName: string; format: AnyFormatDescriptor; doc: unknown; clip: Clip | null } | undefined;

  /**
   * @param formats - the formats to detect and convert to, in display order.
   * @param outputExtensions - the extension of written files per format id, where it is not the
   * descriptor's first one.
   */
  constructor(
    private readonly formats: readonly AnyFormatDescriptor[],
    private readonly outputExtensions: Readonly<Record<string, string>> = {},
  ) {}

  /** Handles one request; never throws (errors become `error` responses). */
  handle(req: Request): Response {
    try {
      if (req.type === 'list') return { type: 'formats', seq: req.seq, formats: this.formats.map(formatInfo) };
      return req.type === 'open' ? this.read(req.seq, req.fileName, req.bytes) : this.convert(req.seq, req.target, req.strict);
    } catch (e) {
      return { type: 'error', seq: req.seq, error: errorInfo(e) };
    }
  }

  private read(seq: number, fileName: string, bytes: Uint8Array): Response {
    this.open = undefined;
    const t0 = performance.now();
    const detected = detectFormat(bytes, fileName, this.formats);
    if (detected === undefined) {
      const known = this.formats.map((f) => `${f.name} (${f.extensions.map((x) => `.${x}`).join(', ')})`).join('; ');
      return {
        type: 'error',
        seq,
        error: { name: 'UnknownFormat', code: undefined, message: `${fileName}: not a file of a supported format: ${known || 'no format is available'}` },
      };
    }
    const { format } = detected;
    const doc: unknown = format.read(bytes);
    const summary = format.summarize(doc);
    let clip = null;
    let clipError = null;
    let warnings: readonly ConversionWarning[] = [];
    if (format.toClip !== undefined) {
      // a failed conversion still leaves the document readable (its summary, a native write-back)
      try {
        const result = format.toClip(doc);
        clip = result.value;
        warnings = result.warnings;
      } catch (e) {
        clipError = errorInfo(e);
      }
    }
    this.open = { fileName, format, doc, clip };
    return {
      type: 'opened',
      seq,
      fileName,
      format: formatInfo(format),
      detectedBy: detected.by,
      summary,
      clip,
      clipError,
      warnings,
      formats: this.formats.map(formatInfo),
      parseMs: performance.now() - t0,
    };
  }

  private convert(seq: number, targetId: string, strict: boolean): Response {
    const open = this.open;
    if (open === undefined) throw new Error('no document is open');
    const target = this.formats.find((f) => f.id === targetId);
    if (target === undefined) throw new Error(`unknown format ${targetId}`);
    const fileName = outputName(open.fileName, target, this.outputExtensions[target.id]);
    if (target === open.format) {
      return { type: 'converted', seq, fileName, bytes: target.write(open.doc), target: target.id, native: true, warnings: [] };
    }
    if (open.clip === null) throw new Error(`${open.format.name} does not convert to the core model`);
    if (target.fromClip === undefined) throw new Error(`${target.name} does not convert from the core model`);
    const result = target.fromClip(open.clip, { strict });
    return { type: 'converted', seq, fileName, bytes: target.write(result.value), target: target.id, native: false, warnings: result.warnings };
  }
}
