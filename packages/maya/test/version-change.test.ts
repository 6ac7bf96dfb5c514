/** Changing `animVersion` between 1.0 and 1.1 re-emits keys in the target version's layout (issue 19). */
import { describe, expect, it } from 'vitest';
import { readMaya, writeMaya } from '../src/index.js';
import { encode } from './helpers.js';

const decode = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

const body = (keys: string): string =>
  `anim translate.translateX translateX n 0 0 0;\nanimData {\n  input time;\n  output linear;\n  weighted 0;\n  keys {\n${keys}  }\n}\n`;

const V11 = `animVersion 1.1;\ntimeUnit film;\n${body('    1 0 spline spline 1 0 1;\n    5 2.5 fixed linear 1 0 0 30 1;\n')}`;
const V10 = `animVersion 1.0;\ntimeUnit film;\n${body('    1 0 spline spline 1 0;\n    5 2.5 fixed linear 1 0 30 1;\n')}`;

describe('animVersion changes', () => {
  it('1.1 with the breakdown column, set to 1.0: written without it and reads back', () => {
    const doc = readMaya(encode(V11));
    doc.header.animVersion = '1.0';
    const text = decode(writeMaya(doc));
    expect(text).toBe(V10);
    const back = readMaya(encode(text));
    expect(back.header.animVersion).toBe('1.0');
    const keys = back.anims[0]!.animData!.keys;
    expect([...keys.time]).toStrictEqual([1, 5]);
    expect([...keys.value]).toStrictEqual([0, 2.5]);
    expect([...keys.inAngle]).toStrictEqual([0, 30]);
    expect([...keys.inWeight]).toStrictEqual([0, 1]);
  });

  it('1.0, set to 1.1: written with a breakdown column and reads back', () => {
    const doc = readMaya(encode(V10));
    doc.header.animVersion = '1.1';
    const text = decode(writeMaya(doc));
    expect(text).toBe(V11.replace('spline spline 1 0 1;', 'spline spline 1 0 0;'));
    const back = readMaya(encode(text));
    expect(back.header.animVersion).toBe('1.1');
    const keys = back.anims[0]!.animData!.keys;
    expect([...keys.breakdown]).toStrictEqual([0, 0]);
    expect([...keys.inAngle]).toStrictEqual([0, 30]);
  });

  it('an unchanged version still writes the file byte for byte', () => {
    expect(decode(writeMaya(readMaya(encode(V11))))).toBe(V11);
    expect(decode(writeMaya(readMaya(encode(V10))))).toBe(V10);
  });
});
