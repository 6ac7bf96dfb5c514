/**
 * The fast path of `readUnity`: a scanner for the small, regular subset of YAML that Unity writes (and
 * `writeUnity` reproduces), reading the text straight into the typed {@link UnityDocument} without a
 * YAML node tree. The subset is:
 *
 * - the header `%YAML 1.1` / `%TAG !u! tag:unity3d.com,2011:` / `--- !u!74 &<int64>` / `AnimationClip:`;
 * - block mappings whose keys are words (`[A-Za-z0-9_]+`) at exactly two spaces more than their parent,
 *   block sequences (`- `) at their key's column, empty sequences as `[]`;
 * - one-line plain scalars of printable ASCII that YAML reads as written, one-line single-quoted scalars,
 *   one-line double-quoted scalars of printable ASCII and YAML escapes (Unity's spelling of every other
 *   character), empty values (`path: `);
 * - flow mappings of plain words (`{x: 0, y: 0, z: 0}`, `{fileID: …, guid: …, type: 3}`), on one line or
 *   folded after a comma onto lines indented two more than their key (Unity's width-80 layout);
 * - LF line ends, no tabs, no comments, no anchors, aliases, tags or block scalars.
 *
 * Anything else — and every value the schema rejects (a missing field, a non-number, a duplicate key) —
 * makes {@link scanUnity} return `undefined`, and `readUnity` reads the text with the YAML library
 * (`read-yaml.ts`), which builds the same document or throws the `ParseError`. The scanner therefore
 * never throws for bad input: errors have one source. The property and corpus tests hold the two paths
 * deep-equal on every input the scanner accepts.
 *
 * @module
 */
import { isInt64Text, parseFloatText, parseIntText } from './number.js';
import { REQUIRED, SCHEMAS, type FieldKind, type StructName } from './schema.js';
import type { UnityDocument, UnityPPtr, UnityRaw } from './types.js';

const HEAD = '%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n--- !u!74 &';
const CLIP_LINE = 'AnimationClip:\n';
const CURVES_RE = /^m_\w*Curves$/;
const VEC3_KEYS = ['x', 'y', 'z'] as const;
const QUAT_KEYS = ['x', 'y', 'z', 'w'] as const;

/** Each struct's known fields in the schema's order. */
const FIELDS = Object.fromEntries(Object.entries(SCHEMAS).map(([name, schema]) => [name, Object.keys(schema)])) as Record<StructName, string[]>;

/** Exact powers of ten (10^0 … 10^22 are exact doubles). */
const POW10 = Array.from({ length: 23 }, (_, i) => Number(`1e${String(i)}`));

const NL = 0x0a;
const SPACE = 0x20;
const COLON = 0x3a;
const COMMA = 0x2c;
const DASH = 0x2d;
const DOT = 0x2e;
const QUOTE = 0x27;
const DOUBLE_QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = 0x7b;
const CLOSE = 0x7d;
const ZERO = 0x30;
const NINE = 0x39;

/**
 * Thrown inside the scanner when the input leaves the subset; caught by {@link scanUnity}. One instance,
 * made once: leaving the subset costs no stack trace.
 */
class OutsideSubset extends Error {}
const OUTSIDE = new OutsideSubset('outside the YAML subset Unity writes');

/** True for `[A-Za-z0-9_]`. */
function isWordChar(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= ZERO && c <= NINE) || c === 0x5f;
}

/** True for the characters of a plain word inside a flow mapping (`-0.5`, `9b4a…`, `Infinity`). */
function isFlowWordChar(c: number): boolean {
  return isWordChar(c) || c === DASH || c === DOT || c === 0x2b;
}

/** YAML's one-character escapes in double-quoted scalars. */
const SHORT_ESCAPES: ReadonlyMap<string, string> = new Map([
  ['0', '\0'],
  ['a', '\x07'],
  ['b', '\b'],
  ['t', '\t'],
  ['n', '\n'],
  ['v', '\v'],
  ['f', '\f'],
  ['r', '\r'],
  ['e', '\x1b'],
  [' ', ' '],
  ['"', '"'],
  ['/', '/'],
  ['\\', '\\'],
  ['N', '\x85'],
  ['_', '\xa0'],
  ['L', '\u2028'],
  ['P', '\u2029'],
]);

/** Characters a plain scalar may not start with (YAML indicators, quotes, space). */
const NOT_PLAIN_START = new Set(Array.from('-?:,[]{}#&*!|>\'"%@` ', (c) => c.charCodeAt(0)));

class Scanner {
  pos = 0;
  /** True once a flow mapping folded over two lines (the file was written at width 80). */
  folded = false;

  constructor(private readonly text: string) {}

  /** The end of the current line (the index of its `\n`, or the text's length). */
  eol(from: number): number {
    const i = this.text.indexOf('\n', from);
    return i < 0 ? this.text.length : i;
  }

  /** Moves past the line end at `at` (which must be one, or the end of the text). */
  endLine(at: number): void {
    if (at < this.text.length && this.text.charCodeAt(at) !== NL) throw OUTSIDE;
    this.pos = at + 1;
  }

  /** Spaces at the start of the line at `pos` (-1 at the end of the text). */
  indentAt(pos: number): number {
    const { text } = this;
    if (pos >= text.length) return -1;
    let i = pos;
    while (text.charCodeAt(i) === SPACE) i++;
    return i - pos;
  }

  /** A block mapping key at `pos` (`word:`); leaves `pos` after the colon. */
  key(): string {
    const { text } = this;
    const from = this.pos;
    let i = from;
    while (isWordChar(text.charCodeAt(i))) i++;
    if (i === from || text.charCodeAt(i) !== COLON) throw OUTSIDE;
    this.pos = i + 1;
    return text.slice(from, i);
  }

  /**
   * A block mapping of `name` whose keys are at column `indent`; `pos` is at the first key (after `- `
   * for a sequence item, else at the start of its line).
   */
  struct(name: StructName, indent: number, inline: boolean): Record<string, unknown> {
    const { text } = this;
    const schema = SCHEMAS[name];
    const fields = FIELDS[name];
    const out: Record<string, unknown> = {};
    let next = 0;
    let first = inline;
    for (;;) {
      if (!first) {
        const n = this.indentAt(this.pos);
        if (n < indent) break;
        if (n > indent) throw OUTSIDE;
        this.pos += n;
      }
      first = false;
      // Keys come in the schema's order (Unity's): try the fields after the last one before slicing.
      let field: string | undefined;
      for (let j = next; j < fields.length; j++) {
        const f = fields[j]!;
        if (text.charCodeAt(this.pos + f.length) === COLON && text.startsWith(f, this.pos)) {
          field = f;
          next = j + 1;
          this.pos += f.length + 1;
          break;
        }
      }
      field ??= this.key();
      if (field in out) throw OUTSIDE;
      const kind = schema[field];
      if (kind === undefined) {
        if (name === 'clip' && CURVES_RE.test(field)) throw OUTSIDE;
        out[field] = this.raw();
      } else {
        out[field] = this.value(kind, indent);
      }
    }
    for (const field of REQUIRED[name]) if (!(field in out)) throw OUTSIDE;
    return out;
  }

  /**
   * An unknown field's value, kept as the text after the colon: a one-line plain scalar, or a one-line
   * flow mapping of words and numbers.
   */
  raw(): UnityRaw {
    const { text } = this;
    const from = this.pos;
    const end = this.eol(from);
    if (text.charCodeAt(from) !== SPACE || end - from < 2) throw OUTSIDE;
    if (text.charCodeAt(from + 1) === OPEN) {
      this.pos = from + 2;
      const keys = new Set<string>();
      this.flowEntries(-2, (key) => {
        if (keys.has(key)) throw OUTSIDE; // the YAML library rejects duplicate keys
        keys.add(key);
      });
      if (this.pos !== end + 1) throw OUTSIDE;
    } else {
      this.plain(from + 1, end);
      this.endLine(end);
    }
    return { raw: text.slice(from, end) };
  }

  value(kind: FieldKind, indent: number): unknown {
    const { text } = this;
    switch (kind) {
      case 'int': {
        const end = this.scalarLine();
        const n = this.int(this.pos, end);
        this.endLine(end);
        return n;
      }
      case 'float': {
        const end = this.scalarLine();
        const n = this.float(this.pos, end);
        this.endLine(end);
        return n;
      }
      case 'string':
        return this.string();
      case 'pptr':
        this.flowStart();
        return this.pptr(indent + 2);
      case 'vec3':
        this.flowStart();
        return this.vector(VEC3_KEYS, indent + 2);
      case 'quat':
        this.flowStart();
        return this.vector(QUAT_KEYS, indent + 2);
      case 'rawList':
        // Non-empty compressed rotation curves are nested text: the YAML library keeps their source.
        this.emptyList();
        return [];
      default:
        break;
    }
    if (kind === 'pptrList' || 'list' in kind) {
      if (text.charCodeAt(this.pos) === SPACE) {
        this.emptyList();
        return [];
      }
      this.endLine(this.pos);
      const items: unknown[] = [];
      while (this.indentAt(this.pos) === indent && text.charCodeAt(this.pos + indent) === DASH && text.charCodeAt(this.pos + indent + 1) === SPACE) {
        this.pos += indent + 2;
        if (kind === 'pptrList') {
          if (text.charCodeAt(this.pos) !== OPEN) throw OUTSIDE;
          this.pos++;
          items.push(this.pptr(indent + 2));
        } else {
          items.push(this.struct(kind.list, indent + 2, true));
        }
      }
      if (items.length === 0) throw OUTSIDE;
      return items;
    }
    this.endLine(this.pos);
    return this.struct(kind.struct, indent + 2, false);
  }

  /** ` []` and the line end. */
  emptyList(): void {
    const { text, pos } = this;
    if (text.charCodeAt(pos) !== SPACE || text.charCodeAt(pos + 1) !== 0x5b || text.charCodeAt(pos + 2) !== 0x5d) throw OUTSIDE;
    this.endLine(pos + 3);
  }

  /** Moves past ` ` to a one-line scalar; returns the end of its line. */
  scalarLine(): number {
    if (this.text.charCodeAt(this.pos) !== SPACE) throw OUTSIDE;
    this.pos++;
    return this.eol(this.pos);
  }

  /** ` {` before a flow mapping. */
  flowStart(): void {
    const { text, pos } = this;
    if (text.charCodeAt(pos) !== SPACE || text.charCodeAt(pos + 1) !== OPEN) throw OUTSIDE;
    this.pos = pos + 2;
  }

  /** The integer spelled by `text[from, end)` (`parseIntText`'s value). */
  int(from: number, end: number): number {
    const { text } = this;
    let i = from;
    const negative = text.charCodeAt(i) === DASH;
    if (negative) i++;
    if (end - i > 0 && end - i <= 15) {
      let n = 0;
      for (; i < end; i++) {
        const c = text.charCodeAt(i);
        if (c < ZERO || c > NINE) break;
        n = n * 10 + (c - ZERO);
      }
      if (i === end) return negative ? -n : n;
    }
    const n = parseIntText(text.slice(from, end));
    if (n === undefined) throw OUTSIDE;
    return n;
  }

  /**
   * The float32 spelled by `text[from, end)` (`parseFloatText`'s value). Up to 15 digits without an
   * exponent, the digits as an integer over an exact power of ten is the correctly rounded double, as
   * `Number(text)` gives it; anything else goes through `parseFloatText`.
   */
  float(from: number, end: number): number {
    const { text } = this;
    let i = from;
    const negative = text.charCodeAt(i) === DASH;
    if (negative) i++;
    let n = 0;
    let digits = 0;
    let fraction = -1;
    for (; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c >= ZERO && c <= NINE) {
        n = n * 10 + (c - ZERO);
        digits++;
      } else if (c === DOT && fraction < 0) {
        fraction = i;
      } else {
        break;
      }
    }
    if (i === end && digits > 0 && digits <= 15) {
      const scale = fraction < 0 ? 0 : end - fraction - 1;
      if (scale <= 22) {
        const v = scale === 0 ? n : n / POW10[scale]!;
        return Math.fround(negative ? -v : v);
      }
    }
    const v = parseFloatText(text.slice(from, end));
    if (v === undefined) throw OUTSIDE;
    return v;
  }

  /** A string value: empty, plain or single-quoted, on one line. */
  string(): string {
    const { text } = this;
    const from = this.pos;
    const end = this.eol(from);
    if (end === from || (end === from + 1 && text.charCodeAt(from) === SPACE)) {
      this.endLine(end);
      return '';
    }
    if (text.charCodeAt(from) !== SPACE) throw OUTSIDE;
    const start = from + 1;
    const first = text.charCodeAt(start);
    let value: string;
    if (first === QUOTE) {
      if (end - start < 2 || text.charCodeAt(end - 1) !== QUOTE) throw OUTSIDE;
      value = text.slice(start + 1, end - 1);
      for (let i = 0; i < value.length; i++) {
        const c = value.charCodeAt(i);
        if (c < SPACE || c > 0x7e) throw OUTSIDE;
        if (c === QUOTE) {
          if (value.charCodeAt(i + 1) !== QUOTE) throw OUTSIDE;
          i++;
        }
      }
      value = value.replaceAll("''", "'");
    } else if (first === DOUBLE_QUOTE) {
      value = this.doubleQuoted(start, end);
    } else {
      value = this.plain(start, end);
    }
    this.endLine(end);
    return value;
  }

  /**
   * A one-line double-quoted scalar (`"Armature/\\u80F8"`: Unity escapes everything outside printable
   * ASCII) spanning `[start, end)`, quotes included, with YAML's escapes.
   */
  doubleQuoted(start: number, end: number): string {
    const { text } = this;
    if (end - start < 2 || text.charCodeAt(end - 1) !== DOUBLE_QUOTE) throw OUTSIDE;
    let out = '';
    let run = start + 1;
    const last = end - 1;
    for (let i = run; i < last; i++) {
      const c = text.charCodeAt(i);
      if (c < SPACE || c > 0x7e || c === DOUBLE_QUOTE) throw OUTSIDE;
      if (c !== BACKSLASH) continue;
      out += text.slice(run, i);
      if (i + 1 >= last) throw OUTSIDE;
      const e = text.charAt(i + 1);
      const short = SHORT_ESCAPES.get(e);
      if (short !== undefined) {
        out += short;
        i++;
      } else {
        const digits = e === 'x' ? 2 : e === 'u' ? 4 : e === 'U' ? 8 : 0;
        const hex = text.slice(i + 2, i + 2 + digits);
        if (digits === 0 || i + 2 + digits > last || !/^[0-9A-Fa-f]+$/.test(hex)) throw OUTSIDE;
        const cp = parseInt(hex, 16);
        if (cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) throw OUTSIDE;
        out += String.fromCodePoint(cp);
        i += 1 + digits;
      }
      run = i + 1;
    }
    return out + text.slice(run, last);
  }

  /** A one-line plain scalar of printable ASCII that YAML reads as written (no indicator, comment or `: `). */
  plain(start: number, end: number): string {
    const { text } = this;
    if (NOT_PLAIN_START.has(text.charCodeAt(start)) || text.charCodeAt(end - 1) === SPACE) throw OUTSIDE;
    for (let i = start; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c < SPACE || c > 0x7e) throw OUTSIDE;
      if (c === 0x23 && text.charCodeAt(i - 1) === SPACE) throw OUTSIDE; // ' #' starts a comment
      if (c === COLON && (i === end - 1 || text.charCodeAt(i + 1) === SPACE)) throw OUTSIDE;
    }
    return text.slice(start, end);
  }

  /**
   * The entries of a flow mapping after its `{`, up to and including the `}` and the line end: pairs of
   * words; a fold after a comma continues on a line indented `continuation` spaces.
   */
  flowEntries(continuation: number, each: (key: string, from: number, end: number) => void): void {
    const { text } = this;
    let i = this.pos;
    for (;;) {
      const keyFrom = i;
      while (isWordChar(text.charCodeAt(i))) i++;
      if (i === keyFrom || text.charCodeAt(i) !== COLON || text.charCodeAt(i + 1) !== SPACE) throw OUTSIDE;
      const key = text.slice(keyFrom, i);
      i += 2;
      const from = i;
      while (isFlowWordChar(text.charCodeAt(i))) i++;
      if (i === from) throw OUTSIDE;
      each(key, from, i);
      const c = text.charCodeAt(i);
      if (c === CLOSE) break;
      if (c !== COMMA) throw OUTSIDE;
      i++;
      const next = text.charCodeAt(i);
      if (next === SPACE) {
        i++;
      } else if (next === NL) {
        if (this.indentAt(i + 1) !== continuation) throw OUTSIDE;
        i += 1 + continuation;
        this.folded = true;
      } else {
        throw OUTSIDE;
      }
    }
    this.pos = i + 1;
    this.endLine(this.pos);
  }

  pptr(continuation: number): UnityPPtr {
    const out: Record<string, unknown> = {};
    this.flowEntries(continuation, (key, from, end) => {
      if (key in out) throw OUTSIDE;
      if (key === 'fileID') {
        const id = this.text.slice(from, end);
        if (!isInt64Text(id)) throw OUTSIDE;
        out.fileID = id;
      } else if (key === 'guid') {
        out.guid = this.text.slice(from, end);
      } else if (key === 'type') {
        out.type = this.int(from, end);
      } else {
        throw OUTSIDE;
      }
    });
    if (!('fileID' in out)) throw OUTSIDE;
    return out as unknown as UnityPPtr;
  }

  vector(keys: readonly string[], continuation: number): Record<string, number> {
    const out: Record<string, number> = {};
    let n = 0;
    this.flowEntries(continuation, (key, from, end) => {
      if (key !== keys[n]) throw OUTSIDE;
      n++;
      out[key] = this.float(from, end);
    });
    if (n !== keys.length) throw OUTSIDE;
    return out;
  }
}

/**
 * Reads a `.anim` text (without a byte-order mark) that stays inside Unity's YAML subset (see the module
 * comment) into the same document the YAML-library path builds; `undefined` for anything else, valid
 * or not (the caller then reads it with the YAML library, which gives the document or the error).
 */
export function scanUnity(text: string): { doc: UnityDocument; folded: boolean } | undefined {
  if (!text.startsWith(HEAD) || text.includes('\t') || text.includes('\r')) return undefined;
  const scanner = new Scanner(text);
  try {
    const idEnd = scanner.eol(HEAD.length);
    const fileID = text.slice(HEAD.length, idEnd);
    if (!isInt64Text(fileID)) return undefined;
    if (!text.startsWith(CLIP_LINE, idEnd + 1)) return undefined;
    scanner.pos = idEnd + 1 + CLIP_LINE.length;
    const clip = scanner.struct('clip', 2, false);
    if (scanner.pos < text.length) return undefined;
    const doc = {
      header: { yamlVersion: '1.1', tags: [{ handle: '!u!', prefix: 'tag:unity3d.com,2011:' }], classID: 74, fileID },
      clip,
    } as unknown as UnityDocument;
    return { doc, folded: scanner.folded };
  } catch (error) {
    if (error === OUTSIDE) return undefined;
    throw error;
  }
}
