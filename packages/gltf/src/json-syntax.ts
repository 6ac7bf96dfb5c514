/**
 * Where JSON text stops being JSON (RFC 8259), for the location of a syntax error: `JSON.parse`
 * reports no position on every engine (V8 before Node 21 names only the token).
 *
 * @module
 */

/** The first syntax error of a JSON text: its character offset and what was expected there. */
export interface JsonSyntaxError {
  readonly offset: number;
  readonly expected: string;
}

const WS = new Set([0x20, 0x09, 0x0a, 0x0d]);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
// Control characters (U+0000–U+001F) are not allowed unescaped inside strings.
// eslint-disable-next-line no-control-regex
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;

/**
 * Scans `text` as one JSON value (iteratively, so deep nesting cannot overflow the stack) and returns
 * the first place where it is not JSON, or undefined when it is valid.
 */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  let at = 0;
  const skip = (): void => {
    while (at < text.length && WS.has(text.charCodeAt(at))) at++;
  };
  const match = (re: RegExp): boolean => {
    re.lastIndex = at;
    if (!re.test(text)) return false;
    at = re.lastIndex;
    return true;
  };
  // Containers being read: '[' or '{'.
  const stack: string[] = [];
  let want: 'value' | 'key' | 'after' = 'value';
  for (;;) {
    skip();
    const ch = text[at];
    if (want === 'value') {
      if (ch === '{' || ch === '[') {
        stack.push(ch);
        at++;
        skip();
        if (text[at] === (ch === '{' ? '}' : ']')) {
          at++;
          stack.pop();
          want = 'after';
        } else want = ch === '{' ? 'key' : 'value';
        continue;
      }
      if (ch === '"' ? match(STRING) : ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9') ? match(NUMBER) : matchWord()) {
        want = 'after';
        continue;
      }
      return { offset: at, expected: 'a JSON value' };
    }
    if (want === 'key') {
      if (ch !== '"' || !match(STRING)) return { offset: at, expected: 'an object key (a string)' };
      skip();
      if (text[at] !== ':') return { offset: at, expected: "':' after the key" };
      at++;
      want = 'value';
      continue;
    }
    const top = stack[stack.length - 1];
    if (top === undefined) return at < text.length ? { offset: at, expected: 'the end of the text' } : undefined;
    if (ch === ',') {
      at++;
      want = top === '{' ? 'key' : 'value';
    } else if (ch === (top === '{' ? '}' : ']')) {
      at++;
      stack.pop();
    } else return { offset: at, expected: top === '{' ? "',' or '}'" : "',' or ']'" };
  }

  function matchWord(): boolean {
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, at)) {
        at += word.length;
        return true;
      }
    }
    return false;
  }
}
