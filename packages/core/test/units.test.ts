import { describe, expect, it } from 'vitest';
import { fps, framesToSeconds, InvalidArgumentError, secondsToFrames, TIME_UNITS, timeUnitRate, unitKind, unitScale } from '../src/index.js';

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
  ])('%s = %i/%i per second', (name, numerator, denominator) => {
    expect(timeUnitRate(name)).toEqual({ numerator, denominator });
  });

  it('rejects unknown names and inherited properties', () => {
    for (const bad of ['', 'films', '0fps', '1.5fps', 'toString', '__proto__']) expect(() => timeUnitRate(bad)).toThrow(InvalidArgumentError);
    expect(Object.isFrozen(TIME_UNITS)).toBe(true);
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
