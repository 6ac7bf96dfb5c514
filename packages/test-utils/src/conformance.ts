import { adaptClip, AnimError, convertClip, ParseError, WarningSink, type AnyFormatDescriptor, type Clip, type ConversionWarning } from '@anim/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** What {@link runConformance} needs to know about a format. */
export interface ConformanceOptions<Doc> {
  /** The descriptor under test; its `read` and `write` may return promises (asynchronous IO, glTF): they are awaited. */
  readonly format: AnyFormatDescriptor;
  /** A small valid file (a few hundred bytes is ideal): every prefix of it must fail with a ParseError. */
  readonly small: Uint8Array;
  /** Canonical files (named, at least one) that must write back byte for byte. */
  readonly canonical: readonly { readonly name: string; readonly bytes: Uint8Array }[];
  /** Files of other formats (or garbage) the sniffer must reject. */
  readonly sniffNegatives: readonly { readonly name: string; readonly bytes: Uint8Array }[];
  /** Generated documents for `read(write(doc))` ≡ `doc`; omit only when the format has none yet. */
  readonly documents?: fc.Arbitrary<Doc>;
  /** Compare a re-read document with the original (default: `toStrictEqual`). */
  readonly equal?: (actual: Doc, expected: Doc) => void;
  /** Number of random mutations (default 2,000; the project requires at least that). */
  readonly mutations?: number;
  /** Seed for the mutation run, so failures reproduce (default 20261122). */
  readonly seed?: number;
  /**
   * The prefix lengths that are themselves complete, valid files (e.g. a text format whose every
   * line boundary ends a valid document). Default: none, only the full length.
   */
  readonly validPrefixes?: (length: number) => boolean;
}

async function expectAnimError(fn: () => unknown): Promise<void> {
  try {
    await fn();
  } catch (error) {
    if (!AnimError.isInstance(error)) {
      throw new Error(`expected an AnimError, got ${String(error)}`, { cause: error });
    }
  }
}

/**
 * The conformance suite every format package runs (call it inside a test file):
 * sniff positives and negatives; every proper prefix of a small valid file throws a typed
 * {@link ParseError}; seeded random byte mutations only ever throw {@link AnimError}s (never another
 * exception, never a hang); canonical files round-trip byte for byte; generated documents satisfy
 * `read(write(doc))` ≡ `doc`. A format whose `read`/`write` return promises is awaited at every step.
 */
export function runConformance<Doc>(options: ConformanceOptions<Doc>): void {
  const { format } = options;
  const mutations = options.mutations ?? 2000;
  const seed = options.seed ?? 20261122;

  describe(`${format.id} conformance`, () => {
    it('descriptor is well formed', () => {
      expect(format.id).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(format.name.length).toBeGreaterThan(0);
      expect(format.extensions.length).toBeGreaterThan(0);
      // as files spell them (Prime's `ANIM`), each also listed in lower case
      for (const ext of format.extensions) expect(ext).toMatch(/^[A-Za-z0-9]+$/);
      for (const ext of format.extensions) expect(format.extensions).toContain(ext.toLowerCase());
    });

    it('sniffs its own files', () => {
      expect(format.sniff(options.small)).toBe(true);
      for (const file of options.canonical) expect(format.sniff(file.bytes), file.name).toBe(true);
    });

    it('rejects other files when sniffing', () => {
      expect(format.sniff(new Uint8Array(0))).toBe(false);
      for (const file of options.sniffNegatives) expect(format.sniff(file.bytes), file.name).toBe(false);
    });

    it('throws a ParseError with a location for every proper prefix of a small file', async () => {
      const n = options.small.length;
      for (let len = 0; len < n; len++) {
        if (options.validPrefixes?.(len) === true) continue;
        let thrown: unknown;
        try {
          await format.read(options.small.subarray(0, len));
        } catch (error) {
          thrown = error;
        }
        if (!ParseError.isInstance(thrown)) {
          throw new Error(`prefix of ${String(len)}/${String(n)} bytes: expected a ParseError, got ${String(thrown)}`);
        }
        expect(thrown.format).toBe(format.id);
      }
    });

    it(`survives ${String(mutations)} random mutations with only AnimErrors`, async () => {
      const base = options.small;
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(fc.nat({ max: Math.max(0, base.length - 1) }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 3 })), {
            minLength: 1,
            maxLength: 8,
          }),
          async (edits) => {
            let bytes = Uint8Array.from(base);
            for (const [at, value, kind] of edits) {
              if (kind === 0 || kind === 1) bytes[at % Math.max(1, bytes.length)] = value;
              else if (kind === 2) bytes = Uint8Array.from([...bytes.subarray(0, at), ...bytes.subarray(at + 1)]);
              else bytes = Uint8Array.from([...bytes.subarray(0, at), value, ...bytes.subarray(at)]);
            }
            await expectAnimError(async () => {
              const doc: unknown = await format.read(bytes);
              await format.write(doc);
            });
          },
        ),
        { numRuns: mutations, seed },
      );
    });

    it('is given canonical files (a loop over none would pass over nothing)', () => {
      expect(options.canonical.length).toBeGreaterThan(0);
      expect(new Set(options.canonical.map((f) => f.name)).size).toBe(options.canonical.length);
    });

    for (const file of options.canonical) {
      it(`writes ${file.name} back byte for byte`, async () => {
        const doc: unknown = await format.read(file.bytes);
        const out = await format.write(doc);
        expect(Buffer.from(out).equals(Buffer.from(file.bytes))).toBe(true);
      });
    }

    const toClip = format.toClip?.bind(format);
    const fromClip = format.fromClip?.bind(format);
    const capabilities = format.capabilities;
    if (toClip !== undefined && fromClip !== undefined && capabilities !== undefined) {
      // The contract of FormatDescriptor.fromClip: it receives the clip core's pipeline adapted and
      // does not adapt it again. Each canonical file's clip, with a marker (which adaptation warns
      // about and leaves in the clip), is adapted once by core; fromClip must not repeat a warning of
      // that adaptation, and must give the document convertClip gives.
      it('fromClip takes the clip core adapted as it is: no adaptation warning twice, the document convertClip gives', async () => {
        const key = (w: ConversionWarning): string => `${w.code}|${w.path ?? ''}|${w.message}`;
        let checked = 0;
        for (const file of options.canonical) {
          const read = toClip(await format.read(file.bytes));
          if (read.value.tracks.length === 0) continue;
          const clip: Clip = { ...read.value, markers: [...(read.value.markers ?? []), { time: 0, name: 'conformance' }] };
          const sink = new WarningSink();
          const adapted = adaptClip(clip, capabilities, format.id, sink);
          const direct = fromClip(adapted);
          const adaptation = new Set(sink.warnings.map(key));
          expect(direct.warnings.filter((w) => adaptation.has(key(w))), file.name).toEqual([]);
          const piped = convertClip(clip, format, { keepAxes: true });
          const [a, b] = [await format.write(direct.value), await format.write(piped.value)];
          expect(Buffer.from(a).equals(Buffer.from(b)), file.name).toBe(true);
          checked++;
        }
        expect(checked).toBeGreaterThan(0);
      });
    }

    const documents = options.documents;
    if (documents !== undefined) {
      it('reads back what it writes (generated documents)', async () => {
        await fc.assert(
          fc.asyncProperty(documents, async (doc) => {
            const again = (await format.read(await format.write(doc))) as Doc;
            if (options.equal) options.equal(again, doc);
            else expect(again).toStrictEqual(doc);
          }),
          { numRuns: 200, seed },
        );
      });
    }
  });
}
