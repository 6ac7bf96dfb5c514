import { AnimError, ParseError, UnsupportedVersionError } from '@anim/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evntMarkers, primeToClip, readEvnt, writeEvnt } from '../src/index.js';
import { mp1V2 } from './fixtures.js';

/** Big-endian byte assembly, independent of the package's writer. */
class Bytes {
  readonly out: number[] = [];
  u8(v: number): this {
    this.out.push(v & 0xff);
    return this;
  }
  u16(v: number): this {
    return this.u8(v >>> 8).u8(v);
  }
  u32(v: number): this {
    return this.u16(v >>> 16).u16(v & 0xffff);
  }
  f32(v: number): this {
    const d = new DataView(new ArrayBuffer(4));
    d.setFloat32(0, v);
    return this.u32(d.getUint32(0));
  }
  str(s: string): this {
    for (const c of s) this.u8(c.charCodeAt(0));
    return this.u8(0);
  }
  node(name: string, seconds: number): this {
    // unk0, name, type, CharAnimTime, index, unk2, weight, unk4, unk5
    return this.u16(1).str(name).u16(3).f32(seconds).u32(0).u32(7).u8(1).f32(0.5).u32(0).u32(0xffffffff);
  }
  get bytes(): Uint8Array {
    return Uint8Array.from(this.out);
  }
}

/** A version-2 EVNT file: one event of each kind (bool at 0.5 s, int32 at 0.25 s, particle at 1 s, sound at 0.25 s). */
function handEvnt(): { bytes: Uint8Array; at: Record<string, number> } {
  const b = new Bytes().u32(2);
  const at: Record<string, number> = { boolCount: b.out.length };
  b.u32(1);
  at.boolName = b.out.length + 2;
  b.node('Footstep', 0.5).u8(1);
  at.int32Count = b.out.length;
  b.u32(1).node('Hand', 0.25).u32(42).str('L_hand_LCTR');
  at.particleCount = b.out.length;
  b.u32(1).node('Spark', 1).u32(30).u8(0x50).u8(0x41).u8(0x52).u8(0x54).u32(0xdeadbeef).str('head_LCTR').f32(2).u32(1);
  at.soundCount = b.out.length;
  b.u32(1).node('Roar', 0.25).u32(1234).f32(0.2).f32(150);
  return { bytes: b.bytes, at };
}

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
}

const offsetOf = (e: unknown): number | undefined =>
  ParseError.isInstance(e) && e.location.kind === 'offset' ? e.location.offset : undefined;

describe('readEvnt (metaforce DataSpec EVNT layout)', () => {
  it('reads every list and field of a hand-assembled version 2 file', () => {
    const events = readEvnt(handEvnt().bytes);
    expect(events.version).toBe(2);
    expect(events.bool).toStrictEqual([
      { unk0: 1, name: 'Footstep', type: 3, time: { seconds: 0.5, state: 0 }, index: 7, unk2: 1, weight: 0.5, unk4: 0, unk5: 0xffffffff, value: 1 },
    ]);
    expect(events.int32[0]).toMatchObject({ name: 'Hand', value: 42, locator: 'L_hand_LCTR' });
    expect(events.particle[0]).toMatchObject({ name: 'Spark', duration: 30, effectType: 'PART', effectId: 0xdeadbeef, locator: 'head_LCTR', scale: 2, parentMode: 1 });
    expect(events.sound[0]).toMatchObject({ name: 'Roar', soundId: 1234, falloff: Math.fround(0.2), maxDistance: 150 });
    expect(events.trailing).toStrictEqual(new Uint8Array(0));
  });

  it('writes back byte for byte, trailing padding included', () => {
    const { bytes } = handEvnt();
    const padded = Uint8Array.from([...bytes, 0xff, 0xff, 0xff]);
    expect(writeEvnt(readEvnt(bytes))).toStrictEqual(bytes);
    expect(writeEvnt(readEvnt(padded))).toStrictEqual(padded);
  });

  it('version 1 files have no sound list', () => {
    const v1 = { ...readEvnt(handEvnt().bytes), version: 1 as const, sound: [] };
    const bytes = writeEvnt(v1);
    expect(bytes.length).toBe(handEvnt().at.soundCount!);
    expect(readEvnt(bytes)).toStrictEqual(v1);
  });

  it('gives time-ordered clip markers, stored by primeToClip in clip.markers', () => {
    const events = readEvnt(handEvnt().bytes);
    const markers = [
      { time: 0.25, name: 'Hand', kind: 'int32' },
      { time: 0.25, name: 'Roar', kind: 'sound' },
      { time: 0.5, name: 'Footstep', kind: 'bool' },
      { time: 1, name: 'Spark', kind: 'particle' },
    ];
    expect(evntMarkers(events)).toStrictEqual(markers);
    const clip = primeToClip(mp1V2(), { events }).value;
    expect(clip.markers).toStrictEqual(markers.map(({ time, name, kind }) => ({ time, name, extras: { prime: { kind } } })));
    expect((clip.extras.prime as { markers?: unknown }).markers).toBeUndefined();
    // Without the EVNT file there are no markers: the ANIM holds only its id.
    expect(primeToClip(mp1V2()).value.markers).toBeUndefined();
  });

  it('rejects bad files with the error class and the byte offset', () => {
    const { bytes, at } = handEvnt();
    const edit = (offset: number, u32: number): Uint8Array => {
      const b = Uint8Array.from(bytes);
      new DataView(b.buffer).setUint32(offset, u32);
      return b;
    };
    expect(offsetOf(thrown(() => readEvnt(edit(at.int32Count!, 1_000_000))))).toBe(at.int32Count);
    expect(offsetOf(thrown(() => readEvnt(bytes.subarray(0, bytes.length - 3))))).toBe(bytes.length - 4); // the last f32
    // The name runs to the end of the file without its NUL.
    const unterminated = new Bytes().u32(1).u32(1).u16(1);
    for (let i = 0; i < 40; i++) unterminated.u8(0x41);
    expect(offsetOf(thrown(() => readEvnt(unterminated.bytes)))).toBe(10);
    // A NaN event time, at the time's offset (after unk0 and the NUL-terminated name and the type).
    const timeAt = at.soundCount! + 4 + 2 + 'Roar'.length + 1 + 2;
    expect(offsetOf(thrown(() => readEvnt(edit(timeAt, 0x7fc00001))))).toBe(timeAt);
    const badUtf8 = Uint8Array.from(bytes);
    badUtf8[at.boolName! + 2] = 0xc3; // a lead byte followed by 'o'
    expect(offsetOf(thrown(() => readEvnt(badUtf8)))).toBe(at.boolName! + 2);
    const version = thrown(() => readEvnt(edit(0, 3)));
    expect(UnsupportedVersionError.isInstance(version)).toBe(true);
    expect((version as UnsupportedVersionError).location).toStrictEqual({ kind: 'offset', offset: 0 });
  });

  it('never crashes or hangs on edited files: a document or a typed error (property, time-bounded)', () => {
    const { bytes } = handEvnt();
    const edited = fc.tuple(fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 6 }), fc.nat()).map(([edits, cut]) => {
      const b = Uint8Array.from(bytes);
      for (const [at, v] of edits) b[at % b.length] = v;
      return b.subarray(0, b.length - (cut % 12));
    });
    const started = performance.now();
    fc.assert(
      fc.property(edited, (b) => {
        let outcome: string;
        try {
          // Whatever reads, writes back byte for byte.
          outcome = writeEvnt(readEvnt(b)).every((v, i) => v === b[i]) && writeEvnt(readEvnt(b)).length === b.length ? 'ok' : 'changed on writing back';
        } catch (error) {
          outcome = AnimError.isInstance(error) ? 'ok' : `untyped ${String(error)}`;
        }
        expect(outcome).toBe('ok');
      }),
      { seed: 19, numRuns: 1500, interruptAfterTimeLimit: 10_000 },
    );
    expect(performance.now() - started).toBeLessThan(15_000);
  });
});
