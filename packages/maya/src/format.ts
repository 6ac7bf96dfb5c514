/**
 * The `maya` format descriptor for applications that take a list of formats (the CLI).
 *
 * @module
 */

import { defineFormat, type DocumentSummary, findTimeUnitRate, type FormatCapabilities, type FormatDescriptor } from '@anim/core';
import { DEFAULT_TIME_UNIT } from './constants.js';
import { mayaFromClip, type MayaFromClipOptions } from './from-clip.js';
import { readMaya } from './read.js';
import { mayaMeta } from './meta.js';
import { mayaSpace } from './space.js';
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
 * What a Maya `.anim` file holds, for the convert pipeline: numeric curves only (scalar, int, bool) with
 * transforms as one curve per axis, rotations as Euler angles in degrees (with a `rotateOrder` curve for
 * orders other than xyz), lengths in centimetres (Maya's default unit), keys at free times with constant
 * (step), linear and Bézier (fixed tangent) segments; every node and attribute name, no markers.
 */
export const MAYA_CAPABILITIES: FormatCapabilities = {
  valueTypes: ['scalar', 'int', 'bool'],
  channels: ['translation', 'rotation', 'scale', 'visibility', 'point', 'property'],
  transforms: 'components',
  interpolations: ['constant', 'linear', 'bezier'],
  time: 'keys',
  units: { length: 'cm', angle: 'deg' },
  names: 'free',
  markers: false,
  holds:
    'numeric curves (scalar, int or bool tracks) on any node and attribute: translateX/Y/Z (cm), rotateX/Y/Z (Euler degrees with a rotate order), scaleX/Y/Z, visibility and any other numeric property; no vectors, quaternions, colours or strings until split into scalar channels, no markers',
};


/**
 * Maya ASCII `.anim` (animImportExport): id `maya`, extension `anim`, recognised by its leading
 * `animVersion` statement. A Unity `.anim` (YAML, `%YAML`) is rejected by `sniff` and `read` throws a
 * ParseError saying "this is a Unity animation clip, not a Maya .anim".
 */
export const mayaFormat: FormatDescriptor<MayaDocument, ReadMayaOptions & MayaToClipOptions, WriteMayaOptions & MayaFromClipOptions> =
  defineFormat<MayaDocument, ReadMayaOptions & MayaToClipOptions, WriteMayaOptions & MayaFromClipOptions>({
    ...mayaMeta,
    read: readMaya,
    write: writeMaya,
    summarize: summarizeMaya,
    toClip: mayaToClip,
    fromClip: mayaFromClip,
    capabilities: MAYA_CAPABILITIES,
    // Maya's default world; a Z-up scene with the `upAxis` options (see README "Coordinate system")
    space: mayaSpace(),
    spaceFor: (options) => mayaSpace(options.upAxis === 'z' ? 'z' : 'y'),
    // What another format loses of `extras.maya` (warned by the convert pipeline); the names, indices,
    // tangent types, units and the weighted flag are carried by the track's name, channel, unit and handles.
    extrasMeaning: {
      clip: { placeholders: 'clipboard placeholder lines (unanimated nodes of the hierarchy)' },
      track: { tangentLocked: 'tangent lock flags', weightLocked: 'weight lock flags', breakdown: 'breakdown keys' },
    },
  });
