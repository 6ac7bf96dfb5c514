/** Helpers of the corpus suite (`*.corpus.test.ts` only): the third-party reference files and resonite-core's dumps. */
import { corpusBytes, corpusDir, corpusFiles } from '@anim/test-utils';
import { existsSync, readFileSync } from 'node:fs';
import type { AnimjDocument, AnimjTrack, AnimjValueArray } from '../src/index.js';
import { animjValueTypeInfo } from '../src/index.js';

/** Every AnimJ file of the corpus (relative to the animj corpus folder), hidden ones included. */
export const animjFiles = (): string[] => corpusFiles('animj', /\.animj$/, 'animj');

/** Every AnimX file of a writer folder. */
export const animxFiles = (sub: string): string[] => corpusFiles('animj', /\.animx$/, `animx/${sub}`);

/** A corpus file (relative to the animj corpus folder) as bytes. */
export const bytes = (path: string): Uint8Array => corpusBytes('animj', path);

/** `animj/hand/vt_float.animj` → `vt_float`. */
export const baseName = (path: string): string => path.replace(/^.*\//, '').replace(/\.anim[jx]$/, '');

/** True when the corpus holds `path`. */
export const inCorpus = (path: string): boolean => existsSync(corpusDir('animj') + path);

/** The resonite-core dump beside an AnimJ file, if any. */
export function dumpOf(path: string): RcDump | undefined {
  const file = `${corpusDir('animj')}${path.replace(/\.animj$/, '.resonite-core.json')}`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RcDump) : undefined;
}

export interface RcDump {
  parse: { status: string; error?: string; model?: RcModel };
}
interface RcModel {
  name: string | null;
  globalDuration: number | string | null;
  tracks: RcTrack[];
}
type RcValue = number | string | boolean | null | RcValue[] | { [k: string]: RcValue };
interface RcTrack {
  trackType: string;
  valueType: string;
  node: string | null;
  property: string | null;
  interval?: number | string | null;
  keyframes?: (RcValue | { time: RcValue; value: RcValue; interpolation?: string; leftTangent?: RcValue; rightTangent?: RcValue })[];
  keyframeCount?: number;
  firstKeyframe?: { time: RcValue; value: RcValue };
  lastKeyframe?: { time: RcValue; value: RcValue };
}

function num(v: RcValue): number {
  if (v === 'inf') return Infinity;
  if (v === '-inf') return -Infinity;
  if (v === 'NaN') return NaN;
  return Number(v);
}

/**
 * Compares one of our tracks with resonite-core's model of it; returns the differences (as readable
 * strings). Floats: the dump prints the stored f32/f64 in shortest form, so `Math.fround` of it is the
 * stored float32 exactly.
 */
function compareValue(track: AnimjTrack, array: AnimjValueArray | undefined, k: number, rc: RcValue, where: string, out: string[]): void {
  const info = animjValueTypeInfo(track.valueType)!;
  const c = info.components;
  const flat: RcValue[] = [];
  const walk = (v: RcValue): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v !== null && typeof v === 'object') for (const name of info.componentNames) flat.push(v[name] ?? null);
    else flat.push(v);
  };
  walk(rc);
  if (array === undefined) {
    if (rc !== null) out.push(`${where}: missing, rc has ${JSON.stringify(rc)}`);
    return;
  }
  if (flat.length !== c) {
    out.push(`${where}: ${String(flat.length)} components in rc`);
    return;
  }
  for (let i = 0; i < c; i++) {
    const ours = array[k * c + i];
    const theirs = flat[i]!;
    let ok: boolean;
    switch (info.storage) {
      case 'f32':
        ok = Object.is(Math.fround(num(theirs)), ours);
        break;
      case 'f64':
        ok = Object.is(num(theirs), ours);
        break;
      case 'bool':
        ok = theirs === (ours === 1);
        break;
      case 'string':
        ok = theirs === ours;
        break;
      default:
        ok = BigInt(theirs as number | string) === BigInt(ours as number | bigint);
    }
    if (!ok) out.push(`${where}[${String(i)}]: ours ${String(ours)}, rc ${JSON.stringify(theirs)}`);
  }
}

/** Differences between our document and resonite-core's model (empty = same). */
export function compareWithDump(doc: AnimjDocument, model: RcModel): string[] {
  const out: string[] = [];
  if ((doc.name ?? null) !== model.name) out.push(`name: ${String(doc.name)} vs ${String(model.name)}`);
  const gd = model.globalDuration === null ? undefined : Math.fround(num(model.globalDuration));
  if (!Object.is(doc.globalDuration, gd)) out.push(`globalDuration: ${String(doc.globalDuration)} vs ${String(gd)}`);
  if (doc.tracks.length !== model.tracks.length) return [...out, `track count ${String(doc.tracks.length)} vs ${String(model.tracks.length)}`];
  doc.tracks.forEach((t, i) => {
    const rc = model.tracks[i]!;
    const p = `/tracks/${String(i)}`;
    if (t.trackType !== rc.trackType) out.push(`${p}/trackType ${t.trackType} vs ${rc.trackType}`);
    const rcType = rc.valueType.toLowerCase() === 'optstring' ? 'string' : rc.valueType.toLowerCase();
    if (t.valueType.toLowerCase() !== rcType) out.push(`${p}/valueType ${t.valueType} vs ${rc.valueType}`);
    if ((t.node ?? null) !== rc.node) out.push(`${p}/node`);
    if ((t.property ?? null) !== rc.property) out.push(`${p}/property`);
    const c = animjValueTypeInfo(t.valueType)!.components;
    const n = t.values.length / c;
    if (rc.keyframes === undefined) {
      // summarised dump (input over 2 MB): count, first and last keyframe
      if (rc.keyframeCount !== n) out.push(`${p}: ${String(n)} keys vs ${String(rc.keyframeCount)}`);
      if (t.trackType !== 'Raw' && n > 0) {
        for (const [k, key] of [[0, rc.firstKeyframe], [n - 1, rc.lastKeyframe]] as const) {
          if (key === undefined) continue;
          if (!Object.is(t.times[k], Math.fround(num(key.time)))) out.push(`${p}/keyframes/${String(k)}/time`);
          compareValue(t, t.values, k, key.value, `${p}/keyframes/${String(k)}/value`, out);
        }
      }
      return;
    }
    if (rc.keyframes.length !== n) {
      out.push(`${p}: ${String(n)} keys vs ${String(rc.keyframes.length)}`);
      return;
    }
    if (t.trackType === 'Raw') {
      const interval = rc.interval === null || rc.interval === undefined ? undefined : Math.fround(num(rc.interval));
      if (!Object.is(t.interval, interval)) out.push(`${p}/data/interval`);
      rc.keyframes.forEach((v, k) => {
        compareValue(t, t.values, k, v, `${p}/data/keyframes/${String(k)}`, out);
      });
      return;
    }
    rc.keyframes.forEach((key, k) => {
      const kf = key as { time: RcValue; value: RcValue; interpolation?: string; leftTangent?: RcValue; rightTangent?: RcValue };
      const at = `${p}/data/keyframes/${String(k)}`;
      if (!Object.is(t.times[k], Math.fround(num(kf.time)))) out.push(`${at}/time ${String(t.times[k])} vs ${JSON.stringify(kf.time)}`);
      compareValue(t, t.values, k, kf.value, `${at}/value`, out);
      if (t.trackType === 'Curve' || t.trackType === 'Bezier') {
        const names = ['Hold', 'Linear', 'Tangent', 'CubicBezier'];
        if (names[t.interpolations[k]!] !== kf.interpolation) out.push(`${at}/interpolation`);
        const presence = t.tangentPresence?.[k] ?? (t.leftTangents === undefined ? 0 : 1) | (t.rightTangents === undefined ? 0 : 2);
        compareValue(t, (presence & 1) !== 0 ? t.leftTangents : undefined, k, kf.leftTangent ?? null, `${at}/leftTangent`, out);
        compareValue(t, (presence & 2) !== 0 ? t.rightTangents : undefined, k, kf.rightTangent ?? null, `${at}/rightTangent`, out);
      }
    });
  });
  return out;
}
