/**
 * The playground in a real browser (browser suite, `pnpm test:browser`): Debian's Chromium driven by
 * playwright-core against the BUILT site served on localhost. For every listed format that converts to
 * the core model: open the repository's example of it with its one-click example button
 * (`examples/<format id>/`), check the detected format and the track list against the library, check the
 * plot is drawn and the time cursor reads the evaluator's values, convert and read the downloaded bytes
 * back with the library. The drop zone is reached with Tab and opens the file picker with Enter and
 * Space; a corrupt file must show the reader's exact ParseError message.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AnimError, clipRange, convert, WARNING_CODES, type AnyFormatDescriptor, type Clip } from '@anim/core';
import { chromium, type Browser, type FileChooser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEntries, formats, outputExtensions, type FormatEntry } from '../.vitepress/formats.js';
import { initialSelection, plotSeries, valuesAt } from '../.vitepress/theme/playground/plot-data.js';
import { referenceFiles } from '../.vitepress/lib/report.js';
import { examplesSet } from '../.vitepress/lib/repo.js';
import { switchKeys } from './helpers/reference-checks.js';
import { serveStatic } from './helpers/serve.js';
import { distDir, ensureBuilt } from './helpers/site.js';

const CHROMIUM = '/usr/bin/chromium';
/** Generous waits: the whole repository's tests share two cores in CI. */
const WAIT = { timeout: 20_000 };
const outDir = fileURLToPath(new URL('./out/', import.meta.url));

interface Sample {
  readonly entry: FormatEntry;
  readonly path: string;
  readonly bytes: Uint8Array;
  readonly clip: Clip;
}

/**
 * The example file the playground offers for a format (the first of `examples/<format id>/` by name),
 * which must read and have a track with two keys or more (something to plot and scrub).
 * @throws Error when the format's example folder has none: every format that converts to the core model
 * is tried in the browser.
 */
async function pickSample(entry: FormatEntry): Promise<Sample> {
  const f = entry.format;
  const file = (await referenceFiles(entry, examplesSet())).sort((a, b) => (a.path < b.path ? -1 : 1))[0];
  if (file === undefined || file.readError !== undefined) throw new Error(`examples/${f.id}/ has no readable file for the playground test`);
  const clip = f.toClip!(await f.read(file.bytes)).value;
  if (!clip.tracks.some((t) => t.times.length >= 2)) throw new Error(`${file.path} has no track with two keys or more, for the playground test`);
  return { entry, path: file.path, bytes: file.bytes, clip };
}

/** A corrupt file: the prefix of a valid file that the reader rejects with a ParseError. */
async function corrupt(format: AnyFormatDescriptor, bytes: Uint8Array): Promise<{ bytes: Uint8Array; message: string }> {
  for (const fraction of [0.5, 0.3, 0.8, 0.1, 0.95]) {
    const cut = bytes.slice(0, Math.max(1, Math.floor(bytes.length * fraction)));
    if (!format.sniff(cut)) continue;
    try {
      await format.read(cut);
    } catch (e) {
      if (AnimError.isInstance(e) && e.name === 'ParseError') return { bytes: cut, message: `ParseError: ${e.message}` };
    }
  }
  throw new Error(`no truncation of the sample is rejected with a ParseError by ${format.id}`);
}

const samples = await Promise.all(formatEntries.filter((e) => e.format.toClip !== undefined).map(pickSample));

let browser: Browser;
let page: Page;
/** Every file chooser the page opened (listening from the start turns on Chromium's chooser interception). */
const choosers: FileChooser[] = [];
let site: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's Chromium (apt-get install -y chromium), as .ci/run does`);
  ensureBuilt();
  mkdirSync(outDir, { recursive: true });
  site = await serveStatic(distDir);
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 1000 } });
  page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('filechooser', (c) => choosers.push(c));
  await page.goto(`${site.url}/playground.html`);
  await page.locator('[data-testid="playground"][data-ready="yes"]').waitFor({ timeout: 30_000 });
  if (problems.length > 0) throw new Error(`the playground page threw: ${problems.join('; ')}`);
}, 200_000);

afterAll(async () => {
  await browser.close();
  await site.close();
});

async function load(name: string, bytes: Uint8Array): Promise<void> {
  await page.locator('[data-testid="file-input"]').setInputFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from(bytes) });
}

/**
 * How two files of a format differ as animation: track names and key counts exactly, key times and
 * values within 1e-12 (relative). `[]` when they are the same.
 */
async function differences(format: AnyFormatDescriptor, a: Uint8Array, b: Uint8Array): Promise<string[]> {
  if (Buffer.from(a).equals(b)) return [];
  const [ca, cb] = (await Promise.all([a, b].map(async (bytes) => format.toClip!(await format.read(bytes)).value))) as [Clip, Clip];
  const shape = (c: Clip): string[] => c.tracks.map((t) => `${t.name} ${t.valueType} ${String(t.times.length)} keys`);
  if (JSON.stringify(shape(ca)) !== JSON.stringify(shape(cb))) return [`tracks differ: ${shape(ca).join(', ')} vs ${shape(cb).join(', ')}`];
  const out: string[] = [];
  const close = (x: number, y: number): boolean => x === y || Math.abs(x - y) <= 1e-12 * Math.max(1, Math.abs(x), Math.abs(y));
  ca.tracks.forEach((t, i) => {
    const u = cb.tracks[i]!;
    for (const [name, xs, ys] of [['times', t.times, u.times], ['values', t.values, u.values]] as const) {
      const at = xs.findIndex((x, k) => !close(x, ys[k]!));
      if (at >= 0) out.push(`${t.name} ${name}[${String(at)}]: ${String(xs[at])} vs ${String(ys[at])}`);
    }
  });
  return out;
}

/** Non-transparent pixels on the plot's canvas. */
async function inkedPixels(): Promise<number> {
  return page.locator('[data-testid="plot"] canvas').evaluate((canvas: HTMLCanvasElement) => {
    const ctx = canvas.getContext('2d')!;
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++;
    return n;
  });
}

describe('playground', () => {
  it('has an example file for at least one listed format that converts to the core model', () => {
    expect(samples.length).toBeGreaterThan(0);
  });

  it('shows targets that would keep nothing as disabled, with the reason (the Maya example into MRTK)', async () => {
    // a pair the pipeline refuses today; if it ever converts, pick another refused pair for this test
    const maya = samples.find((x) => x.entry.format.id === 'maya')!;
    await expect(convert(maya.bytes, { formats, to: 'mrtk' })).rejects.toThrow(/would hold no track/);
    await page.locator('[data-testid="example-maya"]').click();
    await expect.poll(() => page.locator('[data-testid="format-name"]').textContent(), WAIT).toBe(maya.entry.format.name);
    expect(await page.locator('[data-testid="convert-target"] option[value="mrtk"]').isDisabled()).toBe(true);
    const reason = page.locator('[data-testid="unavailable-target"][data-format="mrtk"] [data-testid="unavailable-reason"]');
    expect(await reason.textContent()).toMatch(/^nothing to write: MRTK2 input animation would hold no track of the input's 8; mrtk holds a camera pose/);
    await expect(async () => page.locator('[data-testid="convert-target"]').selectOption('mrtk', { timeout: 1000 })).rejects.toThrow();
  }, 60_000);

  it('names a Prime download .ANIM, never .anim (which is Maya\'s)', async () => {
    await page.locator('[data-testid="example-maya"]').click();
    await expect.poll(() => page.locator('[data-testid="format-name"]').textContent(), WAIT).toBe('Maya ASCII .anim');
    await page.locator('[data-testid="convert-target"]').selectOption('prime');
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="convert"]').click()]);
    expect(download.suggestedFilename()).toBe('ha_seed_joint_chain.ANIM');
    const prime = formatEntries.find((e) => e.format.id === 'prime')!.format;
    expect(prime.sniff(new Uint8Array(await readFile(await download.path())))).toBe(true);
  }, 60_000);

  for (const sample of samples) {
    const { entry, clip } = sample;
    const f = entry.format;
    const fileName = sample.path.slice(sample.path.lastIndexOf('/') + 1);

    it(`opens the ${f.id} example in one click, lists, plots, scrubs and converts it (${sample.path})`, async () => {
      await page.locator(`[data-testid="example-${f.id}"]`).click();
      await expect.poll(() => page.locator('[data-testid="format"] strong').textContent(), WAIT).toBe(fileName);
      await expect.poll(() => page.locator('[data-testid="format-name"]').textContent(), WAIT).toBe(f.name);
      await expect.poll(() => page.locator('[data-testid="busy"]').count(), WAIT).toBe(0);
      await expect.poll(() => page.locator('[data-testid="error"]').count()).toBe(0);
      const selection = initialSelection(clip);
      const plotted = plotSeries(clip, selection);

      // the track list: every track of the clip, in order, by name
      await expect.poll(() => page.locator('[data-testid="track-name"]').allTextContents(), WAIT).toEqual(clip.tracks.map((t) => t.name));

      // the plot: a uPlot canvas with ink on it, a legend entry per component of the selected tracks
      await expect.poll(inkedPixels, WAIT).toBeGreaterThan(500);
      const selectedComponents = plotted.length;
      expect(await page.locator('[data-testid="plot"] .u-legend .u-series').count()).toBe(selectedComponents + 1);

      // the time cursor: hovering the plot shows a time and every selected component's value in the legend
      const over = page.locator('[data-testid="plot"] .u-over');
      await over.scrollIntoViewIfNeeded();
      const box = (await over.boundingBox())!;
      await page.mouse.move(0, 0);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
      const legend = page.locator('[data-testid="plot"] .u-legend .u-value');
      await expect.poll(() => legend.first().textContent(), WAIT).toMatch(/ s$/);
      const values = await legend.allTextContents();
      expect(values).toHaveLength(selectedComponents + 1);
      expect(values[0]).toMatch(/^-?\d+\.\d{4} s$/);
      expect(values.slice(1).filter((v) => !/^-?[\d.e+-]+$/.test(v))).toEqual([]);

      // zoom: dragging across the middle half narrows the time axis (the plot is re-sampled for the new window)
      const timeAt = async (x: number): Promise<number> => {
        await page.mouse.move(x, box.y + box.height / 2, { steps: 2 });
        return Number.parseFloat((await legend.first().textContent()) ?? 'NaN');
      };
      const before = [await timeAt(box.x + 2), await timeAt(box.x + box.width - 2)];
      await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
      const after = [await timeAt(box.x + 2), await timeAt(box.x + box.width - 2)];
      expect(after[0]!).toBeGreaterThan(before[0]!);
      expect(after[1]!).toBeLessThan(before[1]!);
      await page.locator('[data-testid="reset-zoom"]').click();
      expect(await timeAt(box.x + 2)).toBeCloseTo(before[0]!, 6);

      // the time cursor: a time typed in reads every plotted component at that time, as the evaluator does
      const moving = plotted.find((p) => p.track.times.length >= 2)!.track;
      const at = (moving.times[0]! + moving.times[1]!) / 2;
      await page.locator('[data-testid="cursor-time"]').fill(String(at));
      const expectedValues = valuesAt(plotted, at).map((v) => v.toPrecision(6));
      await expect.poll(() => page.locator('[data-testid="cursor-value"]').allTextContents(), WAIT).toEqual(expectedValues);
      // and the slider moves it from the keyboard: End goes to the end of the clip's key range
      await page.locator('[data-testid="cursor-slider"]').focus();
      await page.keyboard.press('End');
      const last = clipRange(clip)[1];
      const cursorAt = async (): Promise<number> => Number(await page.locator('[data-testid="cursor-time"]').inputValue());
      await expect.poll(cursorAt, WAIT).toBeCloseTo(last, 9);
      const end = await cursorAt();
      expect(await page.locator('[data-testid="cursor-value"]').allTextContents()).toEqual(valuesAt(plotted, end).map((v) => v.toPrecision(6)));

      // key selection from the keyboard: the first key of the first series, with its time and value
      await page.locator('[data-testid="plot"]').focus();
      await page.keyboard.press('ArrowRight');
      const first = plotted[0]!.track;
      const keyInfo = await page.locator('[data-testid="key-info"]').textContent();
      expect(keyInfo).toContain(`key 0: t = ${first.times[0]!.toFixed(4)} s, value ${first.values[0]!.toPrecision(6)}`);
      await page.keyboard.press('Escape');
      expect(await page.locator('[data-testid="key-info"]').count()).toBe(0);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight'); // key 1: its handles are drawn in the screenshot below
      expect(await page.locator('[data-testid="key-info"]').textContent()).toContain(`key 1: t = ${first.times[1]!.toFixed(4)} s`);

      // the targets: what core's pipeline makes of this file, per format (the same call as `anim convert`)
      // (a target that keeps nothing by default is offered when its switches make it keep something)
      const outcomes = await Promise.all(
        formatEntries.map(async ({ format: t }) => {
          try {
            return { target: t, out: await convert(sample.bytes, { formats, to: t, name: fileName }), error: undefined };
          } catch (e) {
            const switches = switchKeys(t);
            const options = Object.fromEntries(switches.map((k) => [k, true]));
            const out = switches.length === 0 ? undefined : await convert(sample.bytes, { formats, to: t, name: fileName, options }).catch(() => undefined);
            return out === undefined ? { target: t, out: undefined, error: e as Error } : { target: t, out, error: undefined };
          }
        }),
      );
      const options = await page.locator('[data-testid="convert-target"] option').evaluateAll((os) =>
        os.map((o) => ({ value: (o as HTMLOptionElement).value, disabled: (o as HTMLOptionElement).disabled })),
      );
      expect(options).toEqual(outcomes.map((o) => ({ value: o.target.id, disabled: o.out === undefined })));
      // the disabled ones are listed with the pipeline's reason (a ConversionError saying what the target holds)
      const reasons = await page.locator('[data-testid="unavailable-target"]').evaluateAll((lis) =>
        lis.map((li) => ({ id: li.getAttribute('data-format'), reason: li.querySelector('[data-testid="unavailable-reason"]')?.textContent })),
      );
      expect(reasons).toEqual(outcomes.filter((o) => o.out === undefined).map((o) => ({ id: o.target.id, reason: o.error.message })));
      for (const o of outcomes.filter((x) => x.out === undefined)) expect(o.error.name).toBe('ConversionError');
      // the default target is another format that keeps something (never one that would write an empty file)
      const offered = outcomes.filter((o) => o.out !== undefined);
      const other = offered.find((o) => o.target !== f) ?? offered[0]!;
      expect(await page.locator('[data-testid="convert-target"]').inputValue()).toBe(other.target.id);

      // convert and download: the pipeline's bytes, named by the target's extension
      const target = other.target;
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="convert"]').click()]);
      const bytes = new Uint8Array(await readFile(await download.path()));
      expect(download.suggestedFilename()).toBe(`${fileName.slice(0, fileName.lastIndexOf('.'))}.${outputExtensions[target.id] ?? target.extensions[0] ?? target.id}`);
      // the pipeline's own output, to the last bit where no transcendental maths is involved; Chromium's
      // V8 and Node's round some Math.atan2/asin/sin results differently in the last place, so a
      // conversion through rotations may differ there (same tracks and keys, values within 1e-12)
      expect(await differences(target, bytes, other.out.bytes)).toEqual([]);
      // and the downloaded file reads back with the library (and writes back byte for byte)
      expect(Buffer.from(await target.write(await target.read(bytes))).equals(bytes)).toBe(true);
      await expect.poll(() => page.locator('[data-testid="converted"]').textContent(), WAIT).toContain(`${String(bytes.length)} bytes, ${String(other.out.tracks)} track(s)`);

      // the loss warnings of the conversion are listed, code by code
      const lost = other.out.warnings;
      const shown = page.locator('[data-testid="convert-warnings"]');
      expect(await shown.locator('summary').allTextContents()).toEqual(lost.length > 0 ? [`This conversion reported ${String(lost.length)} loss warning(s)`] : []);
      expect(await shown.locator('li code').allTextContents()).toEqual(lost.slice(0, 200).map((w) => w.code));
      // each code links to its row in the table of codes, its meaning as the tooltip
      const links = await shown.locator('li a').evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.getAttribute('title')]));
      expect(links).toEqual(lost.slice(0, 200).map((w) => [`/guide/core-model.html#warning-${w.code}`, WARNING_CODES[w.code]]));

      await page.screenshot({ path: join(outDir, `playground-${f.id}.png`), fullPage: true });
    }, 60_000);
  }

  it('offers glTF for a Roto script with --gltf-animation-pointer on, and refuses without it', async () => {
    const gltf = formatEntries.find((e) => e.format.id === 'gltf')?.format;
    const roto = samples.find((x) => x.entry.format.id === 'roto');
    if (gltf === undefined || roto === undefined) return;
    await page.locator('[data-testid="example-roto"]').click();
    await expect.poll(() => page.locator('[data-testid="busy"]').count(), WAIT).toBe(0);
    await expect.poll(() => page.locator('[data-testid="format-name"]').textContent(), WAIT).toBe(roto.entry.format.name);
    const option = page.locator('[data-testid="convert-target"] option[value="gltf"]');
    expect(await option.isDisabled()).toBe(false);
    expect(await option.textContent()).toContain('(with --gltf-animation-pointer)');
    await page.locator('[data-testid="convert-target"]').selectOption('gltf');
    const box = page.locator('[data-testid="target-switch"][data-key="animationPointer"] input');
    await expect.poll(() => box.isChecked(), WAIT).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="convert"]').click()]);
    const bytes = new Uint8Array(await readFile(await download.path()));
    const back = gltf.toClip!(await gltf.read(bytes)) as { value: Clip };
    expect(back.value.tracks.map((t) => t.name)).toEqual(roto.clip.tracks.map((t) => t.name));
    // switched off, the conversion keeps nothing and says so
    await box.uncheck();
    await page.locator('[data-testid="convert"]').click();
    await expect.poll(() => page.locator('[data-testid="error"]').textContent(), WAIT).toContain('would hold no track');
  }, 60_000);

  it('reaches the drop zone with Tab and opens the file picker with Enter and Space', async () => {
    await page.goto(`${site.url}/playground.html`);
    await page.locator('[data-testid="playground"][data-ready="yes"]').waitFor(WAIT);
    await page.locator('body').focus();
    let reached = false;
    for (let i = 0; i < 60 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.locator('[data-testid="drop-zone"]').evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    const [a, b] = [samples[0]!, samples[samples.length - 1]!];
    for (const [key, sample] of [['Enter', a], ['Space', b]] as const) {
      const before = choosers.length;
      await page.locator('[data-testid="drop-zone"]').focus();
      await page.keyboard.press(key);
      await expect.poll(() => choosers.length, WAIT).toBe(before + 1);
      const chooser = choosers[before]!;
      expect(chooser.isMultiple()).toBe(false);
      // the picked file opens like a dropped one
      await chooser.setFiles({ name: `picked-${key}.data`, mimeType: 'application/octet-stream', buffer: Buffer.from(sample.bytes) });
      await expect.poll(() => page.locator('[data-testid="format-name"]').textContent(), WAIT).toBe(sample.entry.format.name);
      await expect.poll(() => page.locator('[data-testid="format"] strong').textContent(), WAIT).toBe(`picked-${key}.data`);
    }
  }, 60_000);

  it('shows the ParseError message of a corrupt file', async () => {
    const sample = samples[0]!;
    const f = sample.entry.format;
    const bad = await corrupt(f, sample.bytes);
    await load(`corrupt.${f.extensions[0] ?? 'bin'}`, bad.bytes);
    const error = page.locator('[data-testid="error"]');
    await error.waitFor(WAIT);
    expect(await error.textContent()).toBe(bad.message);
    expect(await page.locator('[data-testid="track-list"]').count()).toBe(0);
    await page.screenshot({ path: join(outDir, 'playground-error.png'), fullPage: true });
  }, 60_000);
});

/**
 * The words (7 letters or more) of each built page's main content, by page path (`formats/maya.html`):
 * what the search index should hold.
 */
function pageWords(): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const file of readdirSync(distDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html') || file === '404.html') continue;
    const html = readFileSync(join(distDir, file), 'utf8');
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
    const text = main.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]*>/g, ' ').toLowerCase();
    out.set(file, new Set(text.match(/\b[a-z]{7,}\b/g) ?? []));
  }
  return out;
}

/** The first word (alphabetically) found only on pages whose path starts with `prefix`. */
function wordOnlyOn(words: Map<string, Set<string>>, prefix: string): string {
  const inside = new Set<string>();
  const outside = new Set<string>();
  for (const [file, set] of words) for (const w of set) (file.startsWith(prefix) ? inside : outside).add(w);
  const only = [...inside].filter((w) => !outside.has(w)).sort();
  if (only.length === 0) throw new Error(`no word appears only on ${prefix}* pages`);
  return only[0]!;
}

describe('search', () => {
  const words = pageWords();

  for (const prefix of ['formats/', 'cli/']) {
    it(`finds a word that appears only on ${prefix}* pages, with a result on such a page`, async () => {
      const word = wordOnlyOn(words, prefix);
      await page.goto(`${site.url}/guide/getting-started.html`);
      await page.locator('#local-search button').click();
      const input = page.locator('.VPLocalSearchBox input');
      await input.waitFor(WAIT);
      await input.fill(word);
      const results = page.locator('.VPLocalSearchBox .results a');
      await expect.poll(() => results.count(), WAIT).toBeGreaterThan(0);
      const hrefs = await results.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      expect([word, hrefs.some((h) => h.startsWith(`/${prefix}`))]).toEqual([word, true]);
      await page.keyboard.press('Escape');
    }, 60_000);
  }
});
