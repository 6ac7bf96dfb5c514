/**
 * The AnimJ reader: UTF-8 JSON bytes → {@link AnimjDocument}, in one pass with
 * {@link JsonScanner}. Implements the schema of the Resonite wiki "AnimJ" page (Animation,
 * AnimationTrack, keyframes per track type) with these decisions, each tested:
 *
 * - strict JSON (the spec: "standard JSON"): comments, trailing commas, `NaN`, `True` and trailing data
 *   are errors; a UTF-8 BOM is skipped with a warning (RFC 8259 §8.1 allows ignoring it);
 * - properties in any order; `trackType`, `valueType`, `data` out of order is a warning (Resonite
 *   2024.7.4.1347 and later fail to load such tracks); duplicate properties: the last wins, warning;
 * - unknown properties are kept verbatim ({@link UnknownProperties});
 * - `null` is accepted for `name`, `node`, `property` and string values (C# strings are nullable; redx
 *   served such files to Resonite), not for numbers;
 * - `floatq`/`doubleq` (resonite-core's spelling) are read as `floatQ`/`doubleQ` with a warning; other
 *   case mismatches are errors;
 * - vectors written as arrays `[x, y, z]` are read with a warning; matrices as row arrays
 *   `[[m00, m01], [m10, m11]]` or as `{ "m00": …, … }` objects;
 * - integer types need integer tokens within range (`1.0`, `256` for `byte`, `-1` for `ulong` are
 *   errors); `long`/`ulong` are read exactly as `bigint`;
 * - float types: the token is parsed to the nearest double, then rounded to float32 (as a .NET reader
 *   that parses a double and casts does; `1e39` becomes Infinity); times, `interval` and
 *   `globalDuration` are float32 too.
 *
 * @module
 */
import { JsonScanner, keyLiterals } from './json-scanner.js';
import {
  INTERPOLATIONS,
  type AnimjDocument,
  type AnimjIssue,
  type AnimjTrack,
  type TrackType,
  type UnknownProperties,
  type ValueArray,
  type ValueType,
} from './types.js';
import { allocateValues, INT_RANGE, valueTypeInfo, type ValueTypeInfo } from './value-types.js';

/** Options of {@link readAnimj}. */
export interface ReadAnimjOptions {
  /** Receives every warning (JSON pointer + message) found while reading. */
  readonly onWarning?: ((issue: AnimjIssue) => void) | undefined;
}

const DOC_KEYS = keyLiterals('name', 'globalDuration', 'tracks');
const TRACK_KEYS = keyLiterals('trackType', 'valueType', 'data');
const DATA_KEYS = keyLiterals('node', 'property', 'keyframes', 'interval');
const KEY_KEYS = keyLiterals('time', 'value', 'interpolation', 'leftTangent', 'rightTangent');
const TRACK_TYPES = keyLiterals('Raw', 'Discrete', 'Curve', 'Bezier');
const INTERPOLATION_KEYS = keyLiterals(...INTERPOLATIONS);
const XYZW = keyLiterals('x', 'y', 'z', 'w');
const RGBA = keyLiterals('r', 'g', 'b', 'a');
const M2 = keyLiterals('m00', 'm01', 'm10', 'm11');
const M3 = keyLiterals('m00', 'm01', 'm02', 'm10', 'm11', 'm12', 'm20', 'm21', 'm22');
const M4 = keyLiterals(
  ...['00', '01', '02', '03', '10', '11', '12', '13', '20', '21', '22', '23', '30', '31', '32', '33'].map((s) => `m${s}`),
);

const U64_MAX = (1n << 64n) - 1n;
const I64_MIN = -(1n << 63n);
const I64_MAX = (1n << 63n) - 1n;

/**
 * Reads an AnimJ file.
 *
 * @param bytes - the file (UTF-8 JSON).
 * @returns the lossless document: `write(read(file))` is the canonical form of the file.
 * @throws {ParseError} `animj`: JSON syntax errors with a line/column location; wrong shapes, unknown
 *   types, out-of-range integers with a JSON-pointer location, e.g.
 *   `/tracks/3/data/keyframes/7/value/y: expected a number for float3, found "abc"`.
 */
export function readAnimj(bytes: Uint8Array, options: ReadAnimjOptions = {}): AnimjDocument {
  return new AnimjReader(bytes, options.onWarning).document();
}

/** Reads an AnimJ file and collects its warnings. @throws {ParseError} as {@link readAnimj}. */
export function parseAnimj(bytes: Uint8Array): { document: AnimjDocument; warnings: AnimjIssue[] } {
  const warnings: AnimjIssue[] = [];
  const document = readAnimj(bytes, { onWarning: (w) => warnings.push(w) });
  return { document, warnings };
}

class AnimjReader {
  private readonly s: JsonScanner;
  private readonly onWarning: ((issue: AnimjIssue) => void) | undefined;
  /** Per track: whether the vector-as-array warning was given. */
  private arrayWarned = false;

  constructor(bytes: Uint8Array, onWarning: ((issue: AnimjIssue) => void) | undefined) {
    let start = 0;
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
    this.s = new JsonScanner(bytes, start);
    this.onWarning = onWarning;
    if (start === 3) this.warn('text-encoding', '', 'the file starts with a UTF-8 byte order mark; JSON text should not');
  }

  private warn(code: string, pointer: string, message: string): void {
    this.onWarning?.({ severity: 'warning', code, pointer, message });
  }

  private duplicate(pointer: string): void {
    this.warn('duplicate-field', pointer, 'the property appears more than once; the last one is used');
  }

  private unknownInto(target: UnknownProperties | undefined): UnknownProperties {
    const s: JsonScanner = this.s;
    const name = s.keyText();
    const out = target ?? (Object.create(null) as UnknownProperties);
    if (Object.hasOwn(out, name)) this.duplicate(s.pointer(name));
    out[name] = s.rawValue();
    return out;
  }

  private nullableString(what: string): string | null {
    const s: JsonScanner = this.s;
    if (s.eatNull()) return null;
    if (s.b[s.p] !== 0x22) s.wrong(`a string or null for ${what}`);
    const v = s.string();
    if (s.loneSurrogate) {
      s.loneSurrogate = false;
      this.warn('text-encoding', s.pointer(), 'the string holds a lone UTF-16 surrogate, which UTF-8 (and AnimX) cannot store');
    }
    return v;
  }

  private float32(what: string): number {
    const s: JsonScanner = this.s;
    if (!s.atNumber()) s.wrong(`a number for ${what}`);
    return Math.fround(s.number());
  }

  document(): AnimjDocument {
    const s: JsonScanner = this.s;
    s.openObject('the animation');
    const doc: AnimjDocument = { tracks: [] };
    let seen = 0;
    let first = true;
    while (s.nextKey(first)) {
      first = false;
      const k = s.matchKey(DOC_KEYS);
      if (k >= 0) {
        if ((seen & (1 << k)) !== 0) this.duplicate(s.pointer(DOC_KEYS[k]!.text));
        seen |= 1 << k;
      }
      switch (k) {
        case 0:
          s.path.push('name');
          doc.name = this.nullableString('name');
          s.path.pop();
          break;
        case 1:
          s.path.push('globalDuration');
          doc.globalDuration = this.float32('globalDuration');
          s.path.pop();
          break;
        case 2:
          doc.tracks = this.tracks();
          break;
        default:
          doc.unknown = this.unknownInto(doc.unknown);
      }
    }
    s.ws();
    if (s.p < s.b.length) s.syntax('the end of the input after the animation object');
    return doc;
  }

  private tracks(): AnimjTrack[] {
    const s: JsonScanner = this.s;
    s.path.push('tracks');
    s.openArray('tracks');
    const tracks: AnimjTrack[] = [];
    let first = true;
    while (s.nextElement(first)) {
      first = false;
      s.path.push(tracks.length);
      tracks.push(this.track());
      s.path.pop();
    }
    s.path.pop();
    return tracks;
  }

  private track(): AnimjTrack {
    const s: JsonScanner = this.s;
    s.openObject('a track');
    let trackType: TrackType | undefined;
    let info: ValueTypeInfo | undefined;
    let dataAt = -1;
    let order = 0;
    let orderOk = true;
    let seen = 0;
    let unknown: UnknownProperties | undefined;
    let track: AnimjTrack | undefined;
    let first = true;
    while (s.nextKey(first)) {
      first = false;
      const k = s.matchKey(TRACK_KEYS);
      if (k >= 0) {
        if ((seen & (1 << k)) !== 0) this.duplicate(s.pointer(TRACK_KEYS[k]!.text));
        seen |= 1 << k;
        if (k !== order) orderOk = false;
        order++;
      }
      switch (k) {
        case 0: {
          s.path.push('trackType');
          s.ws();
          if (s.b[s.p] !== 0x22) s.wrong('a string for trackType');
          const at = s.p;
          s.string();
          const t = matchString(s, at, TRACK_TYPES);
          if (t < 0) s.shape(`"Raw", "Discrete", "Curve" or "Bezier" for trackType`, s.describe(at));
          trackType = TRACK_TYPES[t]!.text as TrackType;
          s.path.pop();
          break;
        }
        case 1: {
          s.path.push('valueType');
          info = this.valueType();
          s.path.pop();
          break;
        }
        case 2: {
          s.path.push('data');
          s.ws();
          dataAt = s.p;
          if (trackType !== undefined && info !== undefined) track = this.data(trackType, info);
          else s.rawValue();
          s.path.pop();
          break;
        }
        default:
          unknown = this.unknownInto(unknown);
      }
    }
    if (trackType === undefined) s.shape('a trackType property ("Raw", "Discrete", "Curve" or "Bezier")', 'none');
    if (info === undefined) s.shape('a valueType property', 'none');
    if ((seen & 4) === 0) s.shape('a data property', 'none');
    if (!orderOk) {
      this.warn('nonstandard-spelling', s.pointer(), 'Resonite needs trackType, valueType, data in this order and fails to load other orders');
    }
    if (track?.trackType !== trackType || track.valueType !== info.name) {
      // data came before the types (or a later duplicate changed them): read it again now that they are known.
      const end = s.p;
      s.p = dataAt;
      s.path.push('data');
      track = this.data(trackType, info);
      s.path.pop();
      s.p = end;
    }
    if (unknown !== undefined) track.unknown = unknown;
    return track;
  }

  private valueType(): ValueTypeInfo {
    const s: JsonScanner = this.s;
    s.ws();
    if (s.b[s.p] !== 0x22) s.wrong('a string for valueType');
    const at = s.p;
    const name = s.string();
    const info = valueTypeInfo(name);
    if (info !== undefined) return info;
    if (name === 'floatq' || name === 'doubleq') {
      this.warn('nonstandard-spelling', s.pointer(), `"${name}" is resonite-core's spelling; the spec's is "${name.slice(0, -1)}Q"`);
      return valueTypeInfo(`${name.slice(0, -1)}Q`)!;
    }
    const hint = VALUE_TYPE_NAMES.find((n) => n.toLowerCase() === name.toLowerCase());
    return s.shape(
      hint === undefined ? 'a value type of the spec (bool … string; colorX, char, DateTime, TimeSpan, decimal and enums are not supported)' : `"${hint}" (value types are case-sensitive)`,
      s.describe(at),
    );
  }

  private data(trackType: TrackType, info: ValueTypeInfo): AnimjTrack {
    const s: JsonScanner = this.s;
    s.openObject('data');
    this.arrayWarned = false;
    let node: string | null | undefined;
    let property: string | null | undefined;
    let interval: number | undefined;
    let keys: Keys | undefined;
    let unknown: UnknownProperties | undefined;
    let seen = 0;
    let first = true;
    while (s.nextKey(first)) {
      first = false;
      let k = s.matchKey(DATA_KEYS);
      if (k === 3 && trackType !== 'Raw') k = -1;
      if (k >= 0) {
        if ((seen & (1 << k)) !== 0) this.duplicate(s.pointer(DATA_KEYS[k]!.text));
        seen |= 1 << k;
      }
      switch (k) {
        case 0:
          s.path.push('node');
          node = this.nullableString('node');
          s.path.pop();
          break;
        case 1:
          s.path.push('property');
          property = this.nullableString('property');
          s.path.pop();
          break;
        case 2:
          s.path.push('keyframes');
          keys = trackType === 'Raw' ? this.rawKeyframes(info) : this.keyframes(info, trackType !== 'Discrete');
          s.path.pop();
          break;
        case 3:
          s.path.push('interval');
          interval = this.float32('interval');
          s.path.pop();
          break;
        default:
          unknown = this.unknownInto(unknown);
      }
    }
    keys ??= emptyKeys(info);
    const base = {
      valueType: info.name,
      ...(node === undefined ? {} : { node }),
      ...(property === undefined ? {} : { property }),
    };
    let track: AnimjTrack;
    if (trackType === 'Raw') {
      track = { trackType, ...base, ...(interval === undefined ? {} : { interval }), values: keys.values };
    } else if (trackType === 'Discrete') {
      track = { trackType, ...base, times: keys.times, values: keys.values };
    } else {
      track = { trackType, ...base, times: keys.times, values: keys.values, interpolations: keys.interpolations };
      if (keys.left !== undefined) track.leftTangents = keys.left;
      if (keys.right !== undefined) track.rightTangents = keys.right;
      if (keys.presence !== undefined) track.tangentPresence = keys.presence;
    }
    if (keys.unknown !== undefined && track.trackType !== 'Raw') track.keyframeUnknown = keys.unknown;
    if (unknown !== undefined) track.dataUnknown = unknown;
    return track;
  }

  private rawKeyframes(info: ValueTypeInfo): Keys {
    const s: JsonScanner = this.s;
    s.openArray('keyframes');
    let cap = 64;
    let values = allocateValues(info, cap);
    let n = 0;
    let first = true;
    const path = s.path;
    path.push(0);
    const c = info.components;
    while (s.nextElement(first)) {
      first = false;
      if (n === cap) {
        cap *= 2;
        values = grow(values, info, cap);
      }
      path[path.length - 1] = n;
      this.value(info, values, n * c);
      n++;
    }
    path.pop();
    return { times: new Float32Array(0), values: trim(values, n * c), interpolations: new Uint8Array(0) };
  }

  private keyframes(info: ValueTypeInfo, curve: boolean): Keys {
    const s: JsonScanner = this.s;
    const b = s.b;
    s.openArray('keyframes');
    let cap = 64;
    let values = allocateValues(info, cap);
    let times = new Float32Array(cap);
    let interpolations = new Uint8Array(curve ? cap : 0);
    let presence = new Uint8Array(curve ? cap : 0);
    let left: ValueArray | undefined;
    let right: ValueArray | undefined;
    let unknownMap: Map<number, UnknownProperties> | undefined;
    const c = info.components;
    const path = s.path;
    path.push(0);
    let n = 0;
    let first = true;
    while (s.nextElement(first)) {
      first = false;
      if (n === cap) {
        cap *= 2;
        values = grow(values, info, cap);
        times = growTyped(times, cap);
        if (curve) {
          interpolations = growTyped(interpolations, cap);
          presence = growTyped(presence, cap);
        }
        if (left !== undefined) left = grow(left, info, cap);
        if (right !== undefined) right = grow(right, info, cap);
      }
      path[path.length - 1] = n;
      s.ws();
      if (b[s.p] !== 0x7b) s.wrong('a keyframe object');
      s.p++;
      let seen = 0;
      let unknown: UnknownProperties | undefined;
      let kfirst = true;
      while (s.nextKey(kfirst)) {
        kfirst = false;
        let k = s.matchKey(KEY_KEYS);
        if (k >= 2 && !curve) k = -1;
        if (k >= 0) {
          if ((seen & (1 << k)) !== 0) this.duplicate(s.pointer(KEY_KEYS[k]!.text));
          seen |= 1 << k;
        }
        switch (k) {
          case 0: {
            s.ws();
            const ch = b[s.p];
            if (ch !== 0x2d && (ch === undefined || ch < 0x30 || ch > 0x39)) { s.path.push('time'); s.wrong('a number for time'); }
            times[n] = s.number();
            break;
          }
          case 1:
            path.push('value');
            this.value(info, values, n * c);
            path.pop();
            break;
          case 2: {
            path.push('interpolation');
            s.ws();
            const at = s.p;
            if (b[at] !== 0x22) s.wrong('"Hold", "Linear", "Tangent" or "CubicBezier"');
            s.string();
            const i = matchString(s, at, INTERPOLATION_KEYS);
            if (i < 0) s.shape('"Hold", "Linear", "Tangent" or "CubicBezier"', s.describe(at));
            interpolations[n] = i;
            path.pop();
            break;
          }
          case 3:
            path.push('leftTangent');
            left ??= allocateValues(info, cap);
            this.value(info, left, n * c);
            presence[n]! |= 1;
            path.pop();
            break;
          case 4:
            path.push('rightTangent');
            right ??= allocateValues(info, cap);
            this.value(info, right, n * c);
            presence[n]! |= 2;
            path.pop();
            break;
          default:
            unknown = this.unknownInto(unknown);
        }
      }
      if ((seen & 1) === 0) s.shape('a time property in the keyframe', 'none');
      if ((seen & 2) === 0) s.shape('a value property in the keyframe', 'none');
      if (curve && (seen & 4) === 0) s.shape('an interpolation property ("Hold", "Linear", "Tangent" or "CubicBezier")', 'none');
      if (unknown !== undefined) (unknownMap ??= new Map()).set(n, unknown);
      n++;
    }
    path.pop();
    const keys: Keys = { times: times.slice(0, n), values: trim(values, n * c), interpolations: interpolations.slice(0, curve ? n : 0) };
    if (left !== undefined) keys.left = trim(left, n * c);
    if (right !== undefined) keys.right = trim(right, n * c);
    if (curve && (left !== undefined || right !== undefined)) {
      const full = (left === undefined ? 0 : 1) | (right === undefined ? 0 : 2);
      for (let i = 0; i < n; i++) {
        if (presence[i] !== full) {
          keys.presence = presence.slice(0, n);
          break;
        }
      }
    }
    if (unknownMap !== undefined) keys.unknown = unknownMap;
    return keys;
  }

  /** Reads one value of `info` into `out[at … at + components)`. */
  private value(info: ValueTypeInfo, out: ValueArray, at: number): void {
    const s: JsonScanner = this.s;
    if (info.shape === 'scalar') {
      this.component(info, out, at);
      return;
    }
    s.ws();
    const c = s.b[s.p];
    if (c === 0x7b) {
      s.p++;
      const names = info.shape === 'matrix' ? (info.rows === 2 ? M2 : info.rows === 3 ? M3 : M4) : info.componentNames[0] === 'r' ? RGBA : XYZW;
      const n = info.components;
      let seen = 0;
      let first = true;
      while (s.nextKey(first)) {
        first = false;
        const k = s.matchKey(names);
        if (k < 0 || k >= n) {
          s.shape(`only ${info.componentNames.join(', ')} in a ${info.name} value`, `property "${s.keyText()}"`);
        }
        if ((seen & (1 << k)) !== 0) this.duplicate(s.pointer(names[k]!.text));
        seen |= 1 << k;
        s.path.push(names[k]!.text);
        this.component(info, out, at + k);
        s.path.pop();
      }
      if (seen !== (1 << n) - 1) {
        const missing = info.componentNames.filter((_, i) => (seen & (1 << i)) === 0);
        s.shape(`${info.componentNames.join(', ')} in a ${info.name} value`, `no ${missing.join(', ')}`);
      }
      return;
    }
    if (c === 0x5b) {
      s.p++;
      if (info.shape === 'matrix') {
        for (let r = 0; r < info.rows; r++) {
          s.path.push(r);
          if (!s.nextElement(r === 0)) s.shape(`${String(info.rows)} rows in a ${info.name} value`, `${String(r)} rows`);
          s.openArray(`row ${String(r)} of a ${info.name} value`);
          for (let col = 0; col < info.rows; col++) {
            s.path.push(col);
            if (!s.nextElement(col === 0)) s.shape(`${String(info.rows)} numbers in a row of a ${info.name} value`, String(col));
            this.component(info, out, at + r * info.rows + col);
            s.path.pop();
          }
          if (s.nextElement(false)) s.shape(`${String(info.rows)} numbers in a row of a ${info.name} value`, 'more');
          s.path.pop();
        }
        if (s.nextElement(false)) s.shape(`${String(info.rows)} rows in a ${info.name} value`, 'more');
        return;
      }
      if (!this.arrayWarned) {
        this.arrayWarned = true;
        this.warn('nonstandard-spelling', s.pointer(), `${info.name} values are objects {${info.componentNames.join(', ')}} in the spec; arrays are read in that order`);
      }
      const n = info.components;
      for (let i = 0; i < n; i++) {
        s.path.push(i);
        if (!s.nextElement(i === 0)) s.shape(`${String(n)} components in a ${info.name} value`, String(i));
        this.component(info, out, at + i);
        s.path.pop();
      }
      if (s.nextElement(false)) s.shape(`${String(n)} components in a ${info.name} value`, 'more');
      return;
    }
    s.wrong(info.shape === 'matrix' ? `an array of rows for ${info.name}` : `an object {${info.componentNames.join(', ')}} for ${info.name}`);
  }

  /** Reads one component (a JSON scalar) of `info` into `out[at]`. */
  private component(info: ValueTypeInfo, out: ValueArray, at: number): void {
    const s: JsonScanner = this.s;
    switch (info.storage) {
      case 'f32':
      case 'f64': {
        s.ws();
        const ch = s.b[s.p];
        if (ch !== 0x2d && (ch === undefined || ch < 0x30 || ch > 0x39)) s.wrong(`a number for ${info.name}`);
        (out as Float32Array)[at] = s.number();
        return;
      }
      case 'bool': {
        const v = s.boolean();
        if (v === undefined) s.wrong(`true or false for ${info.name}`);
        (out as Uint8Array)[at] = v ? 1 : 0;
        return;
      }
      case 'string': {
        (out as (string | null)[])[at] = this.nullableString(info.name);
        return;
      }
      case 'u64':
      case 'i64': {
        if (!s.atNumber()) s.wrong(`an integer for ${info.name}`);
        const v = s.number();
        if (!s.nInteger) s.shape(`an integer for ${info.name}`, s.numberText());
        const big = s.nExact ? BigInt(v) : BigInt(s.numberText());
        if (info.storage === 'u64' ? big < 0n || big > U64_MAX : big < I64_MIN || big > I64_MAX) {
          s.shape(`an integer in ${info.storage === 'u64' ? `0…${String(U64_MAX)}` : `${String(I64_MIN)}…${String(I64_MAX)}`} for ${info.name}`, s.numberText());
        }
        (out as BigInt64Array)[at] = big;
        return;
      }
      default: {
        if (!s.atNumber()) s.wrong(`an integer for ${info.name}`);
        const v = s.number();
        const range = INT_RANGE[info.storage]!;
        if (!s.nInteger || v < range[0] || v > range[1]) {
          s.shape(`an integer in ${String(range[0])}…${String(range[1])} for ${info.name}`, s.numberText());
        }
        (out as Int32Array)[at] = v;
      }
    }
  }
}

const VALUE_TYPE_NAMES: readonly ValueType[] = [
  'bool', 'bool2', 'bool3', 'bool4', 'byte', 'ushort', 'uint', 'ulong', 'sbyte', 'short', 'int', 'long', 'int2', 'int3', 'int4',
  'uint2', 'uint3', 'uint4', 'long2', 'long3', 'long4', 'float', 'float2', 'float3', 'float4', 'floatQ', 'float2x2', 'float3x3',
  'float4x4', 'double', 'double2', 'double3', 'double4', 'doubleQ', 'double2x2', 'double3x3', 'double4x4', 'color', 'color32', 'string',
];

interface Keys {
  times: Float32Array;
  values: ValueArray;
  interpolations: Uint8Array;
  left?: ValueArray;
  right?: ValueArray;
  presence?: Uint8Array;
  unknown?: Map<number, UnknownProperties>;
}

function emptyKeys(info: ValueTypeInfo): Keys {
  return { times: new Float32Array(0), values: allocateValues(info, 0), interpolations: new Uint8Array(0) };
}

/** Index of the string token starting at `at` (already validated) in `table`, or −1. */
function matchString(s: JsonScanner, at: number, table: ReturnType<typeof keyLiterals>): number {
  const end = s.p - 1;
  const saveKs = s.ks;
  const saveKe = s.ke;
  const saveEsc = s.kEscaped;
  s.ks = at + 1;
  s.ke = end;
  s.kEscaped = s.b.subarray(at + 1, end).includes(0x5c);
  const i = s.matchKey(table);
  s.ks = saveKs;
  s.ke = saveKe;
  s.kEscaped = saveEsc;
  return i;
}

function growTyped<T extends Float32Array | Uint8Array>(a: T, cap: number): T {
  const next = new (a.constructor as new (n: number) => T)(cap);
  next.set(a);
  return next;
}

function grow(a: ValueArray, info: ValueTypeInfo, cap: number): ValueArray {
  if (Array.isArray(a)) {
    const next = a.slice();
    for (let i = a.length; i < cap * info.components; i++) next.push(null);
    return next;
  }
  const next = allocateValues(info, cap) as Exclude<ValueArray, (string | null)[]>;
  (next as Float64Array).set(a as Float64Array);
  return next;
}

function trim(a: ValueArray, n: number): ValueArray {
  return a.slice(0, n);
}

