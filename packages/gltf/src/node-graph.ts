/**
 * Checks of the JSON that glTF-Transform does not make and that conversion relies on: the node
 * hierarchy is a forest (glTF 2.0 §3.5.3 "Transformations": "the node hierarchy MUST be a set of
 * disjoint strict trees", no cycles, each node at most one parent) and every `name` is a string
 * (§5: `glTFChildOfRootProperty.name` is a string). A cycle would make every walk up the parents
 * (`gltfToClip`) loop forever; a name that is not a string would reach writers as a track name.
 *
 * @module
 */
import type { GltfJson } from './json.js';
import { pointerError } from './json.js';

/** The top-level arrays whose items may have a `name` (§5, glTFChildOfRootProperty). */
const NAMED = ['accessors', 'animations', 'buffers', 'bufferViews', 'cameras', 'images', 'materials', 'meshes', 'nodes', 'samplers', 'scenes', 'skins', 'textures'] as const;

/**
 * Checks that every `name` is a string and that `nodes[*].children` lists valid node indices forming
 * disjoint trees (no node its own ancestor, no node with two parents). Linear in the node count.
 * @throws {ParseError} at the JSON pointer of the offending `name` or `children` entry.
 */
export function checkNodeGraph(json: GltfJson): void {
  for (const key of NAMED) {
    const list = json[key];
    if (!Array.isArray(list)) continue;
    list.forEach((item: unknown, i) => {
      if (typeof item !== 'object' || item === null) return;
      const name = (item as { name?: unknown }).name;
      if (name !== undefined && typeof name !== 'string') pointerError(`/${key}/${String(i)}/name`, 'a string (the name)', name === null ? 'null' : typeof name);
    });
  }
  const nodes = json.nodes;
  if (!Array.isArray(nodes)) return;
  const count = nodes.length;
  const parent = new Int32Array(count).fill(-1);
  nodes.forEach((node: unknown, i) => {
    const children = typeof node === 'object' && node !== null ? (node as { children?: unknown }).children : undefined;
    if (!Array.isArray(children)) return;
    children.forEach((child: unknown, j) => {
      const at = `/nodes/${String(i)}/children/${String(j)}`;
      if (typeof child !== 'number' || !Number.isInteger(child) || child < 0 || child >= count) pointerError(at, `a node index below ${String(count)}`, String(child));
      if (child === i) pointerError(at, 'a child other than the node itself (node hierarchies are trees)', String(child));
      if (parent[child] !== -1) pointerError(at, `a node without another parent (node ${String(child)} is already a child of node ${String(parent[child])})`, String(child));
      parent[child] = i;
    });
  });
  // Each node has at most one parent: a cycle is a walk up the parents that comes back. Colour each
  // node once: 0 unvisited, 1 on the current walk, 2 known to reach a root.
  const state = new Uint8Array(count);
  for (let start = 0; start < count; start++) {
    let n = start;
    while (n !== -1 && state[n] === 0) {
      state[n] = 1;
      n = parent[n]!;
    }
    if (n !== -1 && state[n] === 1) pointerError(`/nodes/${String(n)}/children`, 'a node hierarchy without cycles (a node is its own ancestor)', `node ${String(n)}`);
    for (let m = start; m !== -1 && state[m] === 1; m = parent[m]!) state[m] = 2;
  }
}
