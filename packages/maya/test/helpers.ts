import { corpusBytes, corpusFiles } from '@anim/test-utils';
import type { MayaAnimDocument } from '../src/index.js';

/** Every `.anim` file of the corpus (hidden files of the same kind are picked up too). */
export const animFiles: string[] = corpusFiles('maya', /\.anim$/);

/** Every `.eval.json` reference file of the corpus. */
export const evalFiles: string[] = corpusFiles('maya', /\.eval\.json$/);

export function bytesOf(name: string): Uint8Array {
  return corpusBytes('maya', name);
}

export function text(bytes: Uint8Array): string {
  return new TextDecoder().decode(bytes);
}

export function encode(s: string): Uint8Array {
  return new TextEncoder().encode(s);
}

/** The document without remembered formatting: what the file means. */
export function semantic(doc: MayaAnimDocument): unknown {
  return JSON.parse(
    JSON.stringify(doc, (key, value: unknown) => (key === 'raw' || key === 'layout' ? undefined : value)),
  ) as unknown;
}

/** Files the default (strict) reader rejects on purpose: IONET's thousands separators. */
export function needsThousands(name: string): boolean {
  return /,\d{3}/.test(text(bytesOf(name)).replace(/\/\/.*|#.*/g, ''));
}
