/**
 * Messages between the playground page and its parsing worker. Everything crosses by structured clone
 * (typed arrays included), so the page never holds the format document, only the core {@link Clip}.
 * @module
 */
import type { Clip, ConversionWarning, ConvertRoute, DetectedBy, DocumentSummary } from '@anim/core';

/** An on/off write option of a format (a {@link FormatOption} without a value), as the page offers it. */
export interface SwitchInfo {
  /** The key in the format's options (`animationPointer`). */
  readonly key: string;
  /** The CLI flag (`--gltf-animation-pointer`). */
  readonly flag: string;
  readonly description: string;
}

/** A format as the page shows it. */
export interface FormatInfo {
  readonly id: string;
  readonly name: string;
  readonly extensions: readonly string[];
  /** The format converts from the core model (can be a conversion target). */
  readonly fromCore: boolean;
  /** Its on/off write options. */
  readonly switches: readonly SwitchInfo[];
}

/**
 * A conversion target of the open file, from `@anim/core`'s plan of it (`planTarget`, nothing written
 * until the page asks to convert) when it was opened: offered (`ok`) with the route and the number of
 * tracks the written file will hold, or left out with the pipeline's error
 * (a `ConversionError` saying what the target can hold, when it would keep no track). A target that
 * keeps nothing by default but keeps tracks with its switches on is offered with those switches in
 * `needs` (glTF's `animationPointer` for a Roto script).
 */
export type TargetInfo = FormatInfo &
  (
    | { readonly ok: true; readonly route: ConvertRoute; readonly tracks: number; readonly warnings: number; readonly needs: readonly string[] }
    | { readonly ok: false; readonly reason: ErrorInfo }
  );

/** Page → worker. */
export type Request =
  | { readonly type: 'list'; readonly seq: number }
  | { readonly type: 'open'; readonly seq: number; readonly fileName: string; readonly bytes: Uint8Array }
  | {
      readonly type: 'convert';
      readonly seq: number;
      readonly target: string;
      readonly strict: boolean;
      /** The keys of the target's switches to turn on (default none). */
      readonly switches?: readonly string[] | undefined;
      /** Leave transform values in the input's coordinate space (core's `keepAxes`, CLI `--keep-axes`). Default false. */
      readonly keepAxes?: boolean | undefined;
    };

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
      readonly detectedBy: DetectedBy;
      readonly summary: DocumentSummary;
      /** The document in the core model, or `null` when the format has no `toClip`. */
      readonly clip: Clip | null;
      /** Why the conversion to the core model failed, when it did (`clip` is then `null`). */
      readonly clipError: ErrorInfo | null;
      /** Losses of the conversion to the core model, then the clip's problems as `anim validate` reports them (core's `clipWarnings`). */
      readonly warnings: readonly ConversionWarning[];
      /** Every listed format, in display order. */
      readonly formats: readonly FormatInfo[];
      /** Every listed format as a conversion target of this file, in display order. */
      readonly targets: readonly TargetInfo[];
      readonly parseMs: number;
    }
  | {
      readonly type: 'converted';
      readonly seq: number;
      readonly fileName: string;
      readonly bytes: Uint8Array;
      /** The target format id. */
      readonly target: string;
      /** The pipeline's route: `native` (written back unchanged), `document` (a shared document model) or `clip` (through the core model). */
      readonly route: ConvertRoute;
      /** Tracks in the written file. */
      readonly tracks: number;
      readonly warnings: readonly ConversionWarning[];
    }
  | { readonly type: 'formats'; readonly seq: number; readonly formats: readonly FormatInfo[] }
  | { readonly type: 'error'; readonly seq: number; readonly error: ErrorInfo };
