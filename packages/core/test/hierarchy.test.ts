/**
 * The node hierarchy helpers (issue #28 part 3): leaf names and paths agree for both naming styles
 * (leaf names as glTF and Maya give them, paths as Unity gives them), depth-first order puts parents
 * first, and the two warnings name what they should, once.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ancestorsOf, createClip, createTrack, depthFirstNodes, leafName, nodePath, WarningSink, warnFlattened, warnNoHierarchy } from '../src/index.js';

const track = (node: string) => createTrack({ node, property: 'x', valueType: 'scalar', unit: 'none', keys: [{ time: 0, value: 0, interpolation: 'linear' }] });

describe('leafName and nodePath', () => {
  it('give the same path for leaf names and for path names', () => {
    const leaves = { Handle: 'Door', Door: 'Hinge' };
    const paths = { 'Hinge/Door/Handle': 'Hinge/Door', 'Hinge/Door': 'Hinge' };
    expect(leafName(leaves, 'Handle')).toBe('Handle');
    expect(leafName(paths, 'Hinge/Door/Handle')).toBe('Handle');
    expect(nodePath(leaves, 'Handle')).toBe('Hinge/Door/Handle');
    expect(nodePath(paths, 'Hinge/Door/Handle')).toBe('Hinge/Door/Handle');
    expect(nodePath({ Hinge: 'root', ...leaves }, 'Handle', (r) => (r === 'root' ? '' : r))).toBe('Hinge/Door/Handle');
    expect(nodePath(undefined, 'Lamp')).toBe('Lamp');
  });

  it('stop at a cycle and never read inherited keys', () => {
    expect(ancestorsOf({ a: 'b', b: 'a' }, 'a')).toStrictEqual(['b']);
    expect(nodePath({}, 'constructor')).toBe('constructor');
  });

  it('rebuild each path of a random tree from leaf names and from path names alike (property)', () => {
    // A forest: node i > 0 has parent parentIndex[i] < i or none.
    const forest = fc.array(fc.option(fc.nat(), { nil: undefined }), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(forest, (spec) => {
        const parentOf = spec.map((p, i) => (p === undefined || i === 0 ? undefined : p % i));
        const path = (i: number): string => (parentOf[i] === undefined ? `n${String(i)}` : `${path(parentOf[i])}/n${String(i)}`);
        const leaves: Record<string, string> = {};
        const paths: Record<string, string> = {};
        parentOf.forEach((p, i) => {
          if (p === undefined) return;
          leaves[`n${String(i)}`] = `n${String(p)}`;
          paths[path(i)] = path(p);
        });
        parentOf.forEach((_, i) => {
          expect(nodePath(leaves, `n${String(i)}`)).toBe(path(i));
          expect(nodePath(paths, path(i))).toBe(path(i));
        });
        const order = depthFirstNodes(parentOf.map((_, i) => `n${String(i)}`).reverse(), leaves);
        expect(order).toHaveLength(parentOf.length);
        for (const [child, parent] of Object.entries(leaves)) expect(order.indexOf(parent)).toBeLessThan(order.indexOf(child));
      }),
    );
  });
});

describe('depthFirstNodes', () => {
  it('lists a parent before its subtree and adds unlisted ancestors', () => {
    // MAnimCurveClipboard's example: A has children B (→ C → D), E and F (→ G, H).
    const parents = { B: 'A', C: 'B', D: 'C', E: 'A', F: 'A', G: 'F', H: 'F' };
    expect(depthFirstNodes(['D', 'E', 'G', 'H'], parents)).toStrictEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
  });

  it('lists the nodes of a cycle too, once each', () => {
    expect(depthFirstNodes(['r', 'a'], { a: 'b', b: 'a' })).toStrictEqual(['r', 'b', 'a']);
  });
});

describe('hierarchy warnings', () => {
  it('warnFlattened names the nodes whose names do not carry their parent, once', () => {
    const clip = createClip({ tracks: [track('joint1'), track('joint2'), track('Hinge/Door')], parents: { joint2: 'joint1', 'Hinge/Door': 'Hinge' } });
    const sink = new WarningSink();
    warnFlattened(clip, clip.tracks.map((t) => t.node), 'animj', sink);
    expect(sink.warnings.map((w) => w.code)).toStrictEqual(['hierarchy-flattened']);
    expect(sink.warnings[0]!.message).toContain('joint2 (under joint1)');
    expect(sink.warnings[0]!.message).not.toContain('Hinge/Door');
    const none = new WarningSink();
    warnFlattened(createClip({ tracks: [track('a')] }), ['a'], 'animj', none);
    expect(none.warnings).toStrictEqual([]);
  });

  it('warnNoHierarchy repeats the source’s reason once, for two or more nodes', () => {
    const clip = createClip({ tracks: [track('bone1'), track('bone2')], noHierarchy: 'the skeleton is in another file' });
    const sink = new WarningSink();
    warnNoHierarchy(clip, ['bone1', 'bone2', 'bone2'], 'gltf', sink);
    expect(sink.warnings.map((w) => [w.code, w.message])).toStrictEqual([['hierarchy-flattened', 'gltf gets 2 nodes, all at the root: the skeleton is in another file']]);
    const one = new WarningSink();
    warnNoHierarchy(clip, ['bone1'], 'gltf', one);
    expect(one.warnings).toStrictEqual([]);
  });
});
