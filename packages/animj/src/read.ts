/**
 * The AnimJ reader: UTF-8 JSON bytes → {@link AnimjDocument}, in one pass with {@link JsonScanner}.
 * This file reads the animation, track and `data` objects; keyframe arrays are read by
 * read-keyframes.ts, values by read-value.ts. Implements the schema of the Resonite wiki "AnimJ" page
 * (Animation, AnimationTrack, keyframes per track type) with these decisions, each tested:
 *
 * - strict JSON (the spec: "standard JSON"): comments, trailing commas, `NaN`, `True` and trailing data
 *   are errors; a UTF-8 BOM is skipped with a warning (RFC 8259 §8.1 allows ignoring it);
 * - properties in any order; `trackType`, `valueType`, `data` out of order is a warning (Resonite
 *   2024.7.4.1347 and later fail to load such tracks); duplicate properties: the last wins, warning;
 * - unknown properties are kept verbatim ({@link AnimjUnknownProperties});
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
import { emptyKeys, readKeyframes, readRawKeyframes, type Keys } from './read-keyframes.js';
import { ValueReader } from './read-value.js';
import { ANIMJ_VALUE_TYPES, type AnimjDocument, type AnimjIssue, type AnimjTrack, type AnimjTrackType, type AnimjUnknownProperties } from './types.js';
import { animjValueTypeInfo, type AnimjValueTypeInfo } from './value-types.js';

/** Options of {@link readAnimj}. */
export interface ReadAnimjOptions {
  /**
   * Receives every warning found while reading: a JSON pointer, a code of core's `WARNING_CODES`
   * (`text-encoding`, `duplicate-field`, `nonstandard-spelling`) and a message.
   */
  readonly onWarning?: ((issue: AnimjIssue) => void) | undefined;
}

const DOC_KEYS = keyLiterals('name', 'globalDuration', 'tracks');
const TRACK_KEYS = keyLiterals('trackType', 'valueType', 'data');
const DATA_KEYS = keyLiterals('node', 'property', 'keyframes', 'interval');
const TRACK_TYPES = keyLiterals('Raw', 'Discrete', 'Curve', 'Bezier');

/**
 * Reads an AnimJ file.
 *
 * @param bytes - the file (UTF-8 JSON, optionally with a BOM).
 * @returns the lossless document (times in seconds): `writeAnimj(readAnimj(file))` is the canonical
 *   form of the file.
 * @throws {ParseError} `animj`: JSON syntax errors with a line/column location; wrong shapes, unknown
 *   types, out-of-range integers with a JSON-pointer location, e.g.
 *   `/tracks/3/data/keyframes/7/value/y: expected a number for float3, found "abc"`.
 */
export function readAnimj(bytes: Uint8Array, options: ReadAnimjOptions = {}): AnimjDocument {
  return new AnimjReader(bytes, options.onWarning).document();
}

class AnimjReader extends ValueReader {
  constructor(bytes: Uint8Array, onWarning: ((issue: AnimjIssue) => void) | undefined) {
    const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    super(new JsonScanner(bytes, bom ? 3 : 0), onWarning);
    if (bom) this.warn('text-encoding', '', 'the file starts with a UTF-8 byte order mark; JSON text should not');
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
    let trackType: AnimjTrackType | undefined;
    let info: AnimjValueTypeInfo | undefined;
    let dataAt = -1;
    let order = 0;
    let orderOk = true;
    let seen = 0;
    let unknown: AnimjUnknownProperties | undefined;
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
          const t = s.matchString(at, TRACK_TYPES);
          if (t < 0) s.shape(`"Raw", "Discrete", "Curve" or "Bezier" for trackType`, s.describe(at));
          trackType = TRACK_TYPES[t]!.text as AnimjTrackType;
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

  private valueType(): AnimjValueTypeInfo {
    const s: JsonScanner = this.s;
    s.ws();
    if (s.b[s.p] !== 0x22) s.wrong('a string for valueType');
    const at = s.p;
    const name = s.string();
    const info = animjValueTypeInfo(name);
    if (info !== undefined) return info;
    if (name === 'floatq' || name === 'doubleq') {
      this.warn('nonstandard-spelling', s.pointer(), `"${name}" is resonite-core's spelling; the spec's is "${name.slice(0, -1)}Q"`);
      return animjValueTypeInfo(`${name.slice(0, -1)}Q`)!;
    }
    const hint = ANIMJ_VALUE_TYPES.find((n) => n.toLowerCase() === name.toLowerCase());
    return s.shape(
      hint === undefined ? 'a value type of the spec (bool … string; colorX, char, DateTime, TimeSpan, decimal and enums are not supported)' : `"${hint}" (value types are case-sensitive)`,
      s.describe(at),
    );
  }

  private data(trackType: AnimjTrackType, info: AnimjValueTypeInfo): AnimjTrack {
    const s: JsonScanner = this.s;
    s.openObject('data');
    this.arrayWarned = false;
    this.coercionWarned = false;
    let node: string | null | undefined;
    let property: string | null | undefined;
    let interval: number | undefined;
    let keys: Keys | undefined;
    let unknown: AnimjUnknownProperties | undefined;
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
          keys = trackType === 'Raw' ? readRawKeyframes(this, info) : readKeyframes(this, info, trackType !== 'Discrete');
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
}
