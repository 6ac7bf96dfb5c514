/** Track names of curves whose `anim` line has no node or attribute (`anim 4 0 0;`; issue 19). */
import { describe, expect, it } from 'vitest';
import { mayaToClip, readMaya } from '../src/index.js';
import { encode } from './helpers.js';

const animData = 'animData {\n  input time;\n  output unitless;\n  weighted 0;\n  keys {\n    0 1 linear linear 1 0 0;\n  }\n}\n';
const file = (...lines: string[]): string => `animVersion 1.1;\n${lines.map((line) => `${line}\n${animData}`).join('')}`;

function names(text: string): string[] {
  return mayaToClip(readMaya(encode(text))).value.tracks.map((t) => t.name);
}

describe('track names of curves without node and attribute', () => {
  it('are built from the row, child and attr indices', () => {
    expect(names(file('anim 4 0 0;', 'anim 4 1 2;'))).toStrictEqual(['anim_4_0_0', 'anim_4_1_2']);
  });
  it('are unique when two lines share the indices or a named curve takes the name', () => {
    expect(names(file('anim 4 0 0;', 'anim 4 0 0;'))).toStrictEqual(['anim_4_0_0', 'anim_4_0_0#2']);
    expect(names(file('anim anim_1_0_0 0 0 0;', 'anim 1 0 0;'))).toStrictEqual(['anim_1_0_0', 'anim_1_0_0#2']);
  });
  it('sit beside named curves and are the same on every read', () => {
    const text = file('anim translate.translateX translateX n 0 0 0;', 'anim 1 0 0;', 'anim visibility 2 0 0;');
    const first = names(text);
    expect(first).toStrictEqual(['n.translateX', 'anim_1_0_0', 'visibility']);
    expect(names(text)).toStrictEqual(first);
    expect(new Set(first).size).toBe(first.length);
    expect(first.every((name) => name !== '')).toBe(true);
  });
});
