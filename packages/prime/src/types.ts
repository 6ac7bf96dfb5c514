/**
 * The lossless document model of a Metroid Prime `ANIM` file (spec: Retro Modding Wiki "ANIM (Metroid
 * Prime)", https://wiki.axiodl.com/w/index.php?title=ANIM_(Metroid_Prime)).
 * The game runtime that the package's comments cite as metaforce `CAnimSource.cpp` (version 0) and
 * `CFBStreamedCompression.cpp` (version 2) is AxioDL/metaforce at commit 7d77dcb6:
 * https://github.com/AxioDL/metaforce/blob/7d77dcb6/Runtime/Character/CAnimSource.cpp and
 * https://github.com/AxioDL/metaforce/blob/7d77dcb6/Runtime/Character/CFBStreamedCompression.cpp.
 *
 * Two versions exist, both used by Metroid Prime (MP1) and Metroid Prime 2: Echoes (MP2):
 * - version 0, "quaternion array" ({@link PrimeDocumentV0}): float keys at every frame;
 * - version 2, "rotation vector bitstream" ({@link PrimeDocumentV2}): delta-encoded, quantised keys at the
 *   frames set in a key bitmap, the other frames interpolated.
 *
 * Both carry the same decoded view, {@link PrimeDocumentBase.channels}: per bone channel the stored keys,
 * rotations as quaternions **(w, x, y, z)** (the file's order), translations and scales as (x, y, z).
 * Times are in seconds; frames are counted from 0 at `frame × interval` seconds.
 *
 * @module
 */

/** Which game's layout a file uses. MP2 adds scale channels, uses 1-byte bone ids and has no EVNT reference. */
export type PrimeGame = 'mp1' | 'mp2';

/**
 * A `CharAnimTime` (v0 headers only, metaforce `CAnimSource.cpp`): seconds as float32 plus the engine's "differential state"
 * (0 non-zero, 1 zero increasing, 2 zero steady, 3 zero decreasing, 4 infinity), kept verbatim.
 */
export interface PrimeCharAnimTime {
  /** Seconds (a float32 value). */
  seconds: number;
  /** The raw u32 state word. */
  state: number;
}

/**
 * One animated bone: decoded values of its stored keys (one key per entry of
 * {@link PrimeDocumentBase.keyFrames}). An array is `null` when the bone does not animate that property.
 */
export interface PrimeChannel {
  /** The bone id in the skeleton (CINF). MP2 ids are usually MP1 ids − 3. */
  boneId: number;
  /** Quaternions, 4 floats per key in the order **w, x, y, z**. */
  rotation: Float32Array | null;
  /** Translations, 3 floats per key (x, y, z), in the game's units. */
  translation: Float32Array | null;
  /** Scales, 3 floats per key (x, y, z); MP2 only. */
  scale: Float32Array | null;
}

/** What both versions share. */
export interface PrimeDocumentBase {
  /** The game layout. */
  game: PrimeGame;
  /** Number of frames the animation spans (v0: the key count; v2: the key bitmap's bit count). */
  frameCount: number;
  /** Ascending frame index of every stored key (v0: every frame; v2: the bitmap's set bits). */
  keyFrames: Uint32Array;
  /** Decoded keys per bone channel, in file order. */
  channels: PrimeChannel[];
  /** Bytes after the last structure (pak padding, usually `0xFF`), written back verbatim. */
  trailing: Uint8Array;
}

/**
 * Version 0, uncompressed (metaforce `CAnimSource.cpp`). The tables and key arrays are stored exactly as in the file; the
 * {@link PrimeDocumentBase.channels} arrays are views into {@link PrimeDocumentV0.rotationKeys} etc., so
 * editing a value in place edits what is written.
 */
export interface PrimeDocumentV0 extends PrimeDocumentBase {
  version: 0;
  /** Duration (seconds + state). */
  duration: PrimeCharAnimTime;
  /** Seconds between keys (1 / frame rate). */
  interval: PrimeCharAnimTime;
  /** Keys per channel (one per frame). */
  keyCount: number;
  /** Root bone id (u32). */
  rootBoneId: number;
  /** Indexed by bone id: the bone channel index, or `0xFF` when the bone is not animated. */
  boneSlots: Uint8Array;
  /** MP2 only (else `null`): per bone channel, the rotation block index or `0xFF`. */
  rotationIndex: Uint8Array | null;
  /** Per bone channel, the translation block index or `0xFF`. */
  translationIndex: Uint8Array;
  /** MP2 only (else `null`): per bone channel, the scale block index or `0xFF`. */
  scaleIndex: Uint8Array | null;
  /** Scale keys, bone-major blocks of `keyCount` × (x, y, z); `null` in MP1 files (no such array). */
  scaleKeys: Float32Array | null;
  /** Rotation keys, bone-major blocks of `keyCount` × (w, x, y, z). */
  rotationKeys: Float32Array;
  /** Translation keys, bone-major blocks of `keyCount` × (x, y, z). */
  translationKeys: Float32Array;
  /** MP1 only (else `null`): EVNT asset id, raw u32 (0 or `0xFFFFFFFF` mean none). */
  evntId: number | null;
}

/** One quantised block (rotation, translation or scale) of a v2 bone channel descriptor. */
export interface PrimeQuantizedBlock {
  /** Number of delta records in the bitstream for this block (= stored keys − 1; 0 = not animated). */
  keyCount: number;
  /** Initial (frame-0) quantised value, signed 16-bit, x y z. */
  init: [number, number, number];
  /** Bits per delta, x y z (two's complement; 0 means the delta is always 0). */
  bits: [number, number, number];
  /**
   * The accumulated quantised values of every stored key, 3 per key (key 0 = {@link init}); empty when
   * the block is not animated.
   */
  values: Int32Array;
}

/** A rotation block also stores the sign of w of every key (1 = negative; key 0 is always 0). */
export interface PrimeQuantizedRotation extends PrimeQuantizedBlock {
  /** Per stored key: 1 when w is negative. */
  wSign: Uint8Array;
}

/** A v2 bone channel descriptor with its quantised keys (metaforce `CFBStreamedCompression.cpp`). */
export interface PrimeDescriptor {
  /** Bone id (u32 in MP1, u8 in MP2). */
  boneId: number;
  /**
   * The rotation block. MP1 descriptors always carry its fields (animated only when `keyCount` > 0);
   * in MP2 it is `null` when absent.
   */
  rotation: PrimeQuantizedRotation | null;
  /** The translation block, `null` when absent. */
  translation: PrimeQuantizedBlock | null;
  /** The scale block (MP2 only), `null` when absent. */
  scale: PrimeQuantizedBlock | null;
}

/**
 * Version 2, compressed (metaforce `CFBStreamedCompression.cpp`). The header fields are kept verbatim; the descriptors hold the quantised
 * integers, which are what {@link writePrime} writes. {@link PrimeDocumentBase.channels} holds the values
 * dequantised the way metaforce does (float32 arithmetic) and is not read by the writer: to change
 * values, re-encode with {@link encodePrimeV2}.
 */
export interface PrimeDocumentV2 extends PrimeDocumentBase {
  version: 2;
  /** Memory the game allocates to unpack the animation (bytes). */
  scratchSize: number;
  /** MP1 only (else `null`): EVNT asset id, raw u32 (metaforce writes 0 for none, Retro `0xFFFFFFFF`). */
  evntId: number | null;
  /** MP1 only (else `null`): the u32 after the EVNT id (always 1). */
  unk0: number | null;
  /** MP2 only (else `null`): the u16 marker after the scratch size (always `0x0101`). */
  unk1: number | null;
  /** Duration in seconds (float32). */
  duration: number;
  /** Seconds between frames (float32). */
  interval: number;
  /** Root bone id (u32). */
  rootBoneId: number;
  /** Looping flag, raw u32 (non-zero = loops). */
  looping: number;
  /** Rotation divisor: stored rotation integers are asin(component) × divisor / (π/2). */
  rotationDivisor: number;
  /** Translation = quantised value × this (float32). */
  translationMultiplier: number;
  /** MP2 only (else `null`): scale = quantised value × this (float32). */
  scaleMultiplier: number | null;
  /** Bone channel count as written in the header. */
  boneChannelCount: number;
  /** The u32 after the channel count (always 1). */
  unk3: number;
  /** Number of bits in the key bitmap (= frames, including frame 0). */
  keyBitmapBitCount: number;
  /** The key bitmap words (LSB first: bit `i % 32` of word `i / 32` set = frame `i` is stored). */
  keyBitmapWords: Uint32Array;
  /** MP1 only (else `null`): the channel count repeated after the bitmap. */
  boneChannelCount2: number | null;
  /** The channel descriptors with their quantised keys. */
  descriptors: PrimeDescriptor[];
  /** Bits after the last record in the bitstream's final word (normally 0), written back verbatim. */
  bitstreamPadding: number;
}

/** A decoded `ANIM` file. Narrow on `version`. */
export type PrimeDocument = PrimeDocumentV0 | PrimeDocumentV2;

/** Options of {@link readPrime}. */
export interface ReadPrimeOptions {
  /**
   * Force the game layout instead of detecting it (v2: the MP2 `0x0101` marker; v0: whichever layout
   * is consistent with the file).
   */
  readonly game?: PrimeGame | undefined;
  /**
   * Width of the running totals of the v2 delta decode (ignored for v0). Default `32`: metaforce's
   * decoder (bit-identical to its dumps). `16`: the game's and PrimeWorldEditor's, whose totals are
   * signed 16-bit and wrap — a file whose accumulated values leave −32768…32767 (metaforce's cook can
   * write such files) then decodes, and evaluates, as the game plays it. The quantised `values` kept in
   * the descriptors stay the file's 32-bit sums either way, so writing back is unchanged.
   */
  readonly accumulatorBits?: 16 | 32 | undefined;
}

/** Options of {@link writePrime}. */
export interface WritePrimeOptions {
  /**
   * The version to write. Default: the document's own version (a document read from a file writes back
   * byte for byte). `0` writes a v2 document uncompressed, every frame stored (frames missing from the
   * key bitmap filled by the game's interpolation); `2` compresses a v0 document with
   * {@link encodePrimeV2}'s defaults (quantised: values move by up to one quantisation step).
   */
  readonly version?: 0 | 2 | undefined;
  /**
   * The most bytes the file may have (default `DEFAULT_MAX_WRITE_BYTES` from `@anim/core`, 1 GiB): the
   * size is computed from the document's counts before anything is allocated (for `version: 0` from a
   * v2 document: every frame of every channel), and a larger one throws a `LimitError`.
   */
  readonly maxBytes?: number | undefined;
}
