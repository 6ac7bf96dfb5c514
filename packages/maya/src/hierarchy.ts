/**
 * The node hierarchy of an `.anim` file: Maya's animation clipboard lists objects depth first, each
 * `anim` line carrying `<row> <child> <attr>` — the object's depth below the copied root (row), its
 * number of children (child) and the curve's index on the object (attr). The spec's example
 * (`joint1 0 1 0`, `joint2 1 1 0`, `joint3 2 1 0`, `joint4 3 0 0`) is a chain; `MAnimCurveClipboard`'s
 * reference (Maya SDK) gives `A(0,3,0) B(1,1,0) C(2,1,0) D(3,0,0) E(1,0,0) F(1,2,0) G(2,0,0) H(2,0,0)`
 * for A with children B (→ C → D), E and F (→ G, H).
 *
 * @module
 */
import { ancestorsOf, depthFirstNodes, parentOf, type ParentMap } from '@anim/core';
import type { MayaAnim } from './types.js';

/**
 * The parent of each node, rebuilt from the clipboard's depth-first order and child counts: the
 * consecutive lines of one node are one object, whose `child` field says how many of the following
 * objects (each with its own subtree) are its children. The `row` field (depth) is not used: the
 * third-party writers in the reference corpus (IONET, PositionWizard's Blender add-on, StudioSB) write
 * 0 there for every node but fill the child counts. Lines without a node name are no object. A node
 * that appears again later keeps its first parent; a count larger than what follows leaves the
 * rest as roots. Undefined when no node has a parent.
 */
export function clipboardParents(anims: readonly MayaAnim[]): Record<string, string> | undefined {
  const parents: Record<string, string> = {};
  const seen = new Set<string>();
  const open: { node: string; left: number }[] = [];
  let previous: string | undefined;
  for (const anim of anims) {
    const node = anim.node;
    if (node === undefined || node === previous) continue;
    previous = node;
    while (open.length > 0 && open[open.length - 1]!.left <= 0) open.pop();
    const top = open[open.length - 1];
    if (top !== undefined) {
      top.left--;
      if (!seen.has(node) && top.node !== node) parents[node] = top.node;
    }
    seen.add(node);
    open.push({ node, left: anim.child });
  }
  return Object.keys(parents).length > 0 ? parents : undefined;
}

/** Where a node goes in the clipboard: its depth (row) and number of children (child). */
export interface ClipboardPlace {
  readonly row: number;
  readonly child: number;
}

/**
 * The clipboard order of `nodes` (in order of first appearance; callers pass the animated nodes, then
 * every node of the hierarchy) and their ancestors — depth first, a
 * parent before its children — with each node's depth and child count.
 */
export function clipboardOrder(nodes: readonly string[], parents: ParentMap): Map<string, ClipboardPlace> {
  const order = depthFirstNodes(nodes, parents);
  const children = new Map<string, number>();
  for (const node of order) {
    const parent = parentOf(parents, node);
    if (parent !== undefined) children.set(parent, (children.get(parent) ?? 0) + 1);
  }
  return new Map(order.map((node) => [node, { row: ancestorsOf(parents, node).length, child: children.get(node) ?? 0 }]));
}
