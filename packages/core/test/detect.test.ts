import { describe, expect, it } from 'vitest';
import { detectFormat, formatsForExtension, sniffs, UnknownFormatError, type DetectableFormat } from '../src/index.js';

const fmt = (id: string, extensions: string[], sniff: (b: Uint8Array) => boolean): DetectableFormat => ({ id, extensions, sniff });
const yes = fmt('yes', ['y'], (b) => b[0] === 1);
const low = fmt('low', ['anim'], () => false);
const up = fmt('up', ['ANIM'], () => false);
const thrower = fmt('bad', ['b'], () => {
  throw new Error('buggy sniffer');
});

describe('detectFormat', () => {
  it('says how it found the format: content, extension or forced', () => {
    expect(detectFormat(new Uint8Array([1]), [low, yes], { name: 'f.anim' })).toEqual({ format: yes, by: 'content' });
    expect(detectFormat(new Uint8Array([0]), [yes, low], { name: 'f.y' })).toEqual({ format: yes, by: 'extension' });
    expect(detectFormat(new Uint8Array([0]), [yes, low], { forced: 'LOW' })).toEqual({ format: low, by: 'forced' });
  });

  it('settles a shared extension by its spelling, and refuses it when the spelling fits both', () => {
    expect(detectFormat(new Uint8Array([0]), [low, up], 'x.ANIM')).toEqual({ format: up, by: 'extension' });
    expect(detectFormat(new Uint8Array([0]), [low, up], 'x.anim')).toEqual({ format: low, by: 'extension' });
    expect(() => detectFormat(new Uint8Array([0]), [low, up], 'x.Anim')).toThrow(/fits low and up/);
    expect(formatsForExtension('x.Anim', [low, up])).toEqual([low, up]);
  });

  it('takes a throwing sniffer as "no" and names every format tried', () => {
    expect(sniffs(thrower, new Uint8Array(1))).toBe(false);
    expect(() => detectFormat(new Uint8Array([0]), [thrower, yes], 'x.none')).toThrow(UnknownFormatError);
    expect(() => detectFormat(new Uint8Array([0]), [thrower, yes], 'x.none')).toThrow(/tried bad, yes/);
    expect(() => detectFormat(new Uint8Array([0]), [yes], { forced: 'nope' })).toThrow(/unknown format 'nope'/);
  });
});
