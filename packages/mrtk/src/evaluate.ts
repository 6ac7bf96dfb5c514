/**
 * Evaluating a recording the way MRTK plays it back (https://github.com/microsoft/MixedRealityToolkit-Unity/blob/0d76399bc0/Assets/MRTK/Services/InputSimulation/InputPlaybackService.cs): every component curve is
 * evaluated on its own with Unity semantics (`unity-curve.ts`); quaternions are then normalised (no
 * slerp), gaze directions normalised, booleans are "value > 0.5". Absent parts evaluate to MRTK's
 * defaults: poses to position 0 and identity rotation, hands to not tracked, gaze to origin 0 looking
 * along +z.
 *
 * @module
 */
import { evaluateMrtkCurve } from './unity-curve.js';
import {
  JOINT_COUNT,
  type MrtkCurve,
  type MrtkHandCurves,
  type MrtkDocument,
  type MrtkPoseCurves,
  type MrtkRayCurves,
} from './types.js';

/** A position (metres) and rotation (unit quaternion x, y, z, w). */
export interface MrtkPose {
  position: [number, number, number];
  rotation: [number, number, number, number];
}

/** A ray: origin (metres) and unit direction. */
export interface MrtkRay {
  origin: [number, number, number];
  direction: [number, number, number];
}

/** One hand at one time. */
export interface MrtkHandSample {
  tracked: boolean;
  pinching: boolean;
  /** Poses indexed by `TrackedHandJoint` (27 entries). */
  joints: MrtkPose[];
}

/** A whole recording at one time. */
export interface MrtkRecordingSample {
  camera: MrtkPose;
  hands: { left: MrtkHandSample; right: MrtkHandSample };
  gaze: MrtkRay;
}

// Unity's Mathf.Epsilon (smallest float32 denormal) and Vector3.kEpsilon.
const QUAT_EPSILON = 1.401298464324817e-45;
const VECTOR_EPSILON = 1e-5;

/** Unity `Quaternion.Normalize`: divide by the length; a (near-)zero quaternion becomes identity. */
function normalizeQuaternion(x: number, y: number, z: number, w: number): [number, number, number, number] {
  const m = Math.sqrt(x * x + y * y + z * z + w * w);
  if (m < QUAT_EPSILON) return [0, 0, 0, 1];
  return [x / m, y / m, z / m, w / m];
}

/** Unity `Vector3.normalized`: divide by the length; a vector shorter than 1e-5 becomes zero. */
function normalizeVector(x: number, y: number, z: number): [number, number, number] {
  const m = Math.sqrt(x * x + y * y + z * z);
  if (m > VECTOR_EPSILON) return [x / m, y / m, z / m];
  return [0, 0, 0];
}

/** MRTK `MixedRealityPose.ZeroIdentity`. */
function zeroIdentity(): MrtkPose {
  return { position: [0, 0, 0], rotation: [0, 0, 0, 1] };
}

/** A boolean curve at `seconds`: Unity value > 0.5. */
export function evaluateMrtkBoolCurve(curve: MrtkCurve, seconds: number): boolean {
  return evaluateMrtkCurve(curve, seconds, 'bool') > 0.5;
}

/** Pose curves at `seconds`: components evaluated independently, rotation normalised. */
export function evaluateMrtkPose(pose: MrtkPoseCurves | undefined, seconds: number): MrtkPose {
  if (pose === undefined) return zeroIdentity();
  return {
    position: [evaluateMrtkCurve(pose.positionX, seconds), evaluateMrtkCurve(pose.positionY, seconds), evaluateMrtkCurve(pose.positionZ, seconds)],
    rotation: normalizeQuaternion(
      evaluateMrtkCurve(pose.rotationX, seconds),
      evaluateMrtkCurve(pose.rotationY, seconds),
      evaluateMrtkCurve(pose.rotationZ, seconds),
      evaluateMrtkCurve(pose.rotationW, seconds),
    ),
  };
}

/** Ray curves at `seconds`: direction normalised; absent gaze is origin 0, direction (0, 0, 1). */
export function evaluateMrtkRay(ray: MrtkRayCurves | undefined, seconds: number): MrtkRay {
  if (ray === undefined) return { origin: [0, 0, 0], direction: [0, 0, 1] };
  return {
    origin: [evaluateMrtkCurve(ray.originX, seconds), evaluateMrtkCurve(ray.originY, seconds), evaluateMrtkCurve(ray.originZ, seconds)],
    direction: normalizeVector(evaluateMrtkCurve(ray.directionX, seconds), evaluateMrtkCurve(ray.directionY, seconds), evaluateMrtkCurve(ray.directionZ, seconds)),
  };
}

/** One hand at `seconds`; an absent hand is not tracked and has zero-identity joints. */
export function evaluateMrtkHand(hand: MrtkHandCurves | undefined, seconds: number): MrtkHandSample {
  if (hand === undefined) {
    return { tracked: false, pinching: false, joints: Array.from({ length: JOINT_COUNT }, zeroIdentity) };
  }
  return {
    tracked: evaluateMrtkBoolCurve(hand.tracked, seconds),
    pinching: evaluateMrtkBoolCurve(hand.pinching, seconds),
    joints: Array.from({ length: JOINT_COUNT }, (_, j) => evaluateMrtkPose(hand.joints[j], seconds)),
  };
}

/** The whole recording at `seconds` (camera, both hands, gaze), as MRTK's playback computes it. */
export function evaluateMrtkRecording(doc: MrtkDocument, seconds: number): MrtkRecordingSample {
  return {
    camera: evaluateMrtkPose(doc.camera, seconds),
    hands: { left: evaluateMrtkHand(doc.hands?.left, seconds), right: evaluateMrtkHand(doc.hands?.right, seconds) },
    gaze: evaluateMrtkRay(doc.gaze, seconds),
  };
}

/**
 * MRTK's `Duration`: the largest last-key time over every curve (camera, hand state, joints, gaze),
 * never below 0. Seconds. Not stored in the file.
 */
export function mrtkDuration(doc: MrtkDocument): number {
  let d = 0;
  const visit = (c: MrtkCurve): void => {
    const n = c.time.length;
    if (n > 0) d = Math.max(d, c.time[n - 1]!);
  };
  const pose = (p: MrtkPoseCurves): void => {
    visit(p.positionX);
    visit(p.positionY);
    visit(p.positionZ);
    visit(p.rotationX);
    visit(p.rotationY);
    visit(p.rotationZ);
    visit(p.rotationW);
  };
  if (doc.camera) pose(doc.camera);
  if (doc.hands) {
    for (const hand of [doc.hands.left, doc.hands.right]) {
      visit(hand.tracked);
      visit(hand.pinching);
      hand.joints.forEach(pose);
    }
  }
  if (doc.gaze) {
    const g = doc.gaze;
    [g.originX, g.originY, g.originZ, g.directionX, g.directionY, g.directionZ].forEach(visit);
  }
  return d;
}
