import { ParseError, UnsupportedFeatureError, UnsupportedVersionError } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { readRoto } from '../src/index.js';
import { parseRotoText } from '../src/read.js';
import { parseKnob } from '../src/parse-knob.js';
import { script, shape, tree } from './helpers.js';

function caught(read: () => unknown): ParseError {
  try {
    read();
  } catch (error) {
    if (ParseError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('no error');
}

/**
 * The error of reading `text`, which must be the same read from the string and from its UTF-8 bytes
 * (for ASCII text the bytes are scanned without decoding: locations must not change).
 */
function parseError(text: string): ParseError {
  const fromText = caught(() => parseRotoText(text));
  const fromBytes = caught(() => readRoto(new TextEncoder().encode(text)));
  expect(fromBytes.message).toBe(fromText.message);
  expect(fromBytes.location).toEqual(fromText.location);
  return fromText;
}

/** Line and column (1-based) of the first occurrence of `needle` in `text`. */
function at(text: string, needle: string, extra = 0): { line: number; column: number } {
  const i = text.indexOf(needle) + extra;
  const before = text.slice(0, i).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

const good = shape('{px 1 {0 0} {x44800000 x44400000} {0 0}}');

describe('typed errors with script line and column', () => {
  it('unbalanced braces: an unclosed node', () => {
    const text = `set cut_paste_input [stack 0]\nRoto {\n curves {${tree(good)}}\n name Roto1\n`;
    const e = parseError(text);
    expect(e.format).toBe('roto');
    expect(e.location).toMatchObject({ kind: 'text', ...at(text, 'Roto {', 5) });
    expect(e.found).toBe('end of input');
  });

  it('unbalanced braces: a missing brace inside the knob', () => {
    const knob = tree(good).replace('{0 0} {x44800000', '{0 0 {x44800000');
    const text = script(knob);
    const e = parseError(text);
    expect(e.location.kind).toBe('text');
    expect(e.message).toMatch(/^roto: line \d+, column \d+: expected/);
  });

  it('unbalanced braces: a stray closing brace', () => {
    const text = `${script(tree(good))}}\n`;
    expect(parseError(text).location).toMatchObject(at(text, '}\n', text.lastIndexOf('}\n') - text.indexOf('}\n')));
  });

  it('bad hex floats', () => {
    const text = script(tree(good.replace('x44400000', 'x44g00000')));
    const e = parseError(text);
    expect(e.location).toMatchObject(at(text, 'x44g00000'));
    expect(e.expected).toMatch(/hex digits/);
    expect(e.found).toBe("'x44g00000'");
    const long = script(tree(good.replace('x44400000', 'x444000000')));
    expect(parseError(long).location).toMatchObject(at(long, 'x444000000'));
  });

  it('bad shape heads: name, flags and cc flag entry, each at its token', () => {
    const stroke = (head: string, cc = '{cc {f 2080} {px 1 {0 0 1}}}'): string =>
      `{cubiccurve ${head} catmullrom\n ${cc}\n {t 0 0}\n {a}}`;
    const cases: [string, string, RegExp][] = [
      [script(tree(stroke('Brush1 x1'))), 'x1 ', /^the curve flags \(an integer\)$/],
      [script(tree(stroke('Brush1 -'))), '- ', /^the curve flags \(an integer\)$/],
      [script(tree(stroke('{Brush1} 512'))), '{Brush1}', /^the curve name$/],
      [script(tree(stroke('Brush1 512', '{cc {f 20x0} {px 1 {0 0 1}}}'))), '20x0', /^the cubic-curve flags \(an integer\)$/],
      [script(tree(stroke('Brush1 512', '{cc {g 1} {px 1 {0 0 1}}}'))), 'g 1', /^'f' starting the cubic-curve flag entry$/],
      [script(tree(good.replace('Bezier1 512', 'Bezier1 5.5'))), '5.5', /^the shape flags \(an integer\)$/],
    ];
    for (const [text, token, expected] of cases) {
      const e = parseError(text);
      expect(e.expected).toMatch(expected);
      expect(e.location).toMatchObject({ kind: 'text', ...at(text, token) });
    }
  });

  it('truncated knobs', () => {
    const full = script(tree(good));
    for (const cut of [full.indexOf('{px') + 6, full.indexOf('{tx') + 2, full.length - 4]) {
      const e = parseError(full.slice(0, cut));
      expect(e.location.kind).toBe('text');
    }
    expect(() => parseKnob(tree(good).slice(0, 40))).toThrow(ParseError);
  });

  it('wrong arity: a key with one tangent number', () => {
    const text = script(tree(`{layer L {f 0} {t {{1 2 3}} 0}}`));
    const e = parseError(text);
    expect(e.expected).toMatch(/left tangent bicubic length/);
    expect(e.location).toMatchObject(at(text, '3}}', 1));
    expect(e.found).toBe("'}'");
  });

  it('wrong arity: px dimensions with the wrong number of keys', () => {
    const text = script(tree(shape('{px {1 2 3} {{1 2} 0} {0 0} {0 0}}')));
    const e = parseError(text);
    expect(e.expected).toMatch(/3 keys/);
    expect(e.location).toMatchObject(at(text, '{1 2} 0'));
    const tooMany = script(tree(shape('{px {1 2} {{1 2 3} 0} {0 0} {0 0}}')));
    expect(parseError(tooMany).expected).toMatch(/after 2 keys/);
    const repeat = script(tree(shape('{px {1 2} {{x 5 1} 0} {0 0} {0 0}}')));
    expect(parseError(repeat).expected).toMatch(/repeat count from 1 to 2/);
  });

  it('wrong arity: five dimensions, 36 transform fields, missing attribute value', () => {
    expect(parseError(script(tree(shape('{p {1 2 3 4 5}}')))).expected).toMatch(/at most 4 dimensions/);
    expect(parseError(script(tree(`{layer L {f 0} {t${' 0'.repeat(36)}}}`))).expected).toMatch(/at most 35 fields/);
    expect(parseError(script(tree(shape('{p {1 2}}', { attributes: '{a opc}' })))).expected).toMatch(/value for attribute 'opc'/);
  });

  it('a time-only first key, an empty key list, a bad interpolation bitmask', () => {
    expect(parseError(script(tree(`{layer L {f 0} {t {{5}} 0}}`))).expected).toMatch(/time-only key/);
    expect(parseError(script(tree(`{layer L {f 0} {t {} 0}}`))).expected).toMatch(/keys, a value or an expression/);
    expect(parseError(script(tree(`{layer L {f 0} {t {{1 2 0 1 0 1 x3f800000}} 0}}`))).expected).toMatch(/interpolation bitmask \(an integer\)/);
  });

  it('structure: missing flag entries, unknown point forms, bad roots', () => {
    expect(parseError(script(tree('{layer L {t 0 0}}'))).expected).toMatch(/layer flag entry/);
    expect(parseError(script(tree(shape('{pz 1 {0 0}}')))).expected).toMatch(/'p' or 'px'/);
    expect(parseError(script('{{v x3f99999a} {f 0} {n {curvegroup A 0 bezier}}}')).expected).toMatch(/root layer/);
  });

  it('unsupported versions', () => {
    expect(() => parseRotoText(script(tree(good).replace('x3f99999a', 'x3fa66666')))).toThrow(UnsupportedVersionError);
  });

  it('scripts without a roto node, other text, bytes that are not UTF-8', () => {
    expect(parseError('Blur {\n size 3\n}\n').expected).toMatch(/Roto, RotoPaint or SplineWarp3 node/);
    expect(parseError('').expected).toMatch(/Roto/);
    // A byte that is not UTF-8 no longer rejects the script (issue 18 item 2: Nuke reads scripts as
    // bytes); this one holds no roto node, which is the error, at the end (line 1, column 5 in bytes).
    let thrown: unknown;
    try {
      readRoto(Uint8Array.from([0x52, 0x6f, 0xff, 0x20]));
    } catch (error) {
      thrown = error;
    }
    expect(ParseError.isInstance(thrown) && thrown.location).toEqual({ kind: 'text', line: 1, column: 5, offset: 4 });
    expect(ParseError.isInstance(thrown) && thrown.expected).toMatch(/Roto, RotoPaint or SplineWarp3 node/);
  });
});

describe('typed errors in the forms read since session 4', () => {
  it('a quoted expression without its closing quote', () => {
    const text = script(tree(shape('{px 1 {0 0} {1 2} {0 0}}', { attributes: '{a opc {"=parent.opacity\\ *\\ 2 1}}' })));
    const e = parseError(text);
    expect(e.location).toMatchObject({ kind: 'text', ...at(text, '"=parent') });
    expect(e.expected).toBe("a closing '\"' for this string");
  });

  it('a Hiero-style layer whose attribute list is not closed', () => {
    const text = script('{{v x3f99999a}\n{f 0}\n{n\n{layer Root\n{a opc 1\n{cubiccurve A 512 catmullrom {cc {f 2080} {p {0 0}}} {t 0} {a}}}}}');
    const e = parseError(text);
    expect(e.location).toMatchObject({ kind: 'text', ...at(text, '{cubiccurve') });
    expect(e.expected).toBe('an attribute name');
  });

  it('a layer that has neither its flag entry nor an attribute list after its name', () => {
    const text = script('{{v x3f99999a}\n{f 0}\n{n\n{layer Root\n{cubiccurve A 512 catmullrom {cc {f 2080} {p {0 0}}} {t 0} {a}}}}}');
    const e = parseError(text);
    expect(e.location).toMatchObject({ kind: 'text', ...at(text, 'cubiccurve A') });
    expect(e.expected).toBe("'f' starting the layer flag entry");
  });

  it('the first instance of a clone with an unclosed body', () => {
    const text = `clone node7f|Roto|1 Roto {\n curves {${tree(good)}}\n name Roto1\n`;
    const e = parseError(text);
    expect(e.location).toMatchObject({ kind: 'text', ...at(text, 'Roto {', 5) });
    expect(e.found).toBe('end of input');
  });
});

describe('pre-Nuke 7 curves text', () => {
  const old = 'AnimTree: "" {\n Version: 1.2\n Flag: 0\n RootNode: 1\n Node: {\n  NodeName: "Root" {\n   Flag: 512\n  }\n }\n}';

  it('is refused with its line and column, in a script and as a bare knob', () => {
    const text = `Root {\n fps 25\n}\nRoto {\n curves {${old}}\n name Roto1\n}\n`;
    expect(() => parseRotoText(text)).toThrow(UnsupportedFeatureError);
    expect(() => parseRotoText(text)).toThrow(/pre-Nuke 7 curves text \('AnimTree: …' at line 5, column 9;/);
    expect(() => parseRotoText(`{${old}}`)).toThrow(/at line 1, column 1;/);
    expect(() => parseRotoText(`\n${old}`)).toThrow(UnsupportedFeatureError);
  });

  it('is refused even when another node holds a Nuke 7 tree (no node is dropped silently)', () => {
    const text = `Roto {\n curves {${old}}\n name Roto1\n}\n${script(tree(good))}`;
    expect(() => parseRotoText(text)).toThrow(UnsupportedFeatureError);
  });
});

describe('hostile input', () => {
  it('deeply nested layers give a ParseError, not a stack overflow', () => {
    const deep = '{layer L {f 0} {t 0 0} '.repeat(5000) + '}'.repeat(5000);
    expect(() => parseKnob(tree(deep))).toThrow(/nested at most 256 deep/);
  });

  it('huge run-length counts are refused before allocating', () => {
    expect(() => parseKnob(tree('{layer L {f 0} {t {r {{{1 5} 99999999999}}} 0}}'))).toThrow(ParseError);
  });
});
