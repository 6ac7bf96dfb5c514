import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The project's own `.anim` fixtures (`test/fixtures/`, described in its README). */
export const FIXTURE_DIR = fileURLToPath(new URL('./fixtures/', import.meta.url));

/** Every fixture file name, sorted. */
export const fixtureFiles: string[] = readdirSync(FIXTURE_DIR)
  .filter((f) => f.endsWith('.anim'))
  .sort();

export function fixtureBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(FIXTURE_DIR + name));
}

export function text(bytes: Uint8Array): string {
  return new TextDecoder().decode(bytes);
}

export function encode(s: string): Uint8Array {
  return new TextEncoder().encode(s);
}
