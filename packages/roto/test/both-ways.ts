import { TextSource } from '@anim/core/io';
import { expect } from 'vitest';
import type { RotoAnimTree } from '../src/index.js';
import { sameData } from '../src/edits.js';
import { parseTreeAt } from '../src/parse-knob.js';
import { ownStores } from './helpers.js';

/**
 * The tree of the knob at `[start, end)` read twice: as `readRoto` reads it (fast paths on) and with the
 * fast paths off, which takes the general recursive-descent path for every production.
 */
export function bothWays(text: string, start: number, end: number): [RotoAnimTree, RotoAnimTree] {
  const source = new TextSource(text, 'roto');
  const fast = parseTreeAt(source, start, end).tree;
  const general = parseTreeAt(source, start, end, { fastPaths: false }).tree;
  return [fast, general];
}

/** Expects both readings of the knob at `[start, end)` to give the same tree (the same data and key stores). */
export function expectSame(text: string, start = 0, end = text.length): void {
  const [fast, general] = bothWays(text, start, end);
  expect(ownStores(fast)).toEqual(ownStores(general));
  expect(sameData(fast, general)).toBe(true);
}
