import { describe, expect, it } from 'vitest';
import { rotoFormat } from '../src/index.js';
import { fixtureBytes } from './fixture-list.js';
import { shape, tree } from './helpers.js';

const enc = new TextEncoder();

describe('rotoFormat', () => {
  it('is the roto text format for .nk and .gizmo', () => {
    expect(rotoFormat).toMatchObject({ id: 'roto', extensions: ['nk', 'gizmo'], binary: false });
  });

  it('sniffs bare knobs (with or without quoting braces) and scripts with roto nodes only', () => {
    const knob = tree(shape('{px 1 {0 0} {1 2} {0 0}}'));
    expect(rotoFormat.sniff(enc.encode(knob))).toBe(true);
    expect(rotoFormat.sniff(enc.encode(`{${knob}}`))).toBe(true);
    expect(rotoFormat.sniff(enc.encode('Blur {\n size 3\n}\nSplineWarp3 {\n}\n'))).toBe(true);
    expect(rotoFormat.sniff(enc.encode('clone node7fe0c2a2f800|Roto|31063 Roto {\n}\n'))).toBe(true);
    expect(rotoFormat.sniff(enc.encode('clone $Cc2a2f800 {\n xpos 1\n}\n'))).toBe(false);
    expect(rotoFormat.sniff(enc.encode('Blur {\n name Roto {\n}\n'))).toBe(false);
    expect(rotoFormat.sniff(enc.encode('{"a": {"v": 1}}'))).toBe(false);
  });

  it('summarises per node with the grammar terms, and per shape', () => {
    const doc = rotoFormat.read(fixtureBytes('animated-shapes.nk'));
    const s = rotoFormat.summarize(doc);
    expect(s.version).toBe('1.2');
    expect(s.details?.nodes).toEqual([{ node: 'Roto1', class: 'Roto', layers: 2, curvegroups: 2, cubiccurves: 0, controlPoints: 21 }]);
    expect(s.details?.shapes).toEqual([
      { node: 'Roto1', path: 'Root/Moving/Triangle', kind: 'curvegroup', type: 'bezier', points: 3, keyedFrames: [1, 12, 24] },
      { node: 'Roto1', path: 'Root/Box', kind: 'curvegroup', type: 'bezier', points: 4, keyedFrames: [1, 12, 24] },
    ]);
    // 21 points × 2 dimensions + 2 tx fields per shape + the keyed opacity; 3 keys each.
    expect(s.tracks).toBe(21 * 2 + 2 * 2 + 1);
    expect(s.keyframes).toBe((21 * 2 + 2 * 2) * 3 + 2);
  });

  it('converts through the descriptor: toClip, fromClip, write, read', () => {
    const doc = rotoFormat.read(fixtureBytes('animated-shapes.nk'));
    const clip = rotoFormat.toClip!(doc).value;
    const { value: back, warnings } = rotoFormat.fromClip!(clip);
    expect(back.nodes[0]!.class).toBe('Roto');
    // Shape transforms are not written from a clip: their pivot tracks are dropped, with a warning each.
    const pivots = ['Root/Moving/Triangle/transform/pivot', 'Root/Box/transform/pivot'];
    expect(warnings.map((w) => [w.code, w.path])).toEqual(pivots.map((p) => ['track-dropped', p]));
    const again = rotoFormat.read(rotoFormat.write(back));
    expect(again.nodes[0]!.curves).toEqual(back.nodes[0]!.curves);
    const names = clip.tracks.map((t) => t.name);
    expect(rotoFormat.toClip!(again).value.tracks.map((t) => t.name)).toEqual(names.filter((n) => !pivots.includes(n)));
  });
});
