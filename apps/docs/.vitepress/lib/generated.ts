/**
 * Reads what `scripts/generate.ts` wrote (node-only; used by the VitePress config and loaders).
 * @module
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CliReference } from './cli-help.js';
import type { ConversionMatrix } from './conversions.js';
import type { SiteReport } from './report.js';
import { docsRoot, generatedDir } from './repo.js';

function readJson(name: string): unknown {
  const file = join(generatedDir(), name);
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: run \`pnpm --filter @anim/docs generate\` (the build script does) first`);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The format report written by `scripts/generate.ts`. */
export function readReport(): SiteReport {
  return readJson('report.json') as SiteReport;
}

/** The CLI reference written by `scripts/generate.ts`. */
export function readCli(): CliReference {
  return readJson('cli.json') as CliReference;
}

/** The CLI's conversion matrix (`CONVERSION_MATRIX`), copied by `scripts/generate.ts`. */
export function readConversions(): ConversionMatrix {
  return readJson('conversions.json') as ConversionMatrix;
}

/** The API sidebar written by typedoc-vitepress-theme, or `[]` before generation. */
export function readApiSidebar(): unknown[] {
  const file = join(docsRoot(), 'api', 'typedoc-sidebar.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown[]) : [];
}
