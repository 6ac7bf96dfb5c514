/**
 * Reading the keys of a `keys { … }` block, one per
 * `time value inTangentType outTangentType tangentLocked weightLocked [breakdown] [inAngle inWeight] [outAngle outWeight];`
 * (spec "Anim File Format" 1.0/1.1 "keys"; the breakdown column from 1.1, the angle and weight only for
 * `fixed` sides). Keys in Maya's own layout take the fast path (`key-scan.ts`); anything else (comments,
 * any spacing, exponents, keys split over lines) takes the general path here, which also reports errors.
 *
 * @module
 */

import { isDelimiter } from './lexer.js';
import { FIXED, TANGENT_CODE } from './keys.js';
import type { ReadContext } from './read-context.js';
import { tangentCodeAt } from './words.js';

/** The code of `global`, what `lenient` reads an unknown tangent word as. */
const GLOBAL = TANGENT_CODE.global;

/**
 * Reads the keys of a `keys {` block up to (not including) its `}`, appending them to the context's key
 * builder with their chunk ends relative to `base`. The hot loop of the reader.
 * @throws {ParseError} for a malformed key, key times that do not increase, or the end of the text
 *   (naming the line where the animData block at `openAt` opened).
 */
export function readKeys(r: ReadContext, openAt: number, base: number): void {
  const lex = r.lex;
  const text = r.text;
  const hasBreakdown = r.hasBreakdown;
  const b = r.builder;
  const fast = r.fastKeys;
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
    const fastEnd = fast.scan(text, at, b, b.count, previousTime, hasBreakdown);
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
    if (Number.isNaN(c)) r.fail(at, `a key or '}' closing the keys block (animData opened at line ${r.line(openAt)})`);
    if (!lex.scanNumber()) r.failNumber(at, 'a key time (a number)');
    const time = lex.number;
    if (time <= previousTime) {
      r.fail(at, `a key time after ${previousTime}`, `${r.tokenAt(at)} (${time === previousTime ? 'duplicate key time' : 'keys out of order'})`);
    }
    previousTime = time;
    const i = b.count;
    const k = b.keys;
    k.time[i] = time;
    k.value[i] = keyNumber(r, 'a key value (a number)');
    const inType = tangent(r, 'an in-tangent type');
    const outType = tangent(r, 'an out-tangent type');
    k.inTangentType[i] = inType;
    k.outTangentType[i] = outType;
    k.tangentLocked[i] = flag(r, 'the tangent lock flag (0 or 1)');
    k.weightLocked[i] = flag(r, 'the weight lock flag (0 or 1)');
    k.breakdown[i] = hasBreakdown ? flag(r, 'the breakdown flag (0 or 1)') : 0;
    if (inType === FIXED) {
      k.inAngle[i] = keyNumber(r, 'the fixed in-tangent angle');
      k.inWeight[i] = keyNumber(r, 'the fixed in-tangent weight');
    } else {
      k.inAngle[i] = 0;
      k.inWeight[i] = 0;
    }
    if (outType === FIXED) {
      k.outAngle[i] = keyNumber(r, 'the fixed out-tangent angle');
      k.outWeight[i] = keyNumber(r, 'the fixed out-tangent weight');
    } else {
      k.outAngle[i] = 0;
      k.outWeight[i] = 0;
    }
    const end = lex.pos;
    lex.skipTrivia();
    if (text.charCodeAt(lex.pos) !== 59) r.failTerminator('the key', end);
    lex.pos++;
    lex.endChunk();
    b.ends[i] = lex.pos - base;
    b.count = i + 1;
  }
}

/** Skips the trivia before a key field (fast for the single space of Maya's layout). */
function skipToField(r: ReadContext): void {
  const lex = r.lex;
  const t = r.text;
  let c = t.charCodeAt(lex.pos);
  if (c === 32) c = t.charCodeAt(++lex.pos);
  if (c === 32 || (c >= 9 && c <= 13) || c === 35 || c === 47) lex.skipTrivia();
}

/** Reads a numeric key field. */
function keyNumber(r: ReadContext, expected: string): number {
  const lex = r.lex;
  skipToField(r);
  const at = lex.pos;
  if (!lex.scanNumber()) r.failNumber(at, expected);
  return lex.number;
}

/** Reads a flag: 1 for a non-zero number, 0 for zero. Fast path for a lone `0` or `1`. */
function flag(r: ReadContext, expected: string): number {
  const lex = r.lex;
  const t = r.text;
  let p = lex.pos;
  if (t.charCodeAt(p) === 32) p++;
  const c = t.charCodeAt(p);
  if ((c === 48 || c === 49) && isDelimiter(t.charCodeAt(p + 1))) {
    lex.pos = p + 1;
    return c - 48;
  }
  return keyNumber(r, expected) !== 0 ? 1 : 0;
}

/** Reads a tangent type word; returns its index in MAYA_TANGENT_TYPES. */
function tangent(r: ReadContext, expected: string): number {
  const lex = r.lex;
  const t = r.text;
  skipToField(r);
  const at = lex.pos;
  let end = at;
  let c = t.charCodeAt(at);
  while (c >= 97 && c <= 122) c = t.charCodeAt(++end);
  const type = isDelimiter(c) ? tangentCodeAt(t, at, end) : -1;
  if (type < 0) {
    const first = t.charCodeAt(at);
    if (r.lenient && ((first >= 65 && first <= 90) || (first >= 97 && first <= 122))) {
      r.warn('invalid-value', `unknown tangent type ${r.tokenAt(at)} read as global (the text is kept)`, at);
      lex.pos = lex.tokenEnd(at);
      return GLOBAL;
    }
    r.fail(at, `${expected} (global, fixed, linear, flat, spline, step, stepnext, slow, fast, clamped, plateau, auto, automix, autoease, autocustom)`);
  }
  lex.pos = end;
  return type;
}
