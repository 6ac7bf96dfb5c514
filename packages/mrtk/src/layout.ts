/**
 * Which curves a file holds, in which order, and how many bytes each key takes: the body layouts of
 * v1.0, v1.1 (spec "Version 1.0" / "Version 1.1", https://learn.microsoft.com/windows/mixed-reality/mrtk-unity/mrtk2/features/input-simulation/input-animation-file-format) and of the headerless 2019
 * recordings.
 *
 * @module
 */
import { emptyMrtkCurve } from './curve.js';
import {
  MRTK_POSE_FIELDS,
  MRTK_RAY_FIELDS,
  MRTK_TRACKED_HAND_JOINTS,
  type MrtkCurve,
  type MrtkCurveKind,
  type MrtkHandCurves,
  type MrtkDocument,
  type MrtkLegacyLayout,
  type MrtkPoseCurves,
  type MrtkRayCurves,
} from './types.js';

/** A body layout: a modern version, or a legacy (headerless) layout. */
export type BodyLayout = 'v1.0' | 'v1.1' | MrtkLegacyLayout;

/** One curve position in a file: its dotted path (as in the corpus dumps), kind, and accessors. */
export interface CurveSlot {
  /** e.g. `camera.position.x`, `hand.left.tracked`, `hand.right.joint.IndexTip.rotation.w`, `gaze.direction.z`. */
  readonly path: string;
  readonly kind: MrtkCurveKind;
  get(): MrtkCurve;
  set(curve: MrtkCurve): void;
}

/** Bytes per key of a curve of `kind` in `layout`: 28 (time, value, tangents, weights, mode) or 8 (time, value). */
export function keyBytes(layout: BodyLayout, kind: MrtkCurveKind): 8 | 28 {
  switch (layout) {
    case 'v1.1':
      return 8;
    case 'may-2019-full-keys':
      return 28;
    case 'v1.0':
    case 'june-2019':
    case 'may-2019-bool-keys':
      return kind === 'bool' ? 8 : 28;
  }
}

const POSE_PATHS = ['position.x', 'position.y', 'position.z', 'rotation.x', 'rotation.y', 'rotation.z', 'rotation.w'];
const RAY_PATHS = ['origin.x', 'origin.y', 'origin.z', 'direction.x', 'direction.y', 'direction.z'];

/** Slots of one part's float curves (`fields` in file order, named `prefix.paths[i]`). */
function componentSlots<K extends string>(
  prefix: string,
  part: Record<K, MrtkCurve>,
  fields: readonly K[],
  paths: readonly string[],
  out: CurveSlot[],
): void {
  fields.forEach((field, i) => {
    out.push({
      path: `${prefix}.${paths[i]!}`,
      kind: 'float',
      get: () => part[field],
      set: (c) => {
        part[field] = c;
      },
    });
  });
}

function poseSlots(prefix: string, pose: MrtkPoseCurves, out: CurveSlot[]): void {
  componentSlots(prefix, pose, MRTK_POSE_FIELDS, POSE_PATHS, out);
}

function raySlots(prefix: string, ray: MrtkRayCurves, out: CurveSlot[]): void {
  componentSlots(prefix, ray, MRTK_RAY_FIELDS, RAY_PATHS, out);
}

function stateSlot(side: string, hand: MrtkHandCurves, field: 'tracked' | 'pinching'): CurveSlot {
  return {
    path: `hand.${side}.${field === 'tracked' ? 'tracked' : 'pinch'}`,
    kind: 'bool',
    get: () => hand[field],
    set: (c) => {
      hand[field] = c;
    },
  };
}

function handSlots(hands: { left: MrtkHandCurves; right: MrtkHandCurves }, out: CurveSlot[]): void {
  // Order: tracked L, tracked R, pinch L, pinch R, then left joints 0..26, then right joints 0..26.
  out.push(
    stateSlot('left', hands.left, 'tracked'),
    stateSlot('right', hands.right, 'tracked'),
    stateSlot('left', hands.left, 'pinching'),
    stateSlot('right', hands.right, 'pinching'),
  );
  for (const [side, hand] of [['left', hands.left], ['right', hands.right]] as const) {
    MRTK_TRACKED_HAND_JOINTS.forEach((joint, j) => {
      poseSlots(`hand.${side}.joint.${joint}`, hand.joints[j]!, out);
    });
  }
}

/**
 * The curves of `doc` in the order `layout` stores them. Parts the layout always stores (v1.0 and
 * legacy: camera and hands) but the document lacks are served as empty curves; parts the layout cannot
 * store (gaze outside v1.1) are left out.
 */
export function curveSlots(doc: MrtkDocument, layout: BodyLayout): CurveSlot[] {
  const out: CurveSlot[] = [];
  const always = layout !== 'v1.1';
  const camera = doc.camera ?? (always ? detachedPose() : undefined);
  const hands = doc.hands ?? (always ? { left: detachedHand(), right: detachedHand() } : undefined);
  if (layout === 'may-2019-full-keys' || layout === 'may-2019-bool-keys') {
    if (hands) handSlots(hands, out);
    if (camera) poseSlots('camera', camera, out);
    return out;
  }
  if (camera) poseSlots('camera', camera, out);
  if (hands) handSlots(hands, out);
  if (layout === 'v1.1' && doc.gaze) raySlots('gaze', doc.gaze, out);
  return out;
}

function detachedPose(): MrtkPoseCurves {
  const c = emptyMrtkCurve();
  return { positionX: c, positionY: c, positionZ: c, rotationX: c, rotationY: c, rotationZ: c, rotationW: c };
}

function detachedHand(): MrtkHandCurves {
  const c = emptyMrtkCurve();
  const pose = detachedPose();
  return { tracked: c, pinching: c, joints: MRTK_TRACKED_HAND_JOINTS.map(() => pose) };
}
