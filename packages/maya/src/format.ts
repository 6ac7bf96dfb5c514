/**
 * The `maya` format descriptor for applications that take a list of formats (the CLI).
 *
 * @module
 */

import { defineFormat, type DocumentSummary, type FormatDescriptor } from '@anim/core';
import { fromClip, type FromClipOptions } from './from-clip.js';
import { FORMAT_ID, readMaya } from './read.js';
import { sniffMaya } from './sniff.js';
import { toClip, type ToClipOptions } from './to-clip.js';
import type { MayaAnimDocument, MayaReadOptions, MayaWriteOptions } from './types.js';
import { timeUnitRate } from './units.js';
import { writeMaya } from './write.js';

/** Counts curves, keys and placeholders; the duration is the header's clipboard range when it has one. */
export function summarizeMaya(doc: MayaAnimDocument): DocumentSummary {
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
  const rate = timeUnitRate(header.timeUnit ?? 'film');
  const duration =
    header.startTime !== undefined && header.endTime !== undefined && rate !== undefined
      ? ((header.endTime - header.startTime) * rate.denominator) / rate.numerator
      : undefined;
  return {
    version: header.animVersion,
    tracks,
    keyframes,
    duration,
    details: {
      mayaVersion: header.mayaVersion,
      timeUnit: header.timeUnit,
      linearUnit: header.linearUnit,
      angularUnit: header.angularUnit,
      placeholders,
    },
  };
}

/**
 * Maya ASCII `.anim` (animImportExport): id `maya`, extension `anim`, recognised by its leading
 * `animVersion` statement. A Unity `.anim` (YAML, `%YAML`) is rejected by `sniff` and `read` throws a
 * ParseError saying "this is a Unity animation clip, not a Maya .anim".
 */
export const mayaFormat: FormatDescriptor<MayaAnimDocument, MayaReadOptions & ToClipOptions, MayaWriteOptions & FromClipOptions> =
  defineFormat<MayaAnimDocument, MayaReadOptions & ToClipOptions, MayaWriteOptions & FromClipOptions>({
    id: FORMAT_ID,
    name: 'Maya ASCII .anim',
    extensions: ['anim'],
    mimeTypes: [],
    binary: false,
    sniff: sniffMaya,
    read: readMaya,
    write: writeMaya,
    summarize: summarizeMaya,
    toClip,
    fromClip,
  });
