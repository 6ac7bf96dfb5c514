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
import { ancestorsOf, depthFirstNodes, parentOf, type ParentMap, type WarningSink } from '@anim/core';
import type { MayaAnim } from './types.js';

/**
 * The parent of each node, rebuilt from the clipboard's depth-first order and child counts: the
 * consecutive lines of one node are one object, whose `child` field says how many of the following
 * objects (each with its own subtree) are its children. The `row` field (depth) is not used: the
 * third-party writers in the reference corpus (IONET, PositionWizard's Blender add-on, StudioSB) write
 * 0 there for every node but fill the child counts. Lines without a node name are no object.
 *
 * Counts that describe no tree are read as far as they go, as Maya's importer pastes such a clipboard
 * without complaint, and each inconsistency is one `invalid-value` warning on `sink` naming the node: a
 * node that appears again after other objects under another parent keeps its first parent; a count larger than the objects
 * that follow leaves its missing children out (the objects after the exhausted subtree are roots).
 * @returns the parent of each node, undefined when no node has a parent.
 */
export function clipboardParents(anims: readonly MayaAnim[], sink?: WarningSink): Record<string, string> | undefined {
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
    if (top !== undefined) top.left--;
    if (seen.has(node)) {
      // listed again: harmless where it has the same parent (or none) both times
      if (top?.node !== parents[node]) sink?.warn('invalid-value', `the clipboard lists node ${node} again, under ${top?.node ?? 'no parent'} (child counts that describe no tree); it keeps its first parent, ${parents[node] ?? 'none'}`, node);
    } else if (top !== undefined) parents[node] = top.node;
    seen.add(node);
    open.push({ node, left: anim.child });
  }
  for (const { node, left } of open) {
    if (left > 0) sink?.warn('invalid-value', `node ${node} has ${String(left)} more child${left === 1 ? '' : 'ren'} in its child count than objects follow in the clipboard; read without them`, node);
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
