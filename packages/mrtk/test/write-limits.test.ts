/**
 * Issue 34, the writer size audit: `writeMrtk` computes the file size from the curves' key counts and
 * checks it against `maxBytes` (default `DEFAULT_MAX_WRITE_BYTES`, 1 GiB) before allocating the output.
 */
import { LimitError } from '@anim/core';
import { describe, expect, it } from 'vitest';
import { writeMrtk } from '../src/index.js';
import { v10Weighted, v11Small } from './fixtures.js';

function thrown(job: () => unknown): unknown {
  try {
    job();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('writeMrtk: the output size is checked before allocating', () => {
  it('refuses a file one byte over maxBytes with a LimitError naming the option, writes it at the limit', () => {
    for (const doc of [v11Small(), v10Weighted()]) {
      const bytes = writeMrtk(doc);
      const error = thrown(() => writeMrtk(doc, { maxBytes: bytes.length - 1 }));
      expect(error).toBeInstanceOf(LimitError);
      expect(error).toMatchObject({ option: 'maxBytes', count: bytes.length, limit: bytes.length - 1 });
      expect(writeMrtk(doc, { maxBytes: bytes.length })).toEqual(bytes);
    }
  });

  it('maxBytes must be a positive integer or Infinity', () => {
    expect(thrown(() => writeMrtk(v11Small(), { maxBytes: -1 }))).toMatchObject({ name: 'InvalidArgumentError' });
  });
});
