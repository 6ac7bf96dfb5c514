/**
 * Every writer's output re-reads through its own reader (issue #34): clips generated with extreme values
 * (±1e308, −0, NaN, ±Infinity, denormals), tiny and large key times, empty, non-ASCII and repeated node
 * names go through core's `convertClip` and each target's `write`; either a typed `AnimError` is thrown
 * before any bytes exist, or the bytes read back through the same format's `read` without throwing.
 *
 * Roto, MRTK and Prime hold narrow shapes (image points, hand joints and a camera, bones), so generic
 * clips would mostly be refused with nothing to write: they get generators of clips they can hold
 * (extreme values included), and the test checks that most of those runs really write and re-read.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AnimError, convertClip, createClip, createTrack, type Clip, type Track } from '@anim/core';
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

/**
 * Key times for the narrow formats: mostly milliseconds over 10 s (fast-check's doubles are spread over
 * the bit patterns, so most of them would be below 1e-100 s, a clip shorter than one frame, which Prime
 * cannot animate), one in ten extreme (an enormous range is a typed LimitError).
 */
const shortTime = fc.oneof({ arbitrary: fc.integer({ min: 0, max: 10_000 }).map((ms) => ms / 1000), weight: 9 }, { arbitrary: time, weight: 1 });
/**
 * n components: mostly finite (a quaternion not near zero, so it is a rotation), one run in ten with an
 * extreme component (±1e308, NaN, ±Infinity, denormals, −0).
 */
const finite = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 });
const componentsOf = (n: number) =>
  fc.oneof(
    {
      arbitrary: fc.array(n === 4 ? fc.integer({ min: -1000, max: 1000 }).map((q) => q / 1000) : finite, { minLength: n, maxLength: n }).map((v) => (n === 4 && Math.hypot(...v) < 1e-3 ? [0, 0, 0, 1] : v)),
      weight: 9,
    },
    { arbitrary: fc.array(value, { minLength: n, maxLength: n }), weight: 1 },
  );
const keysOf = (n: number) =>
  fc.array(fc.record({ time: shortTime, v: componentsOf(n) }), { minLength: 1, maxLength: 5 }).map((keys) => {
    const times = [...new Set(keys.map((k) => k.time))].sort((a, b) => a - b);
    return times.map((t, k) => ({ time: t, value: n === 1 ? keys[k % keys.length]!.v[0]! : keys[k % keys.length]!.v }));
  });
const rate = fc.option(fc.constantFrom({ numerator: 24, denominator: 1 }, { numerator: 30000, denominator: 1001 }, { numerator: 60, denominator: 1 }, { numerator: 1, denominator: 1 }), { nil: undefined });
const named = (name: string, node: string, property: string, rest: Omit<Parameters<typeof createTrack>[0], 'name' | 'node' | 'property'>): Track =>
  createTrack({ name, node, property, ...rest });

/** Nuke Roto: vec2 image points (px) of Bézier shapes, shape attributes and 2D transforms. */
const rotoClip: fc.Arbitrary<Clip> = fc
  .record({
    frameRate: rate,
    tracks: fc.uniqueArray(
      fc.record({
        shape: fc.constantFrom('Layer1/Bezier1', 'Bezier2', 'Layer1/Layer2/Bézier 3'),
        what: fc.oneof(
          fc.record({ point: fc.nat(6), part: fc.constantFrom('center', 'leftTangent', 'rightTangent', 'feather', 'featherLeftTangent', 'featherRightTangent') }),
          fc.constantFrom('attributes/opacity', 'attributes/feather', 'transform/translate', 'transform/rotate', 'transform/scale'),
        ),
        keys2: keysOf(2),
        keys1: keysOf(1),
      }),
      { minLength: 1, maxLength: 5, selector: (t) => `${t.shape}|${JSON.stringify(t.what)}` },
    ),
  })
  .map(({ frameRate, tracks }) =>
    createClip({
      frameRate,
      tracks: tracks.map((t, i) => {
        const property = typeof t.what === 'string' ? t.what : `points/${String(t.what.point)}/${t.what.part}`;
        const scalar = property === 'transform/rotate' || property.startsWith('attributes/');
        return named(`r${String(i)}`, t.shape, property, scalar
          ? { valueType: 'scalar', keys: t.keys1, ...(property === 'transform/rotate' ? { unit: 'deg' as const } : {}) }
          : { valueType: 'vec2', keys: t.keys2, unit: 'px', ...(typeof t.what === 'string' ? {} : { channel: { kind: 'point' as const } }) });
      }),
    }),
  );

const JOINTS = ['Wrist', 'Palm', 'IndexTip', 'ThumbTip', 'PinkyKnuckle', 'MiddleDistalJoint'] as const;
/** MRTK: the camera pose and hand joint poses (positions in m, rotations as quaternions). */
const mrtkClip: fc.Arbitrary<Clip> = fc
  .record({
    frameRate: rate,
    tracks: fc.uniqueArray(
      fc.record({
        node: fc.oneof(fc.constant('camera'), fc.tuple(fc.constantFrom('left', 'right'), fc.constantFrom(...JOINTS)).map(([side, joint]) => `hand/${side}/${joint}`)),
        kind: fc.constantFrom('translation', 'rotation'),
        keys3: keysOf(3),
        keys4: keysOf(4),
      }),
      { minLength: 1, maxLength: 6, selector: (t) => `${t.node}|${t.kind}` },
    ),
  })
  .map(({ frameRate, tracks }) =>
    createClip({
      frameRate,
      tracks: tracks.map((t, i) =>
        t.kind === 'translation'
          ? named(`m${String(i)}`, t.node, 'position', { valueType: 'vec3', unit: 'm', keys: t.keys3, channel: { kind: 'translation' } })
          : named(`m${String(i)}`, t.node, 'rotation', { valueType: 'quat', keys: t.keys4, channel: { kind: 'rotation' } }),
      ),
    }),
  );

/** Metroid Prime: bones (by id or by name) with rotations (quat), translations (m) and scales. */
const primeClip: fc.Arbitrary<Clip> = fc
  .record({
    frameRate: rate,
    tracks: fc.uniqueArray(
      fc.record({
        node: fc.oneof(fc.nat(200).map((id) => `bone${String(id)}`), fc.constantFrom('root', 'Hüfte', '骨', '')),
        // (scales only in Metroid Prime 2 files: the default Prime 1 target drops them, warned)
        kind: fc.oneof({ arbitrary: fc.constantFrom('translation', 'rotation'), weight: 4 }, { arbitrary: fc.constant('scale'), weight: 1 }),
        keys3: keysOf(3),
        keys4: keysOf(4),
      }),
      { minLength: 1, maxLength: 6, selector: (t) => `${t.node}|${t.kind}` },
    ),
  })
  .map(({ frameRate, tracks }) =>
    createClip({
      frameRate,
      tracks: tracks.map((t, i) =>
        t.kind === 'rotation'
          ? named(`p${String(i)}`, t.node, 'rotation', { valueType: 'quat', keys: t.keys4, channel: { kind: 'rotation' } })
          : named(`p${String(i)}`, t.node, t.kind, { valueType: 'vec3', keys: t.keys3, ...(t.kind === 'translation' ? { unit: 'm' as const } : {}), channel: { kind: t.kind } }),
      ),
    }),
  );

/** The formats with generators of their own, and the share of runs that must write and re-read. */
const OWN: Readonly<Record<string, fc.Arbitrary<Clip>>> = { roto: rotoClip, mrtk: mrtkClip, prime: primeClip };
const WRITTEN_SHARE = 0.6;

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

  for (const [id, clips] of Object.entries(OWN)) {
    const target = formats.find((f) => f.id === id)!;
    it(`${id}: clips it can hold (extreme values included) write and re-read in most runs; the rest fail with an AnimError`, { timeout: 60_000 }, async () => {
      const runs = 80;
      let written = 0;
      const refusals = new Map<string, number>();
      await fc.assert(
        fc.asyncProperty(clips, async (clip) => {
          let bytes: Uint8Array;
          try {
            const { value: doc } = convertClip(clip, target);
            bytes = await target.write(doc);
          } catch (error) {
            if (!(error instanceof AnimError)) throw error;
            const why = `${error.name}: ${error.message.slice(0, 60)}`;
            refusals.set(why, (refusals.get(why) ?? 0) + 1);
            return;
          }
          const back: unknown = await target.read(bytes);
          // what was written reads back as a clip with tracks
          expect(target.toClip!(back).value.tracks.length).toBeGreaterThan(0);
          written++;
        }),
        { numRuns: runs, seed: 34 },
      );
      expect({ written: written >= runs * WRITTEN_SHARE, refusals: Object.fromEntries(refusals) }).toMatchObject({ written: true });
    });
  }
});
