import { evaluate as coreEvaluate } from '@anim/core';
import { expect } from 'vitest';
import { animjFromClip, animjToClip, evaluateAnimjComponents, readAnimj, animjValueTypeInfo, writeAnimj, type AnimjDocument } from '../src/index.js';
import { firstDescending, sortedByTime } from '../src/sort-keys.js';

/**
 * Evaluates every float track of every document (keyframes in time order) through
 * {@link evaluateAnimjComponents} and through core's `evaluate` of the converted clip at 41 times from before the first key to after the last, and
 * expects them to agree within 1e-9 (relative). Returns the number of samples compared.
 */
export function expectConvertedEvaluation(docs: readonly { file: string; doc: AnimjDocument }[]): number {
  let worst = 0;
  let where = '';
  let checked = 0;
  for (const { file, doc } of docs) {
    const { value: clip } = animjToClip(doc);
    let ti = 0;
    for (const unsorted of doc.tracks) {
      const info = animjValueTypeInfo(unsorted.valueType)!;
      if (info.shape === 'matrix') continue;
      // Keyframes listed out of time order are converted in time order (animjToClip sorts them).
      const t = unsorted.trackType !== 'Raw' && firstDescending(unsorted.times) >= 0 ? sortedByTime(unsorted, info.components) : unsorted;
      const core = clip.tracks[ti++]!;
      if (!info.float || info.name === 'color32') continue;
      // Float32 extremes (3.4e38) as tangents make both evaluations cancel catastrophically: left out.
      const curve = t.trackType === 'Curve' || t.trackType === 'Bezier';
      const big = [t.values, curve ? t.leftTangents : undefined, curve ? t.rightTangents : undefined]
        .flatMap((a) => (a === undefined ? [] : Array.from(a as ArrayLike<number>)))
        .some((v) => Math.abs(v) > 1e20);
      if (big) continue;
      const n = t.values.length / info.components;
      const end = t.trackType === 'Raw' ? (n - 1) * (t.interval ?? 0) : n > 0 ? t.times[n - 1]! : 0;
      const start = t.trackType === 'Raw' || n === 0 ? 0 : t.times[0]!;
      for (let i = 0; i <= 40; i++) {
        const time = start - 0.1 + ((end - start + 0.2) * i) / 40;
        const ours = evaluateAnimjComponents(t, time);
        const theirs = coreEvaluate(core, time);
        for (let c = 0; c < info.components; c++) {
          const a = ours[c]!;
          const b = theirs[c]!;
          if (!Number.isFinite(a) || Math.abs(a) > 1e30) continue;
          const err = Math.abs(a - b) / Math.max(1, Math.abs(a));
          if (err > worst) {
            worst = err;
            where = `${file} ${t.trackType} ${t.valueType} t=${String(time)} c=${String(c)}: ${String(a)} vs ${String(b)}`;
          }
          checked++;
        }
      }
    }
  }
  expect({ worst: worst < 1e-9, where }).toEqual({ worst: true, where });
  return checked;
}

/**
 * `animjFromClip(animjToClip(doc))` keeps every value type, evaluates like `doc` from −0.5 s to 3 s
 * (float types within 1e-6 relative), keeps stepped types' values exactly (64-bit ones as doubles), and
 * writes and reads back.
 */
export function expectRoundTripEvaluation(name: string, doc: AnimjDocument): void {
  const back = animjFromClip(animjToClip(doc).value).value;
  expect(back.tracks.map((t) => t.valueType)).toEqual(doc.tracks.map((t) => t.valueType));
  let worst = 0;
  const changed: string[] = [];
  back.tracks.forEach((t, i) => {
    const original = doc.tracks[i]!;
    const info = animjValueTypeInfo(t.valueType)!;
    if (!info.float) {
      // 64-bit integers travel as doubles through the core model (warning precision-lost): equal as doubles.
      const text = (a: ArrayLike<unknown>): string => JSON.stringify(Array.from(a), (_, v: unknown) => (typeof v === 'bigint' ? Number(v) : v));
      if (text(t.values) !== text(original.values)) changed.push(`${name} track ${String(i)}`);
      return;
    }
    for (let s = -0.5; s <= 3; s += 0.05) {
      const a = evaluateAnimjComponents(original, s);
      const b = evaluateAnimjComponents(t, s);
      for (let c = 0; c < a.length; c++) {
        const err = Math.abs(a[c]!) < 1e30 ? Math.abs(b[c]! - a[c]!) / Math.max(1, Math.abs(a[c]!)) : 0;
        worst = Math.max(worst, err);
      }
    }
  });
  expect({ name, worst: worst < 1e-6 }).toEqual({ name, worst: true });
  expect(changed).toEqual([]);
  expect(readAnimj(writeAnimj(back))).toStrictEqual(back);
}
