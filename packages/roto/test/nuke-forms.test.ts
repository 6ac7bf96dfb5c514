/**
 * Forms real Nuke scripts hold that the first reader refused or hung on (issue 18 items 1, 2, 7, 8), each
 * with a hand-made script in `test/fixtures/nuke-forms/` (see its README): a px point dimension written
 * as one timeless key for several shared key times, scripts whose labels and notes are not UTF-8, the
 * `Roto {;}` hang (with a watchdog over generated scripts), and error messages naming what was found once.
 */
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { ParseError } from '@anim/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readRoto, writeRoto, type RotoDocument, type RotoTimelessCurve } from '../src/index.js';
import { parseRotoText } from '../src/read.js';
import { writeRotoText } from '../src/write.js';
import { pointAt } from '../src/points.js';
import { script, shape, tree } from './helpers.js';

const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(new URL(`fixtures/nuke-forms/${name}`, import.meta.url)));

function caught(read: () => unknown): ParseError {
  try {
    read();
  } catch (error) {
    if (ParseError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('no error');
}

/** Line and column (1-based, counting UTF-16 code units) of the first `needle` in `text`, plus `extra`. */
function at(text: string, needle: string, extra = 0): { line: number; column: number } {
  const i = text.indexOf(needle) + extra;
  const before = text.slice(0, i).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/** The px point list of the document's first shape. */
function pxPoints(doc: RotoDocument) {
  const s = doc.nodes[0]!.curves.root.children[0]!;
  if (s.kind !== 'curvegroup' || 'kind' in s.curves || s.curves.main.points.form !== 'px') throw new Error('not a px shape');
  return s.curves.main.points;
}

/** The document's first shape. */
function firstShape(doc: RotoDocument) {
  const s = doc.nodes[0]!.curves.root.children[0]!;
  if (s.kind !== 'curvegroup') throw new Error('not a shape');
  return s;
}

const shapeName = (doc: RotoDocument): string => firstShape(doc).name;

/** The values a timeless point dimension holds at each of its shared key times. */
function values(dim: number | RotoTimelessCurve, n: number): number[] {
  return typeof dim === 'number' ? Array.from({ length: n }, () => dim) : dim.keys().map((k) => k.value);
}

describe('one timeless key for every shared key time (issue 18 item 1)', () => {
  it('held-keys.nk: a dimension written as one key holds at both key times; the file writes back byte for byte', () => {
    const bytes = fixture('held-keys.nk');
    const doc = readRoto(bytes);
    expect(writeRoto(doc)).toEqual(bytes);
    const list = pxPoints(doc);
    expect(list.times).toEqual([0, 12]);
    // Point 0 (a tangent handle): {{xc280f560 -}} and {{0 -}} after {0 x41400000}. xc280f560 is the
    // float32 with sign 1, exponent 0x85 (2^6), mantissa 0x00f560 / 2^23 → −(1 + 62816/8388608)·64 = −64.479248046875.
    const handle = pointAt(list, 0).dims;
    expect(values(handle[0]!, 2)).toEqual([-64.479248046875, -64.479248046875]);
    expect(values(handle[1]!, 2)).toEqual([0, 0]);
    // Point 1 (a vertex): x keyed 600 → 720 (x44160000, x44340000), y keyed 300 → 340.
    const vertex = pointAt(list, 1).dims;
    expect(values(vertex[0]!, 2)).toEqual([600, 720]);
    expect(values(vertex[1]!, 2)).toEqual([300, 340]);
    // Point 4: x keyed (x44610000 = 900, x447f0000 = 1020), y held at x43960000 = 300.
    const mixed = pointAt(list, 4).dims;
    expect(values(mixed[0]!, 2)).toEqual([900, 1020]);
    expect(values(mixed[1]!, 2)).toEqual([300, 300]);
    // The held key keeps the extras `-` spelled: tangents (0, 1), interpolation 256, at every key time.
    const held = mixed[1] as RotoTimelessCurve;
    expect(held.key(1)).toMatchObject({ value: 300, lslope: 0, la: 1, rslope: 0, ra: 1 });
  });

  it('an edit to a held dimension writes every key time', () => {
    const doc = readRoto(fixture('held-keys.nk'));
    const held = pointAt(pxPoints(doc), 4).dims[1] as RotoTimelessCurve;
    held.setKey(1, { value: 320 });
    const again = readRoto(writeRoto(doc));
    expect(values(pointAt(pxPoints(again), 4).dims[1]!, 2)).toEqual([300, 320]);
  });

  it('a one-key group stands for every key time also in tx lists and as a bare {v -} curve', () => {
    const doc = parseRotoText(script(tree(shape('{px {1 2 3} {{x3f800000 -} {{2 -}}} {0 0} {0 0}}'))));
    const dims = pointAt(pxPoints(doc), 0).dims;
    expect(values(dims[0]!, 3)).toEqual([1, 1, 1]);
    expect(values(dims[1]!, 3)).toEqual([2, 2, 2]);
  });

  it('a partial list (more than one key, fewer than the key times) is still an error, at the curve, naming the count once', () => {
    const text = script(tree(shape('{px {1 2 3} {{1 2} 0} {0 0} {0 0}}')));
    const e = caught(() => parseRotoText(text));
    expect(e.expected).toBe('3 keys (one per shared key time)');
    expect(e.found).toBe('2 keys');
    expect(e.location).toMatchObject(at(text, '{1 2} 0'));
    expect(e.message.match(/found/g)).toHaveLength(1);
  });

  it('a single repeat entry {x 1 …} is a partial list, not a held key', () => {
    const text = script(tree(shape('{px {1 2} {{{x 1 5}} 0} {0 0} {0 0}}')));
    const e = caught(() => parseRotoText(text));
    expect(e.found).toBe('1 key');
    expect(e.location).toMatchObject(at(text, '{{x 1 5}}'));
  });
});

describe('scripts that are not clean UTF-8 (issue 18 item 2)', () => {
  const bytes = fixture('mixed-encodings.nk');
  const latin1Label = [0x70, 0x72, 0xe9]; // "pré" in Latin-1

  it('mixed-encodings.nk: reads (Latin-1 label, GBK note), writes back byte for byte, decodes the UTF-8 shape name', () => {
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    const doc = readRoto(bytes);
    expect(doc.encoding).toBe('latin1');
    expect(doc.nodes.map((n) => [n.name, n.class])).toEqual([['Roto1', 'Roto']]);
    expect(doc.fps).toBe(24);
    expect(shapeName(doc)).toBe('Forme_é');
    expect(writeRoto(doc)).toEqual(bytes);
    // The text holds one character per byte, so its length is the byte count.
    expect(doc.text).toHaveLength(bytes.length);
  });

  it('an edit inside the curves keeps every byte outside it, the Latin-1 and GBK ones included', () => {
    const doc = readRoto(bytes);
    const held = pointAt(pxPoints(doc), 4).dims[1] as RotoTimelessCurve;
    held.setKey(0, { value: 310 });
    const out = writeRoto(doc);
    const knobStart = doc.nodes[0]!.start;
    expect(out.subarray(0, knobStart)).toEqual(bytes.subarray(0, knobStart));
    const i = indexOfBytes(out, latin1Label);
    expect(i).toBeGreaterThan(0);
    expect(values(pointAt(pxPoints(readRoto(out)), 4).dims[1]!, 2)).toEqual([310, 300]);
    // A renamed shape is written as UTF-8 inside the knob; the bytes around it are still as read.
    firstShape(doc).name = 'Forme_è';
    const renamed = writeRoto(doc);
    expect(indexOfBytes(renamed, [...new TextEncoder().encode('Forme_è')])).toBeGreaterThan(0);
    expect(renamed.subarray(0, knobStart)).toEqual(bytes.subarray(0, knobStart));
    expect(shapeName(readRoto(renamed))).toBe('Forme_è');
  });

  it('a name inside the curves that is not UTF-8 is kept as its bytes (one character per byte) and written back', () => {
    const text = script(tree(shape('{p {1 2}}', { name: 'Forme_\u00e9' })));
    const raw = Uint8Array.from(text, (c) => c.charCodeAt(0)); // é as the one Latin-1 byte 0xe9
    const doc = readRoto(raw);
    expect(shapeName(doc)).toBe('Forme_\u00e9');
    expect(writeRoto(doc)).toEqual(raw);
    expect(writeRotoText(doc)).toBe(text);
  });

  it('an error after a non-UTF-8 byte has the line and the column (counted in bytes)', () => {
    const bad = script(tree(shape('{p {1 x3fz0000}}')), 'Roto', 'Constant {\n label "\u00e9t\u00e9"\n}\n');
    const raw = Uint8Array.from(bad, (c) => c.charCodeAt(0));
    const e = caught(() => readRoto(raw));
    expect(e.location).toMatchObject(at(bad, 'x3fz0000'));
    expect(e.found).toBe("'x3fz0000}}'".replace('}}', ''));
    // And an unclosed node in a Latin-1 script: the line and column of its '{'.
    const open = 'Constant {\n label "\u00e9"\n}\nRoto {\n curves {' + tree(shape('{p {1 2}}')) + '}\n';
    const e2 = caught(() => readRoto(Uint8Array.from(open, (c) => c.charCodeAt(0))));
    expect(e2.location).toMatchObject(at(open, 'Roto {', 5));
  });
});

function indexOfBytes(hay: Uint8Array, needle: readonly number[]): number {
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/**
 * Reads every text in a worker and fails when one read takes longer than `limitMs` (a read that does not
 * return cannot be stopped on the test's own thread). Resolves to each text's outcome: `read`, an error
 * class name, or `crash: …`.
 */
async function readAllWithWatchdog(texts: string[], limitMs: number): Promise<string[]> {
  // The worker loads the TypeScript sources through tsx's loader (as `pnpm bench` runs them).
  const url = new URL('./parse-worker.ts', import.meta.url).href;
  const code = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(url)}); });`;
  const worker = new Worker(code, { eval: true });
  const outcomes: string[] = [];
  try {
    return await new Promise<string[]>((resolve, reject) => {
      // The first read also loads the modules: it gets a longer bound.
      let timer = setTimeout(() => {
        reject(new Error(`no answer within ${String(limitMs * 20)} ms for ${JSON.stringify(texts[0])}`));
      }, limitMs * 20);
      worker.on('message', (outcome: string) => {
        outcomes.push(outcome);
        clearTimeout(timer);
        if (outcomes.length === texts.length) resolve(outcomes);
        else {
          timer = setTimeout(() => {
            reject(new Error(`no answer within ${String(limitMs)} ms for ${JSON.stringify(texts[outcomes.length])}`));
          }, limitMs);
        }
      });
      worker.on('error', reject);
      worker.postMessage(texts);
    });
  } finally {
    await worker.terminate();
  }
}

describe('every loop consumes input or ends (issue 18 item 7)', () => {
  it('Roto {;} and Root {;} end with a ParseError at the end of the script', () => {
    for (const text of ['Roto {;}', 'Root {;}', 'Roto {;;} ;', 'Root {;}\nRoto {;\n curves {}\n}']) {
      const e = caught(() => parseRotoText(text));
      expect(e.expected).toMatch(/Roto, RotoPaint or SplineWarp3 node/);
      expect(e.location).toMatchObject({ line: text.split('\n').length, column: text.split('\n').at(-1)!.length + 1 });
    }
  });

  it('a `;` inside a node body is part of a knob word: the curves knob after it is read', () => {
    const knob = tree(shape('{p {1 2}}'));
    const doc = parseRotoText(`Root {;\n fps 30\n}\nRoto {;\n curves {${knob}}\n name R1;\n}\n`);
    expect(doc.fps).toBe(30);
    expect(doc.nodes.map((n) => n.name)).toEqual(['R1;']);
  });

  it('watchdog: generated scripts made of the script and knob punctuation each read or throw a typed error within 1 s', async () => {
    const pieces = ['Roto', 'Root', 'RotoPaint', ' {', '{', '}', ';', ' ', '\n', '"', '\\', '[', ']', '#', 'clone', ' $C1', ' curves', ' fps', ' name', '{v x3f99999a}', '{f 0}', '{n', '{layer', '{px', '{x 2', '-', '1', 'x3f800000'];
    const texts = fc.sample(fc.array(fc.constantFrom(...pieces), { maxLength: 30 }).map((a) => a.join('')), { numRuns: 3000, seed: 18 });
    texts.push('Roto {;}', 'Root {;}', `Roto {\n curves {${tree(shape('{px {1 2} {{{1 -}} {;}} {0 0} {0 0}}'))}}\n}\n`);
    const outcomes = await readAllWithWatchdog(texts, 1000);
    const odd = outcomes.map((o, i) => [o, texts[i]] as const).filter(([o]) => !/^(read|ParseError|UnsupportedFeatureError|UnsupportedVersionError)$/.test(o));
    expect(odd).toEqual([]);
    expect(outcomes.filter((o) => o === 'ParseError').length).toBeGreaterThan(2000);
  }, 120_000);
});

describe('error messages name what was found once (issue 18 item 8)', () => {
  const cases: [string, string, string][] = [
    ['a repeat count too large', shape('{px {1 2} {{x 999999999 1} 0} {0 0} {0 0}}'), '999999999'],
    ['a negative repeat count', shape('{px {1 2} {{x -5 1} 0} {0 0} {0 0}}'), '-5'],
    ['a negative run-length count', '{layer L {f 0} {t {r {{{1 0} -5}}} 0}}', '-5}'],
  ];
  for (const [what, body, token] of cases) {
    it(`${what}: found names the token (never ''), once`, () => {
      const text = script(tree(body));
      const e = caught(() => parseRotoText(text));
      expect(e.found).not.toBe("''");
      expect(e.message.match(/found/g)).toHaveLength(1);
      expect(e.found).toBe(`'${token.replace('}', '')}'`);
      expect(e.location).toMatchObject(at(text, token));
    });
  }

  it('no generated bad knob gives an empty found or a second found', () => {
    const pieces = ['{', '}', ' ', 'x', '-5', '999999999', 'x3f800000', '-', '{x 2', '{px {1 2}', '{p', '{t', ';', '\n'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 12 }), (a) => {
        const text = script(tree(`{layer L {f 0} {t 0 0} {curvegroup B 512 bezier {{cc {f 8192} ${a.join('')}} idem} {tx 1 0 0} {a}}}`));
        let e: ParseError;
        try {
          parseRotoText(text);
          return;
        } catch (error) {
          if (!ParseError.isInstance(error)) throw error;
          e = error;
        }
        expect(e.found).not.toBe("''");
        expect(e.message.match(/found/g) ?? []).toHaveLength(1);
      }),
      { numRuns: 1000, seed: 8 },
    );
  });
});
