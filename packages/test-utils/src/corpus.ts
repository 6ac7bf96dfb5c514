import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Absolute path of `shared/corpus/<format>` (the repository's sibling `shared/` folder). */
export function corpusDir(format: string): string {
  return fileURLToPath(new URL(`../../../../shared/corpus/${format}/`, import.meta.url));
}

/** Reads one corpus file as bytes (`path` relative to the format's corpus folder). */
export function corpusBytes(format: string, path: string): Uint8Array {
  return new Uint8Array(readFileSync(corpusDir(format) + path));
}

/** Lists corpus files of a format (relative paths) whose names match `pattern`, sorted. */
export function corpusFiles(format: string, pattern: RegExp, sub = ''): string[] {
  return readdirSync(corpusDir(format) + sub, { recursive: true, encoding: 'utf8' })
    .map((f) => (sub === '' ? f : `${sub}/${f}`))
    .filter((f) => pattern.test(f))
    .sort();
}
