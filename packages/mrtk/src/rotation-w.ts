/**
 * The rotation-W bug of MRTK's recorder optimiser (https://github.com/microsoft/MixedRealityToolkit-Unity/blob/82464b27/Assets/MRTK/Services/InputAnimation/InputRecordingService.cs,
 * `OptimizeRotationCurve`): before MRTK commit cf87ff26 (PR #10024, 2021-06-23), `OptimizeRotationCurve` never gave the
 * W output curve the keys it selected for X, Y and Z. With key partitioning (the default profile) W keeps
 * only its first key; without partitioning it keeps its first key plus a copy of Z's last key. MRTK
 * plays such files back as stored, so the rotation collapses towards W's first value.
 *
 * This module recognises exactly those two shapes and rebuilds W from X, Y and Z.
 *
 * @module
 */
import { allocateMrtkCurve } from './curve.js';
import { JOINT_COUNT, MRTK_TRACKED_HAND_JOINTS, type MrtkCollapsedRotation, type MrtkCurve, type MrtkDocument, type MrtkPoseCurves } from './types.js';

function sameTimes(a: MrtkCurve, b: MrtkCurve): boolean {
  if (a.time.length !== b.time.length) return false;
  for (let k = 0; k < a.time.length; k++) if (!Object.is(a.time[k], b.time[k])) return false;
  return true;
}

/**
 * The bug's shape for one pose, or undefined. Requires (time, value)-only keys (the optimiser exists only
 * on MRTK's v1.1 path), X, Y and Z sharing their key times (MRTK optimises the quaternion as a whole),
 * at least two such keys, W starting at the same key, and then either nothing (`first-key-only`) or
 * exactly Z's last key, time and value bit for bit (`z-last-key`).
 */
function collapsedShape(pose: MrtkPoseCurves): MrtkCollapsedRotation['shape'] | undefined {
  const { rotationX: x, rotationY: y, rotationZ: z, rotationW: w } = pose;
  if ([x, y, z, w].some((c) => c.tangents !== undefined)) return undefined;
  const n = x.time.length;
  const m = w.time.length;
  if (n < 2 || m < 1 || m >= n || !sameTimes(x, y) || !sameTimes(x, z)) return undefined;
  if (!Object.is(w.time[0], x.time[0])) return undefined;
  if (m === 1) return 'first-key-only';
  if (m === 2 && Object.is(w.time[1], z.time[n - 1]) && Object.is(w.value[1], z.value[n - 1])) return 'z-last-key';
  return undefined;
}

/** Every pose of a recording with its curve path prefix and track node. */
function poses(doc: MrtkDocument): { pose: MrtkPoseCurves; curve: string; node: string }[] {
  const out: { pose: MrtkPoseCurves; curve: string; node: string }[] = [];
  if (doc.camera) out.push({ pose: doc.camera, curve: 'camera', node: 'camera' });
  if (doc.hands) {
    for (const side of ['left', 'right'] as const) {
      const hand = doc.hands[side];
      for (let j = 0; j < JOINT_COUNT; j++) {
        const pose = hand.joints[j];
        const joint = MRTK_TRACKED_HAND_JOINTS[j]!;
        if (pose) out.push({ pose, curve: `hand.${side}.joint.${joint}`, node: `hand/${side}/${joint}` });
      }
    }
  }
  return out;
}

/**
 * Finds the rotations whose W curve has the shape of MRTK's recorder optimiser bug (see the module
 * documentation): W has fewer keys than X, Y and Z, which share theirs, and holds only its first key, or
 * its first key and a copy of Z's last key. Rotations MRTK's fixed recorder or its v1.0 recorder wrote
 * (W keyed with X, Y and Z) never match.
 *
 * @returns one entry per affected rotation, camera first, then left and right hand joints in enum order.
 */
export function findCollapsedRotationW(doc: MrtkDocument): MrtkCollapsedRotation[] {
  const out: MrtkCollapsedRotation[] = [];
  for (const { pose, curve, node } of poses(doc)) {
    const shape = collapsedShape(pose);
    if (shape === undefined) continue;
    out.push({
      curve: `${curve}.rotation.w`,
      track: `${node}/rotation`,
      shape,
      wKeys: pose.rotationW.time.length,
      xyzKeys: pose.rotationX.time.length,
    });
  }
  return out;
}

/**
 * A W curve rebuilt from X, Y and Z at their key times: |w| = √(1 − x² − y² − z²) (0 where x² + y² + z²
 * exceeds 1), with the sign kept continuous — the first key takes the sign of the stored W's first key
 * (which the bug leaves intact), every later key the sign that lies nearer the value extrapolated
 * linearly from the two keys before it, so W passes through 0 instead of bouncing off it. Keys are
 * (time, value) only (linear, as MRTK's v1.1 reader rebuilds them); wrap modes are W's own.
 *
 * @param pose a pose whose X, Y and Z curves share their key times.
 * @returns a new curve (float32 values, as stored in files).
 */
export function rebuildRotationW(pose: MrtkPoseCurves): MrtkCurve {
  const { rotationX: x, rotationY: y, rotationZ: z, rotationW: w } = pose;
  const n = x.time.length;
  const out = allocateMrtkCurve(n, w.preWrapMode, w.postWrapMode);
  out.time.set(x.time);
  const rebuilt = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    const xk = x.value[k]!;
    const yk = y.value[k]!;
    const zk = z.value[k]!;
    const magnitude = Math.sqrt(Math.max(0, 1 - xk * xk - yk * yk - zk * zk));
    let predicted: number;
    if (k === 0) predicted = w.time.length > 0 && w.value[0]! < 0 ? -1 : 1;
    else if (k === 1) predicted = rebuilt[0]!;
    else {
      const dtPrev = x.time[k - 1]! - x.time[k - 2]!;
      const slope = dtPrev > 0 ? (rebuilt[k - 1]! - rebuilt[k - 2]!) / dtPrev : 0;
      predicted = rebuilt[k - 1]! + slope * (x.time[k]! - x.time[k - 1]!);
    }
    rebuilt[k] = Math.abs(magnitude - predicted) <= Math.abs(-magnitude - predicted) ? magnitude : -magnitude;
  }
  out.value.set(rebuilt);
  return out;
}

/**
 * A copy of `doc` in which every rotation {@link findCollapsedRotationW} reports gets its W curve
 * rebuilt by {@link rebuildRotationW}; every other curve is shared with `doc`, not copied. Write the
 * result with `writeMrtk` to keep a repaired recording.
 *
 * @returns the repaired document and the rotations that were repaired.
 */
export function repairRotationW(doc: MrtkDocument): { doc: MrtkDocument; repaired: MrtkCollapsedRotation[] } {
  const repaired = findCollapsedRotationW(doc);
  if (repaired.length === 0) return { doc, repaired };
  const fix = (pose: MrtkPoseCurves): MrtkPoseCurves =>
    collapsedShape(pose) === undefined ? pose : { ...pose, rotationW: rebuildRotationW(pose) };
  const fixHand = (hand: NonNullable<MrtkDocument['hands']>['left']): NonNullable<MrtkDocument['hands']>['left'] => ({
    ...hand,
    joints: hand.joints.map(fix),
  });
  return {
    doc: {
      ...doc,
      camera: doc.camera ? fix(doc.camera) : undefined,
      hands: doc.hands ? { left: fixHand(doc.hands.left), right: fixHand(doc.hands.right) } : undefined,
    },
    repaired,
  };
}
