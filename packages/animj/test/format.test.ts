import { describe, expect, it } from 'vitest';
import {
  animjFormat,
  animjFromClip,
  animjToClip,
  animxFormat,
  readAnimj,
  readAnimx,
  sniffAnimj,
  sniffAnimx,
  summarizeAnimj,
  summarizeAnimx,
  writeAnimj,
  writeAnimx,
} from '../src/index.js';
import { animxFixture, fixture } from './helpers.js';

describe('descriptors', () => {
  it('describe both formats with the package functions', () => {
    expect([animjFormat.id, animjFormat.extensions, animjFormat.binary]).toEqual(['animj', ['animj'], false]);
    expect([animxFormat.id, animxFormat.extensions, animxFormat.binary]).toEqual(['animx', ['animx'], true]);
    // The descriptors' members ARE the package functions (compared by identity, never called unbound).
    /* eslint-disable @typescript-eslint/unbound-method */
    expect([animjFormat.read, animjFormat.write, animjFormat.sniff, animjFormat.summarize, animjFormat.toClip, animjFormat.fromClip]).toEqual([
      readAnimj, writeAnimj, sniffAnimj, summarizeAnimj, animjToClip, animjFromClip,
    ]);
    expect([animxFormat.read, animxFormat.write, animxFormat.sniff, animxFormat.summarize, animxFormat.toClip, animxFormat.fromClip]).toEqual([
      readAnimx, writeAnimx, sniffAnimx, summarizeAnimx, animjToClip, animjFromClip,
    ]);
    /* eslint-enable @typescript-eslint/unbound-method */
  });

  it('sniff by content', () => {
    expect(sniffAnimj(fixture('bom.animj'))).toBe(true);
    expect(sniffAnimj(fixture('minified.animj'))).toBe(true);
    expect(sniffAnimj(animxFixture('track-raw.animj'))).toBe(false);
    expect(sniffAnimj(new TextEncoder().encode('{"name": "package", "version": "1.0.0"}'))).toBe(false);
    expect(sniffAnimj(new TextEncoder().encode(`{${' '.repeat(70000)}"tracks": []}`))).toBe(false);
    expect(sniffAnimx(animxFixture('track-curve.animj', 'lzma'))).toBe(true);
    expect(sniffAnimx(fixture('track-raw.animj'))).toBe(false);
    expect(sniffAnimx(Uint8Array.of(5, 0x41, 0x6e, 0x69, 0x6d))).toBe(false);
  });

  it('summarise tracks, keyframes and duration (seconds)', () => {
    expect(summarizeAnimj(readAnimj(fixture('track-curve.animj')))).toEqual({
      tracks: 3,
      keyframes: 9,
      duration: 3,
      details: { name: 'curve', trackTypes: ['Curve'], valueTypes: ['float', 'float3', 'floatQ'] },
    });
    // No globalDuration: a Raw track ends at (count − 1) × interval, others at their last key.
    const raw = readAnimj(fixture('track-raw.animj'));
    delete raw.globalDuration;
    expect(summarizeAnimj(raw).duration).toBe(2);
    expect(summarizeAnimj(readAnimj(fixture('track-tangents-partial.animj'))).duration).toBe(3);
    const animx = summarizeAnimx(readAnimx(animxFixture('track-discrete.animj', 'lz4')));
    expect(animx).toEqual({
      version: '1',
      tracks: 2,
      keyframes: 5,
      duration: 3,
      details: { name: 'discrete', trackTypes: ['Discrete'], valueTypes: ['int', 'string'], encoding: 'lz4' },
    });
  });

  it('convert through the descriptors', () => {
    const doc = readAnimx(animxFixture('track-curve.animj'));
    const clip = animxFormat.toClip!(doc).value;
    expect(clip.tracks.map((t) => [t.name, t.valueType, t.components])).toEqual([
      ['A.X', 'scalar', 1],
      ['A.Position', 'vec3', 3],
      ['A.Rotation', 'quat', 4],
    ]);
    expect(clip.duration).toBe(3);
    const back = animjFormat.fromClip!(clip).value;
    expect(back.tracks.map((t) => [t.trackType, t.valueType])).toEqual([
      ['Curve', 'float'],
      ['Curve', 'float3'],
      ['Curve', 'floatQ'],
    ]);
  });
});
