/**
 * Build-time facts about every listed format, computed from the descriptors themselves (and, where a
 * fact needs real files, from a {@link ReferenceSet}: the reference corpus or the repository's examples):
 * the capability matrix row and the loss table of conversions to every other format.
 * `scripts/generate.ts` writes the result to JSON for the pages.
 *
 * Node-only (reads the files from disk).
 *
 * @module
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { AnimError, sniffs, type CoordinateSpace, type FormatCapabilities } from '@anim/core';
import type { FormatEntry } from '../formats.js';
import { formatFolder, type ReferenceSet } from './repo.js';

/** A count of reference files that passed a check out of those tried. */
export interface FileCount {
  readonly passed: number;
  readonly total: number;
}

/** One row of the capability matrix. */
export interface CapabilityRow {
  readonly id: string;
  readonly name: string;
  readonly packageName: string;
  readonly extensions: readonly string[];
  readonly binary: boolean;
  /** The descriptor reads files (always true: `read` is required). */
  readonly read: boolean;
  /** The descriptor writes files (always true: `write` is required). */
  readonly write: boolean;
  /** Curves can be evaluated at any time: the format converts to the core model, which `@anim/core` evaluates. */
  readonly evaluate: boolean;
  /** The descriptor has `toClip`. */
  readonly toCore: boolean;
  /** The descriptor has `fromClip`. */
  readonly fromCore: boolean;
  /** Measured files that read cleanly and for which `write(read(x))` is byte-identical to `x`. */
  readonly roundTrip: FileCount;
}

/** One distinct warning seen while converting, with how many files produced it. */
export interface LossEntry {
  readonly code: string;
  /** The first message seen with this code. */
  readonly example: string;
  /** Number of converted files that produced the code at least once. */
  readonly files: number;
}

/** Converting this format's reference files to one target. */
export interface LossRow {
  /** Target format id, or `core` for the step into the core model alone. */
  readonly target: string;
  readonly targetName: string;
  /** Files converted without an error out of those tried. */
  readonly converted: FileCount;
  /** Distinct warnings, most frequent first. */
  readonly warnings: readonly LossEntry[];
  /** Distinct error messages (first line) of failed conversions, at most three. */
  readonly errors: readonly string[];
}

/** Everything the site knows about one format. */
export interface FormatReport {
  readonly capability: CapabilityRow;
  /** What the format can store, as its descriptor declares it (`capabilities`), when it does. */
  readonly capabilities?: FormatCapabilities | undefined;
  /** The coordinate space its values are in, as its descriptor states it (`space`), when it does. */
  readonly space?: CoordinateSpace | undefined;
  /** Measured files that read cleanly (relative to the set's root). */
  readonly files: readonly string[];
  /** Measured files the reader rejects (deliberately corrupt ones), with the error message. */
  readonly rejected: readonly { readonly path: string; readonly error: string }[];
  /** Number of files the loss table was measured on. */
  readonly lossFiles: number;
  /** The loss table: first `core`, then every other listed format that has `fromClip`. */
  readonly losses: readonly LossRow[];
}

/** The whole generated report. */
export interface SiteReport {
  /** The files the tables were measured on: the reference corpus, or the repository's examples. */
  readonly measuredOn: ReferenceSet['kind'];
  readonly formats: readonly FormatReport[];
}

/** At most this many reference files per format are converted for the loss tables (first by name). */
export const MAX_LOSS_FILES = 8;
/** Only reference files up to this size are converted for the loss tables (keeps the build fast). */
export const MAX_LOSS_FILE_BYTES = 256 * 1024;
/** Reference files larger than this are left out of build-time checks (kept fast on 2 cores). */
export const MAX_FILE_BYTES = 4 * 1024 * 1024;

/** Lists files under `dir`, recursively, sorted, skipping documentation and sidecar JSON of other kinds. */
function listFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return names
    .filter((n) => {
      const full = join(dir, n);
      const st = statSync(full);
      return st.isFile() && st.size <= MAX_FILE_BYTES;
    })
    .sort();
}

/** A file of the format's folder in a {@link ReferenceSet} that its `sniff` accepts. */
export interface ReferenceFile {
  /** Path relative to the set's root. */
  readonly path: string;
  readonly bytes: Uint8Array;
  /** The message of the error `read` threw (deliberately corrupt reference files), or `undefined` when it read. */
  readonly readError: string | undefined;
}

/** The files of a format in a set: files in its folder ({@link formatFolder}) that its `sniff` accepts, read once. */
export async function referenceFiles(entry: FormatEntry, set: ReferenceSet): Promise<ReferenceFile[]> {
  const dir = formatFolder(set, entry);
  const out: ReferenceFile[] = [];
  for (const name of listFiles(dir)) {
    const full = join(dir, name);
    const bytes = new Uint8Array(readFileSync(full));
    if (!sniffs(entry.format, bytes)) continue;
    let readError: string | undefined;
    try {
      await entry.format.read(bytes);
    } catch (e) {
      readError = firstLine(e);
    }
    out.push({ path: relative(set.root, full), bytes, readError });
  }
  return out;
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function firstLine(e: unknown): string {
  const text = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  return text.split('\n', 1)[0] ?? text;
}

/** The capability row of one format, from its descriptor and (for the round trip) the files that read. */
export async function capabilityOf(entry: FormatEntry, files: readonly { bytes: Uint8Array }[]): Promise<CapabilityRow> {
  const f = entry.format;
  let passed = 0;
  for (const { bytes } of files) {
    try {
      if (equalBytes(await f.write(await f.read(bytes)), bytes)) passed++;
    } catch {
      // counted as not passing
    }
  }
  const roundTrip: FileCount = { passed, total: files.length };
  return {
    id: f.id,
    name: f.name,
    packageName: entry.packageName,
    extensions: f.extensions,
    binary: f.binary,
    read: typeof f.read === 'function',
    write: typeof f.write === 'function',
    evaluate: typeof f.toClip === 'function',
    toCore: typeof f.toClip === 'function',
    fromCore: typeof f.fromClip === 'function',
    roundTrip,
  };
}

class Tally {
  private readonly byCode = new Map<string, { example: string; files: number }>();
  readonly errors = new Set<string>();
  passed = 0;
  total = 0;

  addFile(codes: readonly { code: string; message: string }[]): void {
    const seen = new Set<string>();
    for (const w of codes) {
      if (seen.has(w.code)) continue;
      seen.add(w.code);
      const t = this.byCode.get(w.code);
      if (t === undefined) this.byCode.set(w.code, { example: w.message, files: 1 });
      else t.files++;
    }
  }

  row(target: string, targetName: string): LossRow {
    const warnings = [...this.byCode.entries()]
      .map(([code, t]) => ({ code, example: t.example, files: t.files }))
      .sort((a, b) => b.files - a.files || a.code.localeCompare(b.code));
    return {
      target,
      targetName,
      converted: { passed: this.passed, total: this.total },
      warnings,
      errors: [...this.errors].slice(0, 3),
    };
  }
}

/** The reference files the loss table converts: the first {@link MAX_LOSS_FILES} by name up to {@link MAX_LOSS_FILE_BYTES}. */
export function lossSample<F extends { bytes: Uint8Array }>(files: readonly F[]): F[] {
  return files.filter((f) => f.bytes.length <= MAX_LOSS_FILE_BYTES).slice(0, MAX_LOSS_FILES);
}

/**
 * The loss table of one source format: its reference files converted into the core model, and from
 * there into every other listed format with `fromClip`, written and read back by the target.
 */
export async function lossesOf(
  entry: FormatEntry,
  entries: readonly FormatEntry[],
  files: readonly { bytes: Uint8Array }[],
): Promise<LossRow[]> {
  const source = entry.format;
  if (source.toClip === undefined) return [];
  const sample = lossSample(files);
  const toCore = new Tally();
  const targets = entries.filter((e) => e !== entry && e.format.fromClip !== undefined);
  const tallies = targets.map(() => new Tally());
  for (const { bytes } of sample) {
    let clip;
    toCore.total++;
    try {
      const result = source.toClip(await source.read(bytes));
      clip = result.value;
      toCore.passed++;
      toCore.addFile(result.warnings);
    } catch (e) {
      toCore.errors.add(firstLine(e));
      continue;
    }
    for (const [i, target] of targets.entries()) {
      const tally = tallies[i]!;
      const t = target.format;
      tally.total++;
      try {
        const converted = t.fromClip!(clip);
        await t.read(await t.write(converted.value));
        tally.passed++;
        tally.addFile(converted.warnings);
      } catch (e) {
        tally.errors.add(AnimError.isInstance(e) ? firstLine(e) : `unexpected ${firstLine(e)}`);
      }
    }
  }
  return [
    toCore.row('core', 'core model (toClip)'),
    ...targets.map((t, i) => tallies[i]!.row(t.format.id, t.format.name)),
  ];
}

/** Computes the report for every listed format, measured on the files of `set`. */
export async function buildReport(entries: readonly FormatEntry[], set: ReferenceSet): Promise<SiteReport> {
  const formats: FormatReport[] = [];
  for (const entry of entries) {
    const all = await referenceFiles(entry, set);
    const files = all.filter((f) => f.readError === undefined);
    formats.push({
        capability: await capabilityOf(entry, files),
        capabilities: entry.format.capabilities,
        space: entry.format.space,
        files: files.map((f) => f.path),
        rejected: all.flatMap((f) => (f.readError === undefined ? [] : [{ path: f.path, error: f.readError }])),
        lossFiles: entry.format.toClip === undefined ? 0 : lossSample(files).length,
        losses: await lossesOf(entry, entries, files),
    });
  }
  return { measuredOn: set.kind, formats };
}
