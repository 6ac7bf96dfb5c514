/** Error expectations shared by the unit and corpus suites. */
import { ParseError } from '@anim/core';
import { expect } from 'vitest';
import { readMrtk } from '../src/index.js';

/** The error `fn` throws (fails the test when it throws nothing). */
export function errorOf(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

/** A headerless file is a ParseError at byte 0 that points to `{ legacy: true }` unless that is passed. */
export function expectRefusedWithoutLegacy(bytes: Uint8Array): void {
  const thrown = errorOf(() => readMrtk(bytes));
  expect(ParseError.isInstance(thrown)).toBe(true);
  expect((thrown as ParseError).location).toEqual({ kind: 'offset', offset: 0 });
  expect((thrown as ParseError).message).toMatch(/legacy: true/);
}
