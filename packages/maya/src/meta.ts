/**
 * Maya ASCII `.anim` at a glance.
 *
 * The light face of the format (`@anim/maya/meta`): id, name, extensions, the cheap sniffer and the
 * command-line options, without the readers, writers and conversions, so that a list of formats
 * (`@anim/formats`, the `anim` command's `--help`) can detect and describe the format before loading
 * the package. The full descriptor in `format.ts` spreads it.
 *
 * @module
 */
import type { FormatMeta, FormatOption } from '@anim/core';
import { FORMAT_ID } from './constants.js';
import { sniffMaya } from './sniff.js';

/**
 * The Maya options the CLI offers as `--maya-<flag>`: the output time unit and up axis, and the read
 * options `lenient`, `thousandsSeparators`, `rotationOrder` and `upAxis` (which also reach `mayaToClip`).
 */
export const MAYA_OPTIONS: readonly FormatOption[] = [
  {
    flag: 'time-unit',
    value: '<unit>',
    key: 'timeUnit',
    description:
      'Maya output: time unit of the keys (game 15, film 24, pal 25, ntsc 30, show 48, palf 50, ntscf 60 fps, or e.g. 23.976fps; default: the clip rate, else film)',
  },
  {
    flag: 'lenient',
    use: 'read',
    key: 'lenient',
    description:
      "Maya input: accept, with a warning each, what Maya's importer tolerates (header keywords before animVersion, unknown tangent words as global, unknown units as the default)",
  },
  {
    flag: 'thousands-separators',
    use: 'read',
    key: 'thousandsSeparators',
    description: "Maya input: read numbers with ',' thousands separators (1,234.5) as IONET's exporter writes them",
  },
  {
    flag: 'rotation-order',
    value: '<order>',
    use: 'read',
    key: 'rotationOrder',
    choices: ['xyz', 'yzx', 'zxy', 'xzy', 'yxz', 'zyx'],
    description: "Maya input: rotation order of rotateX/Y/Z curves on nodes without a rotateOrder curve (the file does not store it; default xyz)",
  },
  {
    flag: 'up-axis',
    value: '<axis>',
    use: 'read',
    key: 'upAxis',
    choices: ['y', 'z'],
    description: "Maya input: the scene's up axis (the file does not store it; default y); a Z-up scene is turned upright for Y-up formats",
  },
  {
    flag: 'output-up-axis',
    value: '<axis>',
    key: 'upAxis',
    choices: ['y', 'z'],
    description: "Maya output: the up axis of the scene the curves are for (default y); values are moved into it",
  },
];

/** Maya ASCII `.anim`: id `maya`, extension `anim`, recognised by its leading `animVersion` statement. */
export const mayaMeta: FormatMeta = {
  id: FORMAT_ID,
  name: 'Maya ASCII .anim',
  extensions: ['anim'],
  mimeTypes: [],
  binary: false,
  sniff: sniffMaya,
  options: MAYA_OPTIONS,
};
