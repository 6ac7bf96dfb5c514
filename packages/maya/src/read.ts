/**
 * The `.anim` reader: bytes → {@link MayaAnimDocument}, lossless (research notes §3.1, spec "Anim File
 * Format" 1.0/1.1).
 *
 * Every statement keeps its source chunk (`raw`): its leading blank lines and comments, the statement, and
 * the rest of its line when that holds only a comment. Keys are stored column by column (`MayaKeys`);
 * their chunks are remembered as one text with end offsets, next to a copy of the keys as read
 * (`MayaKeysLayout`). The writer reuses a chunk whenever the statement or key still says the same
 * thing, which is what makes `write(read(file))` byte-identical.
 *
 * @module
 */

import { TextSource, UnsupportedVersionError } from '@anim/core';
import { isDelimiter, Lexer } from './lexer.js';
import type {
  MayaAnim,
  MayaAnimData,
  MayaAnimDocument,
  MayaBlockLayout,
  MayaHeader,
  MayaReadOptions,
  MayaStatement,
} from './types.js';
import { angularUnitScale, linearUnitScale, timeUnitRate } from './units.js';
import { ANIMDATA_KEYWORDS, HEADER_KEYWORDS, infinityWord, inputWord, outputWord, tangentCodeAt } from './words.js';
import { createMayaKeys, FIXED, KeyColumnsBuilder } from './keys.js';
import { scanKeyFast } from './key-scan.js';

/** The format id used in errors. */
export const FORMAT_ID = 'maya';

/** Placeholder while an animData block is read (always replaced before the block is returned). */
const NO_KEYS = createMayaKeys(0);

const UNITY_MESSAGE = 'this is a Unity animation clip, not a Maya .anim';

/**
 * Decodes `.anim` bytes as UTF-8 (a byte-order mark is kept, so it is written back).
 * @throws {ParseError} for bytes that are not UTF-8, at the line and column of the first bad byte.
 */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    const bad = firstInvalidUtf8(bytes);
    const before = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(0, bad));
    throw new TextSource(before + ' ', FORMAT_ID).error(before.length, 'UTF-8 text', `byte 0x${(bytes[bad] ?? 0).toString(16)}`);
  }
}

function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    const n = b < 0x80 ? 0 : b >= 0xc2 && b < 0xe0 ? 1 : b >= 0xe0 && b < 0xf0 ? 2 : b >= 0xf0 && b < 0xf5 ? 3 : -1;
    if (n < 0 || i + n >= bytes.length + (n === 0 ? 1 : 0)) return i;
    for (let k = 1; k <= n; k++) if ((bytes[i + k]! & 0xc0) !== 0x80) return i;
    i += n + 1;
  }
  return Math.max(0, bytes.length - 1);
}

/**
 * Reads a Maya `.anim` file (animVersion 1.0 or 1.1) into a lossless document. Numbers are kept in the
 * file's units; nothing is converted.
 *
 * @throws {ParseError} (format `maya`, with line and column) for anything that is not a valid `.anim`: a
 *   missing `;`, an unknown tangent type, infinity, unit or keyword value, a non-numeric number, a
 *   truncated `keys {` block, key times that are not strictly increasing, a Unity YAML `.anim`
 *   ("this is a Unity animation clip, not a Maya .anim"), bytes that are not UTF-8.
 * @throws {UnsupportedVersionError} for an `animVersion` other than 1.0 and 1.1.
 */
export function readMaya(bytes: Uint8Array, options?: MayaReadOptions): MayaAnimDocument {
  return parseMaya(decodeText(bytes), options);
}

/** Like {@link readMaya}, from text already decoded. */
export function parseMaya(text: string, options?: MayaReadOptions): MayaAnimDocument {
  return new AnimReader(text, options).document();
}

/** Where the reader is in the document, for ParseError messages. */
class AnimReader {
  private readonly lex: Lexer;
  private readonly source: TextSource;
  private readonly text: string;
  private readonly onWarning: MayaReadOptions['onWarning'];
  private hasBreakdown = true;
  private readonly builder = new KeyColumnsBuilder();

  constructor(text: string, options?: MayaReadOptions) {
    this.text = text;
    this.lex = new Lexer(text, options?.thousandsSeparators === true);
    this.source = new TextSource(text, FORMAT_ID);
    this.onWarning = options?.onWarning;
  }

  private fail(offset: number, expected: string, found?: string): never {
    throw this.source.error(offset, expected, found ?? this.source.describe(offset));
  }

  /** Throws "expected ';' …" right after the previous token. */
  private failTerminator(after: string, tokenEnd: number): never {
    const lex = this.lex;
    lex.pos = tokenEnd;
    lex.skipTrivia();
    throw this.source.error(tokenEnd, `';' after ${after}`, this.source.describe(lex.pos));
  }

  private warn(code: string, message: string, offset: number): void {
    this.onWarning?.({ code, message, line: this.source.locate(offset).line });
  }

  document(): MayaAnimDocument {
    const lex = this.lex;
    const text = this.text;
    const newline = /\r\n?|\n/.exec(text)?.[0] ?? '\n';
    const header: MayaHeader = { animVersion: '', unknown: [] };
    const headerLayout: MayaStatement[] = [];
    const seen = new Set<string>();

    // Header: keyword statements until the first `anim`.
    let chunkStart = 0;
    for (;;) {
      lex.skipTrivia();
      const at = lex.pos;
      if (at >= text.length) break;
      if (lex.isWord('anim')) break;
      const keyword = lex.word();
      if (headerLayout.length === 0 && keyword !== 'animVersion') {
        if (text.startsWith('%YAML', at)) this.fail(at, `'animVersion' (${UNITY_MESSAGE})`);
        this.fail(at, "'animVersion' at the start of a Maya .anim file");
      }
      if (keyword === '') this.fail(at, "a header keyword or 'anim'");
      if (seen.has(keyword)) this.fail(at, `one '${keyword}' statement`, `a second '${keyword}'`);
      seen.add(keyword);
      const value = this.statementValue(keyword);
      this.setHeaderField(header, keyword, value, at);
      lex.endChunk();
      const statement: MayaStatement = { keyword, value, raw: text.slice(chunkStart, lex.pos) };
      headerLayout.push(statement);
      if (statement.keyword !== 'animVersion' && !KNOWN_HEADER.has(keyword)) {
        header.unknown.push(statement);
        this.warn('unknown-keyword', `unknown header keyword '${keyword}' kept as is`, at);
      }
      chunkStart = lex.pos;
    }
    if (header.animVersion === '') this.fail(lex.pos, "'animVersion'");

    // Body: anim lines, each optionally followed by animData.
    const anims: MayaAnim[] = [];
    for (;;) {
      lex.pos = chunkStart;
      lex.skipTrivia();
      if (lex.pos >= text.length) break;
      const anim = this.animLine(chunkStart);
      anims.push(anim);
      chunkStart = lex.pos;
      lex.skipTrivia();
      if (lex.isWord('animData') || (text.charCodeAt(lex.pos + 8) === 123 && text.startsWith('animData', lex.pos))) {
        anim.animData = this.animData(chunkStart);
        chunkStart = lex.pos;
        if (anim.leafAttribute === undefined && anim.node !== undefined) {
          // One-name form followed by a curve: the name is the attribute the curve drives.
          anim.attribute = anim.node;
          delete anim.node;
        }
      }
    }
    const trailing = text.slice(chunkStart);
    return { header, anims, layout: { newline, header: headerLayout, trailing } };
  }

  /** Reads the value of a `keyword value;` statement up to its `;` (which it consumes). */
  private statementValue(keyword: string): string {
    const lex = this.lex;
    const text = this.text;
    if (keyword === 'mayaVersion' || !KNOWN_HEADER.has(keyword)) {
      // The rest of the line up to ';'.
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
    lex.skipTrivia();
    const valueAt = lex.pos;
    const value = lex.word();
    if (value === '') this.fail(valueAt, `a value after '${keyword}'`);
    const end = lex.pos;
    lex.skipTrivia();
    if (text.charCodeAt(lex.pos) !== 59) this.failTerminator(`'${keyword} ${value}'`, end);
    lex.pos++;
    return value;
  }

  private setHeaderField(header: MayaHeader, keyword: string, value: string, at: number): void {
    const valueAt = this.text.indexOf(value, at + keyword.length);
    switch (keyword) {
      case 'animVersion':
        if (value !== '1.1' && value !== '1.0' && value !== '1') {
          throw new UnsupportedVersionError(FORMAT_ID, value, '1.0, 1.1');
        }
        header.animVersion = value;
        this.hasBreakdown = value === '1.1';
        return;
      case 'mayaVersion':
        header.mayaVersion = value;
        return;
      case 'timeUnit':
        if (timeUnitRate(value) === undefined) this.fail(valueAt, 'a time unit (game, film, pal, ntsc, show, palf, ntscf, hour, min, sec, millisec, <N>fps)');
        header.timeUnit = value;
        return;
      case 'linearUnit':
        if (linearUnitScale(value) === undefined) this.fail(valueAt, 'a linear unit (mm, cm, m, km, in, ft, yd, mi)');
        header.linearUnit = value;
        return;
      case 'angularUnit':
        if (angularUnitScale(value) === undefined) this.fail(valueAt, 'an angular unit (rad, deg, min, sec)');
        header.angularUnit = value;
        return;
      case 'startTime':
      case 'endTime':
      case 'startUnitless':
      case 'endUnitless':
        header[keyword] = this.numberIn(value, valueAt);
        return;
      default:
        return;
    }
  }

  private numberIn(value: string, at: number): number {
    const lex = new Lexer(value + ' ', this.lex.thousandsSeparators);
    if (!lex.scanNumber() || lex.pos !== value.length) this.fail(at, 'a number');
    return lex.number;
  }

  /** `anim [names…] row child attr;` */
  private animLine(chunkStart: number): MayaAnim {
    const lex = this.lex;
    const text = this.text;
    const at = lex.pos;
    if (!lex.isWord('anim')) this.fail(at, "'anim'");
    lex.pos += 4;
    const tokens: string[] = [];
    const starts: number[] = [];
    let end = lex.pos;
    for (;;) {
      lex.skipTrivia();
      const c = text.charCodeAt(lex.pos);
      if (c === 59 || Number.isNaN(c) || c === 123 || c === 125) break;
      if (tokens.length === 6 || (tokens.length >= 3 && lex.isWord('animData'))) this.failTerminator('the anim line', end);
      starts.push(lex.pos);
      tokens.push(lex.word());
      end = lex.pos;
    }
    if (text.charCodeAt(lex.pos) !== 59) this.failTerminator('the anim line', end);
    if (tokens.length < 3) this.fail(tokens.length > 0 ? starts[tokens.length - 1]! : lex.pos, "row, child and attr indices on the 'anim' line");
    const n = tokens.length;
    const ints: number[] = [];
    for (let i = n - 3; i < n; i++) {
      const v = Number(tokens[i]);
      if (!/^\d+$/.test(tokens[i]!) || !Number.isSafeInteger(v)) this.fail(starts[i]!, 'an integer index (row, child, attr)');
      ints.push(v);
    }
    lex.pos++;
    lex.endChunk();
    const anim: MayaAnim = { row: ints[0]!, child: ints[1]!, attr: ints[2]!, raw: text.slice(chunkStart, lex.pos) };
    const names = n - 3;
    if (names === 3) {
      anim.attribute = tokens[0];
      anim.leafAttribute = tokens[1];
      anim.node = tokens[2];
    } else if (names === 1) {
      anim.node = tokens[0];
    } else if (names === 2) {
      this.fail(starts[1]!, 'one or three names on the anim line (attribute leaf node)', `two names`);
    }
    return anim;
  }

  /** `animData { settings… keys { … } }` */
  private animData(chunkStart: number): MayaAnimData {
    const lex = this.lex;
    const text = this.text;
    const openAt = lex.pos;
    lex.pos += 8;
    lex.skipTrivia();
    if (text.charCodeAt(lex.pos) !== 123) this.fail(lex.pos, "'{' after 'animData'");
    lex.pos++;
    lex.endChunk();
    const layout: MayaBlockLayout = { open: text.slice(chunkStart, lex.pos), statements: [], keysOpen: '', keysClose: '', close: '' };
    const data: MayaAnimData = { unknown: [], keys: NO_KEYS, layout };
    const seen = new Set<string>();
    let outputUnitAt = -1;

    for (;;) {
      const start = lex.pos;
      lex.skipTrivia();
      const at = lex.pos;
      if (at >= text.length) this.fail(at, `'keys {' in the animData block opened at line ${this.source.locate(openAt).line}`);
      if (lex.isWord('keys') || (text.startsWith('keys', at) && text.charCodeAt(at + 4) === 123)) {
        lex.pos += 4;
        lex.skipTrivia();
        if (text.charCodeAt(lex.pos) !== 123) this.fail(lex.pos, "'{' after 'keys'");
        lex.pos++;
        lex.endChunk();
        layout.keysOpen = text.slice(start, lex.pos);
        break;
      }
      const keyword = lex.word();
      if (keyword === '') this.fail(at, "an animData keyword or 'keys {'");
      if (seen.has(keyword)) this.fail(at, `one '${keyword}' statement`, `a second '${keyword}'`);
      seen.add(keyword);
      const known = KNOWN_ANIMDATA.has(keyword);
      const value = known ? this.settingValue(keyword) : this.restOfLine(keyword);
      const valueAt = text.lastIndexOf(value, lex.pos);
      lex.endChunk();
      const statement: MayaStatement = { keyword, value, raw: text.slice(start, lex.pos) };
      layout.statements.push(statement);
      switch (keyword) {
        case 'input':
          data.input = inputWord(value) ?? this.fail(valueAt, "'time' or 'unitless' after 'input'");
          break;
        case 'output':
          data.output = outputWord(value) ?? this.fail(valueAt, "'time', 'linear', 'angular' or 'unitless' after 'output'");
          break;
        case 'weighted':
          if (value !== '0' && value !== '1') this.fail(valueAt, "0 or 1 after 'weighted'");
          data.weighted = value === '1';
          break;
        case 'inputUnit':
          if (timeUnitRate(value) === undefined) this.fail(valueAt, 'a time unit after inputUnit');
          data.inputUnit = value;
          break;
        case 'outputUnit':
          if (timeUnitRate(value) === undefined && linearUnitScale(value) === undefined && angularUnitScale(value) === undefined) {
            this.fail(valueAt, 'a time, linear or angular unit after outputUnit');
          }
          data.outputUnit = value;
          outputUnitAt = valueAt;
          break;
        case 'tangentAngleUnit':
          if (angularUnitScale(value) === undefined) this.fail(valueAt, 'an angular unit after tangentAngleUnit');
          data.tangentAngleUnit = value;
          break;
        case 'preInfinity':
          data.preInfinity = infinityWord(value) ?? this.fail(valueAt, 'constant, linear, cycle, cycleRelative or oscillate');
          break;
        case 'postInfinity':
          data.postInfinity = infinityWord(value) ?? this.fail(valueAt, 'constant, linear, cycle, cycleRelative or oscillate');
          break;
        default:
          data.unknown.push(statement);
          this.warn('unknown-keyword', `unknown animData keyword '${keyword}' kept as is`, at);
      }
    }
    if (data.outputUnit !== undefined) this.checkOutputUnit(data, outputUnitAt);

    const keysStart = lex.pos;
    this.keys(openAt, keysStart);
    const keysCloseStart = lex.pos;
    const read = this.builder.finish();
    data.keys = read.keys;
    layout.keys = { text: text.slice(keysStart, keysCloseStart), ends: read.ends, asRead: read.asRead };
    lex.skipTrivia();
    lex.pos++; // the '}' found by keys()
    lex.endChunk();
    layout.keysClose = text.slice(keysCloseStart, lex.pos);
    const closeStart = lex.pos;
    lex.skipTrivia();
    if (text.charCodeAt(lex.pos) !== 125) this.fail(lex.pos, `'}' closing the animData block opened at line ${this.source.locate(openAt).line}`);
    lex.pos++;
    lex.endChunk();
    layout.close = text.slice(closeStart, lex.pos);
    return data;
  }

  private checkOutputUnit(data: MayaAnimData, at: number): void {
    const unit = data.outputUnit!;
    const ok =
      data.output === 'time'
        ? timeUnitRate(unit) !== undefined
        : data.output === 'angular'
          ? angularUnitScale(unit) !== undefined
          : data.output === 'unitless'
            ? true
            : linearUnitScale(unit) !== undefined;
    if (!ok) this.fail(at, `a unit of a${data.output === 'angular' ? 'n angular' : data.output === 'time' ? ' time' : ' linear'} output after outputUnit`);
  }

  private settingValue(keyword: string): string {
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

  private restOfLine(keyword: string): string {
    return this.statementValue(keyword);
  }

  /**
   * The keys of a `keys {` block, up to (not including) its `}`, appended to the key builder with their
   * chunk ends relative to `base`. The hot loop of the reader.
   */
  private keys(openAt: number, base: number): void {
    const lex = this.lex;
    const text = this.text;
    const hasBreakdown = this.hasBreakdown;
    const b = this.builder;
    let previousTime = -Infinity;
    for (;;) {
      const start = lex.pos;
      lex.skipTrivia();
      const at = lex.pos;
      const c = text.charCodeAt(at);
      if (c === 125) {
        lex.pos = start;
        return;
      }
      b.reserve();
      const fastEnd = scanKeyFast(text, at, b, b.count, previousTime, hasBreakdown);
      if (fastEnd >= 0) {
        const i = b.count;
        previousTime = b.keys.time[i]!;
        lex.pos = fastEnd;
        lex.endChunk();
        b.ends[i] = lex.pos - base;
        b.count = i + 1;
        continue;
      }
      // The general path: any spacing, comments, exponents, long numbers; reports errors.
      if (Number.isNaN(c)) this.fail(at, `a key or '}' closing the keys block (animData opened at line ${this.source.locate(openAt).line})`);
      if (!lex.scanNumber()) this.failNumber(at, 'a key time (a number)');
      const time = lex.number;
      if (time <= previousTime) {
        this.fail(at, `a key time after ${previousTime}`, `${this.source.describe(at)} (${time === previousTime ? 'duplicate key time' : 'keys out of order'})`);
      }
      previousTime = time;
      const i = b.count;
      const k = b.keys;
      k.time[i] = time;
      k.value[i] = this.keyNumber('a key value (a number)');
      const inType = this.tangent('an in-tangent type');
      const outType = this.tangent('an out-tangent type');
      k.inTangentType[i] = inType;
      k.outTangentType[i] = outType;
      k.tangentLocked[i] = this.flag('the tangent lock flag (0 or 1)');
      k.weightLocked[i] = this.flag('the weight lock flag (0 or 1)');
      k.breakdown[i] = hasBreakdown ? this.flag('the breakdown flag (0 or 1)') : 0;
      this.fixedSide(inType === FIXED, k.inAngle, k.inWeight, i, 'the fixed in-tangent angle', 'the fixed in-tangent weight');
      this.fixedSide(outType === FIXED, k.outAngle, k.outWeight, i, 'the fixed out-tangent angle', 'the fixed out-tangent weight');
      const end = lex.pos;
      lex.skipTrivia();
      if (text.charCodeAt(lex.pos) !== 59) this.failTerminator('the key', end);
      lex.pos++;
      lex.endChunk();
      b.ends[i] = lex.pos - base;
      b.count = i + 1;
    }
  }

  /** Reads the angle and weight of a fixed tangent side into slot `i` (zeros, reading nothing, when not fixed). */
  private fixedSide(fixed: boolean, angles: Float64Array, weights: Float64Array, i: number, angle: string, weight: string): void {
    angles[i] = fixed ? this.keyNumber(angle) : 0;
    weights[i] = fixed ? this.keyNumber(weight) : 0;
  }

  private keyNumber(expected: string): number {
    const lex = this.lex;
    const t = this.text;
    let c = t.charCodeAt(lex.pos);
    // Fast path: a single space between tokens.
    if (c === 32) c = t.charCodeAt(++lex.pos);
    if (c === 32 || (c >= 9 && c <= 13) || c === 35 || c === 47) {
      lex.skipTrivia();
    }
    const at = lex.pos;
    if (!lex.scanNumber()) this.failNumber(at, expected);
    return lex.number;
  }

  /** Reads a flag: 1 for a non-zero number, 0 for zero. Fast path for a lone `0` or `1`. */
  private flag(expected: string): number {
    const lex = this.lex;
    const t = this.text;
    let p = lex.pos;
    if (t.charCodeAt(p) === 32) p++;
    const c = t.charCodeAt(p);
    if ((c === 48 || c === 49) && isDelimiter(t.charCodeAt(p + 1))) {
      lex.pos = p + 1;
      return c - 48;
    }
    return this.keyNumber(expected) !== 0 ? 1 : 0;
  }

  /** Reads a tangent type word; returns its index in MAYA_TANGENT_TYPES. */
  private tangent(expected: string): number {
    const lex = this.lex;
    const t = this.text;
    let c = t.charCodeAt(lex.pos);
    if (c === 32) c = t.charCodeAt(++lex.pos);
    if (c === 32 || (c >= 9 && c <= 13) || c === 35 || c === 47) lex.skipTrivia();
    const at = lex.pos;
    let end = at;
    c = t.charCodeAt(at);
    while (c >= 97 && c <= 122) c = t.charCodeAt(++end);
    const type = isDelimiter(c) ? tangentCodeAt(t, at, end) : -1;
    if (type < 0) {
      this.fail(at, `${expected} (global, fixed, linear, flat, spline, step, stepnext, slow, fast, clamped, plateau, auto, automix, autoease, autocustom)`);
    }
    lex.pos = end;
    return type;
  }

  private failNumber(at: number, expected: string): never {
    const lex = this.lex;
    const token = this.text.slice(at, lex.tokenEnd(at));
    if (/^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/.test(token)) {
      this.fail(at, `${expected} without thousands separators (read with { thousandsSeparators: true } to accept them)`);
    }
    this.fail(at, expected);
  }
}

const KNOWN_HEADER = new Set<string>(HEADER_KEYWORDS);
const KNOWN_ANIMDATA = new Set<string>(ANIMDATA_KEYWORDS);
