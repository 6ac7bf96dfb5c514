/**
 * The `.anim` writer: {@link MayaDocument} → bytes.
 *
 * A statement that still says what its remembered source text (`raw`) says is written as that text, so a
 * document read from a file writes back byte for byte. Everything else is written in Maya's own layout:
 * header statements, `anim` lines and braces at column 0, `animData` settings and `keys {` indented by two
 * spaces, one key per line indented by four, every statement ended by `;`, numbers as the shortest plain
 * decimal that reads back to the same double.
 *
 * @module
 */

import { findTimeUnitRate, InvalidArgumentError } from '@anim/core';
import { TextWriter } from '@anim/core/io';
import { isDelimiter, Lexer } from './lexer.js';
import { formatNumber, writeNumber } from './number.js';
import type {
  MayaAnim,
  MayaAnimData,
  MayaDocument,
  MayaHeader,
  MayaKeys,
  MayaKeysLayout,
  MayaStatement,
  WriteMayaOptions,
} from './types.js';
import { angularUnitScale, linearUnitScale } from './unit-words.js';
import { ANIMDATA_KEYWORDS, HEADER_KEYWORDS, infinityWord, inputWord, outputWord } from './words.js';
import { checkKeyColumns, sameKey, tangentWord } from './keys.js';

/**
 * Writes a document as `.anim` bytes (UTF-8).
 * @throws {InvalidArgumentError} when the document holds something `.anim` cannot express: a non-finite
 *   number, a name with whitespace, `;`, braces or a leading comment character, an unknown unit,
 *   tangent or infinity word, an `animVersion` other than 1.0/1.1, key times that do not increase.
 */
export function writeMaya(doc: MayaDocument, options?: WriteMayaOptions): Uint8Array {
  return new AnimWriter(doc, options?.canonical !== true).run();
}

/** Like {@link writeMaya}, returning the text (for tests and the bench). */
export function formatMaya(doc: MayaDocument, options?: WriteMayaOptions): string {
  return new TextDecoder().decode(writeMaya(doc, options));
}

type HeaderKeyword = (typeof HEADER_KEYWORDS)[number];
type SettingKeyword = (typeof ANIMDATA_KEYWORDS)[number];
const HEADER_ORDER = HEADER_KEYWORDS;
const SETTING_ORDER = ANIMDATA_KEYWORDS;

function invalid(message: string): never {
  throw new InvalidArgumentError(`maya: ${message}`);
}

/** Checks that a string can be written as one `.anim` token. */
function token(value: string, what: string): string {
  if (value === '' || value.startsWith('#') || value.startsWith('//')) invalid(`${what} ${JSON.stringify(value)} cannot be written as a token`);
  for (let i = 0; i < value.length; i++) {
    if (isDelimiter(value.charCodeAt(i))) invalid(`${what} ${JSON.stringify(value)} contains whitespace, ';' or a brace`);
  }
  return value;
}

/** The text of a header field, or undefined when unset. */
function headerText(header: MayaHeader, keyword: HeaderKeyword): string | undefined {
  const value = header[keyword];
  if (value === undefined) return undefined;
  if (typeof value === 'number') return formatNumber(value);
  switch (keyword) {
    case 'animVersion':
      if (value !== '1.0' && value !== '1.1' && value !== '1') invalid(`animVersion ${JSON.stringify(value)} is not 1.0 or 1.1`);
      return value;
    case 'mayaVersion':
      if (value.trim() !== value || value === '' || /[;\r\n]/.test(value)) invalid(`mayaVersion ${JSON.stringify(value)} cannot be written`);
      return value;
    case 'timeUnit':
      if (findTimeUnitRate(value) === undefined) invalid(`timeUnit ${JSON.stringify(value)} is not a Maya time unit`);
      return value;
    case 'linearUnit':
      if (linearUnitScale(value) === undefined) invalid(`linearUnit ${JSON.stringify(value)} is not a Maya linear unit`);
      return value;
    default:
      if (angularUnitScale(value) === undefined) invalid(`angularUnit ${JSON.stringify(value)} is not a Maya angular unit`);
      return value;
  }
}

/** The text of an animData setting, or undefined when unset. */
function settingText(data: MayaAnimData, keyword: SettingKeyword): string | undefined {
  const value = data[keyword];
  if (value === undefined) return undefined;
  if (typeof value === 'boolean') return value ? '1' : '0';
  const ok =
    keyword === 'input'
      ? inputWord(value) !== undefined
      : keyword === 'output'
        ? outputWord(value) !== undefined
        : keyword === 'inputUnit'
          ? findTimeUnitRate(value) !== undefined
          : keyword === 'outputUnit'
            ? findTimeUnitRate(value) !== undefined || linearUnitScale(value) !== undefined || angularUnitScale(value) !== undefined
            : keyword === 'tangentAngleUnit'
              ? angularUnitScale(value) !== undefined
              : infinityWord(value) !== undefined;
  if (!ok) invalid(`${keyword} ${JSON.stringify(value)} is not a valid value`);
  return value;
}

/** True when a remembered value text denotes `text` (numbers compare as doubles). */
function sameValue(remembered: string, text: string): boolean {
  if (remembered === text) return true;
  const a = new Lexer(`${remembered} `, true);
  const b = new Lexer(`${text} `, true);
  return a.scanNumber() && b.scanNumber() && a.pos === remembered.length && Object.is(a.number, b.number);
}

function statementText(keyword: string, value: string): string {
  if (/[;\r\n]/.test(value) || value.trim() === '') invalid(`statement '${keyword}' has a value that cannot be written`);
  return `${token(keyword, 'keyword')} ${value};`;
}

/** Bytes reserved per key before writing: a key line of Maya's layout is 30–60 bytes. */
const KEY_BYTES = 48;

/** The writer's first buffer: room for every key, so a big document is not copied while it grows. */
function initialCapacity(doc: MayaDocument): number {
  let keys = 0;
  for (const anim of doc.anims) keys += anim.animData?.keys.time.length ?? 0;
  return Math.min(2 ** 30, 65536 + keys * KEY_BYTES);
}

class AnimWriter {
  private readonly out: TextWriter;
  private readonly newline: string;
  private readonly reuse: boolean;
  private readonly hasBreakdown: boolean;

  constructor(
    private readonly doc: MayaDocument,
    reuse: boolean,
  ) {
    this.out = new TextWriter(initialCapacity(doc));
    this.reuse = reuse && doc.layout !== undefined;
    this.newline = this.reuse ? doc.layout!.newline : '\n';
    this.hasBreakdown = doc.header.animVersion !== '1.0' && doc.header.animVersion !== '1';
  }

  private raw(text: string): void {
    this.out.text(text);
  }

  /** Starts a new line unless the output is at the start of one. */
  private lineStart(): void {
    const c = this.out.lastByte();
    if (c !== -1 && c !== 10 && c !== 13) this.out.text(this.newline);
  }

  private line(indent: string, body: string): void {
    this.lineStart();
    this.out.text(indent).text(body).text(this.newline);
  }

  run(): Uint8Array {
    const doc = this.doc;
    this.settings(
      HEADER_ORDER.map((k) => [k, headerText(doc.header, k)] as const),
      doc.header.unknown,
      this.reuse ? doc.layout!.header : undefined,
      '',
    );
    for (const anim of doc.anims) this.anim(anim);
    if (this.reuse) this.raw(doc.layout!.trailing);
    return this.out.finish();
  }

  /**
   * Writes keyword statements: in remembered order with remembered text where the value is unchanged,
   * then the remaining set fields in Maya's order, then the remaining unknown statements.
   */
  private settings(
    fields: readonly (readonly [string, string | undefined])[],
    unknown: readonly MayaStatement[],
    layout: readonly MayaStatement[] | undefined,
    indent: string,
  ): void {
    const written = new Set<string>();
    const pending = [...unknown];
    const current = new Map(fields);
    if (layout !== undefined) {
      for (const statement of layout) {
        if (current.get(statement.keyword) !== undefined) {
          written.add(statement.keyword);
          const text = current.get(statement.keyword)!;
          if (statement.raw !== undefined && sameValue(statement.value, text)) this.raw(statement.raw);
          else this.line(indent, statementText(statement.keyword, text));
        } else {
          const i = pending.findIndex((u) => u.keyword === statement.keyword && u.value === statement.value);
          if (i < 0) continue;
          const kept = pending[i]!;
          pending.splice(i, 1);
          this.raw(kept.raw ?? statement.raw ?? '');
        }
      }
    }
    for (const [keyword, text] of fields) {
      if (text !== undefined && !written.has(keyword)) this.line(indent, statementText(keyword, text));
    }
    for (const u of pending) this.line(indent, statementText(u.keyword, u.value));
  }

  private anim(anim: MayaAnim): void {
    const names: string[] = [];
    if (anim.attribute !== undefined && anim.leafAttribute !== undefined && anim.node !== undefined) {
      names.push(token(anim.attribute, 'attribute'), token(anim.leafAttribute, 'leaf attribute'), token(anim.node, 'node'));
    } else {
      const name = anim.animData !== undefined ? (anim.attribute ?? anim.node) : (anim.node ?? anim.attribute);
      if (name !== undefined) names.push(token(name, 'name'));
    }
    const ints = [anim.row, anim.child, anim.attr];
    for (const n of ints) if (!Number.isSafeInteger(n) || n < 0) invalid(`anim row/child/attr ${n} is not a non-negative integer`);
    if (this.reuse && anim.raw !== undefined && animLineMatches(anim.raw, names, ints)) this.raw(anim.raw);
    else this.line('', `anim ${[...names, ...ints.map(String)].join(' ')};`);
    if (anim.animData !== undefined) this.animData(anim.animData);
  }

  private animData(data: MayaAnimData): void {
    const layout = this.reuse ? data.layout : undefined;
    if (layout !== undefined) this.raw(layout.open);
    else this.line('', 'animData {');
    this.settings(
      SETTING_ORDER.map((k) => [k, settingText(data, k)] as const),
      data.unknown,
      layout?.statements,
      '  ',
    );
    if (layout !== undefined) this.raw(layout.keysOpen);
    else this.line('  ', 'keys {');
    this.keys(data.keys, layout?.keys);
    if (layout !== undefined) {
      this.raw(layout.keysClose);
      this.raw(layout.close);
    } else {
      this.line('  ', '}');
      this.line('', '}');
    }
  }

  /**
   * Writes the keys: the whole remembered text when no key changed, else each key as its remembered chunk
   * when an equal key was read at the same time, or in Maya's layout. Text remembered from a file of the
   * other `animVersion` is not reused: every key is written in the target version's layout.
   */
  private keys(keys: MayaKeys, source: MayaKeysLayout | undefined): void {
    const n = checkKeyColumns(keys);
    const time = keys.time;
    let previous = -Infinity;
    for (let i = 0; i < n; i++) {
      const t = time[i]!;
      if (!(t > previous)) invalid(`key times must increase (${t} after ${previous})`);
      previous = t;
    }
    const hasBreakdown = this.hasBreakdown;
    // Text read under the other animVersion has the other key layout (with or without breakdown): re-emit.
    if (source === undefined || (source.breakdown !== undefined && source.breakdown !== hasBreakdown)) {
      for (let i = 0; i < n; i++) this.keyLine(keys, i);
      return;
    }
    const asRead = source.asRead;
    const m = asRead.time.length;
    let unchanged = n === m;
    for (let i = 0; unchanged && i < n; i++) unchanged = sameKey(keys, i, asRead, i, hasBreakdown);
    if (unchanged) {
      this.raw(source.text);
      return;
    }
    // Both time columns increase: walk them together, matching keys by time.
    let j = 0;
    for (let i = 0; i < n; i++) {
      const t = time[i]!;
      while (j < m && asRead.time[j]! < t) j++;
      if (j < m && asRead.time[j] === t && sameKey(keys, i, asRead, j, hasBreakdown)) {
        this.raw(source.text.slice(j > 0 ? source.ends[j - 1] : 0, source.ends[j]));
      } else {
        this.keyLine(keys, i);
      }
    }
  }

  /** Writes key `i` on a line of its own in Maya's layout. */
  private keyLine(keys: MayaKeys, i: number): void {
    const inType = tangentWord(keys.inTangentType[i]!);
    const outType = tangentWord(keys.outTangentType[i]!);
    this.lineStart();
    const out = this.out;
    out.text('    ');
    writeNumber(out, keys.time[i]!);
    out.byte(SPACE);
    writeNumber(out, keys.value[i]!);
    out.byte(SPACE).text(inType).byte(SPACE).text(outType);
    out.byte(SPACE).byte(keys.tangentLocked[i] ? ONE : ZERO).byte(SPACE).byte(keys.weightLocked[i] ? ONE : ZERO);
    if (this.hasBreakdown) out.byte(SPACE).byte(keys.breakdown[i] ? ONE : ZERO);
    if (inType === 'fixed') this.numberPair(keys.inAngle[i]!, keys.inWeight[i]!);
    if (outType === 'fixed') this.numberPair(keys.outAngle[i]!, keys.outWeight[i]!);
    out.byte(SEMICOLON).text(this.newline);
  }

  /** Writes ` a b` (a fixed tangent's angle and weight). */
  private numberPair(a: number, b: number): void {
    this.out.byte(SPACE);
    writeNumber(this.out, a);
    this.out.byte(SPACE);
    writeNumber(this.out, b);
  }
}

const SPACE = 32;
const SEMICOLON = 59;
const ZERO = 48;
const ONE = 49;

/** True when a remembered `anim` line says `anim <names> <ints>;`. */
function animLineMatches(raw: string, names: readonly string[], ints: readonly number[]): boolean {
  const lex = new Lexer(raw);
  lex.skipTrivia();
  if (!lex.isWord('anim')) return false;
  lex.pos += 4;
  for (const name of names) {
    lex.skipTrivia();
    if (lex.word() !== name) return false;
  }
  for (const n of ints) {
    lex.skipTrivia();
    const text = lex.word();
    if (!/^\d+$/.test(text) || Number(text) !== n) return false;
  }
  lex.skipTrivia();
  return raw.charCodeAt(lex.pos) === 59;
}
