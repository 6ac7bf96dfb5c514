import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findTimeUnitRate,
  fps,
  framesToSeconds,
  InvalidArgumentError,
  secondsToFrames,
  TIME_UNITS,
  timeUnitForRate,
  timeUnitRate,
  unitKind,
  unitScale,
} from '../src/index.js';

describe('time units', () => {
  it.each([
    ['game', 15, 1],
    ['film', 24, 1],
    ['pal', 25, 1],
    ['ntsc', 30, 1],
    ['show', 48, 1],
    ['palf', 50, 1],
    ['ntscf', 60, 1],
    ['23.976fps', 24000, 1001],
    ['29.97fps', 30000, 1001],
    ['29.97df', 30000, 1001],
    ['47.952fps', 48000, 1001],
    ['59.94fps', 60000, 1001],
    ['hour', 1, 3600],
    ['min', 1, 60],
    ['sec', 1, 1],
    ['millisec', 1000, 1],
    ['120fps', 120, 1],
    ['6000fps', 6000, 1],
    ['119.88fps', 120000, 1001],
    ['95.904fps', 96000, 1001],
    ['59.94df', 60000, 1001],
  ])('%s = %i/%i per second', (name, numerator, denominator) => {
    expect(timeUnitRate(name)).toEqual({ numerator, denominator });
  });

  it('rejects unknown names and inherited properties', () => {
    const bad = ['', 'films', '0fps', '024fps', '24df', '1.5fps', '17.5fps', '29.96fps', '0.0fps', '29.97', 'fps', 'toString', '__proto__'];
    for (const name of bad) {
      expect(() => timeUnitRate(name)).toThrow(InvalidArgumentError);
      expect(findTimeUnitRate(name)).toBeUndefined();
    }
    expect(Object.isFrozen(TIME_UNITS)).toBe(true);
  });

  it('findTimeUnitRate returns a fresh object (the table cannot be edited through it)', () => {
    const rate = findTimeUnitRate('film')!;
    (rate as { numerator: number }).numerator = 1;
    expect(TIME_UNITS.film).toEqual({ numerator: 24, denominator: 1 });
  });

  it('names rates: table names first, then <N>fps, then NTSC decimals', () => {
    expect(timeUnitForRate({ numerator: 24, denominator: 1 })).toBe('film');
    expect(timeUnitForRate({ numerator: 48, denominator: 2 })).toBe('film');
    expect(timeUnitForRate({ numerator: 1, denominator: 1 })).toBe('sec');
    expect(timeUnitForRate({ numerator: 30000, denominator: 1001 })).toBe('29.97fps');
    expect(timeUnitForRate({ numerator: 120, denominator: 1 })).toBe('120fps');
    expect(timeUnitForRate({ numerator: 240, denominator: 2 })).toBe('120fps');
    expect(timeUnitForRate({ numerator: 120000, denominator: 1001 })).toBe('119.88fps');
    expect(timeUnitForRate({ numerator: 240000, denominator: 2002 })).toBe('119.88fps');
    for (const rate of [
      { numerator: 24, denominator: 7 },
      { numerator: 0, denominator: 1 },
      { numerator: -24, denominator: 1 },
      { numerator: 24.5, denominator: 1 },
      { numerator: 24, denominator: 0 },
    ]) {
      expect(timeUnitForRate(rate)).toBeUndefined();
    }
  });

  it('timeUnitForRate and findTimeUnitRate are inverses on integral and NTSC rates', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.boolean(), (n, ntsc) => {
        const rate = ntsc ? { numerator: n * 1000, denominator: 1001 } : { numerator: n, denominator: 1 };
        const name = timeUnitForRate(rate);
        expect(name).toBeDefined();
        const back = findTimeUnitRate(name!)!;
        expect(back.numerator * rate.denominator).toBe(rate.numerator * back.denominator);
      }),
    );
  });

  it('converts frames and seconds exactly for integral rates', () => {
    expect(framesToSeconds(48, timeUnitRate('film'))).toBe(2);
    expect(secondsToFrames(2, timeUnitRate('film'))).toBe(48);
    expect(framesToSeconds(30000, timeUnitRate('29.97fps'))).toBe(1001);
    expect(secondsToFrames(1001, timeUnitRate('29.97fps'))).toBe(30000);
    expect(fps(timeUnitRate('23.976fps'))).toBe(24000 / 1001);
  });
});

describe('length and angle units', () => {
  it.each([
    ['m', 'cm', 100],
    ['cm', 'm', 0.01],
    ['in', 'cm', 2.54],
    ['ft', 'in', 12],
    ['yd', 'ft', 3],
    ['mi', 'yd', 1760],
    ['km', 'm', 1000],
    ['mm', 'cm', 0.1],
    ['mi', 'km', 1.609344],
  ] as const)('1 %s = %d %s', (from, to, factor) => {
    expect(unitScale(from, to)).toBe(factor);
  });

  it('converts angles and refuses mixed kinds', () => {
    expect(unitScale('deg', 'rad')).toBe(Math.PI / 180);
    expect(unitScale('rad', 'deg')).toBe(180 / Math.PI);
    expect(unitScale('px', 'px')).toBe(1);
    for (const [a, b] of [['cm', 'deg'], ['px', 'cm'], ['none', 'm'], ['s', 'deg'], ['none', 's']] as const) {
      expect(() => unitScale(a, b)).toThrow(InvalidArgumentError);
    }
    expect([unitKind('ft'), unitKind('rad'), unitKind('s'), unitKind('px'), unitKind('none')]).toEqual(['length', 'angle', 'time', 'pixel', 'none']);
  });
});
