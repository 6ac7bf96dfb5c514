/**
 * The node hierarchy of a clip ({@link Clip.parents}) as format adapters read and write it: a node's
 * leaf name and path, the nodes in depth-first order, and the one warning for a hierarchy a target
 * cannot hold.
 *
 * Node names come in two styles that both work here: leaf names (`Handle` with parent `Door`, as glTF
 * and Maya name nodes) and paths (`Hinge/Door/Handle` with parent `Hinge/Door`, as Unity binds them).
 * The leaf of a node is its name without its parent's name and `/` in front, so both styles give the
 * same path (`Hinge/Door/Handle`).
 *
 * @module
 */
import type { Clip } from './types.js';
import type { WarningSink } from './warnings.js';

/** A node → parent map, as {@link Clip.parents}. */
export type ParentMap = Readonly<Record<string, string>>;

/** The parent of `node` in `parents` (own keys only: a node named `constructor` has no inherited parent). */
export function parentOf(parents: ParentMap | undefined, node: string): string | undefined {
  return parents !== undefined && Object.prototype.hasOwnProperty.call(parents, node) ? parents[node] : undefined;
}

/**
 * The leaf name of `node`: its name without its parent's name and `/` in front when it starts with
 * them (`Hinge/Door/Handle` under `Hinge/Door` → `Handle`), else its name (`Handle` under `Door`).
 */
export function leafName(parents: ParentMap | undefined, node: string): string {
  const parent = parentOf(parents, node);
  return parent !== undefined && parent !== '' && node.startsWith(`${parent}/`) ? node.slice(parent.length + 1) : node;
}

/**
 * The ancestors of `node`, nearest first (`Handle` → `['Door', 'Hinge']`). A cycle in `parents` ends
 * the list before the first node seen twice.
 */
export function ancestorsOf(parents: ParentMap | undefined, node: string): string[] {
  const seen = new Set<string>([node]);
  const out: string[] = [];
  for (let p = parentOf(parents, node); p !== undefined && !seen.has(p); p = parentOf(parents, p)) {
    seen.add(p);
    out.push(p);
  }
  return out;
}

/**
 * The path of `node`: the leaf names of its ancestors and itself joined by `/`, root first
 * (`Handle` under `Door` under `Hinge` → `Hinge/Door/Handle`; `Hinge/Door/Handle` under `Hinge/Door`
 * under `Hinge` → the same). `rootName(node)` may give a root's own segment (Unity's clip root object
 * is '' in paths); a segment '' adds no `/`.
 */
export function nodePath(parents: ParentMap | undefined, node: string, rootName?: (root: string) => string): string {
  const chain = [node, ...ancestorsOf(parents, node)].reverse();
  const segments = chain.map((n, i) => (i === 0 && rootName !== undefined ? rootName(n) : i === 0 ? n : leafName(parents, n)));
  // The root's segment is the whole name of the root; below, each node's leaf relative to its parent.
  return segments.filter((s) => s !== '').join('/');
}

/**
 * The nodes `nodes` and all their ancestors in depth-first order (a parent before its children,
 * children in the order they first appear in `nodes`, or as ancestors of a node of `nodes`), each once:
 * the order Maya's clipboard and glTF's node lists use. Nodes on a cycle of `parents` come last.
 */
export function depthFirstNodes(nodes: readonly string[], parents: ParentMap | undefined): string[] {
  const all: string[] = [];
  const known = new Set<string>();
  for (const node of nodes) {
    for (const n of [...ancestorsOf(parents, node)].reverse().concat(node)) {
      if (known.has(n)) continue;
      known.add(n);
      all.push(n);
    }
  }
  const children = new Map<string, string[]>();
  const roots: string[] = [];
  for (const n of all) {
    const p = ancestorsOf(parents, n)[0];
    if (p === undefined) roots.push(n);
    else children.set(p, [...(children.get(p) ?? []), n]);
  }
  const out: string[] = [];
  const done = new Set<string>();
  const visit = (n: string): void => {
    if (done.has(n)) return;
    done.add(n);
    out.push(n);
    for (const c of children.get(n) ?? []) visit(c);
  };
  for (const r of roots) visit(r);
  // Nodes on a cycle of `parents` have no root: each is listed once, in order of first appearance.
  for (const n of all) visit(n);
  return out;
}

/**
 * The one warning of a target that holds no node hierarchy (`hierarchy-flattened`): names the written
 * nodes `nodes` that had a parent their name does not already carry (`Hinge/Door/Handle` carries
 * `Hinge/Door`; `joint2` does not carry `joint1`). Nothing when there are none.
 */
export function warnFlattened(clip: Clip, nodes: Iterable<string>, target: string, sink: WarningSink): void {
  const lost = [...new Set(nodes)].filter((n) => {
    const p = parentOf(clip.parents, n);
    return p !== undefined && !n.startsWith(`${p}/`);
  });
  if (lost.length === 0) return;
  const list = lost.slice(0, 8).map((n) => `${n} (under ${parentOf(clip.parents, n)!})`);
  sink.warn(
    'hierarchy-flattened',
    `${target} holds no node hierarchy: ${String(lost.length)} node${lost.length === 1 ? '' : 's'} lost ${lost.length === 1 ? 'its parent' : 'their parents'}, so local transforms are written as if at the root: ${list.join(', ')}${lost.length > 8 ? `, … and ${String(lost.length - 8)} more` : ''}`,
  );
}

/**
 * The one warning of a target that holds a node hierarchy, for a clip whose source states none
 * ({@link Clip.noHierarchy}): `hierarchy-flattened` with the source's reason, when two or more nodes are
 * written. Nothing otherwise.
 */
export function warnNoHierarchy(clip: Clip, nodes: Iterable<string>, target: string, sink: WarningSink): void {
  const count = new Set(nodes).size;
  if (clip.noHierarchy === undefined || clip.parents !== undefined || count < 2) return;
  sink.warn('hierarchy-flattened', `${target} gets ${String(count)} nodes, all at the root: ${clip.noHierarchy}`);
}
