/**
 * The state of one read of a `.anim` text, shared by the parts of the reader (header, anim lines,
 * animData blocks, keys): the lexer, the located errors and warnings, and the reusable key buffers.
 *
 * @module
 */

import type { WarningCode } from '@anim/core';
import { TextSource } from '@anim/core/io';
import { FORMAT_ID } from './constants.js';
import { FastKeyScanner } from './key-scan.js';
import { KeyColumnsBuilder } from './keys.js';
import { Lexer } from './lexer.js';
import type { ReadMayaOptions } from './types.js';

/** One read in progress. Every `fail…` method throws a {@link ParseError} located in the text. */
export class ReadContext {
  readonly lex: Lexer;
  readonly source: TextSource;
  readonly text: string;
  /** True for animVersion 1.1 (keys carry the breakdown column); set by the header. */
  hasBreakdown = true;
  /** Growable key columns, reused by every keys block. */
  readonly builder = new KeyColumnsBuilder();
  /** The fast path for keys in Maya's layout, on the lexer's number scanner. */
  readonly fastKeys: FastKeyScanner;
  private readonly onWarning: ReadMayaOptions['onWarning'];
  /** The `lenient` read option: accept what Maya tolerates, with a warning. */
  readonly lenient: boolean;

  constructor(text: string, options?: ReadMayaOptions) {
    this.text = text;
    this.lex = new Lexer(text, options?.thousandsSeparators === true);
    this.source = new TextSource(text, FORMAT_ID);
    this.fastKeys = new FastKeyScanner(this.lex.decimal);
    this.onWarning = options?.onWarning;
    this.lenient = options?.lenient === true;
  }

  /**
   * Throws "expected `expected`, found `found`" (by default the token at `offset`, without the `;`, `{`
   * or `}` that ends it; what is at `offset` when that is a delimiter or the end).
   */
  fail(offset: number, expected: string, found?: string): never {
    throw this.source.error(offset, expected, found ?? this.tokenAt(offset));
  }

  /** The token at `offset` quoted, cut at the first delimiter (at most 40 characters); or the source's description. */
  tokenAt(offset: number): string {
    const end = Math.min(this.lex.tokenEnd(offset), offset + 40);
    if (end === offset) return this.source.describe(offset);
    return JSON.stringify(this.text.slice(offset, end)).replace(/^"|"$/g, "'");
  }

  /** Throws "expected ';' after `after`" right after the previous token, naming what follows it. */
  failTerminator(after: string, tokenEnd: number): never {
    const lex = this.lex;
    lex.pos = tokenEnd;
    lex.skipTrivia();
    throw this.source.error(tokenEnd, `';' after ${after}`, this.tokenAt(lex.pos));
  }

  /** Throws for a token at `at` that is not the number expected (with a hint for thousands separators). */
  failNumber(at: number, expected: string): never {
    const token = this.text.slice(at, this.lex.tokenEnd(at));
    if (/^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/.test(token)) {
      this.fail(at, `${expected} without thousands separators (read with { thousandsSeparators: true } to accept them)`);
    }
    this.fail(at, expected);
  }

  /**
   * An unknown unit word after `keyword` at `offset`: a ParseError, or with `lenient` a `unit-assumed`
   * warning naming the unit used instead; returns false (the statement is kept as an unknown one).
   */
  unknownUnit(offset: number, keyword: string, instead: string, expected: string): false {
    if (!this.lenient) this.fail(offset, expected);
    this.warn('unit-assumed', `unknown ${keyword} ${this.tokenAt(offset)}: ${instead} assumed, statement kept as is`, offset);
    return false;
  }

  /** Reports something read but not understood to `onWarning`, with its line. */
  warn(code: WarningCode, message: string, offset: number): void {
    this.onWarning?.({ code, message, line: this.source.locate(offset).line });
  }

  /** The 1-based line of an offset (for messages naming where a block opened). */
  line(offset: number): number {
    return this.source.locate(offset).line;
  }

  /** Reads the one-token value of a `keyword value;` statement and its `;` (which it consumes). */
  wordValue(keyword: string): string {
    const lex = this.lex;
    lex.skipTrivia();
    const valueAt = lex.pos;
    const value = lex.word();
    if (value === '') this.fail(valueAt, `a value after '${keyword}'`);
    const end = lex.pos;
    lex.skipTrivia();
    if (this.text.charCodeAt(lex.pos) !== 59) this.failTerminator(`'${keyword} ${value}'`, end);
    lex.pos++;
    return value;
  }

  /**
   * Reads the value of a `keyword value…;` statement whose value is the rest of the line up to `;`
   * (`mayaVersion 4.2.3 LTS;`, keywords this package does not know), trimmed, and consumes the `;`.
   */
  lineValue(keyword: string): string {
    const lex = this.lex;
    const text = this.text;
    let p = lex.pos;
    while (p < text.length) {
      const c = text.charCodeAt(p);
      if (c === 59 || c === 10 || c === 13) break;
      p++;
    }
    if (text.charCodeAt(p) !== 59) {
      let end = p;
      while (end > lex.pos && (text.charCodeAt(end - 1) === 32 || text.charCodeAt(end - 1) === 9)) end--;
      this.fail(end, `';' ending the '${keyword}' line`, p >= text.length ? 'end of input' : 'end of line');
    }
    const value = text.slice(lex.pos, p).trim();
    if (value === '') this.fail(lex.pos, `a value after '${keyword}'`);
    lex.pos = p + 1;
    return value;
  }

  /** The number a whole statement value spells, or a ParseError at `at`. */
  numberIn(value: string, at: number): number {
    const lex = new Lexer(`${value} `, this.lex.thousandsSeparators);
    if (!lex.scanNumber() || lex.pos !== value.length) this.fail(at, 'a number');
    return lex.number;
  }
}
