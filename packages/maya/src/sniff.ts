/**
 * Recognising a Maya `.anim` file from its first bytes.
 *
 * @module
 */

/** The header keywords a file may start with: Maya reads them in any order (lenient reading). */
const HEADER_KEYWORDS = ['animVersion', 'mayaVersion', 'timeUnit', 'linearUnit', 'angularUnit', 'startTime', 'endTime'].map((word) =>
  Array.from(word, (ch) => ch.charCodeAt(0)),
);

/**
 * True when the bytes start (after an optional UTF-8 byte-order mark, whitespace and `//` or `#` comment
 * lines) with a `.anim` header keyword followed by a space or tab: `animVersion`, as Maya writes it, or
 * another header keyword, as files that Maya also reads do (their order is checked by the reader, which
 * accepts it with `lenient`). A Unity `.anim` (`%YAML …`) and everything else give false. Never throws.
 */
export function sniffMaya(bytes: Uint8Array): boolean {
  let p = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) p = 3;
  const limit = Math.min(bytes.length, 4096);
  while (p < limit) {
    const c = bytes[p]!;
    if (c === 32 || (c >= 9 && c <= 13)) p++;
    else if (c === 35 || (c === 47 && bytes[p + 1] === 47)) {
      while (p < limit && bytes[p] !== 10 && bytes[p] !== 13) p++;
    } else break;
  }
  return HEADER_KEYWORDS.some((word) => {
    for (let i = 0; i < word.length; i++) if (bytes[p + i] !== word[i]) return false;
    const after = bytes[p + word.length];
    return after === 32 || after === 9;
  });
}
