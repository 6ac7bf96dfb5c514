/**
 * Reading AnimJ values (wiki "AnimJ", value examples): the JSON of one keyframe value, tangent or
 * component, written straight into a track's column storage, plus the reader's warnings and unknown
 * properties. {@link ValueReader} is the base of the document reader (read.ts); keyframe arrays are
 * read by read-keyframes.ts.
 *
 * - scalars: a JSON number (float types, integers within the type's range, `long`/`ulong` exactly as
 *   `bigint`), `true`/`false`, a string or `null`; a number for a bool (non-zero is true) or a string
 *   (its text as written) is read as Newtonsoft.Json's `ReadAsBoolean`/`ReadAsString` read it, with a
 *   `value-type-changed` warning once per track (Godot's AnimJ generator writes `1` for both);
 * - vectors and colours: `{ "x": …, "y": … }` / `{ "r": …, … }`, or an array in component order (warning
 *   `nonstandard-spelling`, once per track);
 * - matrices: row arrays `[[m00, m01], [m10, m11]]` or `{ "m00": …, … }` objects;
 * - float types: the token's nearest double, stored into the column (a `Float32Array` rounds it to
 *   float32 as .NET's double-then-cast does: `1e39` becomes Infinity).
 *
 * @module
 */
import type { WarningCode } from '@anim/core';
import { keyLiterals, type JsonScanner } from './json-scanner.js';
import type { AnimjIssue, AnimjUnknownProperties, AnimjValueArray } from './types.js';
import { INT_RANGE, type AnimjValueTypeInfo } from './value-types.js';

const XYZW = keyLiterals('x', 'y', 'z', 'w');
const RGBA = keyLiterals('r', 'g', 'b', 'a');
const M2 = keyLiterals('m00', 'm01', 'm10', 'm11');
const M3 = keyLiterals('m00', 'm01', 'm02', 'm10', 'm11', 'm12', 'm20', 'm21', 'm22');
const M4 = keyLiterals(
  ...['00', '01', '02', '03', '10', '11', '12', '13', '20', '21', '22', '23', '30', '31', '32', '33'].map((s) => `m${s}`),
);

const U64_MAX = (1n << 64n) - 1n;
const I64_MIN = -(1n << 63n);
const I64_MAX = (1n << 63n) - 1n;

/** Reads values, strings and unknown properties at the scanner's cursor, and reports warnings. */
export class ValueReader {
  /** Whether the vector-as-array warning was given for the current track (reset per track). */
  arrayWarned = false;
  /** Whether the number-for-bool/string warning was given for the current track (reset per track). */
  coercionWarned = false;

  constructor(
    readonly s: JsonScanner,
    private readonly onWarning: ((issue: AnimjIssue) => void) | undefined,
  ) {}

  /** Reports a warning at a JSON pointer. */
  warn(code: WarningCode, pointer: string, message: string): void {
    this.onWarning?.({ severity: 'warning', code, pointer, message });
  }

  /** Reports a repeated property (the last one counts). */
  duplicate(pointer: string): void {
    this.warn('duplicate-field', pointer, 'the property appears more than once; the last one is used');
  }

  /** Keeps the property just read (its key is the scanner's last key) verbatim in `target`. */
  unknownInto(target: AnimjUnknownProperties | undefined): AnimjUnknownProperties {
    const s = this.s;
    const name = s.keyText();
    const out = target ?? (Object.create(null) as AnimjUnknownProperties);
    if (Object.hasOwn(out, name)) this.duplicate(s.pointer(name));
    out[name] = s.rawValue();
    return out;
  }

  /** A JSON string or `null` (C# strings are nullable); warns about lone surrogates. */
  nullableString(what: string): string | null {
    const s = this.s;
    if (s.eatNull()) return null;
    if (s.b[s.p] !== 0x22) s.wrong(`a string or null for ${what}`);
    const v = s.string();
    if (s.loneSurrogate) {
      s.loneSurrogate = false;
      this.warn('text-encoding', s.pointer(), 'the string holds a lone UTF-16 surrogate, which UTF-8 (and AnimX) cannot store');
    }
    return v;
  }

  /** A JSON number rounded to float32 (times, `interval`, `globalDuration`). */
  float32(what: string): number {
    const s = this.s;
    if (!s.atNumber()) s.wrong(`a number for ${what}`);
    return Math.fround(s.number());
  }

  /** Reads one value of `info` into `out[at … at + components)`. */
  value(info: AnimjValueTypeInfo, out: AnimjValueArray, at: number): void {
    const s = this.s;
    if (info.shape === 'scalar') {
      this.component(info, out, at);
      return;
    }
    s.ws();
    const c = s.b[s.p];
    if (c === 0x7b) {
      // `{ "x": …, … }`: every component exactly once (the common case, kept inline).
      s.p++;
      const names = info.shape === 'matrix' ? (info.rows === 2 ? M2 : info.rows === 3 ? M3 : M4) : info.componentNames[0] === 'r' ? RGBA : XYZW;
      const n = info.components;
      let seen = 0;
      let first = true;
      while (s.nextKey(first)) {
        first = false;
        const k = s.matchKey(names);
        if (k < 0 || k >= n) {
          s.shape(`only ${info.componentNames.join(', ')} in a ${info.name} value`, `property "${s.keyText()}"`);
        }
        if ((seen & (1 << k)) !== 0) this.duplicate(s.pointer(names[k]!.text));
        seen |= 1 << k;
        s.path.push(names[k]!.text);
        this.component(info, out, at + k);
        s.path.pop();
      }
      if (seen !== (1 << n) - 1) {
        const missing = info.componentNames.filter((_, i) => (seen & (1 << i)) === 0);
        s.shape(`${info.componentNames.join(', ')} in a ${info.name} value`, `no ${missing.join(', ')}`);
      }
      return;
    }
    if (c === 0x5b) {
      s.p++;
      if (info.shape === 'matrix') this.matrixRows(info, out, at);
      else this.arrayValue(info, out, at);
      return;
    }
    s.wrong(info.shape === 'matrix' ? `an array of rows for ${info.name}` : `an object {${info.componentNames.join(', ')}} for ${info.name}`);
  }

  /** `[[m00, m01], [m10, m11]]` after its first `[`: `rows` rows of `rows` numbers. */
  private matrixRows(info: AnimjValueTypeInfo, out: AnimjValueArray, at: number): void {
    const s = this.s;
    for (let r = 0; r < info.rows; r++) {
      s.path.push(r);
      if (!s.nextElement(r === 0)) s.shape(`${String(info.rows)} rows in a ${info.name} value`, `${String(r)} rows`);
      s.openArray(`row ${String(r)} of a ${info.name} value`);
      for (let col = 0; col < info.rows; col++) {
        s.path.push(col);
        if (!s.nextElement(col === 0)) s.shape(`${String(info.rows)} numbers in a row of a ${info.name} value`, String(col));
        this.component(info, out, at + r * info.rows + col);
        s.path.pop();
      }
      if (s.nextElement(false)) s.shape(`${String(info.rows)} numbers in a row of a ${info.name} value`, 'more');
      s.path.pop();
    }
    if (s.nextElement(false)) s.shape(`${String(info.rows)} rows in a ${info.name} value`, 'more');
  }

  /** Warns (once per track) that a number stood for a bool or a string value. */
  private coerced(info: AnimjValueTypeInfo, what: string): void {
    if (this.coercionWarned) return;
    this.coercionWarned = true;
    this.warn('value-type-changed', this.s.pointer(), `a ${info.name} value is a JSON number (${what}, as Resonite's Newtonsoft.Json reader coerces it); written back as a ${info.name}`);
  }

  /** A vector or colour written as an array, after its `[` (warned once per track). */
  private arrayValue(info: AnimjValueTypeInfo, out: AnimjValueArray, at: number): void {
    const s = this.s;
    if (!this.arrayWarned) {
      this.arrayWarned = true;
      this.warn('nonstandard-spelling', s.pointer(), `${info.name} values are objects {${info.componentNames.join(', ')}} in the spec; arrays are read in that order`);
    }
    const n = info.components;
    for (let i = 0; i < n; i++) {
      s.path.push(i);
      if (!s.nextElement(i === 0)) s.shape(`${String(n)} components in a ${info.name} value`, String(i));
      this.component(info, out, at + i);
      s.path.pop();
    }
    if (s.nextElement(false)) s.shape(`${String(n)} components in a ${info.name} value`, 'more');
  }

  /** Reads one component (a JSON scalar) of `info` into `out[at]`. */
  component(info: AnimjValueTypeInfo, out: AnimjValueArray, at: number): void {
    const s = this.s;
    switch (info.storage) {
      case 'f32':
      case 'f64': {
        s.ws();
        const ch = s.b[s.p];
        if (ch !== 0x2d && (ch === undefined || ch < 0x30 || ch > 0x39)) s.wrong(`a number for ${info.name}`);
        (out as Float32Array)[at] = s.number();
        return;
      }
      case 'bool': {
        if (s.atNumber()) {
          // Newtonsoft's ReadAsBoolean: Convert.ToBoolean(number), non-zero is true (Godot writes 1).
          const v = s.number();
          this.coerced(info, `the number ${s.numberText()} is read as ${v !== 0 ? 'true' : 'false'}`);
          (out as Uint8Array)[at] = v !== 0 ? 1 : 0;
          return;
        }
        const v = s.boolean();
        if (v === undefined) s.wrong(`true or false for ${info.name}`);
        (out as Uint8Array)[at] = v ? 1 : 0;
        return;
      }
      case 'string': {
        if (s.atNumber()) {
          // Newtonsoft's ReadAsString: a number token gives its text as written (Godot writes 1).
          s.number();
          const text = s.numberText();
          this.coerced(info, `the number ${text} is read as the string "${text}"`);
          (out as (string | null)[])[at] = text;
          return;
        }
        (out as (string | null)[])[at] = this.nullableString(info.name);
        return;
      }
      case 'u64':
      case 'i64': {
        if (!s.atNumber()) s.wrong(`an integer for ${info.name}`);
        const v = s.number();
        if (!s.nInteger) s.shape(`an integer for ${info.name}`, s.numberText());
        const big = s.nExact ? BigInt(v) : BigInt(s.numberText());
        if (info.storage === 'u64' ? big < 0n || big > U64_MAX : big < I64_MIN || big > I64_MAX) {
          s.shape(`an integer in ${info.storage === 'u64' ? `0…${String(U64_MAX)}` : `${String(I64_MIN)}…${String(I64_MAX)}`} for ${info.name}`, s.numberText());
        }
        (out as BigInt64Array)[at] = big;
        return;
      }
      default: {
        if (!s.atNumber()) s.wrong(`an integer for ${info.name}`);
        const v = s.number();
        const range = INT_RANGE[info.storage]!;
        if (!s.nInteger || v < range[0] || v > range[1]) {
          s.shape(`an integer in ${String(range[0])}…${String(range[1])} for ${info.name}`, s.numberText());
        }
        (out as Int32Array)[at] = v;
      }
    }
  }
}
