import { readFileSync } from 'node:fs';
import { corpusBytes, corpusDir, corpusFiles } from '@anim/test-utils';
import { describe, expect, it } from 'vitest';
import { bakePrimeFrames, readPrime, writePrime, type PrimeDocument, type PrimeChannel } from '../src/index.js';
import { GOOD_FILES } from './corpus.js';
import { headerView, hex } from './helpers.js';

/** Every well-formed corpus file. */
const goodFiles = corpusFiles('prime', GOOD_FILES);

interface Block {
  keyCount: number;
  init: number[];
  bits: number[];
}

interface Dump {
  game: string;
  version: number;
  fileSize?: number;
  header: Record<string, unknown>;
  trailingBytes?: number;
  boneChannelIds?: number[];
  frameCount?: number;
  keyedFrames?: number[] | 'all';
  keyBitmap?: { bitCount: number; words: string[]; popcount: number };
  descriptors?: { boneId: number; rotation?: Block | null; translation?: Block | null; scale?: Block | null }[];
  tracks?: Record<string, unknown>[];
}

function loadDump(file: string): Dump {
  return JSON.parse(readFileSync(corpusDir('prime') + file.replace(/\.anim$/i, '.json'), 'utf8')) as Dump;
}

/** Integers must be equal; floats within 1e-6 (relative above 1). Returns a mismatch description or null. */
function mismatch(actual: unknown, expected: unknown, path: string): string | null {
  if (typeof expected === 'number' && typeof actual === 'number') {
    if (Number.isInteger(expected)) return actual === expected ? null : `${path}: ${String(actual)} ≠ ${String(expected)}`;
    return Math.abs(actual - expected) <= 1e-6 * Math.max(1, Math.abs(expected)) ? null : `${path}: ${String(actual)} ≉ ${String(expected)}`;
  }
  return JSON.stringify(actual) === JSON.stringify(expected) ? null : `${path}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`;
}

function headerMismatches(doc: PrimeDocument, dump: Dump, bytes: Uint8Array): string[] {
  const out: (string | null)[] = [];
  const view = headerView(doc);
  out.push(mismatch(doc.version, dump.version, 'version'), mismatch(doc.game, dump.game, 'game'));
  if (dump.fileSize !== undefined) out.push(mismatch(bytes.length, dump.fileSize, 'fileSize'));
  if (dump.trailingBytes !== undefined) out.push(mismatch(doc.trailing.length, dump.trailingBytes, 'trailingBytes'));
  for (const [key, value] of Object.entries(dump.header)) {
    out.push(key in view ? mismatch(view[key], value, `header.${key}`) : `header.${key}: not read`);
  }
  if (dump.boneChannelIds !== undefined) out.push(mismatch(doc.channels.map((c) => c.boneId), dump.boneChannelIds, 'boneChannelIds'));
  if (dump.frameCount !== undefined) out.push(mismatch(doc.frameCount, dump.frameCount, 'frameCount'));
  if (dump.keyedFrames !== undefined) {
    const keyed = dump.keyedFrames === 'all' ? Array.from({ length: doc.frameCount }, (_, i) => i) : dump.keyedFrames;
    out.push(mismatch([...doc.keyFrames], keyed, 'keyedFrames'));
  }
  if (dump.keyBitmap !== undefined && doc.version === 2) {
    out.push(mismatch(doc.keyBitmapBitCount, dump.keyBitmap.bitCount, 'keyBitmap.bitCount'));
    out.push(mismatch([...doc.keyBitmapWords].map(hex), dump.keyBitmap.words, 'keyBitmap.words'));
    out.push(mismatch(doc.keyFrames.length, dump.keyBitmap.popcount, 'keyBitmap.popcount'));
  }
  for (const [i, d] of (dump.descriptors ?? []).entries()) {
    const mine = doc.version === 2 ? doc.descriptors[i] : undefined;
    out.push(mismatch(mine?.boneId, d.boneId, `descriptors[${String(i)}].boneId`));
    for (const kind of ['rotation', 'translation', 'scale'] as const) {
      const expected = d[kind];
      if (expected === undefined) continue;
      const block = mine?.[kind];
      const actual = block === undefined || block === null || block.keyCount === 0 ? null : { keyCount: block.keyCount, init: [...block.init], bits: [...block.bits] };
      out.push(mismatch(actual, expected, `descriptors[${String(i)}].${kind}`));
    }
  }
  return out.filter((m): m is string => m !== null);
}

/** Compares baked per-frame arrays with the dump's `[[…], …]` per-frame arrays; returns mismatches and the worst error. */
function frameMismatches(baked: PrimeChannel[], tracks: Record<string, unknown>[]): { errors: string[]; worst: number } {
  const errors: string[] = [];
  let worst = 0;
  if (baked.length !== tracks.length) errors.push(`${String(baked.length)} channels, dump has ${String(tracks.length)}`);
  tracks.forEach((t, i) => {
    const c = baked[i];
    if (c?.boneId !== t.boneId) errors.push(`track ${String(i)}: bone ${String(c?.boneId)} ≠ ${String(t.boneId)}`);
    for (const [kind, width] of [['rotation', 4], ['translation', 3], ['scale', 3]] as const) {
      const expected = t[kind] as number[][] | null | undefined;
      const actual = c?.[kind] ?? null;
      if (expected === undefined || expected === null) {
        if (actual !== null && expected === null) errors.push(`bone ${String(t.boneId)} ${kind}: decoded but absent in the dump`);
        continue;
      }
      if (actual?.length !== expected.length * width) {
        errors.push(`bone ${String(t.boneId)} ${kind}: ${String(actual?.length)} values, dump has ${String(expected.length * width)}`);
        continue;
      }
      expected.forEach((frame, f) => {
        frame.forEach((v, n) => {
          const diff = Math.abs(actual[f * width + n]! - v) / Math.max(1, Math.abs(v));
          worst = Math.max(worst, diff);
          if (diff > 1e-6) errors.push(`bone ${String(t.boneId)} ${kind} frame ${String(f)}[${String(n)}]: ${String(actual[f * width + n])} vs ${String(v)}`);
        });
      });
    }
  });
  return { errors: errors.slice(0, 20), worst };
}

/**
 * Summary dumps (large files) carry, per track, sums over all frames and samples at some frames instead of
 * every frame. Any `{ frame, rotation | translation | scale }` sample and any `…sum…` array is checked.
 */
function summaryMismatches(baked: PrimeChannel[], tracks: Record<string, unknown>[]): { errors: string[]; checked: number } {
  const errors: string[] = [];
  let checked = 0;
  const widthOf = { rotation: 4, translation: 3, scale: 3 } as const;
  tracks.forEach((t, i) => {
    const c = baked[i];
    if (c === undefined) {
      errors.push(`track ${String(i)} missing`);
      return;
    }
    const visit = (node: unknown, path: string): void => {
      if (Array.isArray(node)) {
        node.forEach((n, k) => {
          visit(n, `${path}[${String(k)}]`);
        });
        return;
      }
      if (typeof node !== 'object' || node === null) return;
      const o = node as Record<string, unknown>;
      // Parallel arrays: { frames: [f…], rotation: [[w,x,y,z]…], … }.
      const frameKey = Object.keys(o).find((key) => /frame/i.test(key) && Array.isArray(o[key]) && (o[key] as unknown[]).every((v) => typeof v === 'number'));
      if (frameKey !== undefined) {
        const frameList = o[frameKey] as number[];
        for (const kind of ['rotation', 'translation', 'scale'] as const) {
          const rows = o[kind];
          const values = c[kind];
          if (!Array.isArray(rows) || rows.length !== frameList.length || values === null) continue;
          const width = widthOf[kind];
          (rows as number[][]).forEach((row, r) => {
            row.forEach((v, n) => {
              checked++;
              const a = values[frameList[r]! * width + n]!;
              if (Math.abs(a - v) > 1e-6 * Math.max(1, Math.abs(v))) errors.push(`${path}.${kind} frame ${String(frameList[r])}[${String(n)}]: ${String(a)} vs ${String(v)}`);
            });
          });
        }
      }
      for (const [key, value] of Object.entries(o)) {
        // The component kind comes from the key or, failing that, from the nearest enclosing key.
        const kind =
          (['rotation', 'translation', 'scale'] as const).find((k) => key.toLowerCase().includes(k)) ??
          (['rotation', 'translation', 'scale'] as const)
            .map((k) => ({ k, at: path.toLowerCase().lastIndexOf(k) }))
            .filter((x) => x.at >= 0)
            .sort((a, b) => b.at - a.at)[0]?.k;
        const isNumbers = Array.isArray(value) && value.every((v) => typeof v === 'number');
        if (kind !== undefined && isNumbers && c[kind] !== null) {
          const width = widthOf[kind];
          const values = value;
          if (values.length !== width) continue;
          if (typeof o.frame === 'number') {
            const f = o.frame;
            values.forEach((v, n) => {
              checked++;
              const a = c[kind]![f * width + n]!;
              if (Math.abs(a - v) > 1e-6 * Math.max(1, Math.abs(v))) errors.push(`${path}.${key}[${String(n)}] frame ${String(f)}: ${String(a)} vs ${String(v)}`);
            });
          } else if (/sum/i.test(key) || /sum/i.test(path)) {
            values.forEach((v, n) => {
              checked++;
              let sum = 0;
              for (let f = 0; f < c[kind]!.length / width; f++) sum += c[kind]![f * width + n]!;
              if (Math.abs(sum - v) > 1e-6 * Math.max(1, Math.abs(v)) * Math.sqrt(c[kind]!.length)) errors.push(`${path}.${key}[${String(n)}]: sum ${String(sum)} vs ${String(v)}`);
            });
          }
        } else {
          visit(value, `${path}.${key}`);
        }
      }
    };
    visit(t, `tracks[${String(i)}]`);
  });
  return { errors: errors.slice(0, 20), checked };
}

describe('corpus files decode to their metaforce dumps', () => {
  it('finds the 5 well-formed files', () => {
    expect(goodFiles).toStrictEqual(['mp1-v0-multi.ANIM', 'mp1-v2-dense.ANIM', 'mp1-v2-sparse.ANIM', 'mp2-v0.ANIM', 'mp2-v2-scale.ANIM']);
  });

  for (const file of goodFiles) {
    it(`${file}: header, bitmap and descriptors match the dump`, () => {
      const bytes = corpusBytes('prime', file);
      expect(headerMismatches(readPrime(bytes), loadDump(file), bytes)).toStrictEqual([]);
    });

    it(`${file}: every frame (interpolated ones included) matches the dump within 1e-6`, () => {
      const doc = readPrime(corpusBytes('prime', file));
      const tracks = loadDump(file).tracks ?? [];
      const baked = bakePrimeFrames(doc);
      const full = tracks.every((t) => Array.isArray(t.rotation) || t.rotation === null);
      const result = full ? { ...frameMismatches(baked, tracks), checked: tracks.length } : summaryMismatches(baked, tracks);
      expect(result.errors).toStrictEqual([]);
      expect(result.checked).toBeGreaterThan(0);
    });

    it(`${file}: writes back byte for byte`, () => {
      const bytes = corpusBytes('prime', file);
      expect(writePrime(readPrime(bytes))).toStrictEqual(bytes);
    });
  }
});

describe('the summary-dump comparison (used for large reference files)', () => {
  const doc = readPrime(corpusBytes('prime', 'mp2-v2-scale.ANIM'));
  const baked = bakePrimeFrames(doc);
  const sums = (v: Float32Array, width: number): number[] =>
    Array.from({ length: width }, (_, n) => {
      let s = 0;
      for (let f = 0; f < v.length / width; f++) s += v[f * width + n]!;
      return s;
    });
  const rows = (v: Float32Array, width: number, frames: number[]): number[][] => frames.map((f) => [...v.subarray(f * width, f * width + width)]);
  const frames = [0, 17, doc.frameCount - 1];
  const shapes: Record<string, unknown>[][] = [
    baked.map((c) => ({ boneId: c.boneId, sum: { rotation: c.rotation && sums(c.rotation, 4) }, samples: frames.map((frame) => ({ frame, rotation: c.rotation && rows(c.rotation, 4, [frame])[0] })) })),
    baked.map((c) => ({ boneId: c.boneId, rotation: c.rotation && { sum: sums(c.rotation, 4), samples: { frames, values: rows(c.rotation, 4, frames) } } })),
    baked.map((c) => ({ boneId: c.boneId, samples: { frames, rotation: c.rotation && rows(c.rotation, 4, frames) } })),
  ];

  it('recognises sums and samples in several layouts and finds no mismatch', () => {
    const results = shapes.map((tracks) => summaryMismatches(baked, tracks));
    expect(results.map((r) => r.errors)).toStrictEqual([[], [], []]);
    expect(results.every((r) => r.checked > 0)).toBe(true);
  });

  it('reports a wrong sample', () => {
    const tracks = shapes[0]!.map((t) => ({ ...t, samples: [{ frame: 17, rotation: [2, 0, 0, 0] }] }));
    expect(summaryMismatches(baked, tracks).errors.length).toBeGreaterThan(0);
  });
});
