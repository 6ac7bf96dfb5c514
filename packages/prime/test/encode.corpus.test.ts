import { readFileSync } from 'node:fs';
import { corpusBytes, corpusDir, corpusFiles } from '@anim/test-utils';
import { describe, expect, it } from 'vitest';
import { encodePrimeV2, writePrime, type PrimeKeyChannel } from '../src/index.js';
import { INPUT_FILES } from './corpus.js';

interface EncoderInput {
  game: 'mp1' | 'mp2';
  version: number;
  interval: number;
  looping: boolean;
  evntId: string | null;
  frameCount: number;
  keyedFrames: number[];
  bones: { boneId: number; rotation?: number[][] | null; translation?: number[][] | null; scale?: number[][] | null }[];
}

const inputs = corpusFiles('prime', INPUT_FILES);

/** The keys handed to metaforce's writer, as encoder input. */
function channelsOf(input: EncoderInput): PrimeKeyChannel[] {
  return input.bones.map((b) => ({
    boneId: b.boneId,
    rotation: b.rotation?.flat() ?? null,
    translation: b.translation?.flat() ?? null,
    scale: b.scale?.flat() ?? null,
  }));
}

describe('the encoder reproduces metaforce-written v2 files from their input keys', () => {
  const v2Inputs = inputs.filter((file) => (JSON.parse(readFileSync(corpusDir('prime') + file, 'utf8')) as EncoderInput).version === 2);
  it('finds 5 encoder inputs, 3 of them for v2 files', () => {
    expect([inputs.length, v2Inputs]).toStrictEqual([5, ['mp1-v2-dense.input.json', 'mp1-v2-sparse.input.json', 'mp2-v2-scale.input.json']]);
  });

  for (const file of v2Inputs) {
    const input = JSON.parse(readFileSync(corpusDir('prime') + file, 'utf8')) as EncoderInput;
    it(`${file}: re-encodes to the same bytes`, () => {
      const original = corpusBytes('prime', file.replace(/\.input\.json$/, '.ANIM'));
      // The interval as handed to metaforce: the encoder truncates it to microseconds for MP1 like the cook.
      const anim = encodePrimeV2(channelsOf(input), {
        game: input.game,
        interval: input.interval,
        keyFrames: input.keyedFrames,
        frameCount: input.frameCount,
        looping: input.looping,
        evntId: input.evntId === null ? undefined : Number.parseInt(input.evntId, 16),
      });
      const bytes = writePrime(anim);
      expect(bytes.length).toBe(original.length);
      const firstDiff = bytes.findIndex((b, i) => b !== original[i]);
      expect(firstDiff).toBe(-1);
    });
  }
});
