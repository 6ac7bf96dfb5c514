/**
 * The parser's state and its fast paths for the forms Nuke writes (spec "Curve tree"): a shape's opening
 * words, a cubic curve's `{cc {f …}` head, control points of plain float tokens, attribute lists of plain
 * values, timeless lists of plain and `{v -}` entries, `{{t v …}}` key lists and `{t …}` fields. Each scans
 * the character codes directly; one that meets anything else leaves the cursor where it was, and the
 * general production (`grammar-curves.ts`, `grammar-nodes.ts`) reads (or rejects) the input, so both give
 * the same tree and the same errors.
 *
 * @module
 */
import { KeyArena } from './arena.js';
import { KEY_STRIDE, KeyRun, TIMELESS_STRIDE, TimelessRun } from './keys.js';
import type { Lexer } from './lexer.js';
import { POINT_STRIDE } from './points.js';
import { scanKeyword, skipBlanks, TokenScanner } from './scan.js';
import type { RotoAttributeList, RotoCurveViews, RotoKeyedCurve, RotoTimelessValue } from './types.js';

/** Source spans recorded in write-time parses: `[start, end, slot0Start, slot0End, …]` per object. */
export type SpanMap = Map<object, number[]>;

/** Most dimensions of a control point (spec: 1*4). */
export const MAX_DIMS = 4;

/** Most transform fields: pivot, translate, rotate, scale, skew, extra translate (3 each), skew order, 4×4 matrix. */
export const MAX_TRANSFORM_FIELDS = 35;

/** What {@link KnobFastPaths.fastPoint} gives for a plain point, which it has put in the point buffer. */
export const PLAIN = Symbol('plain point');

/**
 * The base of the knob parser: its cursor, token scanner, key arena and span map, and the fast paths
 * (see the module description). `CurveGrammar` and `KnobParser` extend it with the general productions.
 */
export class KnobFastPaths {
  protected readonly lx: Lexer;
  protected readonly sc = new TokenScanner();
  protected readonly arena: KeyArena;
  protected readonly spans: SpanMap | undefined;
  /** Whether the fast paths are taken (not when spans are recorded). */
  protected readonly fast: boolean;

  // Growable lists reused by the fast paths; the results are exact-size copies (`slice`), so that the
  // tree holds no spare capacity and growing leaves no garbage.
  private readonly scratchNames: string[] = [];
  private readonly scratchValues: number[] = [];
  /** The names of the last attribute list read by the fast path. */
  private lastNames: readonly string[] = Object.freeze([]);
  /** The last attribute list read by the fast path, and its text's offsets (see `fastAttributes`). */
  private lastList: RotoAttributeList | undefined;
  private lastListStart = 0;
  private lastListEnd = 0;

  /** Name and flag read by `head` (general path) or {@link fastHead}. */
  protected headName = '';
  protected headFlag = 0;

  /**
   * @param arena - the key arena to place keys and points in: the script reader shares one among the
   *   knobs of a script (its chunks keep growing instead of starting small again for every knob).
   */
  constructor(lx: Lexer, spans: SpanMap | undefined, fastPaths: boolean, arena: KeyArena = new KeyArena()) {
    this.lx = lx;
    this.arena = arena;
    this.spans = spans;
    this.fast = fastPaths && spans === undefined;
  }

  /** Records the span of `obj` from `start` to the cursor, and its slots, in a write-time parse. */
  protected mark(obj: object, start: number, slots?: number[]): void {
    if (this.spans === undefined) return;
    const s = [start, this.lx.pos];
    if (slots !== undefined) s.push(...slots);
    this.spans.set(obj, s);
  }

  /**
   * Fast path of a shape's opening `{kind name flag` (`{cubiccurve Brush12 512`) with a bare name and
   * a plain decimal flag, the cursor on `{`: true with the name and flag in {@link KnobFastPaths.headName}
   * and {@link KnobFastPaths.headFlag} and the cursor after the flag, or false with the cursor unmoved.
   */
  protected fastHead(kind: string): boolean {
    const lx = this.lx;
    const sc = this.sc;
    const t = lx.codes;
    const end = lx.end;
    let p = scanKeyword(t, skipBlanks(t, lx.pos + 1), end, kind);
    if (p < 0) return false;
    p = skipBlanks(t, p);
    const s = p;
    let c = t[p];
    while (p < end && c !== 32 && c !== 10 && c !== 9 && c !== 13 && c !== 123 && c !== 125 && c !== 34) c = t[++p];
    if (p === s || p >= end || (c !== 32 && c !== 10 && c !== 9 && c !== 13)) return false;
    const flag = sc.scanInt(t, skipBlanks(t, p), end);
    if (sc.scanned < 0) return false;
    this.headName = lx.text.slice(s, p);
    this.headFlag = flag;
    lx.pos = sc.scanned;
    return true;
  }

  /**
   * Fast path of a cubic curve's opening `{cc {f flag}` with a plain decimal flag: the flag with the
   * cursor after the flag entry, or −1 with the cursor unmoved.
   */
  protected fastCurveHead(): number {
    const lx = this.lx;
    const sc = this.sc;
    const t = lx.codes;
    const end = lx.end;
    let p = skipBlanks(t, lx.pos);
    if (t[p] !== 123) return -1;
    p = scanKeyword(t, skipBlanks(t, p + 1), end, 'cc');
    if (p < 0) return -1;
    p = skipBlanks(t, p);
    if (t[p] !== 123) return -1;
    p = scanKeyword(t, skipBlanks(t, p + 1), end, 'f');
    if (p < 0) return -1;
    const flag = sc.scanInt(t, skipBlanks(t, p), end);
    if (sc.scanned < 0) return -1;
    p = skipBlanks(t, sc.scanned);
    if (p >= end || t[p] !== 125) return -1;
    lx.pos = p + 1;
    return flag;
  }

  /**
   * Fast path of a control point of 0–4 plain dims, the cursor on its `{`: float tokens (`{x… x… x…}`),
   * and for a `px` point (`n` ≥ 1 shared key times) timeless curves that {@link KnobFastPaths.fastTimeless}
   * reads. Gives the point, or `undefined` with the cursor unmoved when it is anything else.
   */
  protected fastPoint(n: number, i: number): { dims: RotoTimelessValue[] } | typeof PLAIN | undefined {
    const lx = this.lx;
    const sc = this.sc;
    const t = lx.codes;
    const end = lx.end;
    const start = lx.pos;
    let p = start + 1;
    let d0 = 0;
    let d1 = 0;
    let d2 = 0;
    let d3 = 0;
    let k = 0;
    let curves: RotoTimelessValue[] | undefined;
    for (;;) {
      p = skipBlanks(t, p);
      const c = t[p];
      if (p >= end) return undefined;
      if (c === 125) break;
      if (k === MAX_DIMS) return undefined;
      let v: number;
      if (c === 123 && n > 0) {
        lx.pos = p;
        const d = this.fastTimeless(n);
        if (d === undefined) {
          lx.pos = start;
          return undefined;
        }
        p = lx.pos;
        lx.pos = start;
        if (typeof d === 'number') v = d;
        else {
          curves ??= [];
          for (let j = curves.length; j < k; j++) curves.push(j === 0 ? d0 : j === 1 ? d1 : d2);
          curves.push(d);
          k++;
          continue;
        }
      } else {
        v = sc.scanFloat(t, p, end);
        if (sc.scanned < 0) return undefined;
        p = sc.scanned;
      }
      if (curves !== undefined) curves.push(v);
      else if (k === 0) d0 = v;
      else if (k === 1) d1 = v;
      else if (k === 2) d2 = v;
      else d3 = v;
      k++;
    }
    lx.pos = p + 1;
    if (curves !== undefined) return { dims: curves };
    if (k === 0) return { dims: [] };
    const b = this.arena.pointRoom(i);
    const o = i * POINT_STRIDE;
    b[o] = k;
    b[o + 1] = d0;
    b[o + 2] = d1;
    b[o + 3] = d2;
    b[o + 4] = d3;
    return PLAIN;
  }

  /**
   * Fast path of an attribute list whose values are all plain float tokens (`{a opc x3f000000 str 1}`),
   * the cursor on its `{`: the list, or `undefined` with the cursor unmoved when it is anything else.
   */
  protected fastAttributes(): RotoAttributeList | undefined {
    const lx = this.lx;
    const sc = this.sc;
    const t = lx.codes;
    const end = lx.end;
    const start = lx.pos;
    // Consecutive strokes of one brush repeat their attribute list character for character: a list whose
    // text is the previous fast-read list's text has its names and (a copy of) its values.
    const prev = this.lastList;
    if (prev !== undefined) {
      const from = this.lastListStart;
      const n = this.lastListEnd - from;
      if (start + n <= end && sc.sameRun(t, start, from, n)) {
        lx.pos = start + n;
        return { kind: 'attributes', names: prev.names, values: prev.values.slice() };
      }
    }
    let p = skipBlanks(t, start + 1);
    let c = t[p];
    if (c !== 97 /* a */ || p + 1 >= end) return undefined;
    c = t[++p];
    const names = this.scratchNames;
    const last = this.lastNames;
    const values = this.scratchValues;
    let n = 0;
    let same = true;
    for (;;) {
      if (c !== 32 && c !== 10 && c !== 9 && c !== 13 && c !== 125) return undefined;
      p = skipBlanks(t, p);
      c = t[p];
      if (p >= end) return undefined;
      if (c === 125) break;
      // Attribute lists of one kind of node repeat their names in order: the previous list's name at
      // this place is compared while the name is scanned, and the word table is asked only when it differs.
      const s = p;
      const guess = last[n];
      let name: string | undefined;
      if (guess !== undefined) {
        const g = guess.length;
        let i = 0;
        while (i < g && c === guess.charCodeAt(i)) c = t[s + ++i];
        if (i === g && s + i < end && (c === 32 || c === 10 || c === 9 || c === 13)) {
          name = guess;
          p = s + i;
        } else c = t[s];
      }
      if (name === undefined) {
        same = false;
        let h = 0;
        while (p < end && c !== 32 && c !== 10 && c !== 9 && c !== 13 && c !== 123 && c !== 125 && c !== 34) {
          h = (h * 31 + c!) | 0;
          c = t[++p];
        }
        if (c !== 32 && c !== 9 && c !== 10 && c !== 13) return undefined;
        name = sc.word(lx.text, t, s, p, h);
      }
      p = skipBlanks(t, p);
      c = t[p];
      const value = sc.scanFloat(t, p, end);
      if (sc.scanned < 0) return undefined;
      p = sc.scanned;
      c = t[p];
      names[n] = name;
      values[n++] = value;
    }
    lx.pos = p + 1;
    // A list with the previous list's names shares its (frozen) names array.
    if (!same || n !== last.length) this.lastNames = Object.freeze(names.slice(0, n));
    const list: RotoAttributeList = { kind: 'attributes', names: this.lastNames, values: values.slice(0, n) };
    this.lastList = list;
    this.lastListStart = start;
    this.lastListEnd = lx.pos;
    return list;
  }

  /**
   * Fast path of a timeless curve of plain entries — float tokens, `{v}`, `{v -}` — the cursor on its
   * `{`: the value (as `CurveGrammar.finishTimeless` gives it), or `undefined` with the cursor
   * unmoved when it is anything else.
   */
  protected fastTimeless(n: number): RotoTimelessValue | undefined {
    const lx = this.lx;
    const sc = this.sc;
    const t = lx.codes;
    const end = lx.end;
    let p = lx.pos + 1;
    // Keys go straight into the arena; they are kept only when the whole curve reads.
    const len = n * TIMELESS_STRIDE;
    const at = this.arena.reserve(len);
    const b = this.arena.chunk;
    let i = 0;
    let dash = 0;
    let first = 0;
    let same = true;
    for (;;) {
      p = skipBlanks(t, p);
      let c = t[p];
      if (p >= end) return undefined;
      if (c === 125) break;
      if (i >= n) return undefined;
      let v: number;
      if (c === 123) {
        c = t[++p];
        p = skipBlanks(t, p);
        c = t[p];
        v = sc.scanFloat(t, p, end);
        if (sc.scanned < 0) return undefined;
        p = sc.scanned;
        c = t[p];
        p = skipBlanks(t, p);
        c = t[p];
        if (c === 45 /* - */) {
          c = t[++p];
          p = skipBlanks(t, p);
          c = t[p];
          dash = 1;
        } else dash = 0;
        if (c !== 125 || p >= end) return undefined;
        p++;
      } else {
        v = sc.scanFloat(t, p, end);
        if (sc.scanned < 0) return undefined;
        p = sc.scanned;
      }
      if (i === 0) first = v;
      if (same && (dash !== 0 || !Object.is(v, first))) same = false;
      const o = at + i * TIMELESS_STRIDE;
      b[o] = v;
      b[o + 1] = 0;
      b[o + 2] = dash;
      b[o + 3] = 0;
      b[o + 4] = dash;
      b[o + 5] = 256;
      i++;
    }
    if (i !== n || n === 0) return undefined;
    lx.pos = p + 1;
    // Canonical form: the bare value when every key has it with default extras.
    if (same) return first;
    this.arena.chunkPos = at + len;
    return new TimelessRun(b, at, n);
  }

  /**
   * Fast path of a key-list curve `{{t v [extras]} …}` whose keys are plain float tokens (`{t}`,
   * `{t v}`, `{t v -}`, `{t v ls la}`, `{t v ls la rs ra}`), the cursor on its `{`: the curve, or
   * `undefined` with the cursor unmoved when it is anything else.
   */
  protected fastKeys(): RotoKeyedCurve | undefined {
    const lx = this.lx;
    const sc = this.sc;
    const t = lx.codes;
    const end = lx.end;
    let p = skipBlanks(t, lx.pos + 1);
    let c = t[p];
    if (c !== 123) return undefined;
    let n = 0;
    // Keys go straight into the arena; they are kept only when the whole curve reads.
    let at = this.arena.reserve(4 * KEY_STRIDE);
    let b = this.arena.chunk;
    for (;;) {
      p = skipBlanks(t, p);
      c = t[p];
      if (p >= end) return undefined;
      if (c === 125) break;
      if (c !== 123) return undefined;
      c = t[++p];
      p = skipBlanks(t, p);
      c = t[p];
      // Up to six float tokens, or a `-` after the second.
      let k = 0;
      let f0 = 0;
      let f1 = 0;
      let f2 = 0;
      let f3 = 0;
      let f4 = 0;
      let f5 = 0;
      let dash = false;
      for (;;) {
        if (p >= end) return undefined;
        if (c === 125) break;
        if (c === 45 && k === 2 && !dash) {
          c = t[++p];
          if (c !== 32 && c !== 10 && c !== 9 && c !== 13 && c !== 125) return undefined;
          dash = true;
        } else {
          if (k === 6 || dash) return undefined;
          const v = sc.scanFloat(t, p, end);
          if (sc.scanned < 0) return undefined;
          p = sc.scanned;
          c = t[p];
          if (k === 0) f0 = v;
          else if (k === 1) f1 = v;
          else if (k === 2) f2 = v;
          else if (k === 3) f3 = v;
          else if (k === 4) f4 = v;
          else f5 = v;
          k++;
        }
        p = skipBlanks(t, p);
        c = t[p];
      }
      if (k === 0 || k === 3 || k === 5 || (k === 1 && n === 0)) return undefined;
      c = t[++p];
      if (at + (n + 1) * KEY_STRIDE > b.length) {
        // Move the keys read so far to a new arena chunk with room for more.
        at = this.arena.extend(at, n * KEY_STRIDE, (n + 1) * KEY_STRIDE);
        b = this.arena.chunk;
      }
      const o = at + n * KEY_STRIDE;
      b[o] = f0;
      if (k === 1) {
        for (let j = 1; j < KEY_STRIDE; j++) b[o + j] = b[o + j - KEY_STRIDE]!;
      } else {
        b[o + 1] = f1;
        b[o + 2] = f2;
        b[o + 3] = dash ? 1 : f3;
        b[o + 4] = f4;
        b[o + 5] = dash ? 1 : f5;
        b[o + 6] = 256;
      }
      n++;
    }
    if (n === 0) return undefined;
    lx.pos = p + 1;
    this.arena.chunkPos = at + n * KEY_STRIDE;
    return new KeyRun(b, at, n, 0);
  }

  /**
   * Fast path of `{t …}` fields: reads float tokens and {@link KnobFastPaths.fastKeys} key lists into
   * `fields` from index 0 and stops (cursor after the last one read) at the closing `}` or anything
   * else. Returns the number of fields read.
   */
  protected fastFields(fields: RotoCurveViews[]): number {
    const lx = this.lx;
    const sc = this.sc;
    const t = lx.codes;
    const end = lx.end;
    let n = 0;
    for (;;) {
      let p = lx.pos;
      p = skipBlanks(t, p);
      const c = t[p];
      if (p >= end || c === 125 || n === MAX_TRANSFORM_FIELDS) return n;
      lx.pos = p;
      if (c === 123) {
        const keys = this.fastKeys();
        if (keys === undefined) return n;
        fields[n++] = keys;
      } else {
        const v = sc.scanFloat(t, p, end);
        if (sc.scanned < 0) return n;
        fields[n++] = v;
        lx.pos = sc.scanned;
      }
    }
  }
}
