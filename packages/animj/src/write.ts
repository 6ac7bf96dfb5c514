/**
 * The AnimJ writer: {@link AnimjDocument} → UTF-8 JSON that Resonite loads.
 *
 * - each track's properties in the order Resonite requires: `trackType`, `valueType`, `data`;
 *   keyframes as `time`, `value`, `interpolation`, `leftTangent`, `rightTangent`; unknown properties
 *   (kept by the reader) follow the known ones, verbatim;
 * - numbers as {@link formatFloat32}/{@link formatFloat64} say (float types: shortest float32 text),
 *   64-bit integers exactly from `bigint`;
 * - `Bezier` tracks are written as `Curve` tracks whose `Tangent` keyframes become `CubicBezier`
 *   (Resonite does not read the Bezier track type), unless `bezier: 'keep'`;
 * - the default `pretty` style (2-space indent, one keyframe per line, final newline) is the canonical
 *   form: `write(read(write(doc)))` equals `write(doc)` byte for byte.
 *
 * @module
 */
import { InvalidArgumentError } from '@anim/core';
import { ANIMJ_FORMAT_ID } from './constants.js';
import { escapePointerToken } from './json-text.js';
import { formatFloat32, formatFloat64, shortestFloat32 } from './number-format.js';
import { INTERPOLATIONS, type AnimjDocument, type AnimjTrack, type AnimjUnknownProperties, type AnimjValueArray } from './types.js';
import { hasStorage, keyframeCount, animjValueTypeInfo, type AnimjValueTypeInfo } from './value-types.js';
import { ByteSink } from './byte-sink.js';

/** Options of {@link writeAnimj}. */
export interface WriteAnimjOptions {
  /** `pretty` (default, canonical): indented, one keyframe per line; `compact`: no whitespace at all. */
  readonly style?: 'pretty' | 'compact' | undefined;
  /**
   * `curve` (default): write `Bezier` tracks as `Curve` with `Tangent` keyframes as `CubicBezier`, since
   * Resonite cannot load the Bezier track type; `keep`: write them as they are.
   */
  readonly bezier?: 'curve' | 'keep' | undefined;
}

const decoder = new TextDecoder();

/**
 * Writes an AnimJ file.
 * @returns UTF-8 bytes.
 * @throws {InvalidArgumentError} when the document cannot be written: a value array of the wrong
 *   storage or length for its value type, an interpolation code above 3, NaN (no JSON form), an
 *   unknown value type. The message names the JSON pointer.
 */
export function writeAnimj(doc: AnimjDocument, options: WriteAnimjOptions = {}): Uint8Array {
  const w = new Writer(options.style !== 'compact', options.bezier === 'keep');
  w.document(doc);
  return w.out.bytes();
}

/** {@link writeAnimj} as a string (internal: the conversion keeps matrix tracks as AnimJ text). @throws {InvalidArgumentError} as {@link writeAnimj}. */
export function animjText(doc: AnimjDocument, options: WriteAnimjOptions = {}): string {
  return decoder.decode(writeAnimj(doc, options));
}

/**
 * Streams the document into a {@link ByteSink}. Layout (pretty): each object or array member on its
 * own line, indented two spaces per level; keyframes and values on one line (`{ "time": 0, … }`);
 * compact: no whitespace. An empty object or array is `{}` / `[]`.
 */
class Writer {
  readonly out = new ByteSink();
  private readonly pretty: boolean;
  private readonly keepBezier: boolean;
  private readonly colon: string;
  private readonly comma: string;
  private readonly open: string;
  private readonly close: string;
  private path = '';

  constructor(pretty: boolean, keepBezier: boolean) {
    this.pretty = pretty;
    this.keepBezier = keepBezier;
    this.colon = pretty ? ': ' : ':';
    this.comma = pretty ? ', ' : ',';
    this.open = pretty ? '{ ' : '{';
    this.close = pretty ? ' }' : '}';
  }

  private fail(message: string, pointer: string = this.path): never {
    throw new InvalidArgumentError(`${ANIMJ_FORMAT_ID}: ${pointer === '' ? '(root)' : pointer}: ${message}`);
  }

  /** Starts member `index` of a multi-line object or array whose members are at `indent` levels (≤ 5). */
  private member(index: number, indent: number): void {
    if (this.pretty) this.out.ascii(index === 0 ? FIRST_PAD[indent]! : NEXT_PAD[indent]!);
    else if (index > 0) this.out.ascii(',');
  }

  /** Ends a multi-line object or array of `count` members, its closing bracket at `indent` levels. */
  private end(count: number, indent: number, closeCh: string): void {
    this.out.text(this.pretty && count > 0 ? `\n${'  '.repeat(indent)}${closeCh}` : closeCh);
  }

  /** Writes `"key": ` as member `index` at `indent` levels. */
  private key(index: number, indent: number, key: string): void {
    this.member(index, indent);
    this.out.text(`"${key}"${this.colon}`);
  }

  /** Unknown properties, verbatim, as members from `index` on; returns the new member count. */
  private unknown(index: number, indent: number, unknown: AnimjUnknownProperties | undefined): number {
    if (unknown === undefined) return index;
    for (const [k, raw] of Object.entries(unknown)) {
      this.member(index++, indent);
      this.out.text(`${JSON.stringify(k)}${this.colon}${raw}`);
    }
    return index;
  }

  document(doc: AnimjDocument): void {
    const out = this.out;
    out.text('{');
    let m = 0;
    if (doc.name !== undefined) {
      this.key(m++, 1, 'name');
      out.text(str(doc.name));
    }
    if (doc.globalDuration !== undefined) {
      this.key(m++, 1, 'globalDuration');
      out.text(this.f32(doc.globalDuration, '/globalDuration'));
    }
    this.key(m++, 1, 'tracks');
    out.text('[');
    doc.tracks.forEach((t, i) => {
      this.path = `/tracks/${String(i)}`;
      this.member(i, 2);
      this.track(t);
    });
    this.end(doc.tracks.length, 1, ']');
    m = this.unknown(m, 1, doc.unknown);
    this.end(m, 0, '}');
    if (this.pretty) out.text('\n');
  }

  private f32(v: number, pointer: string): string {
    return formatFloat32(v) ?? this.fail('NaN cannot be written in JSON', pointer);
  }

  private track(t: AnimjTrack): void {
    const out = this.out;
    const info = animjValueTypeInfo(t.valueType) ?? this.fail(`unknown value type ${JSON.stringify(t.valueType)}`);
    if (!hasStorage(info, t.values)) this.fail(`values must be stored as the ${info.name} storage (see ValueArray)`);
    if (t.values.length % info.components !== 0) this.fail(`values length ${String(t.values.length)} is not a multiple of ${String(info.components)}`);
    const n = keyframeCount(info, t.values);
    const asCurve = t.trackType === 'Bezier' && !this.keepBezier;
    const curve = t.trackType !== 'Raw' && t.trackType !== 'Discrete';
    const left = curve ? t.leftTangents : undefined;
    const right = curve ? t.rightTangents : undefined;
    const presence = curve ? t.tangentPresence : undefined;
    if (t.trackType !== 'Raw') {
      if (t.times.length !== n) this.fail(`times has ${String(t.times.length)} entries for ${String(n)} values`);
      if (curve) {
        if (t.interpolations.length !== n) this.fail(`interpolations has ${String(t.interpolations.length)} entries for ${String(n)} keyframes`);
        for (const [name, a] of [['leftTangents', left], ['rightTangents', right]] as const) {
          if (a !== undefined && (!hasStorage(info, a) || a.length !== t.values.length)) this.fail(`${name} must be stored like values`);
        }
        if (presence !== undefined && presence.length !== n) this.fail(`tangentPresence has ${String(presence.length)} entries for ${String(n)} keyframes`);
      }
    }
    out.text('{');
    this.key(0, 3, 'trackType');
    out.text(`"${asCurve ? 'Curve' : t.trackType}"`);
    this.key(1, 3, 'valueType');
    out.text(`"${info.name}"`);
    this.key(2, 3, 'data');
    out.text('{');
    let d = 0;
    if (t.node !== undefined) {
      this.key(d++, 4, 'node');
      out.text(str(t.node));
    }
    if (t.property !== undefined) {
      this.key(d++, 4, 'property');
      out.text(str(t.property));
    }
    const base = `${this.path}/data/keyframes`;
    if (t.trackType === 'Raw' && t.interval !== undefined) {
      this.key(d++, 4, 'interval');
      out.text(this.f32(t.interval, `${this.path}/data/interval`));
    }
    this.key(d++, 4, 'keyframes');
    out.text('[');
    if (t.trackType === 'Raw') {
      for (let k = 0; k < n; k++) {
        this.member(k, 5);
        this.value(info, t.values, k, base, '');
      }
    } else {
      const sep = this.comma;
      const colon = this.colon;
      const timeKey = `${this.open}"time"${colon}`;
      const interpolationText = INTERPOLATIONS.map((name) => `${sep}"interpolation"${colon}"${name}"`);
      const valueKey = `${sep}"value"${colon}`;
      for (let k = 0; k < n; k++) {
        this.member(k, 5);
        out.ascii(timeKey);
        this.float32(t.times[k]!, TIME_INFO, 0, base, k, '/time');
        out.ascii(valueKey);
        this.value(info, t.values, k, base, '/value');
        if (curve) {
          let code = t.interpolations[k]!;
          if (code > 3) this.fail(`interpolation code ${String(code)} (0 Hold, 1 Linear, 2 Tangent, 3 CubicBezier)`, `${base}/${String(k)}/interpolation`);
          if (asCurve && code === 2) code = 3;
          out.ascii(interpolationText[code]!);
          const bits = presence?.[k] ?? (left === undefined ? 0 : 1) | (right === undefined ? 0 : 2);
          if (left !== undefined && (bits & 1) !== 0) {
            out.text(`${sep}"leftTangent"${colon}`);
            this.value(info, left, k, base, '/leftTangent');
          }
          if (right !== undefined && (bits & 2) !== 0) {
            out.text(`${sep}"rightTangent"${colon}`);
            this.value(info, right, k, base, '/rightTangent');
          }
        }
        const unknown = t.keyframeUnknown?.get(k);
        if (unknown !== undefined) {
          for (const [key, raw] of Object.entries(unknown)) out.text(`${sep}${JSON.stringify(key)}${colon}${raw}`);
        }
        out.text(this.close);
      }
    }
    this.end(n, 4, ']');
    d = this.unknown(d, 4, t.dataUnknown);
    this.end(d, 3, '}');
    this.end(this.unknown(3, 3, t.unknown), 2, '}');
  }

  /**
   * One value (keyframe `k` of `a`) on one line. The JSON pointer for errors is
   * `${base}/${k}${field}` plus the component, built only when an error is thrown.
   */
  private value(info: AnimjValueTypeInfo, a: AnimjValueArray, k: number, base: string, field: string): void {
    const c = info.components;
    const at = k * c;
    const out = this.out;
    if (info.shape === 'scalar') {
      this.component(info, a, at, base, k, field);
      return;
    }
    if (info.shape === 'matrix') {
      out.ascii('[');
      for (let r = 0; r < info.rows; r++) {
        out.ascii(r === 0 ? '[' : `${this.comma}[`);
        for (let col = 0; col < info.rows; col++) {
          if (col > 0) out.ascii(this.comma);
          this.component(info, a, at + r * info.rows + col, base, k, field);
        }
        out.ascii(']');
      }
      out.ascii(']');
      return;
    }
    const keys = (this.pretty ? PRETTY_KEYS : COMPACT_KEYS)[info.componentNames[0] === 'r' ? 1 : 0]!;
    for (let i = 0; i < c; i++) {
      out.ascii(keys[i]!);
      this.component(info, a, at + i, base, k, field);
    }
    out.ascii(this.close);
  }

  /** Writes component `i` of `a` (`base`, `key`, `field`: the value's JSON pointer, for errors). */
  private component(info: AnimjValueTypeInfo, a: AnimjValueArray, i: number, base: string, key: number, field: string): void {
    const v = a[i];
    switch (info.storage) {
      case 'f32':
        this.float32(v as number, info, i, base, key, field);
        return;
      case 'f64':
        this.out.ascii(formatFloat64(v as number) ?? this.fail('NaN cannot be written in JSON', componentPointer(info, i, `${base}/${String(key)}${field}`)));
        return;
      case 'bool':
        this.out.ascii(v === 0 ? 'false' : 'true');
        return;
      case 'string':
        this.out.text(v === null || v === undefined ? 'null' : JSON.stringify(v));
        return;
      default:
        this.out.ascii(String(v));
    }
  }

  /** Writes a float32 as {@link formatFloat32} spells it, digits straight into the sink. */
  private float32(v: number, info: AnimjValueTypeInfo, i: number, base: string, key: number, field: string): void {
    const a = Math.abs(v);
    if (a > 0 && a < Infinity && !(a < 16777216 && Number.isInteger(a)) && shortestFloat32(a, DIGITS)) {
      this.out.decimal(DIGITS[0]!, DIGITS[1]!, v < 0);
      return;
    }
    this.out.ascii(formatFloat32(v) ?? this.fail('NaN cannot be written in JSON', componentPointer(info, i, `${base}/${String(key)}${field}`)));
  }
}

/** Pretty member prefixes by indent level: the first member's and the next ones'. */
const FIRST_PAD = [0, 1, 2, 3, 4, 5].map((i) => `\n${'  '.repeat(i)}`);
const NEXT_PAD = FIRST_PAD.map((pad) => `,${pad}`);

/** Scratch for {@link shortestFloat32}: n and k of the last float32 written. */
const DIGITS = new Int32Array(2);

/** A scalar float32's description, for the pointer of a NaN time. */
const TIME_INFO = animjValueTypeInfo('float')!;

/** `{ "x": `, `, "y": `, … (index 0: x y z w, 1: r g b a), pretty and compact. */
const PRETTY_KEYS = [['x', 'y', 'z', 'w'], ['r', 'g', 'b', 'a']].map((names) => names.map((n, i) => `${i === 0 ? '{ ' : ', '}"${n}": `));
const COMPACT_KEYS = [['x', 'y', 'z', 'w'], ['r', 'g', 'b', 'a']].map((names) => names.map((n, i) => `${i === 0 ? '{' : ','}"${n}":`));

/** The JSON pointer of component `i` of a value at `pointer`. */
function componentPointer(info: AnimjValueTypeInfo, i: number, pointer: string): string {
  if (info.shape === 'scalar') return pointer;
  const at = i % info.components;
  if (info.shape === 'matrix') return `${pointer}/${String(Math.floor(at / info.rows))}/${String(at % info.rows)}`;
  return `${pointer}/${escapePointerToken(info.componentNames[at]!)}`;
}

function str(v: string | null): string {
  return v === null ? 'null' : JSON.stringify(v);
}
