/**
 * Tests of the site's data that hold on any set of files (the repository's examples in the unit suite,
 * the reference corpus in the corpus suite): detection, the build-time report and the pages rendered
 * from it, and the playground session on every file. Each function registers its `describe` blocks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AnimError, ConversionError, convert, isWarningCode, type AnyFormatDescriptor } from '@anim/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatById, formatEntries, formats, outputExtensions } from '../../.vitepress/formats.js';
import { detect } from '@anim/formats';
import { formatPageMarkdown, matrixMarkdown, measuredOnText } from '../../.vitepress/lib/render.js';
import { buildReport, referenceFiles, type SiteReport } from '../../.vitepress/lib/report.js';
import { formatFolder, type ReferenceSet } from '../../.vitepress/lib/repo.js';
import { PlaygroundSession } from '../../.vitepress/theme/playground/session.js';

/** The write options the playground gives a target: those its output extension implies (glTF's `.glb`). */
function writeOptionsOf(target: AnyFormatDescriptor): Readonly<Record<string, unknown>> | undefined {
  return target.writeOptionsFor?.(outputExtensions[target.id] ?? target.extensions[0] ?? target.id);
}

async function readsBack(format: AnyFormatDescriptor, bytes: Uint8Array): Promise<boolean> {
  try {
    await format.read(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Detection and the build-time report, measured on `set`. */
export function describeReport(set: ReferenceSet): void {
  describe(`detectFormat on the ${set.kind}`, () => {
    it('detects every file of every listed format by content, as that format', async () => {
      for (const e of formatEntries) {
        const files = await referenceFiles(e, set);
        expect(files.length).toBeGreaterThan(0);
        const detected = files.map((f) => {
          const d = detect(f.bytes, { name: f.path });
          return { path: f.path, by: d.by, id: d.format.id };
        });
        expect(detected).toEqual(files.map((f) => ({ path: f.path, by: 'content', id: e.format.id })));
      }
    });
  });

  describe(`the build-time report on the ${set.kind}`, () => {
    let report: SiteReport;
    // the report reads, writes and converts every file: minutes on the corpus, on 2 cores
    beforeAll(async () => {
      report = await buildReport(formatEntries, set);
    }, 600_000);

    it('says what it was measured on, and derives each capability from the descriptor', () => {
      expect(report.measuredOn).toBe(set.kind);
      report.formats.forEach((f, i) => {
        const d = formatEntries[i]!.format;
        expect(f.capability).toMatchObject({
          id: d.id,
          name: d.name,
          read: true,
          write: true,
          toCore: d.toClip !== undefined,
          fromCore: d.fromClip !== undefined,
          evaluate: d.toClip !== undefined,
        });
      });
    });

    it('counts byte-exact round trips over the files that read, and lists the rejected ones with their error', async () => {
      for (const [i, f] of report.formats.entries()) {
        const e = formatEntries[i]!;
        expect(f.files.length).toBeGreaterThan(0);
        const all = readdirSync(formatFolder(set, e), { recursive: true, encoding: 'utf8' });
        expect(f.files.length + f.rejected.length).toBeLessThanOrEqual(all.length);
        expect(f.capability.roundTrip.total).toBe(f.files.length);
        let exact = 0;
        for (const path of f.files) {
          const bytes = new Uint8Array(readFileSync(join(set.root, path)));
          const again = await e.format.write(await e.format.read(bytes));
          if (again.length === bytes.length && again.every((b, j) => b === bytes[j])) exact++;
        }
        expect(f.capability.roundTrip.passed).toBe(exact);
        const rethrown = [];
        for (const r of f.rejected) {
          try {
            await e.format.read(new Uint8Array(readFileSync(join(set.root, r.path))));
            rethrown.push({ path: r.path, typed: false, listed: false });
          } catch (err) {
            const message = (err as Error).message.split('\n')[0]!;
            rethrown.push({ path: r.path, typed: AnimError.isInstance(err), listed: r.error.includes(message) });
          }
        }
        expect(rethrown).toEqual(f.rejected.map((r) => ({ path: r.path, typed: true, listed: true })));
      }
    });

    it('has a loss row into the core model and into every other format that converts from it, with codes of WARNING_CODES', () => {
      const readOnly = report.formats.filter((f) => formatById(f.capability.id)!.format.toClip === undefined);
      expect(readOnly.flatMap((f) => f.losses)).toEqual([]);
      for (const f of report.formats.filter((r) => !readOnly.includes(r))) {
        const e = formatById(f.capability.id)!;
        expect(f.lossFiles).toBeGreaterThan(0);
        const targets = formatEntries.filter((o) => o !== e && o.format.fromClip !== undefined).map((o) => o.format.id);
        expect(f.losses.map((l) => l.target)).toEqual(['core', ...targets]);
        for (const l of f.losses) {
          expect(l.converted.passed).toBeLessThanOrEqual(l.converted.total);
          for (const w of l.warnings) expect(w.files).toBeGreaterThan(0);
          expect(l.warnings.map((w) => w.code).filter((code) => !isWarningCode(code))).toEqual([]);
        }
      }
    });

    it('renders the matrix and one page per format from it, each saying which files were measured', () => {
      const md = matrixMarkdown(report);
      const rows = md.split('\n');
      expect(rows).toHaveLength(2 + report.formats.length);
      expect(measuredOnText(report)).toContain(set.kind === 'corpus' ? 'reference corpus' : 'examples/<format id>/');
      for (const f of report.formats) {
        expect(md).toContain(`[${f.capability.name}](/formats/${f.capability.id})`);
        expect(md).not.toContain('not measured');
        const page = formatPageMarkdown(f, report, 'About it.');
        expect(page.startsWith(`# ${f.capability.name}\n\nAbout it.\n`)).toBe(true);
        expect(page).toContain(`pnpm --filter @anim/core --filter ${f.capability.packageName} pack`);
        expect(page).not.toMatch(/npm install @anim/);
        expect(page).toContain(measuredOnText(report));
        expect(page).toContain(set.kind === 'corpus' ? '## Reference files' : '## Example files');
        expect(page).not.toContain('not measured');
        for (const l of f.losses.slice(1)) expect(page).toContain(`(/formats/${l.target})`);
        for (const w of f.losses.flatMap((l) => l.warnings)) expect(page).toContain(`[\`${w.code}\`](/guide/core-model#warning-${w.code})`);
      }
    });
  });
}

/** The keys of a format's on/off write options (options without a value that are not read-only). */
export function switchKeys(f: AnyFormatDescriptor): string[] {
  return (f.options ?? []).filter((o) => o.value === undefined && o.use !== 'read').map((o) => o.key);
}

/** The playground session on up to `perFormat` files (under 1 MB) of every listed format in `set`. */
export function describeSessionOn(set: ReferenceSet, perFormat: number): void {
  describe(`PlaygroundSession on the ${set.kind}`, () => {
    it('opens every file of every listed format, offers the targets core\'s pipeline converts it to and gives the others\' reason', async () => {
      const session = new PlaygroundSession(formats, outputExtensions);
      let seq = 0;
      /** What happened to each file, and what should have happened. */
      const seen: unknown[] = [];
      const wanted: unknown[] = [];
      for (const e of formatEntries) {
        const files = (await referenceFiles(e, set)).filter((r) => r.bytes.length < 1_000_000).slice(0, perFormat);
        expect(files.length).toBeGreaterThan(0);
        for (const f of files) {
          const res = await session.handle({ type: 'open', seq: ++seq, fileName: f.path, bytes: f.bytes });
          if (f.readError !== undefined || res.type !== 'opened') {
            seen.push({ path: f.path, type: res.type });
            wanted.push({ path: f.path, type: f.readError === undefined ? 'opened' : 'error' });
            continue;
          }
          const doc: unknown = await e.format.read(f.bytes);
          seen.push({ path: f.path, id: res.format.id, summary: res.summary, hasClip: res.clip !== null });
          wanted.push({ path: f.path, id: e.format.id, summary: e.format.summarize(doc), hasClip: e.format.toClip !== undefined });
          // every target as core's pipeline decides: offered with the pipeline's bytes, or disabled with its error
          for (const t of formats) {
            let expected: { ok: true; bytes: Uint8Array; route: string; tracks: number; needs: string[] } | { ok: false; name: string; message: string };
            try {
              const out = await convert(f.bytes, { formats, to: t, name: f.path, options: writeOptionsOf(t) });
              expected = { ok: true, bytes: out.bytes, route: out.route, tracks: out.tracks, needs: [] };
            } catch (err) {
              // a typed error (an AnimError keeps its name); anything else shows up as a mismatch below
              expected = { ok: false, name: AnimError.isInstance(err) ? err.name : 'not an AnimError', message: (err as Error).message };
              // a target that keeps nothing by default is offered when its switches make it keep something
              const switches = switchKeys(t);
              if (switches.length > 0 && ConversionError.isInstance(err)) {
                const options = { ...writeOptionsOf(t), ...Object.fromEntries(switches.map((k) => [k, true])) };
                const out = await convert(f.bytes, { formats, to: t, name: f.path, options }).catch(() => undefined);
                if (out !== undefined) expected = { ok: true, bytes: out.bytes, route: out.route, tracks: out.tracks, needs: switches };
              }
            }
            const offered = res.targets.find((x) => x.id === t.id);
            // the page turns on the switches the target needs
            const out = await session.handle({ type: 'convert', seq: ++seq, target: t.id, strict: false, switches: offered?.ok === true ? offered.needs : [] });
            seen.push({
              path: f.path,
              target: t.id,
              listed: offered?.ok === true ? { ok: true, route: offered.route, tracks: offered.tracks, needs: offered.needs } : { ok: false, name: offered?.reason.name, message: offered?.reason.message },
              converted: out.type === 'converted' ? { route: out.route, tracks: out.tracks, same: Buffer.from(out.bytes).equals(expected.ok ? expected.bytes : new Uint8Array()), readsBack: await readsBack(t, out.bytes) } : { error: out.type === 'error' ? out.error.message : out.type },
            });
            wanted.push({
              path: f.path,
              target: t.id,
              listed: expected.ok ? { ok: true, route: expected.route, tracks: expected.tracks, needs: expected.needs } : { ok: false, name: expected.name, message: expected.message },
              converted: expected.ok ? { route: expected.route, tracks: expected.tracks, same: true, readsBack: true } : { error: expected.message },
            });
            // back to itself: written unchanged, no trip through the core model
            if (t === e.format) {
              seen.push({ path: f.path, itself: expected.ok ? { route: expected.route, same: Buffer.from(expected.bytes).equals(await e.format.write(doc, writeOptionsOf(e.format))) } : expected });
              wanted.push({ path: f.path, itself: { route: 'native', same: true } });
            }
          }
        }
      }
      expect(seen).toEqual(wanted);
      // every file of eight formats converted to every target twice (the session and the pipeline)
    }, 600_000);
  });
}
