// Converts one fuzz reproduction to every target format with the BUILT packages, one JSON line per
// target: { to, outcome: 'ok' | 'typed' | 'untyped', cpuMs, message }, then a last line
// { done: true, rssGrowthMb }. Run by fuzz.corpus.test.ts as a child process under a heap limit, so a
// conversion that balloons ends this process, not the test runner.
import { readFileSync } from 'node:fs';
import process from 'node:process';
import { AnimError, convert } from '@anim/core';
import { loadFormats } from '@anim/formats';

const formats = await loadFormats();

const file = process.argv[2];
const bytes = new Uint8Array(readFileSync(file));
const name = file.split('/').pop();
const base = process.memoryUsage().rss;
for (const to of formats) {
  const start = process.cpuUsage();
  let outcome = 'ok';
  let message = '';
  try {
    await convert(bytes, { formats, to, name });
  } catch (error) {
    outcome = AnimError.isInstance(error) ? 'typed' : 'untyped';
    message = error instanceof Error ? `${error.name}: ${error.message.slice(0, 200)}` : String(error);
  }
  const used = process.cpuUsage(start);
  process.stdout.write(`${JSON.stringify({ to: to.id, outcome, cpuMs: (used.user + used.system) / 1000, message })}\n`);
}
const peak = process.resourceUsage().maxRSS * 1024;
process.stdout.write(`${JSON.stringify({ done: true, rssGrowthMb: (peak - base) / 2 ** 20 })}\n`);
