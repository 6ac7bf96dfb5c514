/**
 * Test helpers: the authored fixtures, the Khronos validator, and comparisons of sampled curves.
 */
import { readFileSync } from 'node:fs';
import { validateBytes } from 'gltf-validator';
import { expect } from 'vitest';

const FIXTURES = new URL('./fixtures/', import.meta.url);

/** The bytes of a file in `test/fixtures/`. */
export function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(name, FIXTURES)));
}

/** The text of a file in `test/fixtures/`. */
export function fixtureText(name: string): string {
  return readFileSync(new URL(name, FIXTURES), 'utf8');
}

/**
 * Runs the Khronos glTF validator and expects 0 errors and 0 warnings (infos and hints, such as
 * unused objects, are allowed); the message lists the issues found. `resources` holds the external
 * files the document names (relative URI → bytes).
 */
export async function expectValid(bytes: Uint8Array, name = 'written.glb', resources: Readonly<Record<string, Uint8Array>> = {}): Promise<void> {
  const externalResourceFunction = (uri: string): Promise<Uint8Array> => {
    const data = resources[decodeURIComponent(uri)];
    return data === undefined ? Promise.reject(new Error(`no resource ${uri}`)) : Promise.resolve(data);
  };
  const report = await validateBytes(bytes, { uri: name, maxIssues: 0, externalResourceFunction });
  const bad = report.issues.messages.filter((m) => m.severity <= 1).map((m) => `${m.code} ${m.pointer ?? ''}: ${m.message}`);
  expect(bad, `${name}: validator errors/warnings`).toEqual([]);
  expect(report.issues.numErrors + report.issues.numWarnings).toBe(0);
}

/** Largest absolute difference between two equally long lists of numbers. */
export function maxDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  expect(a.length).toBe(b.length);
  let worst = 0;
  for (let i = 0; i < a.length; i++) worst = Math.max(worst, Math.abs(a[i]! - b[i]!));
  return worst;
}

/** The same as {@link maxDifference} for quaternions, comparing q and −q as equal. */
export function quatDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const dot = a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]! + a[3]! * b[3]!;
  const s = dot < 0 ? -1 : 1;
  let worst = 0;
  for (let c = 0; c < 4; c++) worst = Math.max(worst, Math.abs(a[c]! - s * b[c]!));
  return worst;
}
