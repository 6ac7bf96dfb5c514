/**
 * Unique, stable names for a document's nodes and their hierarchy, as the core model's track nodes
 * and `clip.parents`.
 *
 * @module
 */
import type { Document, Node } from '@gltf-transform/core';

/** The node names of a document, by node. */
export interface NodeNames {
  /** The unique name of each node, in `listNodes()` order. */
  readonly names: readonly string[];
  /** The nodes, in the file's order. */
  readonly nodes: readonly Node[];
  /** The name of a node. */
  readonly nameOf: ReadonlyMap<Node, string>;
  /** The parent node of each node that has one. */
  readonly parentOf: ReadonlyMap<Node, Node>;
}

/**
 * Names every node: its own `name` when it is unique and not empty; `node<i>` (i = its index in the
 * file's `nodes` array) for an unnamed node; `<name>#<i>` for the second and later nodes sharing a
 * name. A node whose extras say `{ "anim": { "pathName": true } }` (as `gltfFromClip` marks the nodes
 * of a clip whose node names are paths, `Hinge/Door/Handle`) is named its parent's name, `/` and its own
 * name, so the clip's node names come back. Names are stable: they depend only on the file, never on
 * which nodes are animated.
 */
export function nodeNames(document: Document): NodeNames {
  const nodes = document.getRoot().listNodes();
  const parentOf = new Map<Node, Node>();
  for (const node of nodes) for (const child of node.listChildren()) parentOf.set(child, node);
  const depth = (node: Node): number => {
    let d = 0;
    for (let p = parentOf.get(node); p !== undefined && d <= nodes.length; p = parentOf.get(p)) d++;
    return d;
  };
  const depths = nodes.map(depth);
  // Parents are named before their children (a path name starts with its parent's name).
  const order = nodes.map((_, i) => i).sort((a, b) => depths[a]! - depths[b]! || a - b);
  const taken = new Set<string>();
  for (const node of nodes) if (node.getName() !== '') taken.add(node.getName());
  const seen = new Set<string>();
  const names: string[] = new Array<string>(nodes.length);
  const indexOf = new Map(nodes.map((n, i) => [n, i]));
  for (const i of order) {
    const node = nodes[i]!;
    const parent = parentOf.get(node);
    const own = node.getName();
    const path = own !== '' && parent !== undefined && isPathName(node) ? `${names[indexOf.get(parent)!]!}/${own}` : own;
    let name: string;
    if (path !== '' && !seen.has(path)) name = path;
    else {
      name = path === '' ? `node${String(i)}` : `${path}#${String(i)}`;
      while (taken.has(name) || seen.has(name)) name = `${name}_`;
    }
    seen.add(name);
    names[i] = name;
  }
  const nameOf = new Map<Node, string>();
  nodes.forEach((node, i) => nameOf.set(node, names[i]!));
  return { names, nodes, nameOf, parentOf };
}

/** The node extras key under which {@link PATH_NAME} is set. */
export const NODE_EXTRAS = 'anim';

/** The flag of a node whose core name is its parent's name, `/` and its own (see {@link nodeNames}). */
export const PATH_NAME = 'pathName';

/** True when the node's extras mark its core name as a path. */
function isPathName(node: Node): boolean {
  const anim = (node.getExtras() as Record<string, unknown> | null | undefined)?.[NODE_EXTRAS];
  return typeof anim === 'object' && anim !== null && (anim as Record<string, unknown>)[PATH_NAME] === true;
}
