/**
 * The general productions of curve data (spec "Curve tree": `anim-curve`, `anim-curve-views`,
 * `anim-curve-key-list`, `{r …}` run-length lists, `anim-curve-timeless` with `{x N …}` repeats, key
 * extras, key times, `anim-attributes`): recursive descent over the lexer, keys read into the
 * arena's scratch buffer and placed as runs of its chunk. Every error is a ParseError with the script's
 * line and column.
 *
 * @module
 */
import { ParseError } from '@anim/core';
import { KnobFastPaths } from './fast-paths.js';
import { KEY_STRIDE, KeyRun, TIMELESS_STRIDE } from './keys.js';
import type { RotoAnimCurve, RotoAttributeList, RotoCurveViews, RotoKeyedCurve, RotoTimelessValue, RotoViewEntry } from './types.js';

/** Most keys a run-length entry may expand to (a guard against absurd counts). */
const MAX_RUN = 1_000_000;

/** The keys of a curve without keys (shared; it has no elements to change). */
const EMPTY = new Float32Array(0);

/** The curve productions of the knob parser (see the module description); `KnobParser` adds the nodes. */
export class CurveGrammar extends KnobFastPaths {
  /** Scratch extras written by {@link CurveGrammar.readExtras}. */
  private ls = 0;
  private la = 0;
  private rs = 0;
  private ra = 0;
  private ip = 256;

  /** `anim-curve-views`: a curve, or `{v view curve …}`. */
  protected curveViews(what: string): RotoCurveViews {
    const lx = this.lx;
    if (!lx.atGroup('v')) return this.curve(what);
    lx.open('the view split');
    lx.expectWord('v', "'v'");
    const views: RotoViewEntry<RotoAnimCurve>[] = [];
    while (!lx.atClose()) {
      const view = lx.string('a view name');
      views.push({ view, value: this.curve(`the curve of view '${view}'`) });
    }
    if (views.length === 0) throw lx.error('at least one view entry');
    lx.close('the view split');
    return { kind: 'views', views };
  }

  /** `anim-curve`: constant, `{keys}`, `{r {…}}`, or `{[=expr] [{f n}] data}`. */
  curve(what = 'an anim curve'): RotoAnimCurve {
    const lx = this.lx;
    const c = lx.peek();
    if (c !== 123) return lx.float(what);
    if (this.fast) {
      const fast = this.fastKeys();
      if (fast !== undefined) return fast;
    }
    lx.pos++;
    const c2 = lx.peek();
    if (c2 === 123) {
      if (lx.atGroup('f')) return this.wrappedCurve(undefined);
      // `{{t v …} …}` is a key list; `{{…}}` / `{{r …}}` wraps curve data.
      const save = lx.pos;
      lx.pos++;
      const inner = lx.peek();
      lx.pos = save;
      if (inner !== 123 && inner !== 125 && inner !== 34 && !lx.atGroup('r')) {
        const n = this.keys();
        lx.close('the key list');
        return this.arena.keyed(n);
      }
      return this.wrappedCurve(undefined);
    }
    if (c2 === 125 || c2 === -1) throw lx.error(`${what}: keys, a value or an expression`);
    if (lx.atWord('r')) {
      lx.pos++;
      const n = this.rle();
      lx.close('the run-length key list');
      return this.arena.keyed(n);
    }
    if (this.atExpression()) return this.wrappedCurve(this.expression());
    // `{value}`: a wrapped constant.
    const v = lx.float(what);
    lx.close('the curve');
    return v;
  }

  /**
   * True at an expression: `=expr` (bare, the expression may continue in quotes: `="a b"`), or the whole
   * word quoted, `"=expr"`, which is how Nuke writes an expression holding blanks.
   */
  private atExpression(): boolean {
    const lx = this.lx;
    const c = lx.peek();
    return c === 61 /* = */ || (c === 34 && lx.codes[lx.pos + 1] === 61);
  }

  /** Reads the expression at the cursor (see {@link atExpression}), without its `=`. */
  private expression(): string {
    const lx = this.lx;
    if (lx.peek() === 61) {
      lx.pos++;
      return lx.string('an expression');
    }
    return lx.string('an expression').slice(1);
  }

  /** The rest of `{[=expr] [{f n}] data}` after the expression (if any). */
  private wrappedCurve(expression: string | undefined): RotoAnimCurve {
    const lx = this.lx;
    let flag: number | undefined;
    if (lx.atGroup('f')) {
      lx.open('the curve flag entry');
      lx.expectWord('f', "'f'");
      flag = lx.int('the curve flag');
      lx.close('the curve flag entry');
    }
    const data = this.curveData();
    lx.close('the curve');
    if (expression === undefined && flag === undefined) return data;
    const out: RotoKeyedCurve = typeof data === 'number' ? new KeyRun(EMPTY, 0, 0, data) : data;
    if (expression !== undefined) out.expression = expression;
    if (flag !== undefined) out.flag = flag;
    return out;
  }

  /** `anim-curve-data`: constant, `{keys…}` or `{r {…}}`. */
  private curveData(): number | RotoKeyedCurve {
    const lx = this.lx;
    if (lx.peek() !== 123) return lx.float('the curve data');
    lx.open('the curve data');
    let n: number;
    if (lx.atWord('r')) {
      lx.pos++;
      n = this.rle();
    } else n = this.keys();
    lx.close('the curve data');
    return this.arena.keyed(n);
  }

  /** `anim-curve-key-list` up to (not including) the closing `}`, into the scratch keys; the key count. */
  private keys(): number {
    const lx = this.lx;
    let n = 0;
    while (!lx.atClose()) this.key(n++);
    if (n === 0) throw lx.error('at least one key');
    return n;
  }

  /** `{time value [extras]}` or `{time}` (copies the previous key) into scratch key `i`. */
  private key(i: number): void {
    const lx = this.lx;
    lx.open('a key {time value …}');
    const time = lx.float('the key time');
    const o = i * KEY_STRIDE;
    if (lx.atClose()) {
      if (i === 0) throw lx.error('a key value (a time-only key must follow another key)');
      lx.pos++;
      const b = this.arena.room(o + KEY_STRIDE);
      b[o] = time;
      for (let k = 1; k < KEY_STRIDE; k++) b[o + k] = b[o + k - KEY_STRIDE]!;
      return;
    }
    const value = lx.float('the key value');
    this.readExtras();
    const b = this.arena.room(o + KEY_STRIDE);
    b[o] = time;
    b[o + 1] = value;
    b[o + 2] = this.ls;
    b[o + 3] = this.la;
    b[o + 4] = this.rs;
    b[o + 5] = this.ra;
    b[o + 6] = this.ip;
  }

  /**
   * Reads a key's optional extras after its value, and the closing `}`, into the scratch fields:
   * nothing (tangents 0, interpolation 256), `-` (tangents (0, 1), 256), `ls la`, `ls la rs ra`, or
   * `ls la rs ra interp`.
   */
  private readExtras(): void {
    const lx = this.lx;
    this.ls = 0;
    this.la = 0;
    this.rs = 0;
    this.ra = 0;
    this.ip = 256;
    const c = lx.peek();
    if (c === 125) {
      lx.pos++;
      return;
    }
    if (c === 45 /* - */ && lx.atWord('-')) {
      lx.pos++;
      lx.close('the key after -');
      this.la = 1;
      this.ra = 1;
      return;
    }
    this.ls = lx.float('the left tangent slope');
    this.la = lx.float('the left tangent bicubic length');
    if (lx.atClose()) {
      lx.pos++;
      return;
    }
    this.rs = lx.float('the right tangent slope');
    this.ra = lx.float('the right tangent bicubic length');
    if (!lx.atClose()) this.ip = lx.int('the interpolation bitmask');
    lx.close('the key');
  }

  /** `{r {{key count} …}}` body after `r`, into the scratch keys; the key count. */
  private rle(): number {
    const lx = this.lx;
    lx.open('the run-length key list');
    let n = 0;
    while (!lx.atClose()) {
      lx.open('a run-length entry {key count}');
      this.key(n);
      const countAt = lx.pos;
      const count = lx.int('the run-length count');
      if (count < 1 || count > MAX_RUN || n + count > 4 * MAX_RUN) {
        throw lx.error(`a run-length count from 1 to ${String(MAX_RUN)}`, countAt);
      }
      lx.close('the run-length entry');
      const o = n * KEY_STRIDE;
      const b = this.arena.room((n + count) * KEY_STRIDE);
      for (let i = 1; i < count; i++) {
        const q = o + i * KEY_STRIDE;
        b[q] = b[o]! + i;
        for (let k = 1; k < KEY_STRIDE; k++) b[q + k] = b[o + k]!;
      }
      n += count;
    }
    if (n === 0) throw lx.error('at least one run-length entry');
    lx.close('the run-length key list');
    return n;
  }

  /** Writes timeless scratch key `i` from `value` and the extras scratch fields. */
  private putTimeless(i: number, value: number): void {
    const o = i * TIMELESS_STRIDE;
    const b = this.arena.room(o + TIMELESS_STRIDE);
    b[o] = value;
    b[o + 1] = this.ls;
    b[o + 2] = this.la;
    b[o + 3] = this.rs;
    b[o + 4] = this.ra;
    b[o + 5] = this.ip;
  }

  /** Sets the extras scratch fields to those of timeless scratch key `i` (the defaults for −1). */
  private extrasOf(i: number): void {
    if (i < 0) {
      this.ls = 0;
      this.la = 0;
      this.rs = 0;
      this.ra = 0;
      this.ip = 256;
      return;
    }
    const b = this.arena.buf;
    const o = i * TIMELESS_STRIDE;
    this.ls = b[o + 1]!;
    this.la = b[o + 2]!;
    this.rs = b[o + 3]!;
    this.ra = b[o + 4]!;
    this.ip = b[o + 5]!;
  }

  /**
   * The `n` timeless scratch keys as a value: without expression or flag, the bare number when every
   * key has that value and default extras (as the file would spell it), else a packed timeless curve.
   */
  private finishTimeless(n: number, plain: boolean): RotoTimelessValue {
    const b = this.arena.buf;
    if (plain && n > 0) {
      const v = b[0]!;
      let same = true;
      for (let o = 0; o < n * TIMELESS_STRIDE; o += TIMELESS_STRIDE) {
        if (!Object.is(b[o], v) || b[o + 1] !== 0 || b[o + 2] !== 0 || b[o + 3] !== 0 || b[o + 4] !== 0 || b[o + 5] !== 256) {
          same = false;
          break;
        }
      }
      if (same) return v;
    }
    return this.arena.timeless(n);
  }

  /** `anim-curve-timeless` for `n` shared key times. */
  protected timeless(n: number): RotoTimelessValue {
    const lx = this.lx;
    const c = lx.peek();
    if (c !== 123) return lx.float('a value');
    if (this.fast) {
      const fast = this.fastTimeless(n);
      if (fast !== undefined) return fast;
    }
    const start = lx.pos;
    lx.pos++;
    let expression: string | undefined;
    let flag: number | undefined;
    if (this.atExpression()) expression = this.expression();
    if (lx.atGroup('f')) {
      lx.open('the curve flag entry');
      lx.expectWord('f', "'f'");
      flag = lx.int('the curve flag');
      lx.close('the curve flag entry');
    }
    const plain = expression === undefined && flag === undefined;
    let count = 0;
    if (plain && lx.atWord('x')) {
      // A single repeat entry `{x count key}` standing for the whole list.
      count = this.repeatBody(0, n);
      if (count !== n) throw this.countError(n, count, start);
      return this.finishTimeless(n, true);
    }
    if (plain && lx.atBare()) {
      // `{v …}`: one key with extras (one shared time), or a list of entries starting with a bare value.
      const value = lx.float('a value');
      if (n === 1 || lx.atWord('-')) {
        // One key with extras: for several shared key times it holds at every one (see `holdAtEveryTime`).
        this.readExtras();
        this.putTimeless(0, value);
        this.holdAtEveryTime(n);
        return this.finishTimeless(n, true);
      }
      this.extrasOf(-1);
      this.putTimeless(0, value);
      count = 1;
    }
    count = this.entries(count, n);
    lx.close('the timeless curve');
    if (count === 1 && n > 1 && !this.repeated) this.holdAtEveryTime(n);
    else if (count !== n) throw this.countError(n, count, start);
    if (plain) return this.finishTimeless(n, true);
    const out = this.arena.timeless(n);
    if (expression !== undefined) out.expression = expression;
    if (flag !== undefined) out.flag = flag;
    return out;
  }

  /** True when the last {@link entries} read held a repeat entry `{x count key}`. */
  private repeated = false;

  /**
   * Copies the one timeless key read (scratch key 0) to every one of the `n` shared key times. Nuke writes
   * a point dimension that does not change over the keys as a single key (`{{{xc280f560 -}} {{0 -}}}` after
   * `{0 1}`); in the real scripts where this appears it is never a partial list, so the one key holds at
   * every key time (README, "What Nuke writes").
   */
  private holdAtEveryTime(n: number): void {
    const b = this.arena.room(n * TIMELESS_STRIDE);
    for (let o = TIMELESS_STRIDE; o < n * TIMELESS_STRIDE; o++) b[o] = b[o - TIMELESS_STRIDE]!;
  }

  /** The error for a timeless curve holding `count` keys where the list shares `n` key times. */
  private countError(n: number, count: number, start: number): ParseError {
    return this.lx.source.error(start, `${String(n)} keys (one per shared key time)`, `${String(count)} ${count === 1 ? 'key' : 'keys'}`);
  }

  /** Timeless data entries after `count` scratch keys, up to the closing `}` (not consumed); the new count. */
  private entries(count: number, n: number): number {
    const lx = this.lx;
    let i = count;
    this.repeated = false;
    for (;;) {
      const c = lx.peek();
      if (c === 125) break;
      if (i >= n) throw lx.error(`'}' after ${String(n)} keys (one per shared key time)`);
      if (c !== 123) {
        const v = lx.float('a key value');
        this.extrasOf(i - 1);
        this.putTimeless(i++, v);
        continue;
      }
      lx.pos++;
      if (lx.atWord('x')) i = this.repeatBody(i, n);
      else {
        const v = lx.float('a key value');
        this.readExtras();
        this.putTimeless(i++, v);
      }
    }
    return i;
  }

  /** After `{` of a repeat entry: `x count entry}`, after `have` scratch keys; the new count. */
  private repeatBody(have: number, n: number): number {
    const lx = this.lx;
    lx.pos++;
    const countAt = lx.pos;
    const count = lx.int('the repeat count');
    if (count < 1 || have + count > n) {
      throw lx.error(`a repeat count from 1 to ${String(n - have)} (the shared key times left)`, countAt);
    }
    let value: number;
    if (lx.peek() === 123) {
      lx.pos++;
      value = lx.float('a key value');
      this.readExtras();
    } else {
      value = lx.float('a key value');
      this.extrasOf(have - 1);
    }
    lx.close('the repeat entry');
    this.repeated = true;
    for (let i = 0; i < count; i++) this.putTimeless(have + i, value);
    return have + count;
  }

  /** `key-times-list`: a bare float (one key) or `{t0 t1 …}`. */
  protected keyTimes(): number[] {
    const lx = this.lx;
    if (lx.peek() !== 123) return [lx.float('the key time')];
    lx.open('the key times');
    const times: number[] = [];
    while (!lx.atClose()) times.push(lx.float('a key time'));
    if (times.length === 0) throw lx.error('at least one key time');
    lx.close('the key times');
    return times;
  }

  /** `{a name curve-views …}` */
  protected attributes(): RotoAttributeList {
    const lx = this.lx;
    if (this.fast && lx.peek() === 123) {
      const fast = this.fastAttributes();
      if (fast !== undefined) return fast;
    }
    const start = lx.pos;
    lx.open("an attribute list '{a …}'");
    lx.expectWord('a', "'a' starting an attribute list");
    const names: string[] = [];
    const values: RotoCurveViews[] = [];
    const slots: number[] | undefined = this.spans === undefined ? undefined : [];
    while (!lx.atClose()) {
      const name = lx.string('an attribute name');
      lx.peek();
      const s = lx.pos;
      let value: RotoCurveViews;
      try {
        value = this.curveViews('a value for the attribute');
      } catch (error) {
        throw ParseError.isInstance(error) && error.location.kind === 'text' && error.location.offset === s
          ? lx.error(`a value for attribute '${name}'`, s)
          : error;
      }
      names.push(name);
      values.push(value);
      slots?.push(s, lx.pos);
    }
    lx.close('the attribute list');
    const list: RotoAttributeList = { kind: 'attributes', names, values };
    this.mark(list, start, slots);
    return list;
  }
}
