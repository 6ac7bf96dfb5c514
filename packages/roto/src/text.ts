/**
 * The script text as the parsers read it: its character codes, slices of it, and a `TextSource` for
 * error locations. Read from ASCII bytes (what Nuke writes), the text is not decoded at all unless
 * asked for: the parsers scan the bytes and build only the strings the tree keeps (names, expressions,
 * verbatim groups), and the whole text is decoded the first time something needs it (an error's line
 * and column, writing the document back).
 *
 * @module
 */
import { TextSource } from '@anim/core/io';
import { FORMAT_ID } from './constants.js';

const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });
const strictUtf8 = new TextDecoder('utf-8', { ignoreBOM: true, fatal: true });

/** Character codes of a text, read by the lexer instead of `charCodeAt` (bytes for Latin-1 text). */
export type CharCodes = Uint8Array | Uint16Array;

/** The UTF-8 text of `bytes`, or `undefined` when they are not valid UTF-8. */
export function utf8OrUndefined(bytes: Uint8Array): string | undefined {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** One character per byte (ISO-8859-1: code = byte; not the WHATWG `latin1` label, which is windows-1252). */
export function latin1(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 8192) s += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return s;
}

/** The bytes of a text holding one character per byte (see {@link latin1}; every code is below 256). */
export function latin1Bytes(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
}

/**
 * True when every byte is below 0x80 (the text is ASCII, so its UTF-8 bytes are its character codes).
 * Reads four bytes at a time into four accumulators, eight words per step (a third faster than two
 * words per step on a 1.6 MB script); `Int32Array` words, so that `|` needs no conversion from
 * numbers above 2^31.
 */
export function isAscii(bytes: Uint8Array): boolean {
  const n = bytes.length;
  let i = 0;
  let tail = 0;
  while (i < n && ((bytes.byteOffset + i) & 3) !== 0) tail |= bytes[i++]!;
  // A short array may end before a 4-byte boundary (no words to read).
  if (i >= n) return (tail & 0x80) === 0;
  const words = new Int32Array(bytes.buffer, bytes.byteOffset + i, (n - i) >>> 2);
  const m = words.length;
  let a = 0;
  let b = 0;
  let c = 0;
  let d = 0;
  let j = 0;
  for (; j + 8 <= m; j += 8) {
    a |= words[j]! | words[j + 4]!;
    b |= words[j + 1]! | words[j + 5]!;
    c |= words[j + 2]! | words[j + 6]!;
    d |= words[j + 3]! | words[j + 7]!;
  }
  for (; j < m; j++) a |= words[j]!;
  for (i += m * 4; i < n; i++) tail |= bytes[i]!;
  return ((a | b | c | d) & 0x80808080) === 0 && (tail & 0x80) === 0;
}

/** See the module description. */
export class ScriptText {
  /** The character codes the parsers scan (the bytes themselves for ASCII input). */
  readonly codes: CharCodes;
  /** Length of the text in characters (= UTF-16 code units). */
  readonly length: number;
  /** True for bytes that are not all UTF-8: the text is one character per byte (see {@link ScriptText.raw}). */
  readonly isLatin1: boolean;
  private decoded: string | undefined;
  private made: TextSource | undefined;

  private constructor(codes: CharCodes, text: string | undefined, source: TextSource | undefined, isLatin1 = false) {
    this.codes = codes;
    this.length = codes.length;
    this.decoded = text;
    this.made = source;
    this.isLatin1 = isLatin1;
  }

  /** The text of `source`, with its character codes when already at hand (see `charCodes`). */
  static of(source: TextSource, codes: CharCodes): ScriptText {
    return new ScriptText(codes, source.text, source);
  }

  /** ASCII bytes (checked by the caller with {@link isAscii}), decoded only when asked. */
  static ascii(bytes: Uint8Array): ScriptText {
    return new ScriptText(bytes, undefined, undefined);
  }

  /**
   * Bytes that are not all UTF-8 (Latin-1 or GBK labels and notes in a script), scanned as they are: the
   * text is one character per byte (so offsets, lines and columns count bytes), and the strings the tree
   * keeps are decoded as UTF-8 where valid, else one character per byte (see {@link ScriptText.slice}).
   */
  static raw(bytes: Uint8Array): ScriptText {
    return new ScriptText(bytes, undefined, undefined, true);
  }

  /** The text of `source` when it holds one character per byte (see {@link ScriptText.raw}). */
  static latin1Of(source: TextSource): ScriptText {
    return new ScriptText(latin1Bytes(source.text), source.text, source, true);
  }

  /** True while the text is read from its bytes (not decoded). */
  get isBytes(): boolean {
    return this.decoded === undefined;
  }

  /** The whole text (decoded on first use; one character per byte for {@link ScriptText.raw} bytes). */
  get text(): string {
    return (this.decoded ??= this.isLatin1 ? latin1(this.codes as Uint8Array) : utf8.decode(this.codes));
  }

  /** The text's `TextSource` (format `roto`), for error locations; made on first use. */
  get source(): TextSource {
    return (this.made ??= new TextSource(this.text, FORMAT_ID));
  }

  /** The text from `p` up to (not including) `q`. */
  slice(p: number, q: number): string {
    const codes = this.codes;
    if (this.isLatin1) {
      const part = (codes as Uint8Array).subarray(p, q);
      return isAscii(part) ? latin1(part) : (utf8OrUndefined(part) ?? latin1(part));
    }
    if (this.decoded !== undefined) return this.decoded.slice(p, q);
    if (q - p <= 12) {
      let s = '';
      for (let i = p; i < q; i++) s += String.fromCharCode(codes[i]!);
      return s;
    }
    return utf8.decode(codes.subarray(p, q));
  }

  /** The offset of the first `code` at or after `p`, or −1. */
  indexOf(code: number, p: number): number {
    if (this.decoded !== undefined) return this.decoded.indexOf(String.fromCharCode(code), p);
    const t = this.codes;
    const n = t.length;
    for (let i = p; i < n; i++) if (t[i] === code) return i;
    return -1;
  }
}
