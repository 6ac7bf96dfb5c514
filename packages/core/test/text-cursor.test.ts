import { describe, expect, it } from 'vitest';
import { TextCursor, TextSource } from '../src/index.js';
import { parseErrorOf } from './helpers.js';

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

describe('TextCursor', () => {
  it('builds compiler-style messages with line and column', () => {
    const lines = Array.from({ length: 11 }, (_, i) => `line${String(i + 1)};`);
    const text = `${lines.join('\n')}\n    }\n`;
    const cursor = new TextCursor(new TextSource(text, 'maya'));
    cursor.pos = text.indexOf('}');
    const e = parseErrorOf(() => {
      cursor.expect(';', "after 'weighted 1'");
    });
    expect(e.message).toBe("maya: line 12, column 5: expected ';' after 'weighted 1', found '}'");
    expect(e.location).toEqual({ kind: 'text', line: 12, column: 5, offset: text.indexOf('}') });
    expect(e.format).toBe('maya');
    expect(e.expected).toBe("';' after 'weighted 1'");
    expect(e.found).toBe("'}'");
  });

  it('reports end of input', () => {
    const c = new TextCursor(new TextSource('keys {\r\n', 'maya'));
    c.pos = 8;
    expect(c.eof).toBe(true);
    expect(c.peek()).toBe(-1);
    expect(parseErrorOf(() => {
      c.expect('}');
    }).message).toBe("maya: line 2, column 1: expected '}', found end of input");
  });

  it('skips whitespace, eats literals and reads tokens', () => {
    const c = new TextCursor(new TextSource(' \t\r\nanim x.y;{', 'x'));
    c.skipWhitespace();
    expect(c.pos).toBe(4);
    expect(c.eat('anim')).toBe(true);
    expect(c.eat('anim')).toBe(false);
    c.skipWhitespace();
    expect(c.token(';')).toBe('x.y');
    expect(c.peek()).toBe(';'.charCodeAt(0));
    c.expect(';');
    expect(c.token()).toBe('{');
    expect(c.token()).toBe('');
    expect(c.eof).toBe(true);
  });

  it('fail() uses the given offset and found text', () => {
    const c = new TextCursor(new TextSource('ab\ncd', 'roto'));
    expect(parseErrorOf(() => c.fail('a number', 3)).message).toBe("roto: line 2, column 1: expected a number, found 'cd'");
    expect(parseErrorOf(() => c.fail('a number', 3, "'x'")).found).toBe("'x'");
    expect(c.source.error(4, 'digit').message).toBe("roto: line 2, column 2: expected digit");
  });
});
