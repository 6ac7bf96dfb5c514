/**
 * Access to the MRTK reference files (`<corpus>/mrtk/`, see its README): only `*.corpus.test.ts` files
 * import this module. Every list is checked against the files the tests expect, so that a loop never
 * runs over fewer files than it claims.
 */
import { readFileSync } from 'node:fs';
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

/** `NAME.json` next to a corpus `.bin`: what MRTK's `FromStream` rebuilt from it. */
export interface Dump {
  /** The `.bin` the dump was made from, its length and SHA-256. */
  file: string;
  byteLength: number;
  sha256: string;
  /** The MRTK revision whose reader made the dump. */
  reader: { commit: string };
  version: { major: number; minor: number };
  flags: { hasCameraPose: boolean; hasHandData: boolean; hasEyeGaze: boolean } | null;
  duration: number;
  curves: DumpCurve[];
  markers: [number, string][];
}

/** The reference files with a header, each with its dump (corpus README, "Files"). */
export const MODERN_FILES = [
  'v10-full.bin',
  'v10-weighted.bin',
  'v11-camera-only.bin',
  'v11-empty.bin',
  'v11-full.bin',
  'v11-gaze-only.bin',
  'v11-hands-only.bin',
  'v11-optimized.bin',
] as const;

/** The headerless 2019 recordings (`legacy-2019/MANIFEST.tsv`). */
export const LEGACY_FILES = [
  'legacy-2019/MixedRealityToolkit-Unity__InputAnimation-20190515-104548.bin',
  'legacy-2019/MixedRealityToolkit-Unity__InputAnimation-20190515-150550.bin',
  'legacy-2019/MixedRealityToolkit-Unity__InputAnimation-20190516-130120.bin',
  'legacy-2019/MixedRealityToolkit-Unity__InputAnimation-20190606-161538.bin',
  'legacy-2019/MixedRealityToolkit-Unity__InputAnimation-20190607-120309.bin',
  'legacy-2019/MixedRealityToolkit-Unity__InputAnimation-20190607-121439.bin',
] as const;

/** The `.bin` files at the top of the corpus folder (files with a header). */
export function modernFiles(): string[] {
  return corpusFiles('mrtk', /^[^/]+\.bin$/);
}

/** The headerless 2019 recordings in `legacy-2019/`. */
export function legacyFiles(): string[] {
  return corpusFiles('mrtk', /\.bin$/, 'legacy-2019');
}

/** The legacy recording whose name holds `stamp` (e.g. `20190606`); throws when none or several do. */
export function legacyFile(stamp: string): string {
  const found = LEGACY_FILES.filter((f) => f.includes(stamp));
  if (found.length !== 1) throw new Error(`legacy-2019: ${String(found.length)} files match ${stamp}`);
  return found[0]!;
}

export function bytesOf(file: string): Uint8Array {
  return corpusBytes('mrtk', file);
}

/** The dump of `file` (`NAME.json` beside it); throws when it is missing. */
export function dumpOf(file: string): Dump {
  return JSON.parse(readFileSync(corpusDir('mrtk') + file.replace(/\.bin$/, '.json'), 'utf8')) as Dump;
}

/** A dumped float (a .NET round-trip string or number) as the float32 the file holds. */
export function dumpFloat(v: number | string): number {
  if (v === 'Infinity') return Infinity;
  if (v === '-Infinity') return -Infinity;
  if (v === 'NaN') return NaN;
  return Math.fround(Number(v));
}
