/**
 * The typed curve tree of a Nuke Roto/RotoPaint/SplineWarp `curves` knob (Foundry NDK "Roto serialisation
 * format", "Curve tree", https://learn.foundry.com/nuke/developers/13.1/ndkdevguide/advanced/rotoformat.html), and the document that keeps the whole script around it.
 *
 * Units: times are **frames**; point coordinates are Nuke **pixels** (format space, origin bottom-left,
 * y up); angles are **degrees**. Every number the file stores is an IEEE-754 single, so every number in
 * the tree is a float32 value, held in a JS number or in a `Float32Array`.
 *
 * Bulk data has no object per item: a read knob keeps the keys of its curves and its plain control
 * points as runs of a few shared `Float32Array` stores. Those stores are private: a curve
 * ({@link RotoKeyedCurve}, {@link RotoTimelessCurve}) and a point list ({@link RotoFullPoints},
 * {@link RotoSharedTimePoints}) show their keys and points through accessors (`count`, `key(i)`, `keys()`,
 * `point(i)`, setters that write only inside their own run, iteration) that give and take plain
 * objects; `rotoKeyedCurve`, `rotoTimelessCurve`, `rotoFullPoints` and `rotoSharedTimePoints` build new ones. An
 * attribute list is two parallel arrays ({@link RotoAttributeList}).
 *
 * @module
 */

/**
 * One key of an anim curve (spec `anim-curve-key`). The tangents are Nuke's slope + "bicubic" pairs:
 * `lslope`/`rslope` are the derivatives (value units per frame) on each side, `la`/`ra` the horizontal
 * handle lengths where 1 means one third of the neighbouring interval (legal range 0–3).
 */
export interface RotoAnimKey extends RotoTimelessKey {
  /** Key time in frames. */
  time: number;
}

/**
 * A key without its time (spec `anim-curve-timeless-key`), used by `px` and `tx` lists whose key times
 * are shared. Defaults when the file omits the extras: tangents `(0, 0)` and interpolation `256`; the
 * `-` shorthand means tangents `(0, 1)` and interpolation `256`.
 */
export interface RotoTimelessKey {
  /** Key value. */
  value: number;
  /** Left derivative (value units per frame). */
  lslope: number;
  /** Left bicubic handle length (1 = a third of the previous interval). */
  la: number;
  /** Right derivative (value units per frame). */
  rslope: number;
  /** Right bicubic handle length (1 = a third of the next interval). */
  ra: number;
  /**
   * Interpolation bitmask: `& 255` is the interpolation to the next key (0 step, 1 linear, 2 cubic),
   * `(>> 8) & 255` the extrapolation (0 constant, 1 linear, 2 cycle). Default 256.
   */
  interpolation: number;
}

/**
 * An animated anim curve (spec `anim-curve`, the forms other than a bare constant): a key list (plain or
 * run-length encoded `{r …}` in the file), or a constant, optionally with an expression and a curve flag.
 * Build one with `rotoKeyedCurve`. Its keys live in a packed store (shared with other curves of a read
 * knob); the accessors give and take plain {@link RotoAnimKey} objects and never reach another curve's keys.
 * `JSON.stringify` writes the keys as objects.
 */
export interface RotoKeyedCurve extends Iterable<RotoAnimKey> {
  readonly kind: 'keys';
  /** Number of keys; 0 when the curve holds {@link RotoKeyedCurve.constant}. */
  readonly count: number;
  /** The value when there are no keys (the data of an expression curve, e.g. `{=origin.x x4474c000}`). */
  constant: number;
  /** The expression without its leading `=`; Nuke evaluates it, this package does not. */
  expression?: string | undefined;
  /** The curve flag of a `{f N}` entry, when present. */
  flag?: number | undefined;
  /**
   * Key `i` (0-based, below {@link RotoKeyedCurve.count}) as a new object (writing to it does not change the
   * curve; see {@link RotoKeyedCurve.setKey}).
   * @throws {InvalidArgumentError} when `i` is not a key index.
   */
  key(i: number): RotoAnimKey;
  /** Every key as a new object, in time order. */
  keys(): RotoAnimKey[];
  /** Time of key `i` in frames (no object made). @throws {InvalidArgumentError} when `i` is not a key index. */
  time(i: number): number;
  /** Value of key `i` (no object made). @throws {InvalidArgumentError} when `i` is not a key index. */
  value(i: number): number;
  /**
   * Changes the fields of key `i` that `key` holds (numbers are stored as float32, as the file does;
   * keep times ascending).
   * @throws {InvalidArgumentError} when `i` is not a key index.
   */
  setKey(i: number, key: Partial<RotoAnimKey>): void;
}

/** An anim curve: a bare constant, or a {@link RotoKeyedCurve}. */
export type RotoAnimCurve = number | RotoKeyedCurve;

/** A key's tangents and interpolation bitmask (a {@link RotoTimelessKey} without its value). */
export type RotoKeyExtras = Omit<RotoTimelessKey, 'value'>;

/**
 * A curve whose key times are shared with its siblings (spec `anim-curve-timeless`), inside `px` and
 * `tx` lists: per shared time a value and its extras, packed (no object per key: long shapes have
 * millions of keys). Build one with `rotoTimelessCurve`; the accessors work as {@link RotoKeyedCurve}'s do.
 */
export interface RotoTimelessCurve extends Iterable<RotoTimelessKey> {
  readonly kind: 'timeless';
  /** Number of keys: one per shared key time of the list. */
  readonly count: number;
  /** Expression without its `=`, when present. */
  expression?: string | undefined;
  /** Curve flag `{f N}`, when present. */
  flag?: number | undefined;
  /**
   * The key at shared time `i` (0-based, below {@link RotoTimelessCurve.count}; its time is the list's
   * `times[i]`) as a new object.
   * @throws {InvalidArgumentError} when `i` is not a key index.
   */
  key(i: number): RotoTimelessKey;
  /** Every key as a new object, one per shared key time. */
  keys(): RotoTimelessKey[];
  /** Value of the key at shared time `i`. @throws {InvalidArgumentError} when `i` is not a key index. */
  value(i: number): number;
  /** Changes the fields of key `i` that `key` holds (stored as float32). @throws {InvalidArgumentError} when `i` is not a key index. */
  setKey(i: number, key: Partial<RotoTimelessKey>): void;
}

/**
 * A timeless dimension: a bare number is the same value with default extras at every shared key time.
 */
export type RotoTimelessValue = number | RotoTimelessCurve;

/** One view's entry of a view split (spec `anim-curve-views-entry`). `-` names the default view. */
export interface RotoViewEntry<T> {
  view: string;
  value: T;
}

/** A value split per stereo view (spec `anim-curve-views`, `{v name curve …}`). */
export interface RotoViewSplit<T> {
  readonly kind: 'views';
  views: RotoViewEntry<T>[];
}

/** An anim curve that may be split per view. */
export type RotoCurveViews = RotoAnimCurve | RotoViewSplit<RotoAnimCurve>;

/** One `name curve` pair of an attribute list (see `rotoAttributeItems` / `rotoAttributeList`). */
export interface RotoAttribute {
  /** The attribute's script key, e.g. `opc`, `ltn` (spec "Attribute Names"). */
  name: string;
  value: RotoCurveViews;
}

/**
 * An attribute list (spec `anim-attributes`, `{a …}`), in file order, as two parallel arrays (no object
 * per attribute). Omitted names take the defaults.
 */
export interface RotoAttributeList {
  readonly kind: 'attributes';
  /**
   * Attribute script keys, e.g. `opc`, `ltn` (spec "Attribute Names"). A read knob shares one frozen
   * array between consecutive lists with the same names: to change a list's names, give it a new array.
   */
  names: readonly string[];
  /** The value of each name, same index. */
  values: RotoCurveViews[];
}

/**
 * A control point of a `p` list (spec `anim-control-point`): 0–4 dimensions (x, y in pixels, [pressure],
 * …), each a constant or an animated curve, and optionally an attribute list.
 */
export interface RotoControlPoint {
  attributes?: RotoAttributeList | undefined;
  dims: RotoAnimCurve[];
}

/** A control point of a `px` list (spec `anim-control-point-timeless`), keyed at the list's shared times. */
export interface RotoTimelessControlPoint {
  attributes?: RotoAttributeList | undefined;
  dims: RotoTimelessValue[];
}

/**
 * The control points of a cubic curve, packed: no object per point. A *plain* point — 1–4 dimensions
 * that are all bare numbers and no attribute list: strokes and unanimated shapes, nearly every point of
 * a real script — lives only in a packed point store (shared with other lists of a read knob); any
 * other point (an animated dimension, an attribute list) is kept as the object it is. The accessors give
 * and take point objects and never reach another list's points. `JSON.stringify` writes the points as
 * objects. Build one with `rotoFullPoints` or `rotoSharedTimePoints`.
 */
export interface RotoPointList<P extends RotoControlPoint | RotoTimelessControlPoint> extends Iterable<P> {
  /** Number of control points. */
  readonly count: number;
  /**
   * Control point `i` (0-based, below {@link RotoPointList.count}): for a plain point a new `{ dims: [x, y, …] }`
   * (pixels; writing to it does not change the list, see {@link RotoPointList.setPoint}), for any other the
   * stored object (writing to it does).
   * @throws {InvalidArgumentError} when `i` is not a point index.
   */
  point(i: number): P;
  /** Every control point, in order (see {@link RotoPointList.point}). */
  points(): P[];
  /**
   * Sets control point `i`: a plain point is stored packed, any other is kept as the given object.
   * @throws {InvalidArgumentError} when `i` is not a point index.
   */
  setPoint(i: number, point: P): void;
  /** True when point `i` is plain (stored packed: 1–4 bare-number dimensions, no attribute list). */
  isPlain(i: number): boolean;
}

/** The points of a cubic curve in full form, `{p …}`. */
export interface RotoFullPoints extends RotoPointList<RotoControlPoint> {
  readonly form: 'p';
}

/** The points of a cubic curve in compact form, `{px times …}`: every dimension keyed at `times`. */
export interface RotoSharedTimePoints extends RotoPointList<RotoTimelessControlPoint> {
  readonly form: 'px';
  /** Shared key times in frames (ascending). */
  readonly times: readonly number[];
}

/**
 * A cubic curve (spec `anim-cubic-curve`, `{cc {f flags} [{tens t}] points}`). For Bézier shapes the
 * control points come in triplets: in-tangent (relative), position (absolute), out-tangent (relative).
 */
export interface RotoCubicCurve {
  readonly kind: 'cc';
  /** Cubic-curve flags, e.g. 8192 (relative tangents), 8224 (a SplineWarp pin), 2080 (a stroke). */
  flag: number;
  /** Tension, when written (default 0.5 is omitted). */
  tension?: number | undefined;
  points: RotoFullPoints | RotoSharedTimePoints;
}

/** A shape's pair of curves (spec `anim-curve-group`): the main curve and its feather (or `idem`). */
export interface RotoCurvePair {
  main: RotoCubicCurve;
  /** The feather curve (points relative to the main ones), or `'idem'` when identical to the main curve. */
  feather: RotoCubicCurve | 'idem';
}

/** An attribute-free transform field list `{t …}`: positional fields, trailing defaults omitted. */
export interface RotoFullTransform {
  readonly form: 't';
  /** Fields in {@link TRANSFORM_FIELDS} order. */
  fields: RotoCurveViews[];
}

/** A transform with shared key times `{tx times …}`. */
export interface RotoSharedTimeTransform {
  readonly form: 'tx';
  /** Shared key times in frames. */
  times: number[];
  /** Fields in {@link TRANSFORM_FIELDS} order. */
  fields: RotoTimelessValue[];
}

/** A node's transform (spec `anim-transform`). */
export type RotoTransform = RotoFullTransform | RotoSharedTimeTransform;

/** A well-formed group this package does not model, kept verbatim (its exact source text). */
export interface RotoRawGroup {
  readonly kind: 'raw';
  text: string;
}

/** A shape: `{curvegroup name flags type curves transform attributes}` (spec `anim-curve-group-node`). */
export interface RotoCurveGroupNode {
  readonly kind: 'curvegroup';
  name: string;
  /** Node flags (spec "Flags"), e.g. 512 (visible+…). */
  flag: number;
  /** `bezier`, `bspline`, `catmullrom`, … */
  curveType: string;
  curves: RotoCurvePair | RotoViewSplit<RotoCurvePair>;
  transform: RotoTransform;
  attributes: RotoAttributeList;
  /** Unknown trailing groups, verbatim. */
  extras?: RotoRawGroup[] | undefined;
}

/** A stroke or SplineWarp curve: `{cubiccurve name flags type cc transform attributes}`. */
export interface RotoCubicCurveNode {
  readonly kind: 'cubiccurve';
  name: string;
  flag: number;
  curveType: string;
  curve: RotoCubicCurve;
  transform: RotoTransform;
  attributes: RotoAttributeList;
  extras?: RotoRawGroup[] | undefined;
}

/** A layer: `{layer name {f flags} transform [attributes] children…}` (spec `anim-layer-node`). */
export interface RotoLayerNode {
  readonly kind: 'layer';
  name: string;
  flag: number;
  transform: RotoTransform;
  attributes?: RotoAttributeList | undefined;
  children: (RotoLayerNode | RotoCurveGroupNode | RotoCubicCurveNode | RotoRawGroup)[];
  /**
   * Entries the text left out (Hiero's annotation export writes `{layer Root {a} …}`): `flag` (read as
   * 0) and `transform` (read as `{t}`, every field at its default). Writing leaves them out again while
   * they keep those values.
   */
  omitted?: ('flag' | 'transform')[] | undefined;
}

/** Any node of the tree. */
export type RotoAnimNode = RotoLayerNode | RotoCurveGroupNode | RotoCubicCurveNode;

/**
 * A whole curves knob (spec `anim-tree`): `{{v version} {f flags} {n root-layer} …}`. SplineWarp knobs
 * carry further groups after the root (`{edge …}` correspondences), kept verbatim in `extras`.
 */
export interface RotoAnimTree {
  /** Format version; 1.2 (`x3f99999a`) for Nuke 7 and later. */
  version: number;
  /** Tree flags. */
  flag: number;
  root: RotoLayerNode;
  extras: RotoRawGroup[];
}

/** A Roto, RotoPaint or SplineWarp node of a script and its parsed `curves` knob. */
export interface RotoNode {
  /** The node's `name` knob ('' when absent or for a bare knob). */
  readonly name: string;
  /** The node class: `Roto`, `RotoPaint`, `SplineWarp3`, … ('' for a bare knob). */
  readonly class: string;
  /** Offset of the knob's tree text (its first `{`) in {@link RotoDocument.text}. */
  readonly start: number;
  /** Offset just after the tree's last `}`. */
  readonly end: number;
  /** The parsed knob; edit it and `write` changes only the bytes of what changed. */
  curves: RotoAnimTree;
}

/**
 * A read `.nk`/`.gizmo` script (or a bare curves knob): the whole text, kept so that writing changes
 * only the knob bytes that changed, and one {@link RotoNode} per curves knob.
 */
export interface RotoDocument {
  /** `script` for a Nuke script or gizmo, `knob` for a bare curves-knob text. */
  readonly kind: 'script' | 'knob';
  /**
   * The whole input text (decoded UTF-8, BOM kept; a read document decodes it the first time it is read).
   * For a script whose bytes are not all UTF-8 (see {@link RotoDocument.encoding}) it holds one
   * character per byte (Latin-1), so that offsets are byte offsets and every byte is kept.
   */
  readonly text: string;
  /**
   * `latin1` when the document was read from bytes that are not all UTF-8 (Latin-1 or GBK labels and
   * notes outside the curves knob): {@link RotoDocument.text} then holds one character per byte, and
   * `writeRoto` writes those bytes back as they were. Absent for UTF-8 (and ASCII) input.
   */
  readonly encoding?: 'latin1' | undefined;
  /** Every Roto/RotoPaint/SplineWarp node with a curves knob, in script order. */
  nodes: RotoNode[];
  /** The `fps` knob of the script's `Root` node, when present and numeric. */
  readonly fps?: number | undefined;
}
