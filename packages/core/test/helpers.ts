import { expect } from 'vitest';
import { ParseError } from '../src/index.js';

/** Runs `fn`, expects a ParseError and returns it. */
export function parseErrorOf(fn: () => unknown): ParseError {
  let thrown: unknown;
  try {
    fn();
  } catch (error) {
    thrown = error;
  }
  expect(ParseError.isInstance(thrown), `expected a ParseError, got ${String(thrown)}`).toBe(true);
  return thrown as ParseError;
}

/** Expects two numbers to agree within `tol` relative to max(1, |expected|). */
export function expectClose(actual: number, expected: number, tol = 1e-12): void {
  const scale = Math.max(1, Math.abs(expected));
  if (!(Math.abs(actual - expected) <= tol * scale)) {
    expect.fail(`expected ${String(actual)} to be within ${String(tol)} (relative) of ${String(expected)}`);
  }
}
