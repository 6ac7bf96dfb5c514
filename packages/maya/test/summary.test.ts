import { describe, expect, it } from 'vitest';
import { readMaya, summarizeMaya } from '../src/index.js';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('summarizeMaya', () => {
  it('leaves header lines the file lacks out of details (no undefined values)', () => {
    const summary = summarizeMaya(readMaya(encode('animVersion 1.1;\n')));
    expect(summary.version).toBe('1.1');
    expect(summary.tracks).toBe(0);
    expect(summary.duration).toBeUndefined();
    expect(summary.details).toStrictEqual({ placeholders: 0 });
  });
  it('keeps the header lines the file has', () => {
    const summary = summarizeMaya(readMaya(encode('animVersion 1.1;\nmayaVersion 2024;\nlinearUnit cm;\n')));
    expect(summary.details).toStrictEqual({ mayaVersion: '2024', linearUnit: 'cm', placeholders: 0 });
  });
});
