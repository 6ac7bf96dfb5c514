/**
 * The Tcl words of a Nuke script (`.nk`, `.gizmo`; the layer around the curves knob): bare words (up
 * to whitespace; `[…]` may hold spaces), `{…}` words (braces nest, `\` escapes) and `"…"` words (`\` escapes), skipped or read by a
 * {@link ScriptScanner} that moves over the script's character codes.
 *
 * @module
 */
import type { TextSource } from '@anim/core/io';
import type { CharCodes } from './text.js';
import type { ScriptText } from './text.js';

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

/** A cursor over a script's Tcl words (see the module description). */
export class ScriptScanner {
  readonly text: ScriptText;
  readonly codes: CharCodes;
  readonly n: number;
  pos = 0;
  private readonly opens: NextChar;
  private readonly closes: NextChar;
  private readonly escapes: NextChar;
  /** A view of the bytes for {@link ScriptScanner.skipBracedBytes}, made on first use. */
  private view: DataView | undefined;

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

  /**
   * {@link ScriptScanner.skipBraced} over bytes: four bytes at a time (a `DataView` word tested for a
   * `{`, `}` or `\` byte with the "has a zero byte" bit trick), byte by byte through a word that holds
   * one. Most words of the nodes it skips hold none: a third of the time of a loop over every byte.
   */
  private skipBracedBytes(): number {
    const t = this.codes as Uint8Array;
    const n = this.n;
    const start = this.pos;
    const v = (this.view ??= new DataView(t.buffer, t.byteOffset, t.byteLength));
    let depth = 0;
    let p = start;
    while (p < n) {
      for (; p + 4 <= n; p += 4) {
        const w = v.getInt32(p, true);
        const a = w ^ 0x7b7b7b7b;
        const b = w ^ 0x7d7d7d7d;
        const e = w ^ 0x5c5c5c5c;
        if ((((a - 0x01010101) & ~a) | ((b - 0x01010101) & ~b) | ((e - 0x01010101) & ~e)) & 0x80808080) break;
      }
      // The word at p holds a brace or a backslash, or fewer than four bytes are left.
      const stop = p + 4 < n ? p + 4 : n;
      for (; p < stop; p++) {
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
      // Inside a node's braces (`stopAtBrace`) `;` is an ordinary character (Tcl ends a command there only
      // at the script level): a word made only of it must still move the cursor (`Roto {;}` hung).
      else if (depth === 0 && (c === 32 || c === 9 || c === 10 || c === 13 || (stopAtBrace ? c === 125 || c === 123 : c === 59))) break;
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
