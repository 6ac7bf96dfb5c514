/** Channels of the reference files, and maya → clip → maya keeping names, types, keys and flags (issue 17). */
import { describe, expect, it } from 'vitest';
import { mayaFromClip, mayaToClip, readMaya, resolveMayaCurves, writeMaya, type MayaDocument } from '../src/index.js';
import { mayaKeyList } from '../src/keys.js';
import { animFiles, bytesOf, needsThousands } from './corpus-helpers.js';

const read = (name: string): MayaDocument => readMaya(bytesOf(name), { thousandsSeparators: needsThousands(name) });

describe('channels of the reference files', () => {
  it('every translate/rotate/scale/visibility curve gets its channel, custom attributes stay properties', () => {
    expect(animFiles).toHaveLength(16);
    const counts: Record<string, number> = {};
    for (const name of animFiles) {
      for (const track of mayaToClip(read(name)).value.tracks) {
        const key = `${track.channel!.kind}${track.channel!.rotationOrder === undefined ? '' : `/${track.channel!.rotationOrder}`}`;
        counts[key] = (counts[key] ?? 0) + 1;
      }
    }
    expect(counts).toStrictEqual({ translation: 39, 'rotation/xyz': 58, scale: 4, visibility: 1, property: 122 });
  });

  it('scale curves written with a linear output (IONET, StudioSB) are scale factors, with a unit-changed warning', () => {
    const scale = (name: string): unknown[] => {
      const { value: clip, warnings } = mayaToClip(read(name));
      const tracks = clip.tracks.filter((t) => t.channel?.kind === 'scale');
      const warned = warnings.filter((w) => w.code === 'unit-changed' && tracks.some((t) => t.name === w.path));
      return [tracks.map((t) => t.unit), warned.length];
    };
    expect(scale('ionet_skeleton_main.anim')).toStrictEqual([['none', 'none'], 2]);
    expect(scale('studiosb_deg.anim')).toStrictEqual([['none'], 1]);
  });
});

/** Each curve's names, output type and keys (time, value, held/stepnext out-tangents, flags). */
function curves(doc: MayaDocument): unknown[] {
  return doc.anims
    .filter((a) => a.animData !== undefined)
    .map((a) => ({
      names: [a.attribute, a.leafAttribute, a.node],
      output: a.animData!.output ?? 'linear',
      keys: mayaKeyList(a.animData!.keys).map((k) => [
        k.outTangentType === 'stepnext' || k.outTangentType === 'step' ? k.outTangentType : '-',
        k.tangentLocked,
        k.weightLocked,
        k.breakdown,
      ]),
    }));
}

describe('maya → clip → maya (corpus)', () => {
  for (const name of animFiles) {
    it(`${name}: the same curves, names, output types, key times, step/stepnext keys and flags`, () => {
      const source = read(name);
      const back = readMaya(writeMaya(mayaFromClip(mayaToClip(source).value).value));
      expect(curves(back)).toStrictEqual(curves(source));
      // Key times in seconds (a curve's own inputUnit becomes the header's time unit).
      const before = resolveMayaCurves(source);
      const after = resolveMayaCurves(back);
      before.forEach((curve, i) => {
        curve.x.forEach((x, k) => {
          expect(after[i]!.x[k]).toBeCloseTo(x, 9);
        });
      });
    });
  }
});
