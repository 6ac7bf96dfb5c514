import { ParseError } from '../errors.js';

/**
 * Text input with cheap line/column lookup: line starts are indexed lazily, once, the first time a
 * location is asked for, so parsers only track a character offset on their hot path.
 *
 * Lines break at `\n`, `\r\n` or a lone `\r`. Lines and columns are 1-based; columns count UTF-16 code
 * units.
 */
export class TextSource {
  /** Format id used in errors. */
  readonly format: string;
  /** The whole input text. */
  readonly text: string;
  private lineStarts: Uint32Array | undefined;

  constructor(text: string, format: string) {
    this.text = text;
    this.format = format;
  }

  private index(): Uint32Array {
    if (this.lineStarts !== undefined) return this.lineStarts;
    const starts: number[] = [0];
    const t = this.text;
    for (let i = 0; i < t.length; i++) {
      const c = t.charCodeAt(i);
      if (c === 10) starts.push(i + 1);
      else if (c === 13) {
        if (t.charCodeAt(i + 1) === 10) i++;
        starts.push(i + 1);
      }
    }
    this.lineStarts = Uint32Array.from(starts);
    return this.lineStarts;
  }

  /** The 1-based line and column of a 0-based offset (clamped to the text). */
  locate(offset: number): { line: number; column: number; offset: number } {
    const at = Math.max(0, Math.min(offset, this.text.length));
    const starts = this.index();
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if ((starts[mid]!) <= at) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: at - (starts[lo]!) + 1, offset: at };
  }

  /** Builds (does not throw) a {@link ParseError} at `offset`. */
  error(offset: number, expected: string, found?: string): ParseError {
    return new ParseError({ format: this.format, location: { kind: 'text', ...this.locate(offset) }, expected, found });
  }

  /** Describes the text at `offset` for a `found` clause: `'}'`, `'abc'` or `end of input`. */
  describe(offset: number, maxLength = 20): string {
    if (offset >= this.text.length) return 'end of input';
    const m = /^\S+/.exec(this.text.slice(offset, offset + maxLength));
    const token = m === null ? this.text.charAt(offset) : m[0];
    return JSON.stringify(token).replace(/^"|"$/g, "'");
  }
}
