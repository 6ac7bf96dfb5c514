import { readdirSync, readFileSync } from 'node:fs';
import { readAnimj, writeAnimx, type AnimjDocument, type AnimjIssue, type AnimxEncoding } from '../src/index.js';

const FIXTURES = new URL('fixtures/', import.meta.url);

/** A hand-written fixture of `test/fixtures/` (see its README), as bytes. */
export const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(new URL(name, FIXTURES)));

/** Every `.animj` fixture name, sorted. */
export const fixtureNames = (): string[] =>
  readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.animj'))
    .sort();

/** An AnimX file made by {@link writeAnimx} from an AnimJ fixture. */
export const animxFixture = (name: string, encoding: AnimxEncoding = 'plain'): Uint8Array =>
  writeAnimx(readAnimj(fixture(name)), { encoding });

/** Reads AnimJ and collects its warnings. */
export function readWithWarnings(bytes: Uint8Array): { document: AnimjDocument; warnings: AnimjIssue[] } {
  const warnings: AnimjIssue[] = [];
  const document = readAnimj(bytes, { onWarning: (w) => warnings.push(w) });
  return { document, warnings };
}

/**
 * A comparable image of a document in which typed arrays become their exact bytes (bitwise: −0 and
 * NaN payloads included), so big documents compare quickly and at least as strictly as
 * `toStrictEqual`.
 */
export function fingerprint(value: unknown): unknown {
  if (ArrayBuffer.isView(value)) {
    return `${value.constructor.name}:${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64')}`;
  }
  if (value instanceof Map) return { map: [...(value as Map<unknown, unknown>).entries()].map(([k, v]) => [k, fingerprint(v)]) };
  if (Array.isArray(value)) return (value as unknown[]).map(fingerprint);
  if (typeof value === 'object' && value !== null) {
    // Plain objects: key order is not part of the value (as in toStrictEqual); unknown-property maps
    // (null prototype) keep their order, which the writer reproduces.
    const plain = Object.getPrototypeOf(value) !== null;
    const entries = Object.entries(value).map(([k, v]) => [k, fingerprint(v)] as const);
    if (plain) entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return { proto: plain ? 'object' : 'null', entries };
  }
  return typeof value === 'bigint' ? `${value.toString()}n` : Object.is(value, -0) ? '-0' : value;
}
