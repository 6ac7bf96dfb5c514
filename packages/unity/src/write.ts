/**
 * Writing a {@link UnityDocument} in Unity's own layout, from the typed values alone (no source text):
 * two-space indentation, block sequences at their key's column (`m_Curve:` / `- serializedVersion: 3`),
 * structs of numbers as flow mappings (`{x: 0, y: 0, z: 0}`, `{fileID: 0}`), empty lists as `[]`, empty
 * strings as `key: ` (with the trailing space), floats in their shortest float32 spelling (`number.ts`),
 * integers as integers. Long lines break only when the document's `header.lineWidth` says so (80: clips
 * of Unity before 2022), as Unity's YAML emitter (libyaml) breaks them: in a flow mapping before a key
 * once the line is past the width (`Walk.anim`'s wrapped PPtr values), in a string at a space past the
 * width; the continuation is indented two more than the line's key. Without it, as current Unity
 * writes, every value stays on one line.
 * Fields come out in the order of the objects' keys.
 *
 * @module
 */
import { InvalidArgumentError } from '@anim/core';
import { TextWriter } from '@anim/core/io';
import { formatFloat, writeFloat } from './number.js';
import { SCHEMAS, type FieldKind, type StructName } from './schema.js';
import type { UnityDocument, UnityRaw } from './types.js';

const INDICATORS = new Set('-?:,[]{}#&*!|>\'"%@`');

/** The bytes being written, and the width past which lines fold. */
class Out {
  readonly w = new TextWriter(1 << 20);
  constructor(readonly width: number) {}
}

/**
 * Unity's spelling of a string value at `column` (where the value starts), `indent` for continuations,
 * as its YAML emitter (libyaml, with Unicode output off) chooses it: plain when YAML allows; single-quoted
 * when only indicators or `: `/` #` forbid plain; double-quoted with escapes when the string holds
 * anything outside printable ASCII (Unity writes `m_Name: "\u6D4B\u8BD5"` for a Chinese name, so a
 * Japanese bone path is `path: "Armature/\u80F8"`) or a line break. Each style folds at a space past
 * column 80, as libyaml does.
 */
export function formatString(s: string, column: number, indent: number, width = Infinity): string {
  if (s === '') return '';
  if (!isAsciiPrintable(s)) return doubleQuoted(s, column, indent, width);
  if (isPlainSafe(s)) return column + s.length <= width || !s.includes(' ') ? s : foldPlain(s, column, indent, width);
  return singleQuoted(s, column, indent, width);
}

/** True when every character is printable ASCII (0x20–0x7e): what libyaml writes unescaped with Unicode off. */
function isAsciiPrintable(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c > 0x7e) return false;
  }
  return true;
}

/** libyaml's single-quoted scalar: `'` doubled, a line break instead of a single space past the width. */
function singleQuoted(s: string, column: number, indent: number, width: number): string {
  let out = "'";
  let col = column + 1;
  let spaces = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charAt(i);
    if (c === ' ') {
      if (!spaces && col > width && i !== 0 && i !== s.length - 1 && s.charAt(i + 1) !== ' ') {
        out += `\n${' '.repeat(indent)}`;
        col = indent;
      } else {
        out += c;
        col++;
      }
      spaces = true;
      continue;
    }
    const written = c === "'" ? "''" : c;
    out += written;
    col += written.length;
    spaces = false;
  }
  return `${out}'`;
}

/** libyaml's short escapes (`yaml_emitter_write_double_quoted_scalar`). */
const ESCAPES: ReadonlyMap<number, string> = new Map([
  [0x00, '0'],
  [0x07, 'a'],
  [0x08, 'b'],
  [0x09, 't'],
  [0x0a, 'n'],
  [0x0b, 'v'],
  [0x0c, 'f'],
  [0x0d, 'r'],
  [0x1b, 'e'],
  [0x22, '"'],
  [0x5c, '\\'],
  [0x85, 'N'],
  [0xa0, '_'],
  [0x2028, 'L'],
  [0x2029, 'P'],
]);

/**
 * libyaml's double-quoted scalar with Unicode output off: printable ASCII as it is, `"` and `\` and
 * control characters as short escapes, every other code point as `\xXX`, `\uXXXX` or `\UXXXXXXXX`
 * (upper-case hex); past the width, a space becomes a line break (and a following space is escaped).
 */
function doubleQuoted(s: string, column: number, indent: number, width: number): string {
  const points = Array.from(s);
  let out = '"';
  let col = column + 1;
  let spaces = false;
  for (let i = 0; i < points.length; i++) {
    const ch = points[i]!;
    const cp = ch.codePointAt(0)!;
    if (cp === 0x20) {
      if (!spaces && col > width && i !== 0 && i !== points.length - 1) {
        out += `\n${' '.repeat(indent)}`;
        col = indent;
        if (points[i + 1] === ' ') {
          out += '\\';
          col++;
        }
      } else {
        out += ' ';
        col++;
      }
      spaces = true;
      continue;
    }
    spaces = false;
    if (cp > 0x20 && cp < 0x7f && cp !== 0x22 && cp !== 0x5c) {
      out += ch;
      col++;
      continue;
    }
    const short = ESCAPES.get(cp);
    const escape = short ?? (cp <= 0xff ? `x${hex(cp, 2)}` : cp <= 0xffff ? `u${hex(cp, 4)}` : `U${hex(cp, 8)}`);
    out += `\\${escape}`;
    col += 1 + escape.length;
  }
  return `${out}"`;
}

function hex(n: number, digits: number): string {
  return n.toString(16).toUpperCase().padStart(digits, '0');
}

/** True when libyaml writes a string of printable ASCII as a plain scalar. */
function isPlainSafe(s: string): boolean {
  const first = s.charAt(0);
  if (INDICATORS.has(first)) {
    if (!(first === '-' || first === '?' || first === ':') || s.length === 1 || s.charAt(1) === ' ') return false;
  }
  if (s.startsWith(' ') || s.endsWith(' ') || s.includes(': ') || s.includes(' #') || s.endsWith(':')) return false;
  return !(s.startsWith('---') || s.startsWith('...'));
}

/** libyaml's plain scalar folding: a line break instead of a single space once past the width. */
function foldPlain(s: string, column: number, indent: number, width: number): string {
  let out = '';
  let col = column;
  for (let i = 0; i < s.length; i++) {
    const c = s.charAt(i);
    if (c === ' ' && col > width && s.charAt(i - 1) !== ' ' && s.charAt(i + 1) !== ' ') {
      out += `\n${' '.repeat(indent)}`;
      col = indent;
      continue;
    }
    out += c;
    col++;
  }
  return out;
}

/** A flow mapping of scalars starting at `column`; `indent` is where a wrapped line continues. */
function flowMapping(entries: readonly (readonly [string, string])[], column: number, indent: number, width: number): string {
  let out = '{';
  let col = column + 1;
  entries.forEach(([k, v], i) => {
    if (i > 0) {
      out += ',';
      col++;
    }
    if (col > width) {
      out += `\n${' '.repeat(indent)}`;
      col = indent;
    } else if (i > 0) {
      out += ' ';
      col++;
    }
    const item = `${k}: ${v}`;
    out += item;
    col += item.length;
  });
  return `${out}}`;
}

/** Writes a flow mapping of a PPtr, `Vector3f` or `Quaternionf` whose `{` is at `column`. */
function writeFlow(out: Out, kind: 'pptr' | 'vec3' | 'quat', value: unknown, column: number, indent: number): void {
  const record = value as Record<string, unknown>;
  const w = out.w;
  if (kind !== 'pptr' && out.width === Infinity) {
    // The common case, without folding: straight into the bytes.
    w.text('{x: ');
    writeFloat(w, number(record.x, 'x'));
    w.text(', y: ');
    writeFloat(w, number(record.y, 'y'));
    w.text(', z: ');
    writeFloat(w, number(record.z, 'z'));
    if (kind === 'quat') {
      w.text(', w: ');
      writeFloat(w, number(record.w, 'w'));
    }
    w.byte(CLOSE_BRACE);
    return;
  }
  const entries: [string, string][] = [];
  if (kind === 'pptr') {
    for (const k in record) {
      const v = record[k];
      if (typeof v === 'number' || typeof v === 'string') entries.push([k, String(v)]);
      else if (v !== undefined) throw new InvalidArgumentError(`writeUnity: the object reference field ${k} is not a string or number`);
    }
  } else {
    for (const k of kind === 'vec3' ? VEC3_KEYS : QUAT_KEYS) entries.push([k, formatFloat(number(record[k], k))]);
  }
  w.text(flowMapping(entries, column, indent, out.width));
}

const VEC3_KEYS = ['x', 'y', 'z'] as const;
const QUAT_KEYS = ['x', 'y', 'z', 'w'] as const;
const NEWLINE = 0x0a;
const SPACE = 0x20;
const COLON = 0x3a;
const CLOSE_BRACE = 0x7d;

function number(v: unknown, what: string): number {
  if (typeof v !== 'number') throw new InvalidArgumentError(`writeUnity: ${what} is not a number (${typeof v})`);
  return v;
}

/** `n` spaces, made once per width. */
const SPACES: string[] = [];
function spaces(n: number): string {
  return (SPACES[n] ??= ' '.repeat(n));
}

/** Writes the fields of `obj` at `indent`; with `dash` the first line is a sequence item (`- `). */
function writeStruct(out: Out, obj: Record<string, unknown>, name: StructName, indent: number, dash: boolean): void {
  const schema = SCHEMAS[name];
  const w = out.w;
  let first = dash;
  for (const field in obj) {
    const value = obj[field];
    if (value === undefined) continue;
    if (first) w.text(spaces(indent - 2)).text('- ');
    else w.text(spaces(indent));
    first = false;
    w.text(field).byte(COLON);
    const kind = schema[field];
    if (kind === undefined) {
      const raw = (value as UnityRaw).raw;
      if (typeof raw !== 'string') throw new InvalidArgumentError(`writeUnity: unknown field ${field} is not kept text ({ raw })`);
      w.text(raw).byte(NEWLINE);
      continue;
    }
    writeField(out, field, kind, value, indent);
  }
}

/** Writes a field's value after its `key:` (the key starts at column `indent`). */
function writeField(out: Out, field: string, kind: FieldKind, value: unknown, indent: number): void {
  const w = out.w;
  const column = indent + field.length + 2;
  switch (kind) {
    case 'int': {
      const n = number(value, field);
      w.byte(SPACE);
      // Integers below 2^24 (every integer field Unity writes but file ids) go through the digit writer.
      if (Number.isInteger(n) && Math.abs(n) < 16777216 && !Object.is(n, -0)) writeFloat(w, n);
      else w.text(String(n));
      w.byte(NEWLINE);
      return;
    }
    case 'float':
      w.byte(SPACE);
      writeFloat(w, number(value, field));
      w.byte(NEWLINE);
      return;
    case 'string':
      if (typeof value !== 'string') throw new InvalidArgumentError(`writeUnity: ${field} is not a string`);
      w.byte(SPACE).text(formatString(value, column, indent + 2, out.width)).byte(NEWLINE);
      return;
    case 'pptr':
    case 'vec3':
    case 'quat':
      w.byte(SPACE);
      writeFlow(out, kind, value, column, indent + 2);
      w.byte(NEWLINE);
      return;
    default:
      break;
  }
  if (kind === 'pptrList' || kind === 'rawList' || 'list' in kind) {
    const items = value as readonly unknown[];
    if (!Array.isArray(items)) throw new InvalidArgumentError(`writeUnity: ${field} is not a list`);
    if (items.length === 0) {
      w.text(' []\n');
      return;
    }
    w.byte(NEWLINE);
    for (const item of items) {
      if (kind === 'pptrList') {
        w.text(spaces(indent)).text('- ');
        writeFlow(out, 'pptr', item, indent + 2, indent + 2);
        w.byte(NEWLINE);
      } else if (kind === 'rawList') {
        w.text(spaces(indent)).text('- ').text((item as UnityRaw).raw).byte(NEWLINE);
      } else {
        writeStruct(out, item as Record<string, unknown>, kind.list, indent + 2, true);
      }
    }
    return;
  }
  w.byte(NEWLINE);
  writeStruct(out, value as Record<string, unknown>, kind.struct, indent + 2, false);
}

/**
 * Writes a document as a Unity `.anim` file (UTF-8, LF line ends) in Unity's layout (see the module
 * comment); a document read from a file Unity wrote gives back the same bytes. The text goes straight
 * into bytes (`TextWriter` from `@anim/core`), a line at a time, without intermediate strings to join.
 * @throws {InvalidArgumentError} when a field holds a value of the wrong type.
 */
export function writeUnity(doc: UnityDocument): Uint8Array {
  const { header } = doc;
  const out = new Out(header.lineWidth ?? Infinity);
  const w = out.w;
  if (header.yamlVersion !== '') w.text(`%YAML ${header.yamlVersion}\n`);
  for (const { handle, prefix } of header.tags) w.text(`%TAG ${handle} ${prefix}\n`);
  w.text(`--- !u!${String(header.classID)} &${header.fileID}\n`);
  w.text('AnimationClip:\n');
  writeStruct(out, doc.clip, 'clip', 2, false);
  return w.finish();
}
