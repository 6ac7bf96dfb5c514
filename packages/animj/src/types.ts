/**
 * The lossless document model shared by AnimJ (JSON) and AnimX (binary): one {@link AnimjDocument}
 * holds {@link AnimjTrack}s whose keyframes are stored column-wise in typed arrays, so a 50 MB file
 * reads without one JavaScript object per keyframe and 64-bit integers stay exact (`bigint`).
 *
 * Layout of a track with `n` keyframes and a value type of `c` components
 * ({@link ValueTypeInfo.components}):
 * - `values[k * c + i]` is component `i` of keyframe `k` (components in the order the spec lists them:
 *   `x y z w`, `r g b a`, matrices row by row `m00 m01 … m10 …`);
 * - `times[k]` is keyframe `k`'s time in **seconds**, stored as float32 as Resonite stores it;
 * - Curve tracks add `interpolations[k]` ({@link AnimjKeyframeInterpolationCode}: how the segment from
 *   keyframe `k` to `k + 1` is drawn) and optional `leftTangents`/`rightTangents` laid out like `values`.
 *
 * Spec: Resonite wiki "AnimJ" (schema, value examples) and "AnimX" (element type table): https://wiki.resonite.com/AnimJ, https://wiki.resonite.com/AnimX.
 *
 * @module
 */
import type { WarningCode } from '@anim/core';

/** The 40 value types of the spec's table, in AnimX element-id order (`bool` = 0 … `string` = 39). */
export const ANIMJ_VALUE_TYPES = [
  'bool', 'bool2', 'bool3', 'bool4',
  'byte', 'ushort', 'uint', 'ulong', 'sbyte', 'short', 'int', 'long',
  'int2', 'int3', 'int4', 'uint2', 'uint3', 'uint4', 'long2', 'long3', 'long4',
  'float', 'float2', 'float3', 'float4', 'floatQ', 'float2x2', 'float3x3', 'float4x4',
  'double', 'double2', 'double3', 'double4', 'doubleQ', 'double2x2', 'double3x3', 'double4x4',
  'color', 'color32', 'string',
] as const;

/** A value type name as AnimJ spells it (`float3`, `floatQ`, `color32` …). */
export type AnimjValueType = (typeof ANIMJ_VALUE_TYPES)[number];

/** The four track types of the spec. `Bezier` is not (de)serialised by Resonite itself. */
export type AnimjTrackType = 'Raw' | 'Discrete' | 'Curve' | 'Bezier';

/** Per-keyframe interpolation of a Curve track, by name. */
export type AnimjKeyframeInterpolation = 'Hold' | 'Linear' | 'Tangent' | 'CubicBezier';

/** Interpolation names indexed by their code (the AnimX byte as resonite-core and redx write it). */
export const INTERPOLATIONS: readonly AnimjKeyframeInterpolation[] = ['Hold', 'Linear', 'Tangent', 'CubicBezier'];

/** {@link AnimjKeyframeInterpolation} as stored in {@link AnimjCurveTrack.interpolations}. */
export const AnimjKeyframeInterpolationCode = { Hold: 0, Linear: 1, Tangent: 2, CubicBezier: 3 } as const;
/** A value of {@link AnimjKeyframeInterpolationCode}. */
export type AnimjKeyframeInterpolationCode = (typeof AnimjKeyframeInterpolationCode)[AnimjKeyframeInterpolation];

/**
 * Column storage of one value type (see {@link ValueTypeInfo.storage}): booleans as `Uint8Array` of
 * 0/1, `byte`/`color32` `Uint8Array`, `sbyte` `Int8Array`, `ushort` `Uint16Array`, `short` `Int16Array`,
 * `uint*` `Uint32Array`, `int*` `Int32Array`, `ulong` `BigUint64Array`, `long*` `BigInt64Array`,
 * `float*`/`floatQ`/`float NxN`/`color` `Float32Array`, `double*` `Float64Array`, `string` an array of
 * `string | null` (AnimX strings are nullable).
 */
export type AnimjValueArray =
  | Uint8Array
  | Int8Array
  | Uint16Array
  | Int16Array
  | Uint32Array
  | Int32Array
  | BigUint64Array
  | BigInt64Array
  | Float32Array
  | Float64Array
  | (string | null)[];

/**
 * Properties this package does not interpret, kept so that nothing in a file is lost: property name →
 * the property's raw JSON text, written back verbatim after the known properties.
 */
export type AnimjUnknownProperties = Record<string, string>;

/** What every track type has. */
export interface AnimjTrackBase {
  /** The value type; fixes the storage of {@link AnimjTrackBase.values} and the number of components. */
  valueType: AnimjValueType;
  /** `data.node`: what the track animates; absent when the file has none, `null` when it says `null`. */
  node?: string | null | undefined;
  /** `data.property`: which field of the node; absent / `null` as for {@link AnimjTrackBase.node}. */
  property?: string | null | undefined;
  /** Keyframe values, `keyframes × components` entries. */
  values: AnimjValueArray;
  /** Unknown properties of the track object (beside `trackType`, `valueType`, `data`). */
  unknown?: AnimjUnknownProperties | undefined;
  /** Unknown properties of the `data` object. */
  dataUnknown?: AnimjUnknownProperties | undefined;
}

/** `Raw`: values sampled every {@link AnimjRawTrack.interval} seconds, keyframes have no time. */
export interface AnimjRawTrack extends AnimjTrackBase {
  trackType: 'Raw';
  /** Seconds between samples (float32). Absent in the file ⇒ Resonite reads 0 and the track "will not work". */
  interval?: number | undefined;
}

/** `Discrete`: each value holds until the next keyframe. */
export interface AnimjDiscreteTrack extends AnimjTrackBase {
  trackType: 'Discrete';
  /** Keyframe times in seconds (float32). */
  times: Float32Array;
  /** Unknown properties of keyframe objects, by keyframe index. */
  keyframeUnknown?: Map<number, AnimjUnknownProperties> | undefined;
}

/**
 * `Curve` (and `Bezier`, which has the same keyframe shape): per-keyframe interpolation with optional
 * tangents that have the track's own value type.
 */
export interface AnimjCurveTrack extends AnimjTrackBase {
  trackType: 'Curve' | 'Bezier';
  /** Keyframe times in seconds (float32). */
  times: Float32Array;
  /** Per keyframe: {@link AnimjKeyframeInterpolationCode} of the segment that starts at it. */
  interpolations: Uint8Array;
  /** Left (incoming) tangents laid out like `values`; absent when no keyframe has one. */
  leftTangents?: AnimjValueArray | undefined;
  /** Right (outgoing) tangents laid out like `values`; absent when no keyframe has one. */
  rightTangents?: AnimjValueArray | undefined;
  /**
   * Which keyframes carry which tangent: bit 0 = `leftTangent`, bit 1 = `rightTangent`. Absent means
   * every keyframe has exactly the tangents whose arrays exist. Entries of a missing tangent are 0.
   */
  tangentPresence?: Uint8Array | undefined;
  /** Unknown properties of keyframe objects, by keyframe index. */
  keyframeUnknown?: Map<number, AnimjUnknownProperties> | undefined;
}

/** Any track. Discriminate on `trackType`. */
export type AnimjTrack = AnimjRawTrack | AnimjDiscreteTrack | AnimjCurveTrack;

/** A whole animation (Resonite's `Animation` asset) as AnimJ stores it. */
export interface AnimjDocument {
  /** Animation name; absent when the file has none, `null` when it says `null`. */
  name?: string | null | undefined;
  /** Seconds the animation plays for (float32); absent when the file has none (Resonite reads 0). */
  globalDuration?: number | undefined;
  /** The tracks in file order. */
  tracks: AnimjTrack[];
  /** Unknown top-level properties. */
  unknown?: AnimjUnknownProperties | undefined;
}

/** How the body of an AnimX file is stored: 0 plain, 1 LZ4 frame, 2 LZMA. */
export type AnimxEncoding = 'plain' | 'lz4' | 'lzma';

/** An AnimX file: the same animation plus the body encoding it was (or will be) stored with. */
export interface AnimxDocument extends AnimjDocument {
  /** Body encoding; absent means `plain`. */
  encoding?: AnimxEncoding | undefined;
  /**
   * File version; absent means 1 (what every public writer writes). Version 0 (FrooxEngine's earlier
   * layout, as the decompilation-derived Python reader of Avatar-Toolkit reads it) has one byte per
   * track header: bit 0 the track type (0 Raw, 1 Curve), bits 1–7 the element type; it has no
   * Discrete tracks.
   */
  version?: 0 | 1 | undefined;
}

/** A problem found while reading or validating: where (JSON pointer), what, and how bad. */
export interface AnimjIssue {
  /** `error`: the file cannot be used as is; `warning`: it loads but not as the author probably meant. */
  readonly severity: 'error' | 'warning';
  /** What happened, in the shared vocabulary of `@anim/core`'s `WARNING_CODES`, e.g. `times-not-increasing`. */
  readonly code: WarningCode;
  /** RFC 6901 pointer into the JSON document (`''` = root), e.g. `/tracks/3/data/keyframes/7`. */
  readonly pointer: string;
  /** One readable sentence. */
  readonly message: string;
}

/**
 * One keyframe value as plain JSON-like data (what AnimJ writes in `value`): `boolean`, `number`,
 * `bigint` (`ulong`/`long` types), `string | null`, vectors `{ x, y, z, w }`, colours `{ r, g, b, a }`,
 * matrices as row arrays `[[m00, m01], [m10, m11]]`.
 */
export type AnimjValue =
  | boolean
  | number
  | bigint
  | string
  | null
  | Readonly<Record<string, number | bigint | boolean>>
  | readonly (readonly number[])[];
