/**
 * Metroid Prime `EVNT` resources: the events ("points of interest") an `ANIM` triggers, referenced by the
 * MP1 ANIM's EVNT id and stored as a separate file. Layout as metaforce's DataSpec describes it
 * (`DataSpec/DNAMP1/EVNT.hpp`/`.cpp`), all big-endian:
 *
 * ```
 * u32 version                       (1, or 2 with sound events)
 * u32 count; bool events            (node + u8 value)
 * u32 count; int32 events           (node + u32 value + string locator)
 * u32 count; particle events        (node + u32 duration, FourCC type, u32 asset id, string locator,
 *                                     f32 scale, u32 parent mode)
 * version 2: u32 count; sound events (node + u32 sound id, f32 fall-off, f32 max distance)
 * node = u16 unk0, string name, u16 type, CharAnimTime (f32 seconds, u32 state), u32 index, u8 unk2,
 *        f32 weight, u32 unk4, u32 unk5          (strings: bytes up to a NUL)
 * ```
 *
 * The reader keeps every field and the bytes after the last list, so {@link writeEvnt} reproduces a file
 * byte for byte; {@link evntMarkers} turns the events into time-ordered clip markers.
 *
 * @module
 */
import { UnsupportedVersionError } from '@anim/core';
import { ByteReader, ByteWriter, invalidUtf8Offset } from '@anim/core/io';
import { FORMAT_ID } from './constants.js';
import type { PrimeCharAnimTime } from './types.js';

/** Fields every event carries (metaforce's `POINode`). */
export interface PrimeEventBase {
  /** u16 before the name (meaning unknown; kept). */
  unk0: number;
  /** Event name (UTF-8, stored NUL-terminated). */
  name: string;
  /** u16 event type code. */
  type: number;
  /** When the event fires in the animation (seconds + CharAnimTime state). */
  time: PrimeCharAnimTime;
  /** u32 index. */
  index: number;
  /** u8 flag after the index (meaning unknown; kept as stored). */
  unk2: number;
  /** f32 weight. */
  weight: number;
  /** u32 (meaning unknown; kept). */
  unk4: number;
  /** u32 (meaning unknown; kept). */
  unk5: number;
}

/** A boolean event: sets a flag. */
export interface PrimeBoolEvent extends PrimeEventBase {
  /** u8 value. */
  value: number;
}

/** An integer event at a locator (skeleton attachment point). */
export interface PrimeInt32Event extends PrimeEventBase {
  /** u32 value. */
  value: number;
  /** Locator name. */
  locator: string;
}

/** A particle effect spawned at a locator. */
export interface PrimeParticleEvent extends PrimeEventBase {
  /** u32 duration. */
  duration: number;
  /** Effect resource type, a FourCC such as `PART`, `ELSC`, `SWHC`. */
  effectType: string;
  /** u32 asset id of the effect. */
  effectId: number;
  /** Locator name. */
  locator: string;
  /** f32 scale. */
  scale: number;
  /** u32 parenting mode. */
  parentMode: number;
}

/** A sound (version 2 files only). */
export interface PrimeSoundEvent extends PrimeEventBase {
  /** u32 sound id. */
  soundId: number;
  /** f32 fall-off. */
  falloff: number;
  /** f32 maximum distance. */
  maxDistance: number;
}

/** A decoded EVNT file, lossless. */
export interface PrimeEvents {
  /** 1, or 2 (adds the sound list). */
  version: 1 | 2;
  bool: PrimeBoolEvent[];
  int32: PrimeInt32Event[];
  particle: PrimeParticleEvent[];
  /** Empty in version 1 files. */
  sound: PrimeSoundEvent[];
  /** Bytes after the last list (pak padding), written back verbatim. */
  trailing: Uint8Array;
}

/** One event as a clip marker: time in seconds, name, and which list it came from. */
export interface PrimeEventMarker {
  /** Seconds from the start of the animation. */
  time: number;
  /** The event's name. */
  name: string;
  /** The list it came from. */
  kind: 'bool' | 'int32' | 'particle' | 'sound';
}

/** Smallest encoded node: u16, empty string (1), u16, 8, u32, u8, f32, u32, u32. */
const NODE_MIN = 30;

function cString(r: ByteReader, what: string): string {
  const start = r.offset;
  const bytes = r.bytes.subarray(start);
  const end = bytes.indexOf(0);
  if (end < 0) r.fail(`a NUL-terminated ${what}`, 'no NUL before the end of the file', start);
  const text = bytes.subarray(0, end);
  const bad = invalidUtf8Offset(text);
  if (bad >= 0) r.fail(`UTF-8 text in the ${what}`, `byte 0x${text[bad]!.toString(16).padStart(2, '0')}`, start + bad);
  r.skip(end + 1, what);
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(text);
}

/** An f32 that must be finite (a NaN's payload would not survive writing back). */
function finiteF32(r: ByteReader, what: string): number {
  const at = r.offset;
  const v = r.f32(what);
  if (!Number.isFinite(v)) r.fail(`a finite ${what}`, String(v), at);
  return v;
}

function node(r: ByteReader, what: string): PrimeEventBase {
  const unk0 = r.u16(`${what} unk0`);
  const name = cString(r, `${what} name`);
  const type = r.u16(`${what} type`);
  const seconds = finiteF32(r, `${what} time`);
  const state = r.u32(`${what} time state`);
  return {
    unk0,
    name,
    type,
    time: { seconds, state },
    index: r.u32(`${what} index`),
    unk2: r.u8(`${what} unk2`),
    weight: finiteF32(r, `${what} weight`),
    unk4: r.u32(`${what} unk4`),
    unk5: r.u32(`${what} unk5`),
  };
}

function list<T>(r: ByteReader, minSize: number, what: string, item: (i: number) => T): T[] {
  const at = r.offset;
  const count = r.count(r.u32(`${what} count`), minSize, what, at);
  const out: T[] = [];
  for (let i = 0; i < count; i++) out.push(item(i));
  return out;
}

/**
 * Reads a Metroid Prime `EVNT` file (the events an MP1 ANIM's EVNT id points to).
 *
 * @param bytes - the whole file.
 * @returns every event list with all fields, and the trailing bytes.
 * @throws {ParseError} for truncation, a count larger than the bytes left can hold, a string without
 *   its NUL or with invalid UTF-8, a non-finite float — with the byte offset.
 * @throws {UnsupportedVersionError} for a version other than 1 or 2 (at byte 0).
 */
export function readEvnt(bytes: Uint8Array): PrimeEvents {
  const r = new ByteReader(bytes, { format: FORMAT_ID, endian: 'big' });
  const version = r.u32('EVNT version');
  if (version !== 1 && version !== 2) {
    throw new UnsupportedVersionError(`${FORMAT_ID} EVNT`, String(version), '1, 2', { location: { kind: 'offset', offset: 0 } });
  }
  const bool = list(r, NODE_MIN + 1, 'bool events', (i) => ({ ...node(r, `bool event ${String(i)}`), value: r.u8('bool event value') }));
  const int32 = list(r, NODE_MIN + 5, 'int32 events', (i) => {
    const base = node(r, `int32 event ${String(i)}`);
    const value = r.u32('int32 event value');
    return { ...base, value, locator: cString(r, 'int32 event locator') };
  });
  const particle = list(r, NODE_MIN + 21, 'particle events', (i) => {
    const base = node(r, `particle event ${String(i)}`);
    const duration = r.u32('particle duration');
    const fourCC = r.bytes.subarray(r.offset, r.offset + 4);
    r.skip(4, 'particle effect type');
    return {
      ...base,
      duration,
      effectType: String.fromCharCode(...fourCC),
      effectId: r.u32('particle effect id'),
      locator: cString(r, 'particle locator'),
      scale: finiteF32(r, 'particle scale'),
      parentMode: r.u32('particle parent mode'),
    };
  });
  const sound =
    version === 2
      ? list(r, NODE_MIN + 12, 'sound events', (i) => ({
          ...node(r, `sound event ${String(i)}`),
          soundId: r.u32('sound id'),
          falloff: finiteF32(r, 'sound fall-off'),
          maxDistance: finiteF32(r, 'sound max distance'),
        }))
      : [];
  return { version, bool, int32, particle, sound, trailing: bytes.slice(r.offset) };
}

function writeNode(w: ByteWriter, e: PrimeEventBase): void {
  w.u16(e.unk0).bytes(new TextEncoder().encode(e.name)).u8(0).u16(e.type);
  w.f32(e.time.seconds).u32(e.time.state).u32(e.index).u8(e.unk2).f32(e.weight).u32(e.unk4).u32(e.unk5);
}

/**
 * Writes an EVNT file: byte for byte what {@link readEvnt} read (trailing bytes included). Sound
 * events are written only in version 2.
 * @throws {InvalidArgumentError} (from the byte writer) for a field outside its integer range.
 */
export function writeEvnt(events: PrimeEvents): Uint8Array<ArrayBuffer> {
  const w = new ByteWriter({ endian: 'big', initialCapacity: 64 });
  w.u32(events.version);
  w.u32(events.bool.length);
  for (const e of events.bool) {
    writeNode(w, e);
    w.u8(e.value);
  }
  w.u32(events.int32.length);
  for (const e of events.int32) {
    writeNode(w, e);
    w.u32(e.value).bytes(new TextEncoder().encode(e.locator)).u8(0);
  }
  w.u32(events.particle.length);
  for (const e of events.particle) {
    writeNode(w, e);
    w.u32(e.duration);
    for (let i = 0; i < 4; i++) w.u8(e.effectType.charCodeAt(i) & 0xff);
    w.u32(e.effectId).bytes(new TextEncoder().encode(e.locator)).u8(0).f32(e.scale).u32(e.parentMode);
  }
  if (events.version === 2) {
    w.u32(events.sound.length);
    for (const e of events.sound) {
      writeNode(w, e);
      w.u32(e.soundId).f32(e.falloff).f32(e.maxDistance);
    }
  }
  w.bytes(events.trailing);
  return w.finish();
}

/**
 * The events as clip markers, ordered by time (stable within equal times: bool, int32, particle, sound,
 * each in file order). `primeToClip(doc, { events })` stores them as `clip.markers` (kind in `extras.prime.kind`).
 */
export function evntMarkers(events: PrimeEvents): PrimeEventMarker[] {
  const markers: PrimeEventMarker[] = [];
  const add = (kind: PrimeEventMarker['kind'], list: readonly PrimeEventBase[]): void => {
    for (const e of list) markers.push({ time: e.time.seconds, name: e.name, kind });
  };
  add('bool', events.bool);
  add('int32', events.int32);
  add('particle', events.particle);
  add('sound', events.sound);
  return markers.sort((a, b) => a.time - b.time);
}
