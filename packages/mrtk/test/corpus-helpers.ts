import { existsSync, readFileSync } from 'node:fs';
import { corpusBytes, corpusDir, corpusFiles } from '@anim/test-utils';

/** One curve as MRTK's reader dumped it (`NAME.json`). */
export interface DumpCurve {
  path: string;
  encoding: 'simple' | 'bool' | 'full';
  preWrapMode: number;
  postWrapMode: number;
  keyCount: number;
  keys: (number | string)[][];
}

/** `NAME.json` next to a corpus `.bin`. */
export interface Dump {
  version: { major: number; minor: number };
  flags: { hasCameraPose: boolean; hasHandData: boolean; hasEyeGaze: boolean } | null;
  duration: number;
  curves: DumpCurve[];
  markers: [number, string][];
}

/** Corpus `.bin` files with a header (top level of the folder and any sub-folder except legacy-2019). */
export function modernFiles(): string[] {
  return corpusFiles('mrtk', /\.bin$/).filter((f) => !f.startsWith('legacy-2019'));
}

/** Headerless 2019 recordings. */
export function legacyFiles(): string[] {
  return corpusFiles('mrtk', /\.bin$/, 'legacy-2019');
}

export function bytesOf(file: string): Uint8Array {
  return corpusBytes('mrtk', file);
}

/** The dump of `file`, when there is one. */
export function dumpOf(file: string): Dump | undefined {
  const path = corpusDir('mrtk') + file.replace(/\.bin$/, '.json');
  if (!existsSync(path)) return undefined;
  return JSON.parse(readFileSync(path, 'utf8')) as Dump;
}

/** A dumped float (a .NET round-trip string or number) as the float32 the file holds. */
export function dumpFloat(v: number | string): number {
  if (v === 'Infinity') return Infinity;
  if (v === '-Infinity') return -Infinity;
  if (v === 'NaN') return NaN;
  return Math.fround(Number(v));
}
