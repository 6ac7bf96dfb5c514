/**
 * Every writer's output re-reads through its own reader (issue #34): clips generated with extreme values
 * (±1e308, −0, NaN, ±Infinity, denormals), tiny and large key times, empty, non-ASCII and repeated node
 * names go through core's `convertClip` and each target's `write`; either a typed `AnimError` is thrown
 * before any bytes exist, or the bytes read back through the same format's `read` without throwing.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { AnimError, convertClip, createClip, createTrack, type Track } from '@anim/core';
import { formats } from './formats.js';

const value = fc.oneof(
  { arbitrary: fc.double({ noNaN: true, min: -1e6, max: 1e6 }), weight: 12 },
  { arbitrary: fc.constantFrom(1e308, -1e308, -0, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 5e-324, -4.9e-322, 1e-300), weight: 1 },
);
const time = fc.oneof(fc.double({ noNaN: true, min: -1e4, max: 1e6 }), fc.constantFrom(0, 1e-9, 5e-324, 1e-300, 3600 * 24 * 365));
const node = fc.oneof(fc.constantFrom('', 'root', 'Hüfte', '骨', 'a/b', 'root'), fc.string({ maxLength: 6 }));
const spec = fc.record({
  node,
  kind: fc.constantFrom('translation', 'rotation', 'scale', 'property'),
  type: fc.constantFrom('scalar', 'vec3', 'quat'),
  keys: fc.array(fc.record({ time, v: fc.array(value, { minLength: 4, maxLength: 4 }) }), { minLength: 1, maxLength: 4 }),
});

function build(specs: readonly { node: string; kind: string; type: string; keys: { time: number; v: number[] }[] }[]) {
  const tracks: Track[] = [];
  specs.forEach((s, i) => {
    const valueType = s.kind === 'rotation' ? s.type as 'scalar' | 'vec3' | 'quat' : s.type === 'quat' ? 'vec3' : s.type as 'scalar' | 'vec3';
    const n = valueType === 'quat' ? 4 : valueType === 'vec3' ? 3 : 1;
    const property = s.kind === 'property' ? 'weight' : n === 1 ? `${s.kind}.x` : s.kind;
    const times = [...new Set(s.keys.map((k) => k.time))].sort((a, b) => a - b);
    const keys = times.map((t, k) => ({ time: t, value: n === 1 ? s.keys[k % s.keys.length]!.v[0]! : s.keys[k % s.keys.length]!.v.slice(0, n) }));
    const unit = s.kind === 'translation' ? 'm' : s.kind === 'rotation' && valueType !== 'quat' ? 'deg' : undefined;
    tracks.push(createTrack({ name: `t${String(i)}`, node: s.node, property, valueType, keys, ...(unit === undefined ? {} : { unit }), ...(s.kind === 'property' ? {} : { channel: n === 1 ? { kind: s.kind as 'translation', axis: 'x' as const } : { kind: s.kind as 'translation' } }) }));
  });
  return createClip({ tracks });
}

describe('every writer re-reads through its own reader', () => {
  for (const target of formats) {
    it(`${target.id}: generated clips either fail with an AnimError or write bytes its read accepts`, { timeout: 60_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(spec, { minLength: 1, maxLength: 4 }), async (specs) => {
          let clip;
          try {
            clip = build(specs);
          } catch (error) {
            if (!(error instanceof AnimError)) throw error;
            return;
          }
          let bytes: Uint8Array;
          try {
            const { value: doc } = convertClip(clip, target);
            bytes = await target.write(doc);
          } catch (error) {
            if (!(error instanceof AnimError)) throw error;
            return;
          }
          await target.read(bytes);
        }),
        { numRuns: 60, seed: 34 },
      );
    });
  }
});
