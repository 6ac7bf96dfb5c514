/**
 * Default attribute values per node type (spec "Curve tree": the defaults listed under
 * `anim-curve-group-node`, `anim-curve-node` and `anim-layer-node`) and the transform field layout.
 *
 * @module
 */

function table(groups: readonly [number, string][]): Readonly<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [value, names] of groups) for (const n of names.split(' ')) out[n] = value;
  return out;
}

/** Defaults of a shape's (`curvegroup`) attributes. */
export const CURVEGROUP_DEFAULTS = table([
  [0, 'ro go bo ao bm inv mbo mbsot mbso fx fy ft src stx sy str sr sskx ssky sso stot sto sv sb ltt tt pt'],
  [1, 'vis r g b a opc mb fo ff ssx ssy sf nv view1 ltn ltm'],
  [0.5, 'mbs'],
  [240, 'spy'],
  [320, 'spx'],
]);

/** Defaults of a stroke's or SplineWarp curve's (`cubiccurve`) attributes. */
export const CUBICCURVE_DEFAULTS = table([
  [0, 'bu bm ds dh bt inv src stx sty str sr sskx ssky sso sb stot sto sv ltt tt ws ep1 ep2 ep3 nv1 view1'],
  [0.05, 'bsp'],
  [0.2, 'h'],
  [1, 'vis r g b a ro go bo ao opc dt ssx ssy sf ltn ltm we cookie hard_boundary boundary ab'],
  [25, 'bs'],
  [240, 'spy'],
  [320, 'spx'],
]);

/** Defaults of a layer's attributes. */
export const LAYER_DEFAULTS = table([
  [0, 'fx fy pt'],
  [0.5, 'mbs'],
  [1, 'vis opc mbo mb fo ff warp'],
]);

/**
 * The transform fields in file order. The spec text lists scale before rotation, but every real file
 * (13- and 35-field `{t …}` lists, defaults 0 0 0 then 1 1 1 at indices 6–8 and 9–11) has rotation at
 * 6–8 and scale at 9–11; this order follows the files.
 */
export const TRANSFORM_FIELDS: readonly string[] = [
  'pivot.x', 'pivot.y', 'pivot.z',
  'translate.x', 'translate.y', 'translate.z',
  'rotate.x', 'rotate.y', 'rotate.z',
  'scale.x', 'scale.y', 'scale.z',
  'skew.x', 'skew.y', 'skew.z',
  'extraTranslate.x', 'extraTranslate.y', 'extraTranslate.z',
  'skewOrder',
  ...Array.from({ length: 16 }, (_, i) => `matrix.${String(Math.floor(i / 4))}${String(i % 4)}`),
];

/** Default of transform field `i`: 1 for scale and the matrix diagonal, else 0. */
export function transformDefault(i: number): number {
  if (i >= 9 && i <= 11) return 1;
  if (i >= 19) return (i - 19) % 5 === 0 ? 1 : 0;
  return 0;
}
