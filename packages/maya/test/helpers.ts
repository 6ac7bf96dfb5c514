import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type MayaAnim, type MayaAnimData, type MayaDocument, type MayaHeader } from '../src/index.js';
import { mayaKeyList, mayaKeysFrom } from '../src/keys.js';

/** The project's own `.anim` fixtures (`test/fixtures/`, described in its README). */
export const FIXTURE_DIR = fileURLToPath(new URL('./fixtures/', import.meta.url));

/** Every fixture file name, sorted. */
export const fixtureFiles: string[] = readdirSync(FIXTURE_DIR)
  .filter((f) => f.endsWith('.anim'))
  .sort();

/** The fixtures written in the writer's canonical layout (all but the `layout_*` ones). */
export const canonicalFixtures: string[] = fixtureFiles.filter((f) => !f.startsWith('layout_'));

export function fixtureBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(FIXTURE_DIR + name));
}

/** The seed joint chain of the repository's examples folder (a hand-written, MIT-licensed file). */
export function seedJointChain(): Uint8Array {
  return new Uint8Array(readFileSync(fileURLToPath(new URL('../../../examples/maya/ha_seed_joint_chain.anim', import.meta.url))));
}

export function text(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}

export function encode(s: string): Uint8Array {
  return new TextEncoder().encode(s);
}

/** The document without remembered formatting: what the file means. */
export function semantic(doc: MayaDocument): unknown {
  return JSON.parse(
    JSON.stringify(doc, (key, value: unknown) => (key === 'raw' || key === 'layout' ? undefined : value)),
  ) as unknown;
}

/** Copies the fields of `from` named in `keys` that are set. */
function pick<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) if (from[key] !== undefined) out[key] = from[key];
  return out;
}

/**
 * A fresh document holding only the data of `doc`: header fields, anim lines and settings as plain
 * values, keys rebuilt from plain key objects, unknown statements without their source text. Nothing of
 * the source text or layout survives, so writing it exercises the writer's own layout.
 */
export function rebuild(doc: MayaDocument): MayaDocument {
  const header: MayaHeader = {
    ...pick(doc.header, ['animVersion', 'mayaVersion', 'timeUnit', 'linearUnit', 'angularUnit', 'startTime', 'endTime', 'startUnitless', 'endUnitless']),
    animVersion: doc.header.animVersion,
    unknown: doc.header.unknown.map(({ keyword, value }) => ({ keyword, value })),
  };
  const anims = doc.anims.map((anim): MayaAnim => {
    const fresh: MayaAnim = { ...pick(anim, ['attribute', 'leafAttribute', 'node']), row: anim.row, child: anim.child, attr: anim.attr };
    const data = anim.animData;
    if (data !== undefined) {
      const settings = pick(data, ['input', 'output', 'weighted', 'inputUnit', 'outputUnit', 'tangentAngleUnit', 'preInfinity', 'postInfinity']);
      const animData: MayaAnimData = {
        ...settings,
        unknown: data.unknown.map(({ keyword, value }) => ({ keyword, value })),
        keys: mayaKeysFrom(mayaKeyList(data.keys)),
      };
      fresh.animData = animData;
    }
    return fresh;
  });
  return { header, anims };
}
