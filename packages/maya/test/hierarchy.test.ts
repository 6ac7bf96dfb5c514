/**
 * The node hierarchy of `.anim` files (issue #28 part 3): read from the clipboard's depth-first order
 * and child counts into `clip.parents`, written back depth first with rows as depths, child counts and
 * placeholder lines for unanimated nodes.
 */
import { createClip, createTrack, WarningSink, type Clip } from '@anim/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayaFromClip, mayaToClip, readMaya, writeMaya } from '../src/index.js';
import { clipboardParents } from '../src/hierarchy.js';
import { encode, seedJointChain } from './helpers.js';

const rotate = (node: string) =>
  createTrack({
    node,
    property: 'rotateZ',
    valueType: 'scalar',
    unit: 'deg',
    channel: { kind: 'rotation', axis: 'z', rotationOrder: 'xyz' },
    keys: [
      { time: 0, value: 0, interpolation: 'linear' },
      { time: 1, value: 10, interpolation: 'linear' },
    ],
  });

describe('mayaToClip: the hierarchy', () => {
  it('reads the spec’s joint chain as joint1 → joint2 → joint3 → joint4 (the placeholder too)', () => {
    const clip = mayaToClip(readMaya(seedJointChain())).value;
    expect(clip.parents).toStrictEqual({ joint2: 'joint1', joint3: 'joint2', joint4: 'joint3' });
  });

  it('rebuilds MAnimCurveClipboard’s example tree from the child counts (rows all 0, as third-party writers write them)', () => {
    // A(0,3,0) B(1,1,0) C(2,1,0) C(2,1,1) C(2,1,2) D(3,0,0) E(1,0,0) F(1,2,0) G(2,0,0) H(2,0,0), rows zeroed.
    const lines = [['A', 3], ['B', 1], ['C', 1], ['C', 1], ['C', 1], ['D', 0], ['E', 0], ['F', 2], ['G', 0], ['H', 0]] as const;
    const anims = lines.map(([node, child]) => ({ node, row: 0, child, attr: 0 }));
    expect(clipboardParents(anims)).toStrictEqual({ B: 'A', C: 'B', D: 'C', E: 'A', F: 'A', G: 'F', H: 'F' });
  });

  it('leaves nodes after an exhausted root as roots, and a node seen again keeps its first parent', () => {
    const anims = [['a', 1], ['b', 0], ['c', 1], ['a', 0]].map(([node, child]) => ({ node: node as string, row: 0, child: child as number, attr: 0 }));
    expect(clipboardParents(anims)).toStrictEqual({ b: 'a' });
    expect(clipboardParents([{ node: 'x', row: 0, child: 0, attr: 0 }])).toBeUndefined();
  });
});

describe('clipboardParents: child counts that describe no tree (bad input)', () => {
  const objects = (list: readonly (readonly [string, number])[]) => list.map(([node, child]) => ({ node, row: 0, child, attr: 0 }));
  const read = (list: readonly (readonly [string, number])[]) => {
    const sink = new WarningSink();
    const parents = clipboardParents(objects(list), sink);
    return { parents, warnings: sink.warnings.map((w) => ({ code: w.code, path: w.path })) };
  };

  it('a consistent tree gives no warning', () => {
    expect(read([['A', 2], ['B', 0], ['C', 0]])).toStrictEqual({ parents: { B: 'A', C: 'A' }, warnings: [] });
  });

  it('a child count larger than the objects that follow: the tree as far as it goes, one warning naming the node', () => {
    expect(read([['A', 3], ['B', 0]])).toStrictEqual({ parents: { B: 'A' }, warnings: [{ code: 'invalid-value', path: 'A' }] });
    // nested: B says 2 children, only C follows; A's count is used up by B
    expect(read([['A', 1], ['B', 2], ['C', 0]])).toStrictEqual({ parents: { B: 'A', C: 'B' }, warnings: [{ code: 'invalid-value', path: 'B' }] });
  });

  it('a node listed again after other objects keeps its first parent, warned', () => {
    expect(read([['a', 1], ['b', 0], ['c', 1], ['a', 0]])).toStrictEqual({ parents: { b: 'a' }, warnings: [{ code: 'invalid-value', path: 'a' }] });
    // listed again inside another subtree: not made its own descendant's child
    expect(read([['a', 1], ['b', 1], ['a', 0]])).toStrictEqual({ parents: { b: 'a' }, warnings: [{ code: 'invalid-value', path: 'a' }] });
  });

  it('through mayaToClip: the warnings reach the conversion result', () => {
    const text = ['animVersion 1.1;', 'timeUnit film;', 'anim rotate.rotateZ rotateZ A 0 5 0;', 'animData {', '  keys {', '    0 0 linear linear 1 1 0;', '  }', '}', ''].join('\n');
    const { value, warnings } = mayaToClip(readMaya(encode(text)));
    expect(value.parents).toBeUndefined();
    expect(warnings.map((w) => [w.code, w.path])).toContainEqual(['invalid-value', 'A']);
  });

  it('any sequence of objects and counts: parents form a forest over the listed nodes, every warning names a listed node (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c', 'd', 'e'), fc.nat(4)), { maxLength: 12 }), (list) => {
        const { parents = {}, warnings } = read(list);
        const nodes = new Set<string>(list.map(([n]) => n));
        for (const [child, parent] of Object.entries(parents)) {
          expect(nodes.has(child) && nodes.has(parent)).toBe(true);
          // no cycle: walking up ends
          let at: string | undefined = parent;
          for (let steps = 0; at !== undefined; steps++) {
            expect(steps).toBeLessThan(nodes.size);
            at = parents[at];
          }
        }
        for (const w of warnings) expect(nodes.has(w.path ?? '')).toBe(true);
      }),
      { seed: 34 },
    );
  });
});

describe('mayaFromClip: the hierarchy', () => {
  it('writes nodes depth first with rows as depths, child counts and placeholders for unanimated nodes', () => {
    // joint3 and the end joint are animated; joint1 (root) and joint2 are not; a sibling branch arm under joint1.
    const clip = createClip({
      tracks: [rotate('end'), rotate('arm'), rotate('joint3')],
      parents: { joint2: 'joint1', joint3: 'joint2', end: 'joint3', arm: 'joint1' },
    });
    const { value: doc, warnings } = mayaFromClip(clip);
    expect(doc.anims.map((a) => [a.node, a.row, a.child, a.attr, a.animData === undefined ? 'placeholder' : a.leafAttribute])).toStrictEqual([
      ['joint1', 0, 2, 0, 'placeholder'],
      ['joint2', 1, 1, 0, 'placeholder'],
      ['joint3', 2, 1, 0, 'rotateZ'],
      ['end', 3, 0, 0, 'rotateZ'],
      ['arm', 1, 0, 0, 'rotateZ'],
    ]);
    expect(warnings).toStrictEqual([]);
    // Read back: the same tree.
    expect(mayaToClip(readMaya(writeMaya(doc))).value.parents).toStrictEqual(clip.parents);
  });

  it('names nodes by their leaf (a Unity path under its parent path)', () => {
    const clip = createClip({ tracks: [rotate('Hinge/Door/Handle'), rotate('Hinge/Door')], parents: { 'Hinge/Door/Handle': 'Hinge/Door', 'Hinge/Door': 'Hinge' } });
    const { value: doc, warnings } = mayaFromClip(clip);
    expect(doc.anims.map((a) => [a.node, a.row, a.child])).toStrictEqual([
      ['Hinge', 0, 1],
      ['Door', 1, 1],
      ['Handle', 2, 0],
    ]);
    expect(warnings).toStrictEqual([]);
  });

  it('keeps the spec’s joint chain through the core model, placeholder and all', () => {
    const bytes = seedJointChain();
    const clip = mayaToClip(readMaya(bytes)).value;
    const { value: doc } = mayaFromClip(clip, { mayaVersion: '2.0', timeUnit: 'ntsc' });
    const lines = (b: Uint8Array): string[] => new TextDecoder().decode(b).split('\n').filter((l) => l.startsWith('anim '));
    expect(lines(writeMaya(doc))).toStrictEqual(lines(bytes));
  });

  it('warns once, with the source’s reason, for a clip whose source states no hierarchy', () => {
    const clip: Clip = { ...createClip({ tracks: [rotate('bone1'), rotate('bone2')] }), noHierarchy: 'the skeleton is in another file' };
    const codes = mayaFromClip(clip).warnings.map((w) => w.code);
    expect(codes).toStrictEqual(['hierarchy-flattened']);
  });

  it('any forest of animated and unanimated nodes reads back as the same parents (property)', () => {
    const forest = fc.array(fc.record({ parent: fc.option(fc.nat(), { nil: undefined }), animated: fc.boolean() }), { minLength: 1, maxLength: 10 });
    fc.assert(
      fc.property(forest, (spec) => {
        const parents: Record<string, string> = {};
        spec.forEach(({ parent }, i) => {
          if (parent !== undefined && i > 0) parents[`n${String(i)}`] = `n${String(parent % i)}`;
        });
        const animated = spec.map((s, i) => (s.animated || i === spec.length - 1 ? `n${String(i)}` : undefined)).filter((n): n is string => n !== undefined);
        const clip = createClip({ tracks: animated.map(rotate), parents });
        const back = mayaToClip(readMaya(writeMaya(mayaFromClip(clip).value))).value;
        // Every node of the hierarchy is written (animated or as a placeholder) and keeps its parent.
        expect(back.parents ?? {}).toStrictEqual(parents);
      }),
      { numRuns: 200 },
    );
  });
});

it('a file without child counts has no hierarchy', () => {
  const doc = readMaya(encode('animVersion 1.1;\nanim translate.translateX translateX a 0 0 0;\nanimData {\n  keys {\n    1 0 linear linear 1 1 0;\n  }\n}\n'));
  expect(mayaToClip(doc).value.parents).toBeUndefined();
});
