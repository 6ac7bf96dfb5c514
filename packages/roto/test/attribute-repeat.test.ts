/**
 * Reading bytes, an attribute list is first compared with the previous list four bytes at a time (the
 * lists of one brush repeat). A list that differs from the previous one in any single character, at any
 * place, must read as the general path reads it, and an equal one must give the same values.
 */
import { TextSource } from '@anim/core/io';
import { describe, expect, it } from 'vitest';
import { readRoto } from '../src/index.js';
import { parseTreeAt } from '../src/parse-knob.js';
import { ownStores, script, tree } from './helpers.js';

const LIST = '{a ro 0 go 1 bs x43838000 src 1 spx x44768000 nv x40000000}';

function stroke(name: string, attributes: string): string {
  return `{cubiccurve ${name} 512 catmullrom\n {cc\n  {f 2080}\n  {px x41300000\n   {x438c8000 x4479c000 x3cc00000}}}\n {t\n {{x41300000 x440a4ba6}}  0 1}\n ${attributes}}`;
}

describe('repeated attribute lists read from bytes', () => {
  it('a list differing from the previous one in one character reads as the general path reads it', () => {
    let changed = 0;
    for (let at = 0; at < LIST.length; at++) {
      const c = LIST[at]!;
      // Past the list's `{a `, digits and lower-case letters stay names and tokens of the same form when
      // changed (a name letter becomes another name, a hex digit another value); blanks and `x` are kept.
      const other = c === '0' ? '1' : c === '1' ? '0' : /[2-9a-eg-wyz]/.test(c) ? String.fromCharCode(c.charCodeAt(0) + 1) : c === 'f' ? 'e' : undefined;
      if (at < 3 || other === undefined) continue;
      const second = LIST.slice(0, at) + other + LIST.slice(at + 1);
      const knob = tree([stroke('A', LIST), stroke('B', second), stroke('C', second)].join('\n'));
      const text = script(knob);
      const doc = readRoto(new TextEncoder().encode(text));
      const start = text.indexOf('{{v');
      const general = parseTreeAt(new TextSource(text, 'roto'), start, text.length, { fastPaths: false }).tree;
      expect(ownStores(doc.nodes[0]!.curves)).toEqual(ownStores(general));
      changed++;
    }
    expect(changed).toBeGreaterThan(30);
  });
});
