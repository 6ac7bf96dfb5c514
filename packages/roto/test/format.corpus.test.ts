import { corpusBytes } from '@anim/test-utils';
import { describe, expect, it } from 'vitest';
import { rotoFormat } from '../src/index.js';

describe('rotoFormat on reference files', () => {
  it('summarises per node with the grammar terms, and per shape', () => {
    const doc = rotoFormat.read(corpusBytes('roto', 'NukeSurvivalToolkit_publicRelease__create_inf.nk'));
    const s = rotoFormat.summarize(doc);
    expect(s.version).toBe('1.2');
    expect(s.details?.nodes).toEqual([{ node: 'RotoPaint6', class: 'RotoPaint', layers: 1, curvegroups: 1, cubiccurves: 0, controlPoints: 6 }]);
    expect(s.details?.shapes).toEqual([{ node: 'RotoPaint6', path: 'Root/Bezier2', kind: 'curvegroup', type: 'bezier', points: 2, keyedFrames: [1081] }]);
    // 12 px dimensions + 2 tx fields, one key each
    expect(s.tracks).toBe(14);
    expect(s.keyframes).toBe(14);
  });

  it('converts through the descriptor', () => {
    const doc = rotoFormat.read(corpusBytes('roto', 'NukeToolSet__DEMO.gizmo'));
    const clip = rotoFormat.toClip!(doc).value;
    const back = rotoFormat.fromClip!(clip).value;
    expect(back.nodes[0]!.class).toBe('Roto');
    expect(rotoFormat.read(rotoFormat.write(back)).nodes[0]!.curves).toEqual(back.nodes[0]!.curves);
  });
});
