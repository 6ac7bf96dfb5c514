/**
 * `anim info` facts about a roto document: per Nuke node its layers, shapes and control points (the
 * grammar's own terms), per shape its type, point count and keyed frames.
 *
 * @module
 */
import type { DocumentSummary } from '@anim/core';
import { KEY_STRIDE, keyRun } from './keys.js';
import { pointAt, pointRun } from './points.js';
import type { RotoAnimCurve, RotoAttributeList, RotoCubicCurve, RotoCurveViews, RotoLayerNode, RotoDocument, RotoTimelessValue, RotoTransform } from './types.js';

/** Per-node counts reported in `details.nodes` (spec terms). */
export interface RotoNodeCounts {
  /** The Nuke node's name. */
  node: string;
  /** Its class: `Roto`, `RotoPaint`, `SplineWarp3`, …. */
  class: string;
  /** Layers, the root layer included. */
  layers: number;
  /** `curvegroup` nodes (Roto shapes). */
  curvegroups: number;
  /** `cubiccurve` nodes (RotoPaint strokes, SplineWarp curves). */
  cubiccurves: number;
  /** Control points (`anim-control-point` entries) of every cubic curve, feather curves included. */
  controlPoints: number;
}

/** Per-shape facts reported in `details.shapes`. */
export interface RotoShapeFacts {
  node: string;
  /** Slash path below the root layer: `Root/Layer1/Bezier1`. */
  path: string;
  kind: 'curvegroup' | 'cubiccurve';
  /** `bezier`, `bspline`, `catmullrom`, …. */
  type: string;
  /** Shape points: control points of the main curve, divided by 3 for Bézier curves. */
  points: number;
  /** Distinct frames at which the shape's points are keyed, ascending. */
  keyedFrames: number[];
}

class Counter {
  tracks = 0;
  keyframes = 0;
  min = Infinity;
  max = -Infinity;

  keys(times: readonly number[], frames?: Set<number>): void {
    this.tracks++;
    this.keyframes += times.length;
    for (const t of times) {
      if (t < this.min) this.min = t;
      if (t > this.max) this.max = t;
      frames?.add(t);
    }
  }

  curve(c: RotoAnimCurve | RotoCurveViews, frames?: Set<number>): void {
    if (typeof c === 'number') return;
    if (c.kind === 'views') {
      for (const v of c.views) this.curve(v.value, frames);
      return;
    }
    const run = keyRun(c);
    if (run.count > 0) this.keys(Array.from({ length: run.count }, (_, i) => run.store[run.offset + i * KEY_STRIDE]!), frames);
  }

  timeless(times: readonly number[], values: readonly RotoTimelessValue[], frames?: Set<number>): void {
    values.forEach(() => {
      this.keys(times, frames);
    });
  }

  attributes(list: RotoAttributeList | undefined): void {
    if (list !== undefined) for (const v of list.values) this.curve(v);
  }

  transform(tf: RotoTransform): void {
    if (tf.form === 'tx') this.timeless(tf.times, tf.fields);
    else for (const f of tf.fields) this.curve(f);
  }

  cubic(cc: RotoCubicCurve, frames: Set<number>): number {
    const pts = cc.points;
    const run = pointRun(pts);
    for (let i = 0; i < pts.count; i++) {
      const cp = pointAt(run, i);
      this.attributes(cp.attributes);
      if (pts.form === 'px') this.timeless(pts.times, (cp as { dims: RotoTimelessValue[] }).dims, frames);
      else for (const d of cp.dims) this.curve(d as RotoAnimCurve, frames);
    }
    return pts.count;
  }
}

/**
 * Summarises a document: `tracks` = keyed curves (a `px`/`tx` dimension counts as one keyed curve),
 * `keyframes` = their keys, `duration` = key range in seconds (script fps, else 24), `details.nodes` =
 * {@link RotoNodeCounts} per roto node, `details.shapes` = {@link RotoShapeFacts} per shape.
 */
export function summarizeRoto(doc: RotoDocument): DocumentSummary {
  const counter = new Counter();
  const nodes: RotoNodeCounts[] = [];
  const shapes: RotoShapeFacts[] = [];
  for (const node of doc.nodes) {
    const counts: RotoNodeCounts = { node: node.name, class: node.class, layers: 0, curvegroups: 0, cubiccurves: 0, controlPoints: 0 };
    const walk = (layer: RotoLayerNode, path: string): void => {
      counts.layers++;
      counter.transform(layer.transform);
      counter.attributes(layer.attributes);
      for (const child of layer.children) {
        if (child.kind === 'raw') continue;
        const p = `${path}/${child.name}`;
        if (child.kind === 'layer') {
          walk(child, p);
          continue;
        }
        const frames = new Set<number>();
        let mainPoints = 0;
        if (child.kind === 'curvegroup') {
          counts.curvegroups++;
          const pairs = 'kind' in child.curves ? child.curves.views.map((v) => v.value) : [child.curves];
          pairs.forEach((pair, i) => {
            const n = counter.cubic(pair.main, frames);
            if (i === 0) mainPoints = n;
            counts.controlPoints += n;
            if (pair.feather !== 'idem') counts.controlPoints += counter.cubic(pair.feather, frames);
          });
        } else {
          counts.cubiccurves++;
          mainPoints = counter.cubic(child.curve, frames);
          counts.controlPoints += mainPoints;
        }
        counter.transform(child.transform);
        counter.attributes(child.attributes);
        shapes.push({
          node: node.name,
          path: p,
          kind: child.kind,
          type: child.curveType,
          points: child.curveType === 'bezier' ? Math.floor(mainPoints / 3) : mainPoints,
          keyedFrames: [...frames].sort((a, b) => a - b),
        });
      }
    };
    walk(node.curves.root, node.curves.root.name);
    nodes.push(counts);
  }
  const fps = doc.fps ?? 24;
  const summary: DocumentSummary = {
    version: '1.2',
    tracks: counter.tracks,
    keyframes: counter.keyframes,
    details: { nodes, shapes, fps },
  };
  return counter.max >= counter.min && Number.isFinite(counter.max - counter.min) ? { ...summary, duration: (counter.max - counter.min) / fps } : summary;
}
