import { describe, expect, it } from 'vitest';
import { AnimError, ConversionError, InvalidArgumentError, ParseError, UnsupportedFeatureError, UnsupportedVersionError, WarningSink } from '../src/index.js';
import { formatLocation } from '../src/errors.js';

describe('error classes', () => {
  it('carry stable codes, names and messages', () => {
    const p = new ParseError({ format: 'animj', location: { kind: 'pointer', pointer: '/tracks/3/data' }, expected: 'an object', found: 'null' });
    expect([p.code, p.name, p.message]).toEqual(['PARSE', 'ParseError', 'animj: /tracks/3/data: expected an object, found null']);
    const root = new ParseError({ format: 'animj', location: { kind: 'pointer', pointer: '' }, expected: 'a JSON object' });
    expect(root.message).toBe('animj: (root): expected a JSON object');
    expect(root.found).toBeUndefined();
    const v = new UnsupportedVersionError('mrtk', '2.0', '1.0, 1.1');
    expect([v.code, v.name, v.message, v.format, v.version]).toEqual([
      'UNSUPPORTED_VERSION',
      'UnsupportedVersionError',
      'mrtk: version 2.0 is not supported (supported: 1.0, 1.1)',
      'mrtk',
      '2.0',
    ]);
    const f = new UnsupportedFeatureError('prime', 'version 3 (metaforce PC cook)');
    expect([f.code, f.message, f.feature]).toEqual(['UNSUPPORTED_FEATURE', 'prime: version 3 (metaforce PC cook) is not supported', 'version 3 (metaforce PC cook)']);
    const c = new ConversionError('no tracks', [{ code: 'track-dropped', message: 'm' }]);
    expect([c.code, c.message, c.warnings]).toEqual(['CONVERSION', 'no tracks', [{ code: 'track-dropped', message: 'm' }]]);
    expect(new ConversionError('plain').warnings).toEqual([]);
    const a = new InvalidArgumentError('bad', { cause: 1 });
    expect([a.code, a.name, a.cause]).toEqual(['INVALID_ARGUMENT', 'InvalidArgumentError', 1]);
    expect(a).toBeInstanceOf(AnimError);
    expect(a).toBeInstanceOf(Error);
  });

  it('name the location of an unsupported version or feature when one is given', () => {
    const v = new UnsupportedVersionError('mrtk', '2.0', '1.0, 1.1', { location: { kind: 'offset', offset: 8 } });
    expect([v.message, v.location]).toEqual(['mrtk: byte 8: version 2.0 is not supported (supported: 1.0, 1.1)', { kind: 'offset', offset: 8 }]);
    expect(new UnsupportedVersionError('mrtk', '2.0', '1.0').location).toBeUndefined();
    const f = new UnsupportedFeatureError('mrtk', 'a marker list', { location: { kind: 'offset', offset: 40 }, cause: 1 });
    expect([f.message, f.location, f.cause]).toEqual(['mrtk: byte 40: a marker list is not supported', { kind: 'offset', offset: 40 }, 1]);
  });

  it('formats locations', () => {
    expect(formatLocation({ kind: 'offset', offset: 28 })).toBe('byte 28');
    expect(formatLocation({ kind: 'text', line: 12, column: 5, offset: 99 })).toBe('line 12, column 5');
    expect(formatLocation({ kind: 'pointer', pointer: '/a/0' })).toBe('/a/0');
    expect(formatLocation({ kind: 'pointer', pointer: '' })).toBe('(root)');
  });

  it('isInstance tells the classes apart', () => {
    const p = new ParseError({ format: 'x', location: { kind: 'offset', offset: 0 }, expected: 'y' });
    expect(AnimError.isInstance(p)).toBe(true);
    expect(ParseError.isInstance(p)).toBe(true);
    expect(UnsupportedVersionError.isInstance(p)).toBe(false);
    expect(ConversionError.isInstance(new ConversionError('c'))).toBe(true);
    expect(UnsupportedFeatureError.isInstance(new UnsupportedFeatureError('a', 'b'))).toBe(true);
    expect(InvalidArgumentError.isInstance(new InvalidArgumentError('a'))).toBe(true);
    for (const other of [new Error('x'), new TypeError('x'), null, undefined, 'PARSE', { code: 'PARSE' }]) {
      expect(AnimError.isInstance(other)).toBe(false);
      expect(ParseError.isInstance(other)).toBe(false);
    }
  });

  it('isInstance recognises errors from a second copy of the package (Symbol.for marker)', () => {
    // What a second copy's AnimError looks like from here: another class, the same global marker.
    const foreign = Object.assign(new Error('from another copy'), { code: 'UNSUPPORTED_VERSION', [Symbol.for('@anim/core.AnimError')]: true });
    expect(foreign instanceof AnimError).toBe(false);
    expect(AnimError.isInstance(foreign)).toBe(true);
    expect(UnsupportedVersionError.isInstance(foreign)).toBe(true);
    expect(ParseError.isInstance(foreign)).toBe(false);
    expect(ParseError.isInstance({ [Symbol.for('@anim/core.AnimError')]: true, code: 'PARSE' })).toBe(true);
  });
});

describe('WarningSink', () => {
  it('collects warnings and returns them with the value', () => {
    const sink = new WarningSink();
    sink.warn('track-dropped', 'first');
    sink.warn('precision-lost', 'second', 'joint1.rotateX');
    const r = sink.finish(42);
    expect(r.value).toBe(42);
    expect(r.warnings).toEqual([
      { code: 'track-dropped', message: 'first' },
      { code: 'precision-lost', message: 'second', path: 'joint1.rotateX' },
    ]);
    expect(sink.finish(1, { strict: false }).warnings).toHaveLength(2);
  });

  it('throws a ConversionError listing every warning in strict mode', () => {
    const sink = new WarningSink();
    expect(sink.finish('ok', { strict: true })).toEqual({ value: 'ok', warnings: [] });
    sink.warn('unit-changed', 'tangent weight dropped', 'a.b');
    sink.warn('unit-assumed', 'unit guessed');
    let thrown: unknown;
    try {
      sink.finish('v', { strict: true });
    } catch (error) {
      thrown = error;
    }
    expect(ConversionError.isInstance(thrown)).toBe(true);
    const e = thrown as ConversionError;
    expect(e.message).toBe('conversion would lose information (strict mode):\n  a.b: tangent weight dropped\n  unit guessed');
    expect(e.warnings).toHaveLength(2);
  });
});
