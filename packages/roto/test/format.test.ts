import { describe, expect, it } from 'vitest';
import { rotoFormat } from '../src/index.js';
import { fixtureBytes } from './fixture-list.js';
import { shape, tree } from './helpers.js';

const enc = new TextEncoder();

describe('rotoFormat', () => {
  it('is the roto text format for .nk and .gizmo', () => {
    expect(rotoFormat).toMatchObject({ id: 'roto', extensions: ['nk', 'gizmo'], binary: false });
  });

  it('declares what it can store: 2D points and transforms in px and degrees, fixed names, no markers', () => {
    const caps = rotoFormat.capabilities!;
    expect(caps).toMatchObject({ valueTypes: ['vec2', 'scalar'], transforms: 'vectors', time: 'keys', units: { length: 'px', angle: 'deg' }, names: 'fixed', markers: false });
    expect(caps.channels).toEqual(expect.arrayContaining(['point', 'property']));
    expect(caps.holds).toContain('points/<i>/center');
    expect(rotoFormat.options).toEqual([expect.objectContaining({ flag: 'node-name', key: 'nodeName', use: 'write' })]);
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
    // Every track is carried: points, the keyed opacity, and the shapes' pivots (written as `{t …}` fields).
    expect(warnings).toEqual([]);
    const again = rotoFormat.read(rotoFormat.write(back));
    expect(again.nodes[0]!.curves).toEqual(back.nodes[0]!.curves);
    const tracks = rotoFormat.toClip!(again).value.tracks;
    expect(tracks.map((t) => t.name)).toEqual(clip.tracks.map((t) => t.name));
    const pivot = tracks.find((t) => t.name === 'Root/Box/transform/pivot')!;
    const before = clip.tracks.find((t) => t.name === 'Root/Box/transform/pivot')!;
    expect(Array.from(pivot.values)).toEqual(Array.from(before.values));
    expect(Array.from(pivot.times)).toEqual(Array.from(before.times));
  });
});
