/**
 * Reading the header of a `.anim` file: the `keyword value;` statements before the first `anim` line
 * (`animVersion` first, then `mayaVersion`, `timeUnit`, `linearUnit`, `angularUnit`, `startTime`,
 * `endTime`, `startUnitless`, `endUnitless`; spec "Anim File Format" header section,
 * https://help.autodesk.com/cloudhelp/2016/ENU/Maya/files/GUID-87541258-2463-497A-A3D7-3DEA4C852644.htm).
 *
 * @module
 */

import { findTimeUnitRate, UnsupportedVersionError } from '@anim/core';
import { DEFAULT_ANGULAR_UNIT, DEFAULT_LINEAR_UNIT, DEFAULT_TIME_UNIT, FORMAT_ID } from './constants.js';
import type { ReadContext } from './read-context.js';
import type { MayaHeader, MayaStatement } from './types.js';
import { angularUnitScale, linearUnitScale } from './unit-words.js';
import { HEADER_KEYWORDS } from './words.js';

const KNOWN_HEADER = new Set<string>(HEADER_KEYWORDS);

const UNITY_MESSAGE = 'this is a Unity animation clip, not a Maya .anim';

/** The header and its statements as read; the next chunk starts at `end`. */
export interface HeaderRead {
  readonly header: MayaHeader;
  /** Every header statement in source order, with its source chunk. */
  readonly statements: MayaStatement[];
  /** Offset where the first chunk after the header starts. */
  readonly end: number;
}

/**
 * Reads the header statements from the start of the text up to the first `anim` line (or the end).
 * Sets {@link ReadContext.hasBreakdown} from `animVersion`.
 * @throws {ParseError} when the text does not start with `animVersion` (naming a Unity YAML clip), for a
 *   repeated keyword, a missing `;`, an unknown unit word, a non-numeric start/end. With `lenient`, other
 *   statements may come before `animVersion` and an unknown unit word is kept as an unknown statement
 *   (the default unit applies), each with a warning.
 * @throws {UnsupportedVersionError} for an `animVersion` other than 1.0 and 1.1.
 */
export function readHeader(r: ReadContext): HeaderRead {
  const lex = r.lex;
  const text = r.text;
  const header: MayaHeader = { animVersion: '', unknown: [] };
  const statements: MayaStatement[] = [];
  const seen = new Set<string>();
  let chunkStart = 0;
  for (;;) {
    lex.skipTrivia();
    const at = lex.pos;
    if (at >= text.length) break;
    if (lex.isWord('anim')) break;
    const keyword = lex.word();
    if (statements.length === 0 && keyword !== 'animVersion') {
      if (text.startsWith('%YAML', at)) r.fail(at, `'animVersion' (${UNITY_MESSAGE})`);
      if (!r.lenient) r.fail(at, "'animVersion' at the start of a Maya .anim file");
    }
    if (keyword === 'animVersion' && statements.length > 0) {
      r.warn('nonstandard-spelling', "'animVersion' after other header statements (Maya writes it first)", at);
    }
    if (keyword === '') r.fail(at, "a header keyword or 'anim'");
    if (seen.has(keyword)) r.fail(at, `one '${keyword}' statement`, `a second '${keyword}'`);
    seen.add(keyword);
    const known = KNOWN_HEADER.has(keyword);
    const value = keyword === 'mayaVersion' || !known ? r.lineValue(keyword) : r.wordValue(keyword);
    const understood = setHeaderField(r, header, keyword, value, at);
    lex.endChunk();
    const statement: MayaStatement = { keyword, value, raw: text.slice(chunkStart, lex.pos) };
    statements.push(statement);
    if (!understood) header.unknown.push(statement);
    else if (!known) {
      header.unknown.push(statement);
      r.warn('unknown-keyword', `unknown header keyword '${keyword}' kept as is`, at);
    }
    chunkStart = lex.pos;
  }
  if (header.animVersion === '') r.fail(lex.pos, "'animVersion'");
  return { header, statements, end: chunkStart };
}

/**
 * Sets the header field a statement names. Returns false for a unit word that `lenient` let through (the
 * field stays unset, so the default applies; the caller keeps the statement with the unknown ones).
 */
function setHeaderField(r: ReadContext, header: MayaHeader, keyword: string, value: string, at: number): boolean {
  const valueAt = r.text.indexOf(value, at + keyword.length);
  switch (keyword) {
    case 'animVersion':
      if (value !== '1.1' && value !== '1.0' && value !== '1') {
        throw new UnsupportedVersionError(FORMAT_ID, value, '1.0, 1.1');
      }
      header.animVersion = value;
      r.hasBreakdown = value === '1.1';
      return true;
    case 'mayaVersion':
      header.mayaVersion = value;
      return true;
    case 'timeUnit':
      if (findTimeUnitRate(value) === undefined) {
        return r.unknownUnit(valueAt, keyword, DEFAULT_TIME_UNIT, 'a time unit (game, film, pal, ntsc, show, palf, ntscf, hour, min, sec, millisec, <N>fps)');
      }
      header.timeUnit = value;
      return true;
    case 'linearUnit':
      if (linearUnitScale(value) === undefined) return r.unknownUnit(valueAt, keyword, DEFAULT_LINEAR_UNIT, 'a linear unit (mm, cm, m, km, in, ft, yd, mi)');
      header.linearUnit = value;
      return true;
    case 'angularUnit':
      if (angularUnitScale(value) === undefined) return r.unknownUnit(valueAt, keyword, DEFAULT_ANGULAR_UNIT, 'an angular unit (rad, deg, min, sec)');
      header.angularUnit = value;
      return true;
    case 'startTime':
    case 'endTime':
    case 'startUnitless':
    case 'endUnitless':
      header[keyword] = r.numberIn(value, valueAt);
      return true;
    default:
      return true;
  }
}
