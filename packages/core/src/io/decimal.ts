/**
 * The exact decimal scanner shared by the text formats (Maya `.anim`, AnimJ JSON, …): one pass over
 * `[+-]digits[.digits][(e|E)[+-]digits]`, with a fast path that is exact (the double `Number(text)`
 * gives) and a fallback to `Number` where the fast path cannot be exact.
 *
 * @module
 */

/** Exact powers of ten 10^0 … 10^22 (every one is a double without rounding). */
const POW10 = [
  1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20,
  1e21, 1e22,
];

/** Which spellings {@link DecimalScanner} accepts. */
export interface DecimalSyntax {
  /** Accept a leading `+`. */
  readonly plusSign: boolean;
  /** Accept an exponent part (`e`/`E`, optional sign, digits). */
  readonly exponent: boolean;
}

/**
 * Scans decimal numbers out of text (a `string`) or bytes (ASCII digits in a `Uint8Array`). After a
 * successful scan its fields describe the token; they are overwritten by the next scan, so read them
 * before scanning again. One scanner per reader (it holds no other state).
 *
 * The value is always the double that `Number(token)` gives: up to 15 significant digits with a
 * decimal exponent within ±22 are combined in one correctly rounded operation; anything longer falls
 * back to `Number` on the token's text.
 */
export class DecimalScanner {
  /** The value of the last token read. */
  value = 0;
  /** Offset just after the last token read. */
  end = 0;
  /** Digits before the decimal point. */
  integerDigits = 0;
  /** Digits after the decimal point (−1 when there is no decimal point). */
  fractionDigits = -1;
  /** Digits of the exponent (−1 when there is no exponent). */
  exponentDigits = -1;
  /** Significant digits of the last scan, or −1 when they are those of {@link DecimalScanner.mantissa}. */
  private sig = 0;
  /** The digits of the last fast-path scan as an integer (exact: at most 15 digits). */
  private mantissa = 0;

  /** Significant digits of the last token read (leading zeros not counted; 0 when every digit is a zero). */
  get significantDigits(): number {
    if (this.sig >= 0) return this.sig;
    let n = 0;
    while (n < POW10.length && this.mantissa >= POW10[n]!) n++;
    return n;
  }

  constructor(readonly syntax: DecimalSyntax = { plusSign: true, exponent: true }) {}

  /** True when the last token had neither decimal point nor exponent. */
  get integer(): boolean {
    return this.fractionDigits < 0 && this.exponentDigits < 0;
  }

  /**
   * Reads a number at `p` of a string. Returns the offset after it, or −1 when there is no digit
   * before the decimal point or after it (a sign or a dot alone is not a number). An exponent marker
   * without digits ends the token before the marker.
   */
  scanString(t: string, p: number): number {
    // Fast path, small enough to be inlined into a reader's loop: a plain decimal of at most 15 digits
    // (leading zeros included), whose digits all fit in the mantissa exactly. Exponents, longer tokens
    // and non-numbers are read again by scanLongString.
    const start = p;
    let c = t.charCodeAt(p);
    const negative = c === 45;
    if (negative || (c === 43 && this.syntax.plusSign)) c = t.charCodeAt(++p);
    const digitsStart = p;
    let m = 0;
    while (c >= 48 && c <= 57) {
      m = m * 10 + (c - 48);
      c = t.charCodeAt(++p);
    }
    const intDigits = p - digitsStart;
    let fracDigits = -1;
    if (c === 46) {
      c = t.charCodeAt(++p);
      while (c >= 48 && c <= 57) {
        m = m * 10 + (c - 48);
        c = t.charCodeAt(++p);
      }
      fracDigits = p - digitsStart - intDigits - 1;
    }
    const digits = fracDigits > 0 ? intDigits + fracDigits : intDigits;
    if (digits > 15 || digits === 0 || ((c === 101 || c === 69) && this.syntax.exponent)) return this.scanLongString(t, start);
    this.end = p;
    this.integerDigits = intDigits;
    this.fractionDigits = fracDigits;
    this.exponentDigits = -1;
    this.mantissa = m;
    this.sig = -1;
    const v = digits === intDigits ? m : m / POW10[digits - intDigits]!;
    this.value = negative ? -v : v;
    return p;
  }

  /** {@link DecimalScanner.scanString} for exponents, tokens of more than 15 digits and non-numbers: counts significant digits as it goes. */
  private scanLongString(t: string, p: number): number {
    const start = p;
    let c = t.charCodeAt(p);
    const negative = c === 45;
    if (negative || (c === 43 && this.syntax.plusSign)) c = t.charCodeAt(++p);
    let m = 0;
    let sig = 0;
    let exp = 0;
    let exact = true;
    let intDigits = 0;
    while (c >= 48 && c <= 57) {
      if (sig > 0 || c !== 48) {
        if (sig < 15) m = m * 10 + (c - 48);
        else {
          exp++;
          if (c !== 48) exact = false;
        }
        sig++;
      }
      intDigits++;
      c = t.charCodeAt(++p);
    }
    let fracDigits = -1;
    if (c === 46) {
      fracDigits = 0;
      c = t.charCodeAt(++p);
      while (c >= 48 && c <= 57) {
        if (sig > 0 || c !== 48) {
          if (sig < 15) {
            m = m * 10 + (c - 48);
            exp--;
          } else if (c !== 48) exact = false;
          sig++;
        } else exp--;
        fracDigits++;
        c = t.charCodeAt(++p);
      }
    }
    if (intDigits === 0 && fracDigits <= 0) return -1;
    let expDigits = -1;
    if ((c === 101 || c === 69) && this.syntax.exponent) {
      let q = p + 1;
      let d = t.charCodeAt(q);
      const eneg = d === 45;
      if (eneg || d === 43) d = t.charCodeAt(++q);
      if (d >= 48 && d <= 57) {
        let e = 0;
        expDigits = 0;
        while (d >= 48 && d <= 57) {
          if (e < 100000) e = e * 10 + (d - 48);
          expDigits++;
          d = t.charCodeAt(++q);
        }
        exp += eneg ? -e : e;
        p = q;
      }
    }
    this.record(p, intDigits, fracDigits, expDigits, sig);
    this.value =
      exact && exp >= -22 && exp <= 22
        ? (negative ? -1 : 1) * (exp < 0 ? m / POW10[-exp]! : m * POW10[exp]!)
        : Number(t.slice(start, p));
    return p;
  }

  /** Reads a number at `p` of ASCII bytes; same rules and result as {@link DecimalScanner.scanString}. */
  scanBytes(b: Uint8Array, p: number): number {
    const start = p;
    let c = b[p] ?? -1;
    const negative = c === 45;
    if (negative || (c === 43 && this.syntax.plusSign)) c = b[++p] ?? -1;
    let m = 0;
    let sig = 0;
    let exp = 0;
    let exact = true;
    let intDigits = 0;
    while (c >= 48 && c <= 57) {
      if (sig > 0 || c !== 48) {
        if (sig < 15) m = m * 10 + (c - 48);
        else {
          exp++;
          if (c !== 48) exact = false;
        }
        sig++;
      }
      intDigits++;
      c = b[++p] ?? -1;
    }
    let fracDigits = -1;
    if (c === 46) {
      fracDigits = 0;
      c = b[++p] ?? -1;
      while (c >= 48 && c <= 57) {
        if (sig > 0 || c !== 48) {
          if (sig < 15) {
            m = m * 10 + (c - 48);
            exp--;
          } else if (c !== 48) exact = false;
          sig++;
        } else exp--;
        fracDigits++;
        c = b[++p] ?? -1;
      }
    }
    if (intDigits === 0 && fracDigits <= 0) return -1;
    let expDigits = -1;
    if ((c === 101 || c === 69) && this.syntax.exponent) {
      let q = p + 1;
      let d = b[q] ?? -1;
      const eneg = d === 45;
      if (eneg || d === 43) d = b[++q] ?? -1;
      if (d >= 48 && d <= 57) {
        let e = 0;
        expDigits = 0;
        while (d >= 48 && d <= 57) {
          if (e < 100000) e = e * 10 + (d - 48);
          expDigits++;
          d = b[++q] ?? -1;
        }
        exp += eneg ? -e : e;
        p = q;
      }
    }
    this.record(p, intDigits, fracDigits, expDigits, sig);
    this.value =
      exact && exp >= -22 && exp <= 22
        ? (negative ? -1 : 1) * (exp < 0 ? m / POW10[-exp]! : m * POW10[exp]!)
        : Number(ascii(b, start, p));
    return p;
  }

  private record(end: number, intDigits: number, fracDigits: number, expDigits: number, sig: number): void {
    this.end = end;
    this.integerDigits = intDigits;
    this.fractionDigits = fracDigits;
    this.exponentDigits = expDigits;
    this.sig = sig;
  }
}

/** The bytes `[start, end)` as a string, one character per byte. */
function ascii(b: Uint8Array, start: number, end: number): string {
  let s = '';
  for (let i = start; i < end; i++) s += String.fromCharCode(b[i]!);
  return s;
}
