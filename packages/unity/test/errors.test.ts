import { ParseError } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { readUnity } from '../src/index.js';
import { encode, fixtureBytes, text } from './helpers.js';

const base = text(fixtureBytes('float-keys.anim'));

/** The fixture with its first `from` replaced by `to` (which must occur). */
function edited(from: string, to: string): Uint8Array {
  expect(base).toContain(from);
  return encode(base.replace(from, to));
}

function parseError(bytes: Uint8Array): ParseError {
  try {
    readUnity(bytes);
  } catch (error) {
    if (ParseError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('no error');
}

/** 1-based line and column of the first occurrence of `needle` in `s` (plus `shift` columns). */
function where(s: string, needle: string, shift = 0): { line: number; column: number } {
  const at = s.indexOf(needle);
  const before = s.slice(0, at);
  const line = before.split('\n').length;
  return { line, column: at - before.lastIndexOf('\n') + shift };
}

describe('bad input gives a ParseError naming the format and line:column', () => {
  it('broken YAML (an unclosed flow mapping)', () => {
    const bytes = edited('m_Center: {x: 0, y: 0, z: 0}', 'm_Center: {x: 0, y: 0, z: 0');
    const e = parseError(bytes);
    expect(e.format).toBe('unity');
    expect(e.location.kind).toBe('text');
    expect(e.expected).toContain('well-formed YAML');
  });

  it('a vector with a missing component (wrong key arity)', () => {
    const s = base.replace('m_Center: {x: 0, y: 0, z: 0}', 'm_Center: {x: 0, y: 0}');
    const e = parseError(encode(s));
    expect(e.expected).toContain('{x, y, z}');
    expect(e.location).toMatchObject(where(s, '{x: 0, y: 0}'));
  });

  it('a non-numeric key value', () => {
    const s = base.replace('        value: 3\n', '        value: three\n');
    const e = parseError(encode(s));
    expect(e.expected).toBe('a number');
    expect(e.found).toBe("'three'");
    expect(e.location).toMatchObject(where(s, 'three'));
  });

  it('a non-integer tangent mode', () => {
    const s = base.replace('tangentMode: 103', 'tangentMode: 1.5');
    const e = parseError(encode(s));
    expect(e.expected).toBe('an integer');
    expect(e.location).toMatchObject(where(s, '1.5'));
  });

  it('an unknown curve kind', () => {
    const s = base.replace('  m_PPtrCurves: []', '  m_PPtrCurves: []\n  m_ColorCurves: []');
    const e = parseError(encode(s));
    expect(e.expected).toContain('a known curve list');
    expect(e.location).toMatchObject(where(s, 'm_ColorCurves'));
  });

  it('a key without its value', () => {
    const s = base.replace('        time: 2\n        value: 3\n', '        time: 2\n');
    const e = parseError(encode(s));
    expect(e.expected).toBe('the field value (floatKey)');
    expect(e.location.kind).toBe('text');
  });

  it('another Unity object than an AnimationClip', () => {
    const e = parseError(edited('--- !u!74 &7400000', '--- !u!1 &7400000'));
    expect(e.expected).toContain('an AnimationClip');
    expect(e.location).toMatchObject({ line: 3, column: 5 });
  });

  it('two documents in one file', () => {
    const e = parseError(encode(`${base}--- !u!74 &7400001\nAnimationClip:\n  m_Name: B\n`));
    expect(e.expected).toContain('one AnimationClip document');
  });

  it('bytes that are not UTF-8', () => {
    const bytes = fixtureBytes('float-keys.anim').slice();
    bytes[200] = 0xff;
    expect(parseError(bytes).expected).toBe('UTF-8 text');
  });

  it('YAML nested deeper than the parser can hold', () => {
    const deep = Array.from({ length: 20000 }, (_, i) => `${' '.repeat(i + 4)}- `).join('\n');
    const e = parseError(encode(base.replace('  m_Events: []', `  m_X: ${deep}\n  m_Events: []`)));
    expect(e.format).toBe('unity');
    expect(e.location.kind).toBe('text');
  });

  it('an object reference without a fileID', () => {
    const s = base.replace('m_AdditiveReferencePoseClip: {fileID: 0}', 'm_AdditiveReferencePoseClip: {guid: 0}');
    const e = parseError(encode(s));
    expect(e.expected).toContain('object reference');
  });
});
