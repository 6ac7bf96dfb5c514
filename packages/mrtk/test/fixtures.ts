/**
 * Project-authored fixtures for the unit suite (no reference corpus needed):
 * - hand-built documents of every layout, written with `writeMrtk` (`v11Small`, `v10Weighted`, …);
 * - hand-assembled files, byte by byte, with the layout spelled out (`handV11`, `handV10`,
 *   `handJune2019`), so that the reader is checked against bytes it did not write.
 */
import { ByteWriter } from '@anim/core/io';
import { mrtkCurveFromKeys, mrtkBoolCurveFromKeys, createMrtkDocument, emptyMrtkHandCurves, emptyMrtkPoseCurves, emptyMrtkRayCurves } from '../src/curve.js';
import { writeMrtk } from '../src/write.js';
import { MRTK_POSE_FIELDS, MrtkWeightedMode, MrtkWrapMode, type MrtkLegacyLayout, type MrtkDocument } from '../src/types.js';

// ——— Hand-built documents ———

/** v1.1 with every part, keys in each, and markers (ASCII, 2-, 3- and 4-byte UTF-8). */
export function v11Small(): MrtkDocument {
  const camera = emptyMrtkPoseCurves();
  camera.positionX = mrtkCurveFromKeys([{ time: 0, value: 1 }, { time: 0.5, value: 2 }]);
  camera.rotationW = mrtkCurveFromKeys([{ time: 0, value: 1 }]);
  const left = emptyMrtkHandCurves();
  left.tracked = mrtkBoolCurveFromKeys([{ time: 0, on: true }, { time: 1, on: false }]);
  left.joints[11]!.positionY = mrtkCurveFromKeys([{ time: 0.25, value: -0.5 }]);
  const gaze = emptyMrtkRayCurves();
  gaze.directionZ = mrtkCurveFromKeys([{ time: 0, value: 1 }, { time: 1, value: 0.5 }]);
  return {
    version: '1.1',
    camera,
    hands: { left, right: emptyMrtkHandCurves() },
    gaze,
    markers: [
      { time: 0.5, name: 'grab' },
      { time: 0.75, name: 'Grüße ✋🖐' },
    ],
  };
}

/** v1.1 with only the camera (flags 1 0 0), one marker. */
export function v11CameraOnly(): MrtkDocument {
  const doc = createMrtkDocument('1.1');
  doc.camera = emptyMrtkPoseCurves();
  MRTK_POSE_FIELDS.forEach((f, i) => {
    doc.camera![f] = mrtkCurveFromKeys([
      { time: 0, value: i * 0.1 },
      { time: 0.5, value: i * 0.1 + 0.25 },
      { time: 2, value: -i },
    ]);
  });
  doc.markers = [{ time: 1, name: 'look' }];
  return doc;
}

/** v1.1 with only hands (flags 0 1 0): toggling state curves and a few animated joints. */
export function v11HandsOnly(): MrtkDocument {
  const doc = createMrtkDocument('1.1');
  const hands = { left: emptyMrtkHandCurves(), right: emptyMrtkHandCurves() };
  hands.left.tracked = mrtkBoolCurveFromKeys([{ time: 0, on: true }, { time: 1.5, on: false }]);
  hands.right.tracked = mrtkBoolCurveFromKeys([{ time: 0.5, on: true }]);
  hands.left.pinching = mrtkBoolCurveFromKeys([{ time: 0, on: false }, { time: 0.4, on: true }, { time: 0.9, on: false }]);
  for (const [hand, j] of [[hands.left, 1], [hands.left, 11], [hands.right, 26]] as const) {
    MRTK_POSE_FIELDS.forEach((f, i) => {
      hand.joints[j]![f] = mrtkCurveFromKeys([
        { time: 0, value: i === 6 ? 1 : 0.01 * j },
        { time: 0.3 + 0.1 * i, value: i === 6 ? 0.9 : 0.02 * j },
        { time: 1.2, value: i === 6 ? 1 : -0.01 * j },
      ]);
    });
  }
  doc.hands = hands;
  return doc;
}

/** v1.1 with only eye gaze (flags 0 0 1). */
export function v11GazeOnly(): MrtkDocument {
  const doc = createMrtkDocument('1.1');
  doc.gaze = emptyMrtkRayCurves();
  doc.gaze.originY = mrtkCurveFromKeys([{ time: 0, value: 1.6 }, { time: 4, value: 1.7 }]);
  doc.gaze.directionX = mrtkCurveFromKeys([{ time: 0, value: 0.2 }, { time: 1, value: -0.3 }, { time: 4.5, value: 0 }]);
  doc.gaze.directionY = mrtkCurveFromKeys([{ time: 0.2, value: 0.1 }, { time: 3, value: -0.1 }]);
  doc.gaze.directionZ = mrtkCurveFromKeys([{ time: 0, value: 1 }, { time: 2, value: 0.8 }]);
  return doc;
}

/**
 * v1.0 (28-byte pose keys) with what MRTK's curve editing API can put in a file: non-zero tangents and
 * weights with every weightedMode (None, In, Out, Both), ±Infinity tangents (stepped keys), and wrap
 * modes Loop / PingPong / Once / Default on single components; boolean hand state; a joint; a marker.
 */
export function v10Weighted(): MrtkDocument {
  const doc = createMrtkDocument('1.0');
  const camera = emptyMrtkPoseCurves();
  camera.positionX = mrtkCurveFromKeys(
    [
      { time: 0, value: 0, outTangent: 0, weightedMode: MrtkWeightedMode.Both },
      { time: 0.25, value: 0.5, inTangent: 2, outTangent: 1.5, inWeight: 0.1, outWeight: 0.7, weightedMode: MrtkWeightedMode.None },
      { time: 0.5, value: 0.25, inTangent: -1, outTangent: 3, inWeight: 0.6, outWeight: 0.2, weightedMode: MrtkWeightedMode.In },
      { time: 1, value: 1, inTangent: 0.5, outTangent: -2, inWeight: 0.4, outWeight: 0.6, weightedMode: MrtkWeightedMode.Out },
      { time: 1.5, value: -0.5, inTangent: 1e-7, outTangent: -1e7, inWeight: 0.3, outWeight: 0.3, weightedMode: MrtkWeightedMode.Both },
      { time: 2, value: 0, weightedMode: MrtkWeightedMode.Both },
    ],
    MrtkWrapMode.Loop,
    MrtkWrapMode.PingPong,
  );
  camera.positionY = mrtkCurveFromKeys([{ time: 0, value: 1.6 }, { time: 2, value: 1.7 }], MrtkWrapMode.Once, MrtkWrapMode.Default);
  camera.positionZ = mrtkCurveFromKeys(
    [
      { time: 0, value: 0, weightedMode: MrtkWeightedMode.Both },
      { time: 0.75, value: 0.2, inWeight: 0.2, outWeight: 0.6, weightedMode: MrtkWeightedMode.Both },
      { time: 1.25, value: 0.1, inTangent: 0.3, outTangent: 0.3, weightedMode: MrtkWeightedMode.None },
      { time: 2, value: 0.3, weightedMode: MrtkWeightedMode.Both },
    ],
    MrtkWrapMode.ClampForever,
    MrtkWrapMode.Loop,
  );
  camera.rotationW = mrtkCurveFromKeys(
    [
      { time: 0, value: 1, outTangent: Infinity, weightedMode: MrtkWeightedMode.None },
      { time: 1, value: 0.8, inTangent: -Infinity, outTangent: 0, weightedMode: MrtkWeightedMode.None },
      { time: 2, value: 0.9, weightedMode: MrtkWeightedMode.None },
    ],
    MrtkWrapMode.PingPong,
    MrtkWrapMode.Once,
  );
  doc.camera = camera;
  const hands = { left: emptyMrtkHandCurves(), right: emptyMrtkHandCurves() };
  hands.left.tracked = mrtkBoolCurveFromKeys([{ time: 0, on: true }, { time: 1.75, on: false }]);
  hands.right.pinching = mrtkBoolCurveFromKeys([{ time: 0.5, on: true }, { time: 1, on: false }]);
  hands.left.joints[1]!.positionX = mrtkCurveFromKeys(
    [
      { time: 0, value: 0.1, outTangent: 0.2, weightedMode: MrtkWeightedMode.None },
      { time: 1, value: 0.2, inTangent: 0.2, weightedMode: MrtkWeightedMode.None },
    ],
    MrtkWrapMode.Loop,
    MrtkWrapMode.Loop,
  );
  hands.right.joints[11]!.positionY = mrtkCurveFromKeys([
    { time: 0, value: 0, outTangent: 1, outWeight: 0.5, weightedMode: MrtkWeightedMode.Out },
    { time: 0.5, value: 0.1, inTangent: -1, inWeight: 0.25, weightedMode: MrtkWeightedMode.In },
  ]);
  doc.hands = hands;
  doc.markers = [{ time: 1.25, name: 'mark' }];
  return doc;
}

/** `v10Weighted` flagged as a headerless recording of `layout` (written without the 16-byte header). */
export function legacyDocument(layout: MrtkLegacyLayout): MrtkDocument {
  const doc = v10Weighted();
  doc.legacy = layout;
  if (layout !== 'june-2019') doc.markers = []; // the May-2019 layouts end with an empty BinaryFormatter list
  return doc;
}

/** The file of {@link legacyDocument}. */
export function legacyBytes(layout: MrtkLegacyLayout): Uint8Array {
  return writeMrtk(legacyDocument(layout));
}

// ——— Hand-assembled files ———

/** `@anim/core`'s little-endian `ByteWriter` (.NET `BinaryWriter` encodings) with the records of the format. */
class Bytes extends ByteWriter {
  constructor() {
    super({ endian: 'little' });
  }

  /** Magic `c6 42 9e 0f 6e af 8f 6a`, Int32 major, Int32 minor. */
  header(major: number, minor: number): this {
    return this.bytes(Uint8Array.of(0xc6, 0x42, 0x9e, 0x0f, 0x6e, 0xaf, 0x8f, 0x6a)).i32(major).i32(minor);
  }

  /** A curve record with 8-byte keys: Int32 pre-wrap, Int32 post-wrap, Int32 count, (Float32 time, Float32 value)… */
  curve8(pre: number, post: number, keys: readonly (readonly [number, number])[]): this {
    this.i32(pre).i32(post).i32(keys.length);
    for (const [t, v] of keys) this.f32(t).f32(v);
    return this;
  }

  /**
   * A curve record with 28-byte keys: Int32 pre-wrap, Int32 post-wrap, Int32 count, then per key Float32
   * time, value, inTangent, outTangent, inWeight, outWeight and Int32 weightedMode.
   */
  curve28(pre: number, post: number, keys: readonly (readonly [number, number, number, number, number, number, number])[]): this {
    this.i32(pre).i32(post).i32(keys.length);
    for (const [t, v, it, ot, iw, ow, mode] of keys) this.f32(t).f32(v).f32(it).f32(ot).f32(iw).f32(ow).i32(mode);
    return this;
  }

  /** `count` empty curves (8, 8, 0): 12 bytes each. */
  empty(count: number): this {
    for (let i = 0; i < count; i++) this.i32(8).i32(8).i32(0);
    return this;
  }

  /** The marker list: Int32 count, then Float32 time + .NET string per marker. */
  markers(list: readonly (readonly [number, string])[]): this {
    this.i32(list.length);
    for (const [t, name] of list) this.f32(t).string7(name);
    return this;
  }
}

/**
 * v1.1, flags camera 1 / hands 0 / gaze 1 (spec "Version 1.1"):
 * header (16) · flags `01 00 01` (3) · camera: position.x two keys (0 s, 1) (0.5 s, 2) with wrap modes
 * Loop / PingPong, six empty curves · gaze: origin x, y, z empty, direction x, y empty, direction.z two
 * keys (0 s, 1) (1 s, 0.5) · markers: (0.5 s, "grab"), (0.75 s, "é" = c3 a9). 227 bytes.
 */
export function handV11(): Uint8Array {
  return new Bytes()
    .header(1, 1)
    .u8(1)
    .u8(0)
    .u8(1)
    .curve8(2, 4, [
      [0, 1],
      [0.5, 2],
    ])
    .empty(6)
    .empty(5)
    .curve8(8, 8, [
      [0, 1],
      [1, 0.5],
    ])
    .markers([
      [0.5, 'grab'],
      [0.75, 'é'],
    ])
    .finish();
}

/**
 * The v1.0 body (spec "Version 1.0"), shared by {@link handV10} and {@link handJune2019}: camera
 * position.x with two 28-byte keys — (0 s, 0, in 0, out 2, in-weight 0, out-weight 0.75, mode Out 2) and
 * (1 s, 1, in −1, out 0, in-weight 0.25, out-weight 0, mode In 1) — wrap modes Loop / ClampForever;
 * position.y, z, rotation.x, y, z empty; rotation.w one key (0 s, 1, out +∞, mode None 0) · hand state in
 * 8-byte keys: tracked L (0 s, 1) (2 s, 0), tracked R empty, pinch L (0.5 s, 1), pinch R empty · left
 * joints 0..26 × 7 curves: Wrist (1) position.x one key (0.5 s, 0.125, all tangents 0, mode Both 3), the
 * rest empty · right joints: all empty · markers: (1.5 s, "x").
 */
function v10Body(b: Bytes): Bytes {
  b.curve28(2, 8, [
    [0, 0, 0, 2, 0, 0.75, 2],
    [1, 1, -1, 0, 0.25, 0, 1],
  ])
    .empty(5)
    .curve28(8, 8, [[0, 1, 0, Infinity, 0, 0, 0]])
    .curve8(8, 8, [
      [0, 1],
      [2, 0],
    ])
    .empty(1)
    .curve8(8, 8, [[0.5, 1]])
    .empty(1)
    .empty(7) // left joint 0 (None)
    .curve28(8, 8, [[0.5, 0.125, 0, 0, 0, 0, 3]]) // left joint 1 (Wrist) position.x
    .empty(6 + 25 * 7) // the rest of the left hand
    .empty(27 * 7) // the right hand
    .markers([[1.5, 'x']]);
  return b;
}

/** {@link v10Body} behind a v1.0 header: 16 + 389 × 12 + 4 × 28 + 3 × 8 + 10 = 4,830 bytes. */
export function handV10(): Uint8Array {
  return v10Body(new Bytes().header(1, 0)).finish();
}

/** {@link v10Body} without a header: a June-2019 recording. */
export function handJune2019(): Uint8Array {
  return v10Body(new Bytes()).finish();
}
