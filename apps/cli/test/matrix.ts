/**
 * The conversion matrix: every source file × every target format through core's pipeline, checked the
 * way a user would check a conversion — the output reads back, and every track it carries samples to
 * the source's values (after unit conversion) within the target's tolerance — or the conversion fails
 * with a `ConversionError` saying why. The result is the capability/loss table that `anim formats` and
 * the docs print (`src/conversion-matrix.ts`, regenerated from this module by the matrix test).
 *
 * Values are compared in world units of one common space (glTF's: right-handed, +Y up, +Z forward): each
 * clip's transforms are carried there from the space its format states (`clip.space`) with a matrix built
 * here from that space's right, up and forward directions (three.js), independently of core's basis change,
 * so a conversion that moves a value into the wrong axis, sign or handedness is off by the difference.
 *
 * @module
 */
import { Matrix3, Matrix4, Quaternion, Vector3 } from 'three';
import {
  channelOf,
  convert,
  ConversionError,
  eulerToQuat,
  nodePath,
  sample,
  unitKind,
  unitScale,
  type AnyFormatDescriptor,
  type Clip,
  type ConversionWarning,
  type CoordinateSpace,
  type SignedAxis,
  type ConvertOutput,
  type RotationOrder,
  type Track,
} from '@anim/core';
import { clipTrackCount } from '../src/stats.js';

/**
 * How far a carried value may be from the source's, per target, as `absolute + relative × |value|`,
 * lengths in metres, angles in radians (rotations compare as the angle between the two orientations),
 * everything else in the track's own unit.
 */
export const TOLERANCE: Readonly<
  Record<string, { readonly absolute: number; readonly relative: number; readonly range?: number; readonly time: number; readonly why: string }>
> = {
  maya: { absolute: 1e-9, relative: 1e-9, time: 1e-8, why: 'shortest round-trip decimal text of doubles, times in ticks' },
  animj: { absolute: 1e-6, relative: 1e-6, time: 1.2e-7, why: 'float32 values and times' },
  animx: { absolute: 1e-6, relative: 1e-6, time: 1.2e-7, why: 'float32 values and times' },
  mrtk: { absolute: 1e-6, relative: 1e-6, time: 1.2e-7, why: 'float32 values and times' },
  roto: { absolute: 1e-4, relative: 1e-6, time: 1.2e-7, why: 'float32 values, times in frames' },
  prime: {
    absolute: 2e-3,
    relative: 2e-3,
    range: 2e-3,
    time: 1e-6,
    why: 'quantised translations (1/32 of the largest step) and 15-bit quaternion components, times in µs',
  },
  gltf: {
    absolute: 2e-4,
    relative: 1e-6,
    time: 1.2e-7,
    why: 'float32 values and times; Bézier segments glTF cannot draw resampled to LINEAR within 1e-4 per component (quaternion angles within 2e-4 rad)',
  },
  unity: { absolute: 1e-6, relative: 1e-6, time: 1.2e-7, why: 'float32 values and times' },
};

/**
 * The largest amount a warning message quotes, in radians for `angle` (numbers followed by °), metres
 * for `length` (numbers followed by m, cm or mm), else any number after "up to" or "within"; −∞ when
 * it quotes none.
 */
function quotedAmount(message: string, kind: string): number {
  const number = String.raw`(\d+(?:\.\d+)?(?:e[-+]?\d+)?)`;
  let worst = -Infinity;
  if (kind === 'angle') {
    for (const m of message.matchAll(new RegExp(`${number}°`, 'g'))) worst = Math.max(worst, Number(m[1]) * (Math.PI / 180));
  } else if (kind === 'length') {
    const scale: Record<string, number> = { m: 1, cm: 0.01, mm: 0.001 };
    for (const m of message.matchAll(new RegExp(`${number} ?(mm|cm|m)(?![a-z])`, 'g'))) worst = Math.max(worst, Number(m[1]) * scale[m[2]!]!);
  } else {
    for (const m of message.matchAll(new RegExp(`(?:up to|within) ${number}`, 'g'))) worst = Math.max(worst, Number(m[1]));
  }
  return worst;
}

/** Warning codes that say the motion between keys changed. */
const MOTION_CODES: ReadonlySet<string> = new Set(['interpolation-changed', 'resampled', 'tangent-approximated', 'time-adjusted', 'precision-lost', 'extrapolation-changed']);

/** One signal to compare: a component of a track, or a rotation as a quaternion, in canonical units. */
interface Signal {
  /** `node|kind|axis` for transforms, `node|property|component` for everything else (normalised). */
  readonly key: string;
  readonly rotation: boolean;
  /** The names of the source tracks it comes from (for messages). */
  readonly tracks: readonly string[];
  /** The source tracks it comes from (a track is carried when every signal it takes part in is). */
  readonly from: readonly Track[];
  /** Value(s) at times (seconds): one number, or a quaternion (x, y, z, w). */
  at(times: readonly number[]): Float64Array[];
  /** The key times of the source tracks. */
  readonly times: readonly number[];
  /** Factor from the values of {@link at} to metres or radians, and the unit kind ('none' when unitless). */
  readonly scale: number;
  readonly kind: string;
}

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const AXES = ['x', 'y', 'z', 'w'] as const;

function canonicalScale(track: Track): number {
  const kind = unitKind(track.unit);
  if (kind === 'length') return unitScale(track.unit, 'm');
  if (kind === 'angle') return unitScale(track.unit, 'rad');
  return 1;
}

/**
 * The matrix carrying positions from `space` into the common space (glTF's): right, up and forward of
 * one go to the same directions of the other (right = forward × up when right-handed, up × forward when
 * left-handed). Undefined for an image space or a clip that states none (values compare as they are).
 */
export function toCommonSpace(space: CoordinateSpace | undefined): Matrix3 | undefined {
  if (space?.kind !== 'world') return undefined;
  const v = (a: SignedAxis): Vector3 => new Vector3().setComponent('xyz'.indexOf(a.slice(1)), a.startsWith('-') ? -1 : 1);
  const frame = (handedness: string, upAxis: SignedAxis, forwardAxis: SignedAxis): Matrix3 => {
    const up = v(upAxis);
    const forward = v(forwardAxis);
    const right = handedness === 'right' ? new Vector3().crossVectors(forward, up) : new Vector3().crossVectors(up, forward);
    return new Matrix3().set(right.x, up.x, forward.x, right.y, up.y, forward.y, right.z, up.z, forward.z);
  };
  return frame('right', '+y', '+z').multiply(frame(space.handedness, space.up, space.forward).invert());
}

/** Where axis `i` goes under `m` (a signed permutation): the target axis and the sign. */
function axisUnder(m: Matrix3, i: number): { axis: number; sign: number } {
  const e = new Vector3().setComponent(i, 1).applyMatrix3(m);
  const axis = [e.x, e.y, e.z].findIndex((c) => c !== 0);
  return { axis, sign: Math.sign(e.getComponent(axis)) };
}

/** The quaternion (x, y, z, w) of the rotation M R(q) Mᵀ. */
function conjugated(m: Matrix3, q: Float64Array): Float64Array {
  const m4 = new Matrix4().setFromMatrix3(m);
  const r = m4.clone().multiply(new Matrix4().makeRotationFromQuaternion(new Quaternion(q[0], q[1], q[2], q[3]))).multiply(m4.clone().transpose());
  const out = new Quaternion().setFromRotationMatrix(r);
  return Float64Array.of(out.x, out.y, out.z, out.w);
}

/** The nodes of each signal map in the order their tracks come in the clip. */
const NODE_ORDER = new WeakMap<Map<string, Signal>, string[]>();

/**
 * The signals of a clip: vectors split per component, Euler rotations grouped into quaternions; with
 * `basis`, transforms carried into the common space ({@link toCommonSpace}): translation and scale
 * components to the axis `basis` sends them to (translations with its sign), rotations conjugated.
 */
export function signalsOf(clip: Clip, basis?: Matrix3): Map<string, Signal> {
  const out = new Map<string, Signal>();
  const rotate = (qs: Float64Array[]): Float64Array[] => (basis === undefined ? qs : qs.map((q) => conjugated(basis, q)));
  const euler = new Map<string, { order: RotationOrder; axes: Map<string, Track> }>();
  // A key seen twice (curves of one node and attribute told apart by name only) is keyed by track name.
  const add = (s: Signal): void => {
    if (!out.has(s.key)) out.set(s.key, s);
    else out.set(`name:${norm(s.tracks.join('+'))}|${s.key.slice(s.key.lastIndexOf('|') + 1)}`, s);
  };
  const order: string[] = [];
  NODE_ORDER.set(out, order);
  for (const track of clip.tracks) {
    if (track.valueType === 'string' || track.times.length === 0) continue;
    const channel = channelOf(track);
    // A node is known by its path in the clip's hierarchy: formats name nodes by leaf (glTF, Maya) or by
    // path (Unity, Roto), and a conversion turns one into the other.
    const node = norm(nodePath(clip.parents, track.node));
    if (!order.includes(node)) order.push(node);
    const scale = canonicalScale(track);
    const times = Array.from(track.times);
    if (channel.kind === 'rotation' && track.valueType === 'quat') {
      add({ key: `${node}|rotation`, rotation: true, tracks: [track.name], from: [track], times, scale: 1, kind: 'none', at: (ts) => rotate(quats(track, ts)) });
      continue;
    }
    if (channel.kind === 'rotation' && (track.unit === 'deg' || track.unit === 'rad') && track.components <= 3 && clip.tracks.length > 0) {
      const entry = euler.get(node) ?? { order: channel.rotationOrder ?? 'xyz', axes: new Map<string, Track>() };
      if (track.components === 1 && channel.axis !== undefined) entry.axes.set(channel.axis, track);
      else if (track.components === 3) for (const a of ['x', 'y', 'z']) entry.axes.set(a, track);
      euler.set(node, entry);
      continue;
    }
    const transform = channel.kind === 'translation' || channel.kind === 'scale' || channel.kind === 'visibility';
    // A scalar named like one component of a vector (`points_0_centerX`, written by a format without
    // vectors) is that component.
    const suffix = track.components === 1 && channel.axis === undefined ? /[a-z0-9]([XYZW])$/.exec(track.property)?.[1]?.toLowerCase() : undefined;
    for (let c = 0; c < track.components; c++) {
      let axis: string = track.components === 1 ? (channel.axis ?? suffix ?? '') : AXES[c]!;
      let sign = 1;
      const index = 'xyz'.indexOf(axis);
      if (basis !== undefined && (channel.kind === 'translation' || channel.kind === 'scale') && axis !== '' && index >= 0) {
        const to = axisUnder(basis, index);
        axis = AXES[to.axis]!;
        if (channel.kind === 'translation') sign = to.sign;
      }
      const property = transform
        ? channel.kind
        : norm(track.components === 1 && (channel.axis !== undefined || suffix !== undefined) ? track.property.slice(0, -1) : track.property);
      const key = `${node}|${property}|${axis}`;
      add({
        key,
        rotation: false,
        tracks: [track.name],
        from: [track],
        times,
        scale,
        kind: unitKind(track.unit),
        at: (ts) => {
          const v = sample(track, ts);
          return ts.map((_, k) => Float64Array.of(sign * v[k * track.components + c]!));
        },
      });
    }
  }
  for (const [node, { order, axes }] of euler) {
    const list = [...new Set(axes.values())];
    const times = [...new Set(list.flatMap((t) => Array.from(t.times)))].sort((a, b) => a - b);
    add({
      key: `${node}|rotation`,
      rotation: true,
      tracks: list.map((t) => t.name),
      from: list,
      times,
      scale: 1,
      kind: 'none',
      at: (ts) =>
        rotate(ts.map((t) => {
          const angles = [0, 0, 0];
          ['x', 'y', 'z'].forEach((a, i) => {
            const track = axes.get(a);
            if (track === undefined) return;
            const v = sample(track, [t]);
            angles[i] = (track.components === 3 ? v[i]! : v[0]!) * canonicalScale(track);
          });
          return eulerToQuat(angles, order);
        })),
    });
  }
  return out;
}

function quats(track: Track, ts: readonly number[]): Float64Array[] {
  const v = sample(track, ts);
  return ts.map((_, k) => {
    const q = v.slice(k * 4, k * 4 + 4);
    const len = Math.hypot(q[0]!, q[1]!, q[2]!, q[3]!) || 1;
    return q.map((x) => x / len);
  });
}

/** The angle between the orientations of two unit quaternions (radians), stable for small angles. */
function angleBetween(a: Float64Array, b: Float64Array): number {
  const sign = a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]! + a[3]! * b[3]! < 0 ? -1 : 1;
  let diff = 0;
  let sum = 0;
  for (let i = 0; i < 4; i++) {
    diff += (a[i]! - sign * b[i]!) ** 2;
    sum += (a[i]! + sign * b[i]!) ** 2;
  }
  return 4 * Math.atan2(Math.sqrt(diff), Math.sqrt(sum));
}

/** What the matrix found for one source × target. */
export type PairResult =
  | {
      readonly status: 'carried';
      /**
       * Source tracks found in the output with the source's values: every signal (component, rotation)
       * the track takes part in matches. Tracks as `anim info` counts them ({@link clipTrackCount}).
       */
      readonly carried: number;
      /** The source's tracks ({@link clipTrackCount}: what `anim info` prints as `tracks`). */
      readonly total: number;
      /** Warning codes with counts. */
      readonly warnings: Readonly<Record<string, number>>;
      /** Problems found (empty when the pair is correct). */
      readonly problems: readonly string[];
      /** How core's pipeline converted. */
      readonly route: string;
    }
  | { readonly status: 'refused'; readonly reason: string };

/** Converts `bytes` (a `source` file) to `target` and checks the result; see the module description. */
export async function checkPair(
  bytes: Uint8Array,
  name: string,
  source: AnyFormatDescriptor,
  target: AnyFormatDescriptor,
  formats: readonly AnyFormatDescriptor[],
): Promise<PairResult> {
  let out: ConvertOutput;
  try {
    out = await convert(bytes, { formats, from: source, to: target, name });
  } catch (error) {
    if (ConversionError.isInstance(error)) return { status: 'refused', reason: error.message.split('\n')[0]! };
    throw error;
  }
  const problems: string[] = [];
  const sourceClip = source.toClip!(await source.read(bytes)).value;
  const back: unknown = await target.read(out.bytes);
  const backClip = target.toClip!(back).value;
  // both in the common space when both are world spaces; a 2D image target keeps the source's own axes
  const common = sourceClip.space?.kind === 'world' && backClip.space?.kind === 'world';
  const before = signalsOf(sourceClip, common ? toCommonSpace(sourceClip.space) : undefined);
  const after = signalsOf(backClip, common ? toCommonSpace(backClip.space) : undefined);
  const tol: { absolute: number; relative: number; range?: number; time: number } = TOLERANCE[target.id] ?? { absolute: 1e-6, relative: 1e-6, time: 1.2e-7 };
  // a source track is carried when it takes part in a signal and every signal it takes part in matches
  const matched = new Map<Track, boolean>();
  const settle = (s: Signal, ok: boolean): void => {
    for (const t of s.from) matched.set(t, (matched.get(t) ?? true) && ok);
  };
  const missing: string[] = [];
  const rename = nodeRenames(before, after);
  // Prime starts its baked clip at 0 and samples frames: compare at the output's own key times too.
  for (const [key, s] of before) {
    const o = after.get(key) ?? after.get(renamed(key, rename)) ?? findLoose(key, after) ?? findByName(key, s, after);
    if (o === undefined) {
      // a transform axis at its rest value is the same pose unwritten (per-axis formats leave it out)
      const rest = key.includes('|scale|') ? 1 : 0;
      const transform = /\|(translation|scale)\|/.test(key);
      const atRest = transform && s.at(s.times).every((v) => v[0]! * s.scale === rest);
      settle(s, atRest);
      if (!atRest) missing.push(...s.tracks);
      continue;
    }
    // A target with a fixed key interval (Prime) holds samples: compare at its sample times inside the
    // source's key range; any other target at the source's key times.
    // Frame k of such a target is the source at k × its nominal interval (the clip's rate, else the rate
    // the output states: Prime samples a clip stating none at the rate its keys fit, else 30 fps),
    // whatever interval the file stores (Prime 1 truncates it to microseconds, warned time-adjusted).
    const first = s.times[0]!;
    const last = s.times[s.times.length - 1]!;
    const interval = target.capabilities?.time === 'interval' && out.route === 'clip';
    const rate = sourceClip.frameRate ?? backClip.frameRate;
    const nominal = rate === undefined ? 1 / 30 : rate.denominator / rate.numerator;
    // (a clip keyed from a negative time is shifted to start at 0, warned time-adjusted)
    const origin = Math.min(0, ...sourceClip.tracks.map((t) => (t.times.length > 0 ? t.times[0]! : 0)));
    const frames = interval
      ? [...o.times.keys()].filter((k) => origin + k * nominal >= first - 1e-9 && origin + k * nominal <= last + 1e-9)
      : [];
    const times = interval ? frames.map((k) => origin + k * nominal) : s.times;
    const outTimes = interval ? frames.map((k) => o.times[k]!) : s.times;
    if (times.length === 0) {
      problems.push(`${s.tracks.join('+')} → ${key}: no output frame inside the source's key range`);
      settle(s, false);
      continue;
    }
    // Lengths and angles compare in metres and radians; a value a target stores without a unit
    // (AnimJ properties, warned unit-changed) compares as the number it is.
    const both = s.kind === o.kind && (s.kind === 'length' || s.kind === 'angle');
    const a = s.at(times).map((v) => (both ? v.map((x) => x * s.scale) : v));
    // Times the target stores less exactly (float32) may put a jump a hair after the source's key: the
    // output is compared at each time and that far either side, and the closest counts.
    // (the source's own time precision counts too: a target may put float32 key times on whole frames)
    const timeTolerance = Math.max(tol.time, TOLERANCE[source.id]?.time ?? 0);
    // ... so a source key time that does not match is also compared at the output key times that close to it
    const slack = (t: number): number => timeTolerance * Math.max(1, Math.abs(t));
    const scaled = (ts: readonly number[]): Float64Array[] => o.at(ts).map((v) => (both ? v.map((x) => x * o.scale) : v));
    const exact = scaled(outTimes);
    // quantising formats (Prime) are exact to a fraction of the largest value of the channel kind over
    // the whole clip (Prime quantises every bone's translations with one multiplier)
    const allowance = s.rotation ? 0 : (tol.range ?? 0) * kindRange(before, key);
    const error = (x: Float64Array, y: Float64Array): number =>
      s.rotation ? angleBetween(x, y) : Math.abs(x[0]! - y[0]!) - tol.relative * Math.abs(x[0]!) - allowance;
    let worst = 0;
    let where = 0;
    for (let k = 0; k < times.length; k++) {
      // keys whose source value is not a finite number are left out of every conversion (warned)
      if (!a[k]!.every(Number.isFinite)) continue;
      let err = error(a[k]!, exact[k]!);
      if (err > tol.absolute) {
        const t = times[k]!;
        const near = o.times.filter((u) => Math.abs(u - t) <= slack(t));
        if (near.length > 0) err = Math.min(err, ...scaled(near).map((b) => error(a[k]!, b)));
      }
      if (!(err <= worst)) {
        worst = err;
        where = times[k]!;
      }
    }
    const off = worst > tol.absolute || Number.isNaN(worst);
    if (off) problems.push(`${s.tracks.join('+')} → ${key}: off by ${worst.toPrecision(3)} at ${where} s`);
    settle(s, !off);
    // Between keys (halfway between consecutive source keys, a target with its own key times): a change
    // beyond the tolerance (and beyond float32 resolution, 1e-6) needs a warning that the motion between
    // keys changed (interpolation, resampling, tangents, key times, rounding, extrapolation) naming the track.
    if (!interval) {
      // (at most 500 intervals per signal, evenly picked, so long recordings stay quick to check)
      const mids: number[] = [];
      const stride = Math.max(1, Math.ceil((s.times.length - 1) / 500));
      for (let k = 0; k + 1 < s.times.length; k += stride) if (s.times[k + 1]! - s.times[k]! > 1e-4) mids.push((s.times[k]! + s.times[k + 1]!) / 2);
      const am = s.at(mids).map((v) => (both ? v.map((x) => x * s.scale) : v));
      const bm = scaled(mids);
      let off = 0;
      let at = 0;
      for (let k = 0; k < mids.length; k++) {
        if (!am[k]!.every(Number.isFinite)) continue;
        const e = error(am[k]!, bm[k]!);
        if (!(e <= off)) {
          off = e;
          at = mids[k]!;
        }
      }
      const names = [...s.tracks, key.slice(0, key.indexOf('|'))];
      const motion = out.warnings.filter(
        (w: ConversionWarning) => MOTION_CODES.has(w.code) && (w.path === undefined || names.some((n) => (w.path ?? '').includes(n) || n.includes(w.path ?? ''))),
      );
      // the warning must say how much: the largest amount it quotes covers what was measured (angles in
      // degrees for rotations, lengths for translations; "up to"/"within" a number for anything else)
      let quoted = Math.max(-Infinity, ...motion.map((w) => quotedAmount(w.message, s.rotation ? 'angle' : s.kind)));
      // float32 rounding of values, handles and times (`precision-lost`) says how much by the number
      // type: up to 1e-5 of the signal's largest value between keys (a key time moved by a float32 step
      // on a steep curve)
      if (motion.some((w) => w.code === 'precision-lost')) quoted = Math.max(quoted, 1e-5 * Math.max(1, signalRange(s)));
      const limit = Math.max(tol.absolute, 1e-6);
      if (off > limit && !(quoted >= off * 0.9 - limit)) {
        problems.push(`${s.tracks.join('+')} → ${key}: off by ${off.toPrecision(3)} at ${at} s between keys, ${motion.length === 0 ? 'with no warning' : `more than its warnings say (${quoted.toPrecision(3)})`}`);
      }
    }
  }
  const warned = (t: string): boolean => out.warnings.some((w: ConversionWarning) => (w.path ?? '').includes(t) || w.message.includes(t));
  const silent = [...new Set(missing)].filter((t) => !warned(t));
  if (silent.length > 0) problems.push(`left out without a warning naming them: ${silent.slice(0, 5).join(', ')}${silent.length > 5 ? ` (+${silent.length - 5})` : ''}`);
  // writing a document back as it is (same format) keeps an empty one empty; a conversion never makes one
  if (out.tracks === 0 && out.route !== 'native') problems.push('wrote a document with no track');
  const warnings: Record<string, number> = {};
  for (const w of out.warnings) warnings[w.code] = (warnings[w.code] ?? 0) + 1;
  const carried = [...matched.values()].filter(Boolean).length;
  return { status: 'carried', carried, total: clipTrackCount(sourceClip), warnings, problems, route: out.route };
}

/** A signal of `after` whose key matches `key` ignoring the node (formats with fixed node names). */
function findLoose(key: string, after: Map<string, Signal>): Signal | undefined {
  const rest = key.slice(key.indexOf('|'));
  const candidates = [...after.entries()].filter(([k]) => k.endsWith(rest));
  return candidates.length === 1 ? candidates[0]![1] : undefined;
}

/**
 * Nodes renamed by the target (Prime gives bones ids in clip order): the source nodes that match no
 * output node, paired in order of appearance with the output nodes that match no source node.
 */
function nodeRenames(before: Map<string, Signal>, after: Map<string, Signal>): Map<string, string> {
  // only nodes with transform channels take part (bones; a format that renames nodes keeps no others)
  const nodes = (m: Map<string, Signal>): string[] => {
    const moving = new Set([...m.keys()].filter((k) => /\|(translation|rotation|scale)(\||$)/.test(k)).map((k) => k.slice(0, k.indexOf('|'))));
    return (NODE_ORDER.get(m) ?? []).filter((n) => moving.has(n));
  };
  const a = nodes(before);
  const b = nodes(after);
  const lonelyA = a.filter((n) => !b.includes(n));
  const lonelyB = b.filter((n) => !a.includes(n));
  const map = new Map<string, string>();
  if (lonelyA.length === lonelyB.length) lonelyA.forEach((n, i) => map.set(n, lonelyB[i]!));
  return map;
}

function renamed(key: string, rename: Map<string, string>): string {
  const bar = key.indexOf('|');
  const to = rename.get(key.slice(0, bar));
  return to === undefined ? key : to + key.slice(bar);
}

/**
 * For a source signal keyed by track name (see `add`): the one output signal whose track name ends with
 * that name (targets that need unique node/property pairs make the source's name the property).
 */
function findByName(key: string, s: Signal, after: Map<string, Signal>): Signal | undefined {
  if (!key.startsWith('name:')) return undefined;
  const name = norm(s.tracks.join('+'));
  const axis = key.slice(key.lastIndexOf('|') + 1);
  const found = [...after.values()].filter((o) => norm(o.tracks.join('+')).endsWith(name) && o.key.endsWith(`|${axis}`));
  return found.length === 1 ? found[0] : undefined;
}


/** The largest |component| of a signal at its key times (canonical units). */
function signalRange(s: Signal): number {
  let range = 0;
  for (const v of s.at(s.times)) for (const x of v) if (Number.isFinite(x)) range = Math.max(range, Math.abs(x * (s.rotation ? 1 : s.scale)));
  return range;
}

/** The largest |value| (canonical units) over every signal of `key`'s channel kind, at their key times. */
function kindRange(signals: Map<string, Signal>, key: string): number {
  const kind = key.split('|')[1];
  let range = 0;
  for (const [k, s] of signals) {
    if (s.rotation || k.split('|')[1] !== kind) continue;
    for (const v of s.at(s.times)) if (Number.isFinite(v[0]!)) range = Math.max(range, Math.abs(v[0]! * s.scale));
  }
  return range;
}
