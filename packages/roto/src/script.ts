/**
 * The Nuke script layer (`.nk`, `.gizmo`): Tcl commands, one per line, where a node is `Class { knob
 * value … }` or, for the first instance of a cloned node, `clone <id> Class { … }` (groups are flat: their
 * children follow and `end_group` closes them). Finds every Roto,
 * RotoPaint and SplineWarp node, parses its `curves` knob in place, and reads the `Root` node's `fps`.
 *
 * Tcl words: bare (up to whitespace; `[…]` may hold spaces), `{…}` (braces nest, `\` escapes) or
 * `"…"` (`\` escapes).
 *
 * @module
 */
import { TextSource, UnsupportedFeatureError } from '@anim/core';
import { FORMAT_ID, ROTO_CLASSES } from './constants.js';
import { charCodes, type CharCodes } from './lexer.js';
import { treeAt, type SpanMap } from './parse-knob.js';
import { ScriptText } from './text.js';
import type { RotoNode } from './types.js';

/** What {@link parseScript} finds in a script. */
export interface ScriptContents {
  /** The Roto/RotoPaint/SplineWarp nodes with a curves knob, in script order. */
  readonly nodes: RotoNode[];
  /** The Root node's `fps`, when present and numeric. */
  readonly fps?: number | undefined;
}

/**
 * Finds the next occurrence of one character with the engine's native string search, remembering the
 * last answer: the scanner moves forward, so most questions are answered without searching again (a
 * character that does not occur again is searched for once, not once per word).
 */
class NextChar {
  private from = -1;
  private at = -1;

  constructor(
    private readonly text: ScriptText,
    private readonly ch: number,
  ) {}

  /** The offset of the first occurrence at or after `p`, or the text's length when there is none. */
  find(p: number): number {
    if (p < this.from || p > this.at) {
      const i = this.text.indexOf(this.ch, p);
      this.from = p;
      this.at = i < 0 ? this.text.length : i;
    }
    return this.at;
  }
}

/** Per byte: 1 for an opening brace, 2 for a closing one, 3 for a backslash, 0 for the rest. */
const BRACED = ((): Uint8Array => {
  const table = new Uint8Array(256);
  table[123] = 1;
  table[125] = 2;
  table[92] = 3;
  return table;
})();

class ScriptScanner {
  readonly text: ScriptText;
  readonly codes: CharCodes;
  readonly n: number;
  pos = 0;
  private readonly opens: NextChar;
  private readonly closes: NextChar;
  private readonly escapes: NextChar;

  constructor(text: ScriptText) {
    this.text = text;
    this.codes = text.codes;
    this.n = text.length;
    this.opens = new NextChar(text, 123);
    this.closes = new NextChar(text, 125);
    this.escapes = new NextChar(text, 92);
  }

  /** The text's source, for error locations (the text is decoded when this is first asked for). */
  get source(): TextSource {
    return this.text.source;
  }

  /** Skips spaces and tabs (and backslash-newline continuations) on the current line. */
  skipBlanks(): void {
    const t = this.codes;
    let p = this.pos;
    for (;;) {
      const c = t[p];
      if (c === 32 || c === 9 || c === 13) p++;
      else if (c === 92 && t[p + 1] === 10) p += 2;
      else break;
    }
    this.pos = p;
  }

  /** Skips all whitespace including newlines. */
  skipSpace(): void {
    const t = this.codes;
    let p = this.pos;
    for (;;) {
      const c = t[p];
      if (c === 32 || c === 9 || c === 10 || c === 13) p++;
      else break;
    }
    this.pos = p;
  }

  /**
   * Skips a `{…}` word at the cursor, returning the offset after its `}`. Jumps from one `{`, `}` or `\`
   * to the next with the engine's native string search (twice as fast as a loop over every character).
   */
  skipBraced(): number {
    if (this.text.isBytes) return this.skipBracedBytes();
    const n = this.n;
    const start = this.pos;
    let depth = 0;
    let open = this.opens.find(start);
    let close = this.closes.find(start);
    let escape = this.escapes.find(start);
    for (;;) {
      if (open < close && open < escape) {
        depth++;
        open = this.opens.find(open + 1);
      } else if (close < escape) {
        if (--depth === 0) {
          this.pos = close + 1;
          return this.pos;
        }
        close = this.closes.find(close + 1);
      } else {
        if (escape >= n) break;
        // The escaped character is not a brace of the word.
        const p = escape + 2;
        if (open < p) open = this.opens.find(p);
        if (close < p) close = this.closes.find(p);
        escape = this.escapes.find(p);
      }
    }
    throw this.source.error(start, "a '}' matching this '{'", 'end of input');
  }

  /** {@link ScriptScanner.skipBraced} over ASCII bytes: one pass over the word's bytes. */
  private skipBracedBytes(): number {
    const t = this.codes as Uint8Array;
    const n = this.n;
    const start = this.pos;
    let depth = 0;
    for (let p = start; p < n; p++) {
      const k = BRACED[t[p]!]!;
      if (k === 0) continue;
      if (k === 1) depth++;
      else if (k === 2) {
        if (--depth === 0) {
          this.pos = p + 1;
          return this.pos;
        }
      } else p++;
    }
    throw this.source.error(start, "a '}' matching this '{'", 'end of input');
  }

  /** Skips a `"…"` word at the cursor. */
  skipQuoted(): void {
    const t = this.codes;
    const start = this.pos;
    let p = start + 1;
    while (p < this.n) {
      const c = t[p];
      if (c === 34) {
        this.pos = p + 1;
        return;
      }
      if (c === 92) p++;
      p++;
    }
    throw this.source.error(start, "a closing '\"' for this string", 'end of input');
  }

  /** Skips a bare word (brackets may hold blanks); `stopAtBrace` ends it at `}` too (inside a node). */
  skipBare(stopAtBrace: boolean): void {
    const t = this.codes;
    let p = this.pos;
    let depth = 0;
    while (p < this.n) {
      const c = t[p];
      if (c === 92) {
        p += 2;
        continue;
      }
      if (c === 91) depth++;
      else if (c === 93 && depth > 0) depth--;
      else if (depth === 0 && (c === 32 || c === 9 || c === 10 || c === 13 || c === 59 || (stopAtBrace && (c === 125 || c === 123)))) break;
      p++;
    }
    if (depth > 0) throw this.source.error(this.pos, "a ']' closing this command substitution", 'end of input');
    this.pos = p;
  }

  /** Skips any word at the cursor. */
  skipWord(stopAtBrace: boolean): void {
    const c = this.codes[this.pos];
    if (c === 123) this.skipBraced();
    else if (c === 34) this.skipQuoted();
    else this.skipBare(stopAtBrace);
  }

  /** The text of a word at the cursor (braces/quotes removed, escapes kept), advancing past it. */
  wordText(stopAtBrace: boolean): string {
    const start = this.pos;
    const c = this.codes[start];
    this.skipWord(stopAtBrace);
    if (c === 123 || c === 34) return this.text.slice(start + 1, this.pos - 1);
    return this.text.slice(start, this.pos);
  }
}

/**
 * Scans a Nuke script and parses the `curves` knob of every Roto/RotoPaint/SplineWarp node.
 *
 * @param spans - when given, source spans of every tree part are recorded (used by the writer).
 * @param codes - the character codes of `source.text` when already at hand (see `charCodes`).
 * @throws {ParseError} for unbalanced braces or quotes and for any error inside a curves knob, with the
 *   script's line and column.
 * @throws {UnsupportedVersionError} for a curves tree whose version is not 1.2.
 * @throws {UnsupportedFeatureError} for a curves knob in the pre-Nuke 7 text (`AnimTree: …`).
 */
export function parseScript(source: TextSource, spans?: SpanMap, codes?: CharCodes): ScriptContents {
  return scanScript(ScriptText.of(source, codes ?? charCodes(source.text)), spans);
}

/** {@link parseScript} over a {@link ScriptText} (the reader's entry). */
export function scanScript(text: ScriptText, spans: SpanMap | undefined): ScriptContents {
  const s = new ScriptScanner(text);
  const t = s.text;
  const k = s.codes;
  const nodes: RotoNode[] = [];
  let fps: number | undefined;
  for (;;) {
    s.skipSpace();
    if (s.pos >= s.n) break;
    let c = k[s.pos];
    if (c === 59) {
      s.pos++;
      continue;
    }
    if (c === 35 /* # comment */) {
      const nl = t.indexOf(10, s.pos);
      s.pos = nl < 0 ? s.n : nl + 1;
      continue;
    }
    if (c === 125) throw s.source.error(s.pos, 'a command', "'}' (no '{' to close)");
    // First word of a command.
    const wordStart = s.pos;
    s.skipWord(false);
    let first = c === 123 || c === 34 ? '' : t.slice(wordStart, s.pos);
    s.skipBlanks();
    c = k[s.pos];
    if (first === 'clone' && c !== 123 && c !== 36 /* $ */) first = cloneClass(s);
    c = k[s.pos];
    if (c === 123 && first !== '') {
      if (ROTO_CLASSES.has(first)) {
        const found = nodeBody(s, spans);
        if (found.curves !== undefined) nodes.push({ name: found.name, class: first, ...found.curves });
      } else if (first === 'Root') {
        const found = rootBody(s);
        if (found !== undefined) fps = found;
      } else s.skipBraced();
    }
    // Rest of the command line.
    for (;;) {
      s.skipBlanks();
      if (s.pos >= s.n) break;
      c = k[s.pos];
      if (c === 10 || c === 59) break;
      if (c === 125) throw s.source.error(s.pos, 'a command', "'}' (no '{' to close)");
      s.skipWord(false);
    }
  }
  return fps === undefined ? { nodes } : { nodes, fps };
}

/**
 * The class of the first instance of a cloned node, `clone <id> <Class> { knob value … }` (the cursor is at
 * `<id>`), leaving the cursor at the body. Later instances, `clone $C… { … }`, hold only their own
 * position knobs and are skipped as other commands.
 */
function cloneClass(s: ScriptScanner): string {
  s.skipWord(false);
  s.skipBlanks();
  const c = s.codes[s.pos];
  if (c === 123 || c === 34 || c === 10 || s.pos >= s.n) return '';
  const start = s.pos;
  s.skipWord(false);
  const name = s.text.slice(start, s.pos);
  s.skipBlanks();
  return name;
}

interface KnobFound {
  start: number;
  end: number;
  curves: RotoNode['curves'];
}

/** Reads a Roto node body `{ knob value … }`, parsing its curves knob in place. */
function nodeBody(s: ScriptScanner, spans: SpanMap | undefined): { name: string; curves?: KnobFound } {
  const k = s.codes;
  const open = s.pos;
  s.pos++;
  let name = '';
  let curves: KnobFound | undefined;
  for (;;) {
    s.skipSpace();
    if (s.pos >= s.n) throw s.source.error(open, "a '}' closing this node", 'end of input');
    const c = k[s.pos];
    if (c === 125) {
      s.pos++;
      break;
    }
    const knob = s.wordText(true);
    s.skipBlanks();
    const vc = k[s.pos];
    if (vc === 125 || vc === 10 || s.pos >= s.n) continue;
    if (knob === 'curves' && vc === 123 && startsOldTree(k, s.pos + 1)) throw oldTreeError(s.source, s.pos);
    if (knob === 'curves' && vc === 123 && startsTree(k, s.pos + 1)) {
      const found = treeAt(s.text, s.pos + 1, s.n, spans);
      s.pos = found.end;
      s.skipSpace();
      if (k[s.pos] !== 125) throw s.source.error(s.pos, "'}' closing the curves knob after its tree", s.source.describe(s.pos));
      s.pos++;
      curves = { start: found.start, end: found.end, curves: found.tree };
    } else if (knob === 'name') name = s.wordText(true);
    else s.skipWord(true);
  }
  return curves === undefined ? { name } : { name, curves };
}

/** True when the text at `p` (after blanks) opens the tree: `{` then (after blanks) `{v`. */
export function startsTree(t: CharCodes, p: number): boolean {
  let q = p;
  while (isBlank(t[q])) q++;
  if (t[q] !== 123) return false;
  q++;
  while (isBlank(t[q])) q++;
  if (t[q] !== 123) return false;
  q++;
  while (isBlank(t[q])) q++;
  return t[q] === 118 && isBlank(t[q + 1]);
}

/** True when the text at `p` (after blanks) is the pre-Nuke 7 serialisation, `AnimTree: …` (spec "Notes"). */
export function startsOldTree(t: CharCodes, p: number): boolean {
  let q = p;
  while (isBlank(t[q])) q++;
  const word = 'AnimTree:';
  for (let i = 0; i < word.length; i++) if (t[q + i] !== word.charCodeAt(i)) return false;
  return true;
}

/** The error for a curves knob in the pre-Nuke 7 serialisation at `offset` (this package reads Nuke 7 and later). */
export function oldTreeError(source: TextSource, offset: number): UnsupportedFeatureError {
  const at = source.locate(offset);
  return new UnsupportedFeatureError(
    FORMAT_ID,
    `pre-Nuke 7 curves text ('AnimTree: …' at line ${String(at.line)}, column ${String(at.column)}; Nuke 7 and later convert it when they save the script)`,
  );
}

function isBlank(c: number | undefined): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

/** Reads the Root node body for its `fps` knob. */
function rootBody(s: ScriptScanner): number | undefined {
  const k = s.codes;
  const open = s.pos;
  s.pos++;
  let fps: number | undefined;
  for (;;) {
    s.skipSpace();
    if (s.pos >= s.n) throw s.source.error(open, "a '}' closing this node", 'end of input');
    if (k[s.pos] === 125) {
      s.pos++;
      break;
    }
    const knob = s.wordText(true);
    s.skipBlanks();
    const vc = k[s.pos];
    if (vc === 125 || vc === 10 || s.pos >= s.n) continue;
    const value = s.wordText(true);
    if (knob === 'fps') {
      const v = Number(value);
      if (Number.isFinite(v) && v > 0) fps = v;
    }
  }
  return fps;
}

/** A TextSource for script text (format id `roto`). */
export function scriptSource(text: string): TextSource {
  return new TextSource(text, FORMAT_ID);
}
