/**
 * The two format descriptors: {@link animjFormat} (AnimJ, JSON text) and {@link animxFormat} (AnimX,
 * binary). Both use the same document model; AnimX documents also carry their body encoding.
 *
 * @module
 */
import { defineFormat, type DocumentSummary, type FormatDescriptor } from '@anim/core';
import { readAnimx, type ReadAnimxOptions } from './animx-read.js';
import { writeAnimx, type WriteAnimxOptions } from './animx-write.js';
import { fromClip } from './from-clip.js';
import { readAnimj, type ReadAnimjOptions } from './read.js';
import { toClip } from './to-clip.js';
import type { AnimjDocument, AnimxDocument } from './types.js';
import { valueTypeInfo } from './value-types.js';
import { writeAnimj, type WriteAnimjOptions } from './write.js';

/**
 * A short summary: track and keyframe counts, duration in seconds (`globalDuration` when positive,
 * else the last key time; a Raw track ends at `(count − 1) × interval`), track and value types.
 */
export function summarize(doc: AnimjDocument): DocumentSummary {
  let keyframes = 0;
  let end = 0;
  const trackTypes = new Set<string>();
  const valueTypes = new Set<string>();
  for (const t of doc.tracks) {
    const c = valueTypeInfo(t.valueType)?.components ?? 1;
    const n = Math.floor(t.values.length / c);
    keyframes += n;
    trackTypes.add(t.trackType);
    valueTypes.add(t.valueType);
    const last = t.trackType === 'Raw' ? (n - 1) * (t.interval ?? 0) : n > 0 ? t.times[n - 1]! : 0;
    if (last > end) end = last;
  }
  const duration = doc.globalDuration !== undefined && doc.globalDuration > 0 ? doc.globalDuration : end;
  return {
    tracks: doc.tracks.length,
    keyframes,
    duration,
    details: { name: doc.name ?? null, trackTypes: [...trackTypes], valueTypes: [...valueTypes] },
  };
}

/**
 * True when the bytes look like AnimJ: after an optional BOM and whitespace a `{`, and one of the
 * AnimJ property names (`"tracks"`, `"trackType"`, `"globalDuration"`) in the first 64 KiB.
 */
export function sniffAnimj(bytes: Uint8Array): boolean {
  let p = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (bytes[p] === 0x20 || bytes[p] === 0x0a || bytes[p] === 0x0d || bytes[p] === 0x09) p++;
  if (bytes[p] !== 0x7b) return false;
  const head = new TextDecoder().decode(bytes.subarray(p, p + 65536));
  return head.includes('"tracks"') || head.includes('"trackType"') || head.includes('"globalDuration"');
}

/** True when the bytes start with AnimX's magic: the .NET string "AnimX" (`05 41 6E 69 6D 58`). */
export function sniffAnimx(bytes: Uint8Array): boolean {
  return bytes.length >= 6 && bytes[0] === 5 && bytes[1] === 0x41 && bytes[2] === 0x6e && bytes[3] === 0x69 && bytes[4] === 0x6d && bytes[5] === 0x58;
}

/** Resonite AnimJ (`.animj`, JSON text). See {@link readAnimj}, {@link writeAnimj}. */
export const animjFormat: FormatDescriptor<AnimjDocument, ReadAnimjOptions, WriteAnimjOptions> = defineFormat({
  id: 'animj',
  name: 'Resonite AnimJ',
  extensions: ['animj'],
  mimeTypes: ['application/json'],
  binary: false,
  sniff: sniffAnimj,
  read: readAnimj,
  write: writeAnimj,
  summarize,
  toClip,
  fromClip,
});

/** Resonite AnimX (`.animx`, binary; plain, LZ4 or LZMA body). See {@link readAnimx}, {@link writeAnimx}. */
export const animxFormat: FormatDescriptor<AnimxDocument, ReadAnimxOptions, WriteAnimxOptions> = defineFormat({
  id: 'animx',
  name: 'Resonite AnimX',
  extensions: ['animx'],
  mimeTypes: [],
  binary: true,
  sniff: sniffAnimx,
  read: readAnimx,
  write: writeAnimx,
  summarize: (doc) => ({ ...summarize(doc), version: '1' }),
  toClip,
  fromClip,
});
