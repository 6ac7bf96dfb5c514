import type { ChannelKind } from './channel.js';
import type { Clip, Interpolation, Unit, ValueType } from './types.js';
import type { ConversionWarning } from './errors.js';
import type { ConvertOptions, ConvertResult } from './warnings.js';
import type { CoordinateSpace } from './space.js';

/** What `anim info` prints about a document, computed by the format package. */
export interface DocumentSummary {
  /** The format version as the file states it, e.g. `1.1`, `2`. */
  readonly version?: string | undefined;
  /** Number of animated tracks (curves, channels). */
  readonly tracks: number;
  /** Total number of keyframes over all tracks. */
  readonly keyframes: number;
  /** Duration in seconds, when known. */
  readonly duration?: number | undefined;
  /** Further format-specific facts (JSON-compatible), e.g. markers, nodes, parts present. */
  readonly details?: Record<string, unknown> | undefined;
}

/**
 * What a format can store, declared by its descriptor. The convert pipeline (`convertClip`) adapts a
 * clip to it before calling the format's `fromClip`: vectors are split or grouped, rotations turned
 * between quaternions and Euler angles, units converted; what still does not fit is a warning.
 */
export interface FormatCapabilities {
  /** The value types a track can have in this format. */
  readonly valueTypes: readonly ValueType[];
  /** The channel kinds this format keeps; tracks of other kinds are left out with a warning. */
  readonly channels: readonly ChannelKind[];
  /**
   * How transforms are stored: `components` — one scalar track per axis, rotations as Euler angles
   * (Maya `translateX`, `rotateX`); `vectors` — a `vec3` per translation/scale and a `quat` per
   * rotation (Resonite, MRTK, Prime).
   */
  readonly transforms: 'components' | 'vectors';
  /**
   * With `transforms: 'vectors'`: true when the format also stores a rotation as a `vec3` of Euler
   * angles with its order (Unity's `m_EulerCurves`), so per-axis angles are combined exactly into one
   * and Euler vectors are kept; otherwise Euler angles become quaternions. Default false.
   */
  readonly eulerVectors?: boolean | undefined;
  /**
   * How the format draws a rotation between two quaternion keys: `slerp` (the default) on the shortest
   * arc; `components` each component on its own, then normalised (Unity's curves, MRTK). For the
   * latter, `adaptClip` puts consecutive keys of every slerp track in one hemisphere
   * (`hemisphereContinuous`: the same rotations), or two keys in opposite hemispheres would turn the
   * long way round between them.
   */
  readonly quatInterpolation?: 'slerp' | 'components' | undefined;
  /** The interpolations the format draws exactly (others are converted by its `fromClip`, warned). */
  readonly interpolations: readonly Interpolation[];
  /** `keys`: keys at free times; `interval`: values at a fixed interval (the writer resamples). */
  readonly time: 'keys' | 'interval';
  /** The units the format's values are in (or the convention of the tools reading it). */
  readonly units: { readonly length?: Unit | undefined; readonly angle?: Unit | undefined };
  /** `free`: any node name; `fixed`: only the names the format defines (listed in {@link holds}). */
  readonly names: 'free' | 'fixed';
  /** True when the format stores markers or events. */
  readonly markers: boolean;
  /** One sentence saying what a clip must contain to be carried, used in errors ("… holds …"). */
  readonly holds: string;
}

/**
 * A format-specific conversion option the CLI offers as `--<format>-<flag>` (`--maya-time-unit ntsc`)
 * when that format is the output.
 */
export interface FormatOption {
  /** The flag after the format prefix, kebab-case: `time-unit` gives `--maya-time-unit`. */
  readonly flag: string;
  /** The value placeholder for help text (`<unit>`); absent for an on/off switch (value `true`). */
  readonly value?: string | undefined;
  /**
   * `write`: the option goes to `fromClip` and `write` when the format is the output, and also applies
   * when a document of the format is written back as it is; unset: to `fromClip` and `write`, and the
   * conversion goes through the core model; `read`: to `read` and `toClip` when the format is the input.
   */
  readonly use?: 'read' | 'write' | undefined;
  /** The property name in the format's options object: `timeUnit`. */
  readonly key: string;
  /** One sentence for help text. */
  readonly description: string;
  /** Allowed values, when the set is closed. */
  readonly choices?: readonly string[] | undefined;
  /** True when the value is a number (`--prime-version 0`). */
  readonly numeric?: boolean | undefined;
}

/**
 * Whether a format reads and writes synchronously (`'sync'`, most formats) or returns promises
 * (`'async'`: glTF, whose library's IO is asynchronous). Conversion to and from the core model is
 * synchronous in every format.
 */
export type FormatIo = 'sync' | 'async';

/** `T`, or a promise of `T` when the format's IO is asynchronous. */
export type IoResult<T, Io extends FormatIo> = Io extends 'async' ? Promise<T> : T;

/**
 * One format's descriptor (loaders.gl style): identification, detection, and read/write over bytes
 * (synchronous unless `Io` is `'async'`), plus conversion to and from the core {@link Clip}. There is
 * no global registry: applications import the descriptors they want and pass a list.
 *
 * @typeParam Doc - the format's own lossless document type.
 * @typeParam Io - `'async'` when `read` and `write` return promises.
 */
export interface FormatDescriptor<Doc = unknown, ReadOptions = object, WriteOptions = object, Io extends FormatIo = 'sync'> {
  /** Short stable id used in messages and on the command line: `maya`, `animj`, `mrtk`, `prime`, `roto`. */
  readonly id: string;
  /** Human name: `Maya ASCII .anim`. */
  readonly name: string;
  /**
   * File extensions without the dot, as files spell them, the one for written files first: `['anim']`,
   * Prime's `['ANIM', 'anim']`. Detection compares them without case and, when several formats fit a
   * name, prefers those listing its exact spelling (`detectFormat`).
   */
  readonly extensions: readonly string[];
  /** MIME types (may be empty). */
  readonly mimeTypes: readonly string[];
  /** True for binary formats, false for text formats. */
  readonly binary: boolean;
  /** True when the first bytes look like this format. Never throws. */
  sniff(bytes: Uint8Array): boolean;
  /**
   * Reads a whole file (a promise of the document when `Io` is `'async'`).
   * @throws {ParseError} | {UnsupportedVersionError} | {UnsupportedFeatureError} on bad input (a
   *   rejected promise for asynchronous formats).
   */
  read(bytes: Uint8Array, options?: ReadOptions): IoResult<Doc, Io>;
  /** Writes a document; a document read from a canonical file writes back byte for byte. */
  write(doc: Doc, options?: WriteOptions): IoResult<Uint8Array, Io>;
  /**
   * The other files a file refers to by relative URI (glTF's external buffers), which the caller
   * reads beside it and passes to `read` as `options.resources` (URI → bytes). Absent for formats
   * whose files stand alone; never throws (unreadable input gives `[]`, and `read` reports it).
   */
  externalResources?(bytes: Uint8Array): readonly string[];
  /**
   * The write options an output file's extension implies (glTF: `container: 'gltf'` for `.gltf`,
   * `'glb'` for `.glb`), given the extension without the dot, lower case; options given explicitly
   * win over these. Absent when the extension says nothing more than the format.
   */
  writeOptionsFor?(extension: string): Readonly<Record<string, unknown>>;
  /** A short summary for `anim info`. */
  summarize(doc: Doc): DocumentSummary;
  /** Converts to the core model, reporting losses. @throws {ConversionError} in strict mode. */
  toClip?(doc: Doc, options?: ConvertOptions): ConvertResult<Clip>;
  /**
   * Converts from the core model, reporting losses.
   *
   * The contract: `clip` is a clip core's pipeline has prepared for this format (`convertClip`: other
   * formats' extras warned about, transforms moved into {@link space} unless `keepAxes`, then
   * `adaptClip` with {@link capabilities}: units, vectors or components, rotation form, only the channel
   * kinds and value types listed, finite keys, markers warned about). `fromClip` writes what it is given
   * and does not adapt again (a second adaptation would warn twice about the same loss); what its
   * format still cannot draw exactly (an interpolation, a key grid) it converts and warns about itself.
   * A caller holding any other clip calls `convertClip(clip, format)`, which adapts and then calls this.
   * The conformance suite of `@anim/test-utils` checks the contract for every format.
   * @throws {ConversionError} in strict mode.
   */
  fromClip?(clip: Clip, options?: ConvertOptions): ConvertResult<Doc>;
  /**
   * What writing `doc` with `options` loses (a version change that drops data, allowed with
   * `{ lossy: true }`), as warnings naming each part; the convert pipeline reports them when it writes
   * a document without the core model. Absent when a write never loses anything.
   */
  lossOnWrite?(doc: Doc, options: WriteOptions): readonly ConversionWarning[];
  /** What the format can store; required for `fromClip` to be used by the convert pipeline. */
  readonly capabilities?: FormatCapabilities | undefined;
  /**
   * The coordinate space the format's values are in: handedness, up and forward axes, length unit (or
   * image space for 2D formats); the package README gives the evidence. The convert pipeline changes a
   * clip's basis to it when writing (unless `keepAxes`). Absent when the format states none.
   */
  readonly space?: CoordinateSpace | undefined;
  /**
   * The space a document written with these `fromClip` options is in, when an option chooses it (Maya's
   * `upAxis`); absent when it is always {@link space}.
   */
  spaceFor?(options: Readonly<Record<string, unknown>>): CoordinateSpace | undefined;
  /** Options of `fromClip`/`write` offered on the command line. */
  readonly options?: readonly FormatOption[] | undefined;
  /**
   * What the format's `toClip` keeps in `extras[id]` that no other format can hold, by key, in words
   * (`{ track: { tangentLocked: 'tangent lock flags' } }`): converting to another format warns about each
   * key present (`metadata-dropped`). Keys not listed are bookkeeping carried in other ways (names,
   * indices) and are not warned about. Without this field every key present is warned about.
   */
  readonly extrasMeaning?: { readonly clip?: Readonly<Record<string, string>>; readonly track?: Readonly<Record<string, string>> } | undefined;
  /**
   * Formats with the same `documentModel` share their document type (AnimJ and AnimX): the convert
   * pipeline passes the document from one to the other unchanged, exactly.
   */
  readonly documentModel?: string | undefined;
}

/**
 * A descriptor whose document type is not statically known (a list of formats). Its `read` result is
 * `any` and its `write` result `Uint8Array | Promise<Uint8Array>`: await both when the list may hold an
 * asynchronous format.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFormatDescriptor = FormatDescriptor<any, any, any, FormatIo>;

/** Returns the descriptor unchanged, typed; use it to declare a descriptor with literal checking. */
export function defineFormat<Doc, R = object, W = object, Io extends FormatIo = 'sync'>(
  descriptor: FormatDescriptor<Doc, R, W, Io>,
): FormatDescriptor<Doc, R, W, Io> {
  return descriptor;
}

/**
 * The light face of a format (each format package's `meta` subpath, `@anim/maya/meta`): what a list of
 * formats needs before loading the package — identification, the cheap `sniff`, and the command-line
 * options. The package's full descriptor spreads it, so both always agree.
 */
export type FormatMeta = Pick<FormatDescriptor, 'id' | 'name' | 'extensions' | 'mimeTypes' | 'binary' | 'sniff' | 'options'>;
