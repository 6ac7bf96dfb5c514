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
import { formatFloat32, formatFloat64 } from './number-format.js';
import { INTERPOLATIONS, type AnimjDocument, type AnimjTrack, type UnknownProperties, type ValueArray } from './types.js';
import { hasStorage, keyframeCount, valueTypeInfo, type ValueTypeInfo } from './value-types.js';

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

const encoder = new TextEncoder();

/**
 * Writes an AnimJ file.
 * @returns UTF-8 bytes.
 * @throws {InvalidArgumentError} when the document cannot be written: a value array of the wrong
 *   storage or length for its value type, an interpolation code above 3, NaN (no JSON form), an
 *   unknown value type. The message names the JSON pointer.
 */
export function writeAnimj(doc: AnimjDocument, options: WriteAnimjOptions = {}): Uint8Array {
  return encoder.encode(animjText(doc, options));
}

/** {@link writeAnimj} as a string (internal: the conversion keeps matrix tracks as AnimJ text). @throws {InvalidArgumentError} as {@link writeAnimj}. */
export function animjText(doc: AnimjDocument, options: WriteAnimjOptions = {}): string {
  const pretty = options.style !== 'compact';
  const w = new Writer(pretty, options.bezier === 'keep');
  return w.document(doc);
}

class Writer {
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

  /** Joins members of a multi-line object at `indent` levels. */
  private block(members: string[], indent: number, openCh: string, closeCh: string): string {
    if (members.length === 0) return `${openCh}${closeCh}`;
    if (!this.pretty) return `${openCh}${members.join(',')}${closeCh}`;
    const pad = '  '.repeat(indent + 1);
    return `${openCh}\n${pad}${members.join(`,\n${pad}`)}\n${'  '.repeat(indent)}${closeCh}`;
  }

  private unknown(members: string[], unknown: UnknownProperties | undefined): void {
    if (unknown === undefined) return;
    for (const [k, raw] of Object.entries(unknown)) members.push(`${JSON.stringify(k)}${this.colon}${raw}`);
  }

  document(doc: AnimjDocument): string {
    const m: string[] = [];
    if (doc.name !== undefined) m.push(`"name"${this.colon}${str(doc.name)}`);
    if (doc.globalDuration !== undefined) m.push(`"globalDuration"${this.colon}${this.f32(doc.globalDuration, '/globalDuration')}`);
    const tracks = doc.tracks.map((t, i) => {
      this.path = `/tracks/${String(i)}`;
      return this.track(t);
    });
    m.push(`"tracks"${this.colon}${this.block(tracks, 1, '[', ']')}`);
    this.unknown(m, doc.unknown);
    return this.block(m, 0, '{', '}') + (this.pretty ? '\n' : '');
  }

  private f32(v: number, pointer: string): string {
    return formatFloat32(v) ?? this.fail('NaN cannot be written in JSON', pointer);
  }

  private track(t: AnimjTrack): string {
    const info = valueTypeInfo(t.valueType) ?? this.fail(`unknown value type ${JSON.stringify(t.valueType)}`);
    if (!hasStorage(info, t.values)) this.fail(`values must be stored as the ${info.name} storage (see ValueArray)`);
    if (t.values.length % info.components !== 0) this.fail(`values length ${String(t.values.length)} is not a multiple of ${String(info.components)}`);
    const n = keyframeCount(info, t.values);
    const asCurve = t.trackType === 'Bezier' && !this.keepBezier;
    const m: string[] = [`"trackType"${this.colon}"${asCurve ? 'Curve' : t.trackType}"`, `"valueType"${this.colon}"${info.name}"`];
    const d: string[] = [];
    if (t.node !== undefined) d.push(`"node"${this.colon}${str(t.node)}`);
    if (t.property !== undefined) d.push(`"property"${this.colon}${str(t.property)}`);
    const base = `${this.path}/data/keyframes`;
    const keys: string[] = [];
    if (t.trackType === 'Raw') {
      if (t.interval !== undefined) d.push(`"interval"${this.colon}${this.f32(t.interval, `${this.path}/data/interval`)}`);
      for (let k = 0; k < n; k++) keys.push(this.value(info, t.values, k, base, k, ''));
    } else {
      if (t.times.length !== n) this.fail(`times has ${String(t.times.length)} entries for ${String(n)} values`);
      const curve = t.trackType !== 'Discrete';
      const left = curve ? t.leftTangents : undefined;
      const right = curve ? t.rightTangents : undefined;
      const presence = curve ? t.tangentPresence : undefined;
      if (curve) {
        if (t.interpolations.length !== n) this.fail(`interpolations has ${String(t.interpolations.length)} entries for ${String(n)} keyframes`);
        for (const [name, a] of [['leftTangents', left], ['rightTangents', right]] as const) {
          if (a !== undefined && (!hasStorage(info, a) || a.length !== t.values.length)) this.fail(`${name} must be stored like values`);
        }
        if (presence !== undefined && presence.length !== n) this.fail(`tangentPresence has ${String(presence.length)} entries for ${String(n)} keyframes`);
      }
      const sep = this.comma;
      const colon = this.colon;
      for (let k = 0; k < n; k++) {
        const time = formatFloat32(t.times[k]!) ?? this.fail('NaN cannot be written in JSON', `${base}/${String(k)}/time`);
        let s = `${this.open}"time"${colon}${time}${sep}"value"${colon}${this.value(info, t.values, k, base, k, '/value')}`;
        if (curve) {
          let code = t.interpolations[k]!;
          if (code > 3) this.fail(`interpolation code ${String(code)} (0 Hold, 1 Linear, 2 Tangent, 3 CubicBezier)`, `${base}/${String(k)}/interpolation`);
          if (asCurve && code === 2) code = 3;
          s += `${sep}"interpolation"${colon}"${INTERPOLATIONS[code]!}"`;
          const bits = presence?.[k] ?? (left === undefined ? 0 : 1) | (right === undefined ? 0 : 2);
          if (left !== undefined && (bits & 1) !== 0) s += `${sep}"leftTangent"${colon}${this.value(info, left, k, base, k, '/leftTangent')}`;
          if (right !== undefined && (bits & 2) !== 0) s += `${sep}"rightTangent"${colon}${this.value(info, right, k, base, k, '/rightTangent')}`;
        }
        const unknown = t.keyframeUnknown?.get(k);
        if (unknown !== undefined) {
          for (const [key, raw] of Object.entries(unknown)) s += `${sep}${JSON.stringify(key)}${colon}${raw}`;
        }
        keys.push(s + this.close);
      }
    }
    d.push(`"keyframes"${this.colon}${this.block(keys, 4, '[', ']')}`);
    this.unknown(d, t.dataUnknown);
    m.push(`"data"${this.colon}${this.block(d, 3, '{', '}')}`);
    this.unknown(m, t.unknown);
    return this.block(m, 2, '{', '}');
  }

  /**
   * One value (keyframe `k` of `a`) on one line. The JSON pointer for errors is
   * `${base}/${k}${field}` plus the component, built only when an error is thrown.
   */
  private value(info: ValueTypeInfo, a: ValueArray, k: number, base: string, key: number, field: string): string {
    const c = info.components;
    const at = k * c;
    const pointer = (sub = ''): string => `${base}/${String(key)}${field}${sub}`;
    if (info.shape === 'scalar') return this.component(info, a, at, pointer);
    if (info.shape === 'matrix') {
      const rows: string[] = [];
      for (let r = 0; r < info.rows; r++) {
        const cells: string[] = [];
        for (let col = 0; col < info.rows; col++) cells.push(this.component(info, a, at + r * info.rows + col, () => pointer(`/${String(r)}/${String(col)}`)));
        rows.push(`[${cells.join(this.comma)}]`);
      }
      return `[${rows.join(this.comma)}]`;
    }
    let s = this.open;
    for (let i = 0; i < c; i++) {
      const name = info.componentNames[i]!;
      if (i > 0) s += this.comma;
      s += `"${name}"${this.colon}${this.component(info, a, at + i, () => pointer(`/${escapePointerToken(name)}`))}`;
    }
    return s + this.close;
  }

  private component(info: ValueTypeInfo, a: ValueArray, i: number, pointer: () => string): string {
    const v = a[i];
    switch (info.storage) {
      case 'f32':
        return formatFloat32(v as number) ?? this.fail('NaN cannot be written in JSON', pointer());
      case 'f64':
        return formatFloat64(v as number) ?? this.fail('NaN cannot be written in JSON', pointer());
      case 'bool':
        return v === 0 ? 'false' : 'true';
      case 'string':
        return v === null || v === undefined ? 'null' : JSON.stringify(v);
      default:
        return String(v);
    }
  }
}

function str(v: string | null): string {
  return v === null ? 'null' : JSON.stringify(v);
}
