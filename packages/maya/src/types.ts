/**
 * The lossless document model of a Maya ASCII `.anim` file (animImportExport, animVersion 1.0 and 1.1).
 *
 * The document holds exactly what the file says, in the file's own units: key times in the curve's input
 * unit (frames of `inputUnit`/`timeUnit`, or raw numbers for unitless input), key values in the curve's
 * output unit, fixed tangent angles in `tangentAngleUnit` with their weights. Nothing is converted on read.
 *
 * Formatting is remembered per statement (the optional `raw` fields, {@link MayaLayout}, and for keys
 * {@link MayaKeysLayout}): the writer
 * reuses a statement's source text whenever the statement still says what that text says, so a document
 * read from a file writes back byte for byte, and edited statements are written in Maya's own layout.
 *
 * Spec: Autodesk "ANIM file format" (1998, versions 1.0/1.1) plus `tangentAngleUnit`, the newer tangent
 * types and time units (spec "Anim File Format", https://help.autodesk.com/cloudhelp/2016/ENU/Maya/files/GUID-87541258-2463-497A-A3D7-3DEA4C852644.htm).
 *
 * @module
 */

import type { WarningCode } from '@anim/core';

/**
 * A tangent type word. `spline` is Maya's "smooth"; `automix`, `autoease`, `autocustom` are the Maya 2017+
 * auto variants (not in the 1998 text).
 */
export type MayaTangentType =
  | 'global'
  | 'fixed'
  | 'linear'
  | 'flat'
  | 'spline'
  | 'step'
  | 'stepnext'
  | 'slow'
  | 'fast'
  | 'clamped'
  | 'plateau'
  | 'auto'
  | 'automix'
  | 'autoease'
  | 'autocustom';

/** Every tangent type word, in Maya's enum order. */
export const MAYA_TANGENT_TYPES: readonly MayaTangentType[] = [
  'global',
  'fixed',
  'linear',
  'flat',
  'spline',
  'step',
  'stepnext',
  'slow',
  'fast',
  'clamped',
  'plateau',
  'auto',
  'automix',
  'autoease',
  'autocustom',
];

/** Pre/post infinity (what the curve does before its first and after its last key). */
export type MayaInfinity = 'constant' | 'linear' | 'cycle' | 'cycleRelative' | 'oscillate';

/** Every infinity word. */
export const MAYA_INFINITIES: readonly MayaInfinity[] = ['constant', 'linear', 'cycle', 'cycleRelative', 'oscillate'];

/** What drives the curve: time (`animCurveT*`) or a unitless value (driven keys, `animCurveU*`). */
export type MayaInputType = 'time' | 'unitless';

/** What the curve produces: a length, an angle, a time or a plain number. */
export type MayaOutputType = 'time' | 'linear' | 'angular' | 'unitless';

/**
 * One key of an `animData { keys { … } }` block, as a plain object:
 * `time value inTangentType outTangentType tangentLocked weightLocked [breakdown] [inAngle inWeight] [outAngle outWeight];`
 *
 * Documents store keys column by column ({@link MayaKeys}); {@link mayaKeyAt}, {@link mayaKeyList} and
 * {@link mayaKeysFrom} convert between the two.
 */
export interface MayaKey {
  /** Key time in the curve's input unit (frames of its time unit, or the driver value for unitless input). */
  time: number;
  /** Key value in the curve's output unit (`outputUnit`, else the header unit for its output type). */
  value: number;
  /** In-tangent type. */
  inTangentType: MayaTangentType;
  /** Out-tangent type. */
  outTangentType: MayaTangentType;
  /** Tangent lock flag (in and out tangents rotate together). */
  tangentLocked: boolean;
  /** Weight lock flag. */
  weightLocked: boolean;
  /** Breakdown flag; only written for animVersion ≥ 1.1 (always `false` when read from 1.0). */
  breakdown: boolean;
  /** In-tangent angle in the curve's `tangentAngleUnit` (only meaningful when `inTangentType` is `fixed`; else 0). */
  inAngle: number;
  /** In-tangent weight (only meaningful when `inTangentType` is `fixed`; else 0). */
  inWeight: number;
  /** Out-tangent angle (only meaningful when `outTangentType` is `fixed`; else 0). */
  outAngle: number;
  /** Out-tangent weight (only meaningful when `outTangentType` is `fixed`; else 0). */
  outWeight: number;
}

/**
 * The keys of a curve, column by column (struct of arrays): entry `i` of every column belongs to key `i`,
 * and every column has the same length, the key count. Times increase strictly.
 *
 * Columns are plain typed arrays: edit values in place, or build new columns (for example with
 * {@link mayaKeysFrom}) to add or remove keys. Tangent types are indices into {@link MAYA_TANGENT_TYPES}
 * (`MAYA_TANGENT_TYPES[keys.inTangentType[i]]` is the word); flags are 0 or 1.
 *
 * Spec: the `keys { … }` block of `animData` ("Anim File Format" 1.0/1.1; the breakdown column from 1.1).
 */
export interface MayaKeys {
  /** Key times in the curve's input unit (frames of its time unit, or the driver value for unitless input). */
  time: Float64Array;
  /** Key values in the curve's output unit. */
  value: Float64Array;
  /** In-tangent types, as indices into {@link MAYA_TANGENT_TYPES}. */
  inTangentType: Uint8Array;
  /** Out-tangent types, as indices into {@link MAYA_TANGENT_TYPES}. */
  outTangentType: Uint8Array;
  /** Tangent lock flags (0 or 1). */
  tangentLocked: Uint8Array;
  /** Weight lock flags (0 or 1). */
  weightLocked: Uint8Array;
  /** Breakdown flags (0 or 1; only written for animVersion ≥ 1.1). */
  breakdown: Uint8Array;
  /** Fixed in-tangent angles in the curve's `tangentAngleUnit` (0 where the in-tangent is not `fixed`). */
  inAngle: Float64Array;
  /** Fixed in-tangent weights (0 where the in-tangent is not `fixed`). */
  inWeight: Float64Array;
  /** Fixed out-tangent angles (0 where the out-tangent is not `fixed`). */
  outAngle: Float64Array;
  /** Fixed out-tangent weights (0 where the out-tangent is not `fixed`). */
  outWeight: Float64Array;
}

/**
 * The source text of a `keys { … }` block as read: the writer writes a key as its source chunk when the
 * key still equals the key read there (matched by time), and the whole text when no key changed.
 */
export interface MayaKeysLayout {
  /** The text of every key chunk (leading blank lines and comments, the key, the rest of its line). */
  text: string;
  /** End offset in {@link MayaKeysLayout.text} of each key's chunk (key `i` spans `ends[i-1] … ends[i]`). */
  ends: Uint32Array;
  /** The keys as read (a private copy, compared with the document's keys when writing). */
  asRead: MayaKeys;
  /**
   * True when the text has the breakdown column (read as `animVersion` 1.1), false when not (1.0). The
   * writer reuses the text only for a document of the same version; undefined: assumed to match.
   */
  breakdown?: boolean | undefined;
}

/**
 * A `keyword value;` statement this package does not interpret (kept and written back), or one remembered
 * in a {@link MayaLayout}. `value` is the text between the keyword and the `;`, trimmed.
 */
export interface MayaStatement {
  keyword: string;
  value: string;
  /** Source text of the statement (see the module notes). */
  raw?: string | undefined;
}

/** The `animData { … }` block of a curve. Absent settings take Maya's defaults (see each field). */
export interface MayaAnimData {
  /** `input`; default `time`. */
  input?: MayaInputType | undefined;
  /** `output`; default `linear`. */
  output?: MayaOutputType | undefined;
  /** `weighted` (animVersion ≥ 1.1); default false. */
  weighted?: boolean | undefined;
  /** `inputUnit` (a time unit word); default the header `timeUnit`. */
  inputUnit?: string | undefined;
  /** `outputUnit` (a unit word of the output type); default the header unit for the output type. */
  outputUnit?: string | undefined;
  /** `tangentAngleUnit` (an angular unit word); default the header `angularUnit`. */
  tangentAngleUnit?: string | undefined;
  /** `preInfinity`; default `constant`. */
  preInfinity?: MayaInfinity | undefined;
  /** `postInfinity`; default `constant`. */
  postInfinity?: MayaInfinity | undefined;
  /** Statements with keywords this package does not know, in file order (kept, written back before `keys`). */
  unknown: MayaStatement[];
  /** The keys, in ascending time order, column by column. */
  keys: MayaKeys;
  /** Source formatting of the block, when read from a file. */
  layout?: MayaBlockLayout | undefined;
}

/**
 * One `anim` line, optionally followed by its curve. The three forms of the spec:
 * - `anim <attribute> <leafAttribute> <node> <row> <child> <attr>;` (all three names set);
 * - `anim <attribute> <row> <child> <attr>;` followed by `animData` (only `attribute` set);
 * - `anim <node> <row> <child> <attr>;` without `animData`: a clipboard placeholder (only `node` set);
 * - `anim <row> <child> <attr>;` for a curve connected to nothing (no name).
 */
export interface MayaAnim {
  /** Full attribute name, e.g. `rotate.rotateX` (or the only name of a one-name line with a curve). */
  attribute?: string | undefined;
  /** Leaf attribute name, e.g. `rotateX`. */
  leafAttribute?: string | undefined;
  /** Node name, e.g. `joint1` (or the only name of a placeholder line). */
  node?: string | undefined;
  /** Clipboard row index. */
  row: number;
  /** Clipboard child index. */
  child: number;
  /** Clipboard attribute index. */
  attr: number;
  /** The curve; undefined for a placeholder line. */
  animData?: MayaAnimData | undefined;
  /** Source text of the `anim` line. */
  raw?: string | undefined;
}

/** The header: every keyword before the first `anim` line. */
export interface MayaHeader {
  /** `animVersion`, as written (`1.0` or `1.1`). */
  animVersion: string;
  /** `mayaVersion`: the rest of its line up to `;` (e.g. `2024`, `4.2.3 LTS`). `2.x` means Maya 2 fixed-tangent angles. */
  mayaVersion?: string | undefined;
  /** Default time unit word (`film`, `ntsc`, `23.976fps`, …); default `film`. */
  timeUnit?: string | undefined;
  /** Default linear unit word (`cm`, `m`, `in`, …); default `cm`. */
  linearUnit?: string | undefined;
  /** Default angular unit word (`deg`, `rad`, `min`, `sec`); default `deg`. */
  angularUnit?: string | undefined;
  /** Clipboard start, in `timeUnit` frames. */
  startTime?: number | undefined;
  /** Clipboard end, in `timeUnit` frames. */
  endTime?: number | undefined;
  /** Clipboard start for unitless-input curves. */
  startUnitless?: number | undefined;
  /** Clipboard end for unitless-input curves. */
  endUnitless?: number | undefined;
  /** Header statements with keywords this package does not know, in file order (kept). */
  unknown: MayaStatement[];
}

/** Source formatting of an `animData` block: the text of each structural piece and of each setting. */
export interface MayaBlockLayout {
  /** `animData {` with its leading trivia and line end. */
  open: string;
  /** The settings statements in source order (known and unknown keywords). */
  statements: MayaStatement[];
  /** `keys {` with its leading trivia and line end. */
  keysOpen: string;
  /** The keys' source text. */
  keys?: MayaKeysLayout | undefined;
  /** The `}` closing `keys`. */
  keysClose: string;
  /** The `}` closing `animData`. */
  close: string;
}

/** Source formatting of a whole document. */
export interface MayaLayout {
  /** The line break used by the file (`\n` or `\r\n`); used for statements written anew. */
  newline: string;
  /** The header statements in source order, with their text. */
  header: MayaStatement[];
  /** Text after the last statement (blank lines, comments). */
  trailing: string;
}

/** A whole `.anim` file. */
export interface MayaDocument {
  header: MayaHeader;
  /** Every `anim` line in file order (curves and placeholders). */
  anims: MayaAnim[];
  /** Source formatting, when read from a file; absent for documents built in code. */
  layout?: MayaLayout | undefined;
}

/** Options of {@link readMaya}. */
export interface ReadMayaOptions {
  /**
   * Accept `,` thousands separators inside numbers (`1,234.5`), as IONET's exporter writes them. Default
   * `false`: such a number is a {@link ParseError}, because Maya's own reader misreads it.
   */
  readonly thousandsSeparators?: boolean | undefined;
  /**
   * Read what Maya's own importer tolerates, with a warning for each, instead of a {@link ParseError}:
   * header statements before `animVersion` (`nonstandard-spelling`; Maya does not require it first), an
   * unknown tangent word read as `global` (`invalid-value`), an unknown unit word (`timeUnit`,
   * `linearUnit`, `angularUnit`, `inputUnit`, `outputUnit`, `tangentAngleUnit`) read as the default
   * (`unit-assumed`: the header's unit, or `film`/`cm`/`deg` in the header). The unknown text is kept and
   * written back unchanged. Default `false` (strict).
   */
  readonly lenient?: boolean | undefined;
  /**
   * Called for each thing read but not understood: unknown header and `animData` keywords (code
   * `unknown-keyword`; the statement is kept and written back), and what `lenient` accepted. `line` is
   * 1-based.
   */
  readonly onWarning?: ((warning: { code: WarningCode; message: string; line: number }) => void) | undefined;
}

/** Options of {@link writeMaya}. */
export interface WriteMayaOptions {
  /**
   * Ignore remembered source text and write every statement in Maya's layout (two-space indents, one key
   * per line). Default `false`.
   */
  readonly canonical?: boolean | undefined;
}
