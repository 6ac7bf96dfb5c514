/**
 * Messages between the playground page and its parsing worker. Everything crosses by structured clone
 * (typed arrays included), so the page never holds the format document, only the core {@link Clip}.
 * @module
 */
import type { Clip, ConversionWarning, DocumentSummary } from '@anim/core';

/** A format as the page shows it. */
export interface FormatInfo {
  readonly id: string;
  readonly name: string;
  readonly extensions: readonly string[];
  /** The format converts from the core model (can be a conversion target). */
  readonly fromCore: boolean;
}

/** Page → worker. */
export type Request =
  | { readonly type: 'list'; readonly seq: number }
  | { readonly type: 'open'; readonly seq: number; readonly fileName: string; readonly bytes: Uint8Array }
  | { readonly type: 'convert'; readonly seq: number; readonly target: string; readonly strict: boolean };

/** An error as the page shows it: the class name, the stable code and the message (with its location). */
export interface ErrorInfo {
  readonly name: string;
  readonly code: string | undefined;
  readonly message: string;
}

/** Worker → page. */
export type Response =
  | {
      readonly type: 'opened';
      readonly seq: number;
      readonly fileName: string;
      readonly format: FormatInfo;
      readonly detectedBy: 'content' | 'extension';
      readonly summary: DocumentSummary;
      /** The document in the core model, or `null` when the format has no `toClip`. */
      readonly clip: Clip | null;
      /** Why the conversion to the core model failed, when it did (`clip` is then `null`). */
      readonly clipError: ErrorInfo | null;
      /** Losses of the conversion to the core model. */
      readonly warnings: readonly ConversionWarning[];
      /** Every listed format, in display order. */
      readonly formats: readonly FormatInfo[];
      readonly parseMs: number;
    }
  | {
      readonly type: 'converted';
      readonly seq: number;
      readonly fileName: string;
      readonly bytes: Uint8Array;
      /** The target format id. */
      readonly target: string;
      /** True when the source document was written back unchanged (same format, no trip through the core model). */
      readonly native: boolean;
      readonly warnings: readonly ConversionWarning[];
    }
  | { readonly type: 'formats'; readonly seq: number; readonly formats: readonly FormatInfo[] }
  | { readonly type: 'error'; readonly seq: number; readonly error: ErrorInfo };
