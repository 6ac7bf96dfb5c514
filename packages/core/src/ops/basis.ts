/**
 * The one change of basis between two {@link WorldSpace}s, used by the convert pipeline: up goes to up,
 * forward to forward and right to right, which makes the change a signed permutation of the axes
 * `M` (a 3×3 matrix with one ±1 per row and column): a rotation when both spaces have the same
 * handedness (det M = +1), a reflection otherwise (det M = −1).
 *
 * What it does to each transform channel (`p` a position, `q = (v, w)` a quaternion, `d = det M`):
 * - translation: `p' = M p` — each axis renamed and its sign flipped as `M` says (Bézier handles'
 *   Δvalue with it, Δtime unchanged);
 * - rotation as a quaternion: the rotation matrix becomes `R' = M R Mᵀ`, which is the rotation about
 *   `d · M a` by the same angle, so `q' = (d · M v, w)`; `w` keeps its sign, so the hemisphere of every
 *   key (and the shortest arc between keys) is kept;
 * - rotation as Euler angles applied in order `i, j, k` (`R = R_k(γ) R_j(β) R_i(α)`): since
 *   `M R_a(θ) Mᵀ = R_{π(a)}(d · s_a · θ)` for an axis `a` that `M` sends to `s_a · e_{π(a)}`,
 *   the angle about source axis `a` becomes the angle about target axis `π(a)` multiplied by
 *   `d · s_a`, and the order becomes `π(i), π(j), π(k)`;
 * - scale: `S' = M S Mᵀ` is diagonal again with the factors permuted: `s'_{π(a)} = s_a`, never negated.
 * Every value is permuted and negated, never rounded: a change and its inverse restore the values exactly.
 *
 * @module
 */
import { channelOf, type Channel } from '../channel.js';
import { InvalidArgumentError } from '../errors.js';
import type { RotationOrder } from '../rotation.js';
import type { SignedAxis, WorldSpace } from '../space.js';
import type { Clip, Track } from '../types.js';

/**
 * A change of basis as a signed permutation: source axis `i` (0 x, 1 y, 2 z) becomes target axis
 * `axis[i]`, its values multiplied by `sign[i]`. `det` is +1 for a rotation, −1 for a reflection.
 */
export interface BasisChange {
  readonly axis: readonly [number, number, number];
  readonly sign: readonly [number, number, number];
  readonly det: 1 | -1;
}

type Vec = readonly [number, number, number];

const LETTERS = ['x', 'y', 'z'] as const;

function unit(a: SignedAxis): Vec {
  const v: [number, number, number] = [0, 0, 0];
  v[LETTERS.indexOf(a[1] as 'x')] = a.startsWith('-') ? -1 : 1;
  return v;
}

function cross(a: Vec, b: Vec): Vec {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}

/** The space's right, up and forward directions as unit coordinate vectors. */
function frame(space: WorldSpace): [Vec, Vec, Vec] {
  if (space.up[1] === space.forward[1]) throw new InvalidArgumentError(`a space's up (${space.up}) and forward (${space.forward}) axes must differ`);
  const up = unit(space.up);
  const forward = unit(space.forward);
  const right = space.handedness === 'right' ? cross(forward, up) : cross(up, forward);
  return [right, up, forward];
}

function axisOf(v: Vec): { index: number; sign: number } {
  const index = v.findIndex((c) => c !== 0);
  return { index, sign: Math.sign(v[index]!) };
}

/**
 * The change of basis that carries values from space `from` to space `to`: the signed permutation `M`
 * with `M · right_from = right_to`, `M · up_from = up_to`, `M · forward_from = forward_to`. Lengths are
 * not scaled here (tracks carry their own units).
 * @throws {InvalidArgumentError} when a space's up and forward axes are the same axis.
 */
export function basisChange(from: WorldSpace, to: WorldSpace): BasisChange {
  const source = frame(from);
  const target = frame(to);
  const axis: [number, number, number] = [0, 0, 0];
  const sign: [number, number, number] = [1, 1, 1];
  for (let d = 0; d < 3; d++) {
    const s = axisOf(source[d]!);
    const t = axisOf(target[d]!);
    axis[s.index] = t.index;
    sign[s.index] = s.sign * t.sign;
  }
  // the determinant of a signed permutation: the permutation's parity times the signs
  const parity = (axis[1] - axis[0]) * (axis[2] - axis[0]) * (axis[2] - axis[1]) > 0 ? 1 : -1;
  const det = (parity * sign[0] * sign[1] * sign[2]) as 1 | -1;
  return { axis, sign, det };
}

/** True when the change leaves every axis as it is. */
export function isIdentityBasis(change: BasisChange): boolean {
  return change.axis.every((a, i) => a === i) && change.sign.every((s) => s === 1);
}

/** The change that undoes `change`. */
export function invertBasis(change: BasisChange): BasisChange {
  const axis: [number, number, number] = [0, 0, 0];
  const sign: [number, number, number] = [1, 1, 1];
  for (let i = 0; i < 3; i++) {
    axis[change.axis[i]!] = i;
    sign[change.axis[i]!] = change.sign[i]!;
  }
  return { axis, sign, det: change.det };
}

/** The change as a formula on positions: `(x, y, z) → (−x, y, z)`. */
export function describeBasisChange(change: BasisChange): string {
  const parts = ['', '', ''];
  for (let i = 0; i < 3; i++) parts[change.axis[i]!] = `${change.sign[i]! < 0 ? '−' : ''}${LETTERS[i]!}`;
  return `(x, y, z) → (${parts.join(', ')})`;
}

/** The change as a formula on quaternions: `(x, y, z, w) → (x, −y, −z, w)`. */
export function describeQuatChange(change: BasisChange): string {
  const parts = ['', '', ''];
  for (let i = 0; i < 3; i++) parts[change.axis[i]!] = `${change.sign[i]! * change.det < 0 ? '−' : ''}${LETTERS[i]!}`;
  return `(x, y, z, w) → (${parts.join(', ')}, w)`;
}

/** The rotation order Euler angles take after `change` (the axes renamed, applied in the same sequence). */
export function changeRotationOrder(order: RotationOrder, change: BasisChange): RotationOrder {
  const letter = (c: string): string => LETTERS[change.axis[LETTERS.indexOf(c as 'x')]!]!;
  return `${letter(order[0]!)}${letter(order[1]!)}${letter(order[2]!)}` as RotationOrder;
}

/** Per source component: the target component and the factor, for a channel kind (quaternion `w` stays). */
interface Layout {
  readonly to: number[];
  readonly factor: number[];
}

function layout(change: BasisChange, factorOf: (i: number) => number, components: number): Layout {
  const to = [change.axis[0], change.axis[1], change.axis[2]];
  const factor = [factorOf(0), factorOf(1), factorOf(2)];
  if (components === 4) {
    to.push(3);
    factor.push(1);
  }
  return { to, factor };
}

/** Values (and handle Δvalues) with each component moved to `to[c]` and multiplied by `factor[c]`. */
function permuted(track: Track, { to, factor }: Layout): Track {
  const n = track.components;
  const count = track.times.length;
  const values = track.values.slice();
  for (let k = 0; k < count; k++) for (let c = 0; c < n; c++) values[k * n + to[c]!] = factor[c]! * track.values[k * n + c]! + 0;
  const handles = (h: Float64Array | undefined): Float64Array | undefined => {
    if (h === undefined) return undefined;
    const out = new Float64Array(h.length);
    for (let k = 0; k < count; k++) {
      for (let c = 0; c < n; c++) {
        const src = (k * n + c) * 2;
        const dst = (k * n + to[c]!) * 2;
        out[dst] = h[src]!;
        out[dst + 1] = factor[c]! * h[src + 1]! + 0;
      }
    }
    return out;
  };
  return { ...track, values, inHandles: handles(track.inHandles), outHandles: handles(track.outHandles) };
}

/** One scalar component of a vector channel: its axis renamed and its values multiplied by `factor`. */
function renamedAxis(track: Track, from: number, to: number, factor: number, channel: Channel): Track {
  const scaled = factor === 1 ? track : permuted(track, { to: [0], factor: [factor] });
  const old = LETTERS[from]!;
  const now = LETTERS[to]!;
  if (old === now) return { ...scaled, channel };
  // a property ending in the axis letter (translateX, rotateX) is renamed with it
  let property = track.property;
  let name = track.name;
  let extras = track.extras;
  const tail = property.slice(-1);
  if (tail === old.toUpperCase() || tail === old) {
    property = property.slice(0, -1) + (tail === old ? now : now.toUpperCase());
    if (name.endsWith(track.property)) name = name.slice(0, name.length - track.property.length) + property;
    // a format's own record of the attribute name (Maya's `attribute`, `leafAttribute`) follows it
    if (extras !== undefined) {
      extras = Object.fromEntries(
        Object.entries(extras).map(([ns, value]) => {
          if (typeof value !== 'object' || value === null || Array.isArray(value)) return [ns, value];
          const entries = Object.entries(value as Record<string, unknown>).map(([key, v]) =>
            typeof v === 'string' && v.endsWith(track.property) ? [key, v.slice(0, v.length - track.property.length) + property] : [key, v],
          );
          return [ns, Object.fromEntries(entries)];
        }),
      );
    }
  }
  return { ...scaled, name, property, extras, channel };
}

/**
 * A track in the basis `change` leads to (see the module description); tracks that are not
 * translations, rotations or scales, and transform tracks of other shapes (a `vec2` translation), are
 * returned as they are.
 */
export function changeTrackBasis(track: Track, change: BasisChange): Track {
  const channel = channelOf(track);
  const { kind } = channel;
  if (kind !== 'translation' && kind !== 'rotation' && kind !== 'scale') return track;
  const euler = kind === 'rotation' && track.valueType !== 'quat' && (track.unit === 'deg' || track.unit === 'rad');
  if (kind === 'rotation' && !euler && !(track.valueType === 'quat' && track.components === 4)) return track;
  const factorOf = (i: number): number => (kind === 'scale' ? 1 : kind === 'translation' ? change.sign[i]! : change.det * change.sign[i]!);
  const next: Channel = euler ? { ...channel, rotationOrder: changeRotationOrder(channel.rotationOrder ?? 'xyz', change) } : channel;
  if (track.components === 1) {
    const from = LETTERS.indexOf(channel.axis as 'x');
    if (from < 0) return track;
    const to = change.axis[from]!;
    return renamedAxis(track, from, to, factorOf(from), { ...next, axis: LETTERS[to] });
  }
  if (track.components !== 3 && !(track.components === 4 && kind === 'rotation')) return track;
  return { ...permuted(track, layout(change, factorOf, track.components)), channel: next };
}

/**
 * The clip with every transform track in the basis `change` leads to (see {@link changeTrackBasis}),
 * and `space` as its space. Other tracks, markers, parents and extras are kept.
 */
export function changeBasis(clip: Clip, change: BasisChange, space?: WorldSpace): Clip {
  const tracks = isIdentityBasis(change) ? clip.tracks : clip.tracks.map((t) => changeTrackBasis(t, change));
  const out: Clip = { ...clip, tracks };
  if (space !== undefined) out.space = space;
  return out;
}
