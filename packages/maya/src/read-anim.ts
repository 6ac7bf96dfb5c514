/**
 * Reading the body of a `.anim` file: `anim` lines (`anim [attribute leafAttribute node | name] row
 * child attr;`) and the `animData { settings… keys { … } }` block that may follow each one (spec "Anim
 * File Format" 1.0/1.1 "anim" and "animData", https://help.autodesk.com/cloudhelp/2016/ENU/Maya/files/GUID-87541258-2463-497A-A3D7-3DEA4C852644.htm). The keys themselves are read by
 * `read-keys.ts`.
 *
 * @module
 */

import { findTimeUnitRate } from '@anim/core';
import { createMayaKeys } from './keys.js';
import type { ReadContext } from './read-context.js';
import { readKeys } from './read-keys.js';
import type { MayaAnim, MayaAnimData, MayaBlockLayout, MayaStatement } from './types.js';
import { angularUnitScale, linearUnitScale } from './unit-words.js';
import { ANIMDATA_KEYWORDS, infinityWord, inputWord, outputWord } from './words.js';

const KNOWN_ANIMDATA = new Set<string>(ANIMDATA_KEYWORDS);

/** Placeholder while an animData block is read (always replaced before the block is returned). */
const NO_KEYS = createMayaKeys(0);

/**
 * Reads the `anim` line at the cursor, whose source chunk starts at `chunkStart`: 0, 1 or 3 names, then
 * the row, child and attribute indices.
 * @throws {ParseError} for a missing `;`, two names, more than six tokens, a non-integer index.
 */
export function readAnimLine(r: ReadContext, chunkStart: number): MayaAnim {
  const lex = r.lex;
  const text = r.text;
  const at = lex.pos;
  if (!lex.isWord('anim')) r.fail(at, "'anim'");
  lex.pos += 4;
  const tokens: string[] = [];
  const starts: number[] = [];
  let end = lex.pos;
  for (;;) {
    lex.skipTrivia();
    const c = text.charCodeAt(lex.pos);
    if (c === 59 || Number.isNaN(c) || c === 123 || c === 125) break;
    if (tokens.length === 6 || (tokens.length >= 3 && lex.isWord('animData'))) r.failTerminator('the anim line', end);
    starts.push(lex.pos);
    tokens.push(lex.word());
    end = lex.pos;
  }
  if (text.charCodeAt(lex.pos) !== 59) r.failTerminator('the anim line', end);
  if (tokens.length < 3) r.fail(tokens.length > 0 ? starts[tokens.length - 1]! : lex.pos, "row, child and attr indices on the 'anim' line");
  const n = tokens.length;
  const ints: number[] = [];
  for (let i = n - 3; i < n; i++) {
    const v = Number(tokens[i]);
    if (!/^\d+$/.test(tokens[i]!) || !Number.isSafeInteger(v)) r.fail(starts[i]!, 'an integer index (row, child, attr)');
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
    r.fail(starts[1]!, 'one or three names on the anim line (attribute leaf node)', `two names`);
  }
  return anim;
}

/** True when the cursor is on the `animData` keyword (with or without a space before its `{`). */
export function atAnimData(r: ReadContext): boolean {
  const lex = r.lex;
  return lex.isWord('animData') || (r.text.charCodeAt(lex.pos + 8) === 123 && r.text.startsWith('animData', lex.pos));
}

/**
 * Reads the `animData { … }` block at the cursor, whose source chunk starts at `chunkStart`: its
 * settings (known ones checked, unknown ones kept with an `unknown-keyword` warning), its keys, and the
 * source text of every structural piece.
 * @throws {ParseError} for a missing brace or `;`, a repeated or invalid setting, an output unit of the
 *   wrong kind, and any error in the keys.
 */
export function readAnimData(r: ReadContext, chunkStart: number): MayaAnimData {
  const lex = r.lex;
  const text = r.text;
  const openAt = lex.pos;
  lex.pos += 8;
  lex.skipTrivia();
  if (text.charCodeAt(lex.pos) !== 123) r.fail(lex.pos, "'{' after 'animData'");
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
    if (at >= text.length) r.fail(at, `'keys {' in the animData block opened at line ${r.line(openAt)}`);
    if (lex.isWord('keys') || (text.startsWith('keys', at) && text.charCodeAt(at + 4) === 123)) {
      lex.pos += 4;
      lex.skipTrivia();
      if (text.charCodeAt(lex.pos) !== 123) r.fail(lex.pos, "'{' after 'keys'");
      lex.pos++;
      lex.endChunk();
      layout.keysOpen = text.slice(start, lex.pos);
      break;
    }
    const keyword = lex.word();
    if (keyword === '') r.fail(at, "an animData keyword or 'keys {'");
    if (seen.has(keyword)) r.fail(at, `one '${keyword}' statement`, `a second '${keyword}'`);
    seen.add(keyword);
    const value = KNOWN_ANIMDATA.has(keyword) ? r.wordValue(keyword) : r.lineValue(keyword);
    const valueAt = text.lastIndexOf(value, lex.pos);
    lex.endChunk();
    const statement: MayaStatement = { keyword, value, raw: text.slice(start, lex.pos) };
    layout.statements.push(statement);
    if (keyword === 'outputUnit') outputUnitAt = valueAt;
    setAnimDataField(r, data, statement, valueAt, at);
  }
  if (data.outputUnit !== undefined) checkOutputUnit(r, data, outputUnitAt);

  const keysStart = lex.pos;
  readKeys(r, openAt, keysStart);
  const keysCloseStart = lex.pos;
  const read = r.builder.finish();
  data.keys = read.keys;
  layout.keys = { text: text.slice(keysStart, keysCloseStart), ends: read.ends, asRead: read.asRead, breakdown: r.hasBreakdown };
  lex.skipTrivia();
  lex.pos++; // the '}' found by readKeys()
  lex.endChunk();
  layout.keysClose = text.slice(keysCloseStart, lex.pos);
  const closeStart = lex.pos;
  lex.skipTrivia();
  if (text.charCodeAt(lex.pos) !== 125) r.fail(lex.pos, `'}' closing the animData block opened at line ${r.line(openAt)}`);
  lex.pos++;
  lex.endChunk();
  layout.close = text.slice(closeStart, lex.pos);
  return data;
}

/** Sets the field a settings statement names (its value at `valueAt`), or keeps an unknown one. */
function setAnimDataField(r: ReadContext, data: MayaAnimData, statement: MayaStatement, valueAt: number, at: number): void {
  const { keyword, value } = statement;
  switch (keyword) {
    case 'input':
      data.input = inputWord(value) ?? r.fail(valueAt, "'time' or 'unitless' after 'input'");
      return;
    case 'output':
      data.output = outputWord(value) ?? r.fail(valueAt, "'time', 'linear', 'angular' or 'unitless' after 'output'");
      return;
    case 'weighted':
      if (value !== '0' && value !== '1') r.fail(valueAt, "0 or 1 after 'weighted'");
      data.weighted = value === '1';
      return;
    case 'inputUnit':
      if (findTimeUnitRate(value) === undefined) {
        r.unknownUnit(valueAt, keyword, "the header's timeUnit", 'a time unit after inputUnit');
        data.unknown.push(statement);
        return;
      }
      data.inputUnit = value;
      return;
    case 'outputUnit':
      if (findTimeUnitRate(value) === undefined && linearUnitScale(value) === undefined && angularUnitScale(value) === undefined) {
        r.unknownUnit(valueAt, keyword, "the header's unit", 'a time, linear or angular unit after outputUnit');
        data.unknown.push(statement);
        return;
      }
      data.outputUnit = value;
      return;
    case 'tangentAngleUnit':
      if (angularUnitScale(value) === undefined) {
        r.unknownUnit(valueAt, keyword, "the header's angularUnit", 'an angular unit after tangentAngleUnit');
        data.unknown.push(statement);
        return;
      }
      data.tangentAngleUnit = value;
      return;
    case 'preInfinity':
      data.preInfinity = infinityWord(value) ?? r.fail(valueAt, 'constant, linear, cycle, cycleRelative or oscillate');
      return;
    case 'postInfinity':
      data.postInfinity = infinityWord(value) ?? r.fail(valueAt, 'constant, linear, cycle, cycleRelative or oscillate');
      return;
    default:
      data.unknown.push(statement);
      r.warn('unknown-keyword', `unknown animData keyword '${keyword}' kept as is`, at);
  }
}

/** Checks that `outputUnit` is a unit of the curve's output type (any word for unitless output). */
function checkOutputUnit(r: ReadContext, data: MayaAnimData, at: number): void {
  const unit = data.outputUnit!;
  const ok =
    data.output === 'time'
      ? findTimeUnitRate(unit) !== undefined
      : data.output === 'angular'
        ? angularUnitScale(unit) !== undefined
        : data.output === 'unitless'
          ? true
          : linearUnitScale(unit) !== undefined;
  if (!ok) r.fail(at, `a unit of a${data.output === 'angular' ? 'n angular' : data.output === 'time' ? ' time' : ' linear'} output after outputUnit`);
}
