import { describe, expect, it } from 'vitest';
import { animjFormat, animxFormat, readAnimj, readAnimx, sniffAnimj, sniffAnimx } from '../src/index.js';
import { bytes } from './helpers.js';

describe('descriptors', () => {
  it('describe both formats', () => {
    expect([animjFormat.id, animjFormat.extensions, animjFormat.binary]).toEqual(['animj', ['animj'], false]);
    expect([animxFormat.id, animxFormat.extensions, animxFormat.binary]).toEqual(['animx', ['animx'], true]);
  });

  it('sniff by content', () => {
    expect(sniffAnimj(bytes('animj/hand/syntax_bom.animj'))).toBe(true);
    expect(sniffAnimj(bytes('animx/resonite-core/vt_float.animx'))).toBe(false);
    expect(sniffAnimx(bytes('animx/redx/redx_browse.animx'))).toBe(true);
    expect(sniffAnimx(bytes('animj/hand/vt_float.animj'))).toBe(false);
  });

  it('summarise tracks, keyframes and duration (seconds)', () => {
    const summary = animjFormat.summarize(readAnimj(bytes('animj/hand/tt_curve_tangent.animj')));
    expect(summary).toEqual({
      tracks: 2,
      keyframes: 5,
      duration: 3,
      details: { name: 'tangent', trackTypes: ['Curve'], valueTypes: ['float', 'float3'] },
    });
    const animx = animxFormat.summarize(readAnimx(bytes('animx/resonite-core/tt_curve_tangent.animx')));
    expect([animx.version, animx.tracks, animx.keyframes]).toEqual(['1', 2, 5]);
  });

  it('convert through the descriptors', () => {
    const doc = readAnimx(bytes('animx/resonite-core/tt_curve_tangent.animx'));
    const clip = animxFormat.toClip!(doc).value;
    expect(clip.tracks.map((t) => [t.name, t.valueType, t.components])).toEqual([
      ['A.X', 'scalar', 1],
      ['A.Position', 'vec3', 3],
    ]);
    expect(clip.duration).toBe(3);
    const back = animjFormat.fromClip!(clip).value;
    expect(back.tracks.map((t) => [t.trackType, t.valueType])).toEqual([
      ['Curve', 'float'],
      ['Curve', 'float3'],
    ]);
  });
});
