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
 * name. Names are stable: they depend only on the file, never on which nodes are animated.
 */
export function nodeNames(document: Document): NodeNames {
  const nodes = document.getRoot().listNodes();
  const taken = new Set<string>();
  const names: string[] = [];
  for (const node of nodes) if (node.getName() !== '') taken.add(node.getName());
  const seen = new Set<string>();
  nodes.forEach((node, i) => {
    const own = node.getName();
    let name: string;
    if (own !== '' && !seen.has(own)) name = own;
    else {
      name = own === '' ? `node${String(i)}` : `${own}#${String(i)}`;
      while (taken.has(name) || seen.has(name)) name = `${name}_`;
    }
    seen.add(name);
    names.push(name);
  });
  const nameOf = new Map<Node, string>();
  nodes.forEach((node, i) => nameOf.set(node, names[i]!));
  const parentOf = new Map<Node, Node>();
  for (const node of nodes) for (const child of node.listChildren()) parentOf.set(child, node);
  return { names, nodes, nameOf, parentOf };
}
