import {
  type RotoAnimTree,
  type RotoCubicCurveNode,
  type RotoCurveGroupNode,
  type RotoFullPoints,
  type RotoKeyedCurve,
  type RotoLayerNode,
  type RotoSharedTimePoints,
  type RotoTimelessCurve,
} from '../src/index.js';
import { keyNumbers } from '../src/keys.js';
import { parseKnob } from '../src/parse-knob.js';
import { controlPoints } from '../src/points.js';

/** A curves tree whose root layer holds `body`. */
export function tree(body: string, layerExtra = ''): string {
  return `{{v x3f99999a}\n {f 0}\n {n\n  {layer Root\n   {f 512}\n   {t 0 0}${layerExtra}\n   ${body}}}}`;
}

/** A one-node script around a tree. */
export function script(knob: string, cls = 'Roto', head = ''): string {
  return `${head}${cls} {\n curves {${knob}}\n name ${cls}1\n}\n`;
}

/** A Bézier shape with the given points group (cc data), transform and attributes. */
export function shape(points: string, opts: { feather?: string; transform?: string; attributes?: string; name?: string } = {}): string {
  return `{curvegroup ${opts.name ?? 'Bezier1'} 512 bezier\n {{cc {f 8192} ${points}} ${opts.feather ?? 'idem'}}\n ${opts.transform ?? '{tx 1 0 0}'}\n ${opts.attributes ?? '{a}'}}`;
}

export function first(t: RotoAnimTree): RotoCurveGroupNode | RotoCubicCurveNode | RotoLayerNode {
  const c = t.root.children[0];
  if (c === undefined || c.kind === 'raw') throw new Error('no node');
  return c;
}

export function shapeOf(text: string): RotoCurveGroupNode {
  const n = first(parseKnob(text));
  if (n.kind !== 'curvegroup') throw new Error('not a curvegroup');
  return n;
}

/**
 * A deep copy of tree data in which every keyed and timeless curve has a key store of its own holding
 * exactly its keys (offset 0), so that `toEqual` compares keys, not where a parse put them.
 */
export function ownStores<T>(data: T): T {
  if (typeof data !== 'object' || data === null) return data;
  if (Array.isArray(data)) return data.map((d: unknown) => ownStores(d)) as T;
  const o = data as Record<string, unknown>;
  if (o.kind === 'keys' || o.kind === 'timeless') {
    const run = data as unknown as RotoKeyedCurve | RotoTimelessCurve;
    return { ...(data as Record<string, unknown>), store: keyNumbers(run).slice(), offset: 0 } as T;
  }
  if ((o.form === 'p' || o.form === 'px') && o.store instanceof Float32Array) {
    // A point list: its points in order, and which of them are plain (in the store, not objects).
    const list = data as unknown as RotoFullPoints | RotoSharedTimePoints;
    const rest: Record<string, unknown> = { ...(data as Record<string, unknown>) };
    delete rest.store;
    delete rest.offset;
    delete rest.objects;
    const plain = Array.from({ length: list.count }, (_, i) => list.isPlain(i));
    return { ...ownStores(rest), points: ownStores(controlPoints(list)), plain } as T;
  }
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, ownStores(v)])) as T;
}

/** The end of the Tcl braced word opening at `p` (after its `}`), by the plain character loop; −1 when unclosed. */
export function bracedEnd(text: string, p: number): number {
  let depth = 0;
  for (let i = p; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  return -1;
}
