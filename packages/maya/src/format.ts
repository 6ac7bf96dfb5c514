/**
 * The `maya` format descriptor for applications that take a list of formats (the CLI).
 *
 * @module
 */

import { defineFormat, type DocumentSummary, findTimeUnitRate, type FormatDescriptor } from '@anim/core';
import { DEFAULT_TIME_UNIT, FORMAT_ID } from './constants.js';
import { mayaFromClip, type MayaFromClipOptions } from './from-clip.js';
import { readMaya } from './read.js';
import { sniffMaya } from './sniff.js';
import { mayaToClip, type MayaToClipOptions } from './to-clip.js';
import type { MayaDocument, ReadMayaOptions, WriteMayaOptions } from './types.js';
import { writeMaya } from './write.js';

/**
 * The summary `anim info` prints: `version` the `animVersion`, `tracks` the curves, `keyframes` their
 * keys, `duration` in seconds from the header's `startTime`/`endTime` clipboard range (undefined
 * without one), and in `details` the Maya version, the header units and the number of placeholder
 * `anim` lines. Header lines the file lacks (all but `animVersion` are optional) are left out of
 * `details` rather than given as undefined.
 */
export function summarizeMaya(doc: MayaDocument): DocumentSummary {
  let tracks = 0;
  let keyframes = 0;
  let placeholders = 0;
  for (const anim of doc.anims) {
    if (anim.animData === undefined) placeholders++;
    else {
      tracks++;
      keyframes += anim.animData.keys.time.length;
    }
  }
  const { header } = doc;
  const rate = findTimeUnitRate(header.timeUnit ?? DEFAULT_TIME_UNIT);
  const duration =
    header.startTime !== undefined && header.endTime !== undefined && rate !== undefined
      ? ((header.endTime - header.startTime) * rate.denominator) / rate.numerator
      : undefined;
  return {
    version: header.animVersion,
    tracks,
    keyframes,
    duration,
    details: definedOnly({
      mayaVersion: header.mayaVersion,
      timeUnit: header.timeUnit,
      linearUnit: header.linearUnit,
      angularUnit: header.angularUnit,
      placeholders,
    }),
  };
}

/** The entries of `record` whose value is not undefined. */
function definedOnly(record: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) if (value !== undefined) out[key] = value;
  return out;
}

/**
 * Maya ASCII `.anim` (animImportExport): id `maya`, extension `anim`, recognised by its leading
 * `animVersion` statement. A Unity `.anim` (YAML, `%YAML`) is rejected by `sniff` and `read` throws a
 * ParseError saying "this is a Unity animation clip, not a Maya .anim".
 */
export const mayaFormat: FormatDescriptor<MayaDocument, ReadMayaOptions & MayaToClipOptions, WriteMayaOptions & MayaFromClipOptions> =
  defineFormat<MayaDocument, ReadMayaOptions & MayaToClipOptions, WriteMayaOptions & MayaFromClipOptions>({
    id: FORMAT_ID,
    name: 'Maya ASCII .anim',
    extensions: ['anim'],
    mimeTypes: [],
    binary: false,
    sniff: sniffMaya,
    read: readMaya,
    write: writeMaya,
    summarize: summarizeMaya,
    toClip: mayaToClip,
    fromClip: mayaFromClip,
  });
