/**
 * The format descriptor for `@anim/*` tools: id `roto`, extensions `nk` and `gizmo`, text.
 *
 * @module
 */
import { defineFormat } from '@anim/core';
import { SPACE } from './constants.js';
import { rotoFromClip } from './from-clip.js';
import { readRoto } from './read.js';
import { rotoMeta } from './meta.js';
import { summarizeRoto } from './summary.js';
import { rotoToClip } from './to-clip.js';
import type { RotoDocument } from './types.js';
import { writeRoto, type WriteRotoOptions } from './write.js';

/**
 * Nuke Roto/RotoPaint/SplineWarp curves (`.nk` scripts, `.gizmo` files, bare curves knobs). `read`
 * keeps the whole script; `write` changes only the knob bytes of what was edited; `summarize` puts the
 * per-node counts in `details.nodes`; `toClip`/`fromClip` convert shapes to and from point tracks.
 */
export const rotoFormat = defineFormat<RotoDocument, object, WriteRotoOptions>({
  ...rotoMeta,
  read: readRoto,
  write: writeRoto,
  summarize: summarizeRoto,
  toClip: rotoToClip,
  fromClip: rotoFromClip,
  capabilities: {
    valueTypes: ['vec2', 'scalar'],
    channels: ['point', 'translation', 'rotation', 'scale', 'visibility', 'property'],
    transforms: 'vectors',
    interpolations: ['constant', 'linear', 'bezier'],
    time: 'keys',
    units: { length: 'px', angle: 'deg' },
    names: 'fixed',
    markers: false,
    holds:
      'Bézier shapes of 2D points: vec2 px tracks <layer>/<shape>/points/<i>/center|leftTangent|rightTangent|feather|featherLeftTangent|featherRightTangent ' +
      '(any other vec2 point track becomes a centre point), with the shape\'s scalar attributes/<name> tracks and its 2D transform ' +
      '(vec2 transform/translate|scale|pivot|skew|extraTranslate, scalar transform/rotate in degrees); no 3D transforms, quaternions or markers',
  },
  space: SPACE,
});
