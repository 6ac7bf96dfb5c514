import { describe, expect, it } from 'vitest';
import { TextSource } from '../src/io/index.js';

describe('TextSource.locate', () => {
  it.each([
    ['LF', 'ab\ncd\n\nef'],
    ['CRLF', 'ab\r\ncd\r\n\r\nef'],
    ['CR', 'ab\rcd\r\ref'],
  ])('%s line breaks', (_name, text) => {
    const src = new TextSource(text, 'maya');
    expect(src.locate(0)).toEqual({ line: 1, column: 1, offset: 0 });
    expect(src.locate(2)).toMatchObject({ line: 1, column: 3 });
    expect(src.locate(text.indexOf('c'))).toMatchObject({ line: 2, column: 1 });
    expect(src.locate(text.indexOf('d'))).toMatchObject({ line: 2, column: 2 });
    expect(src.locate(text.indexOf('e'))).toMatchObject({ line: 4, column: 1 });
    expect(src.locate(text.length)).toMatchObject({ line: 4, column: 3, offset: text.length });
  });

  it('counts the LF of a CRLF in the line it ends', () => {
    const src = new TextSource('a\r\nb', 'x');
    expect(src.locate(1)).toMatchObject({ line: 1, column: 2 });
    expect(src.locate(2)).toMatchObject({ line: 1, column: 3 });
    expect(src.locate(3)).toMatchObject({ line: 2, column: 1 });
  });

  it('clamps offsets outside the text', () => {
    const src = new TextSource('abc', 'x');
    expect(src.locate(-5)).toEqual({ line: 1, column: 1, offset: 0 });
    expect(src.locate(99)).toEqual({ line: 1, column: 4, offset: 3 });
    expect(new TextSource('', 'x').locate(0)).toEqual({ line: 1, column: 1, offset: 0 });
  });

  it('describes what is found', () => {
    const src = new TextSource('  }abc def\n"q"', 'x');
    expect(src.describe(2)).toBe("'}abc'");
    expect(src.describe(0)).toBe("' '");
    expect(src.describe(11)).toBe(`'\\"q\\"'`);
    expect(src.describe(100)).toBe('end of input');
  });
});
