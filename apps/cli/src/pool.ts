import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AnyFormatDescriptor } from '@anim/core';
import type { ConvertRequest } from './convert-core.js';
import { describeError } from './errors.js';
import { formatEntries, loadFormats } from '@anim/formats';
import { runJob, type Job, type JobOptions, type JobResult } from './jobs.js';
import type { WorkerData, WorkerMessage, WorkerTask } from './worker.js';

/**
 * Jobs each thread has under way at once: while one file is read or written (on libuv's thread pool),
 * another is converted. Measured on 200 small files: 4 in flight take about 0.65× the time of one at
 * a time; more gain little.
 */
export const JOBS_IN_FLIGHT = 4;

/**
 * A worker thread is started only when there are at least this many files per worker: starting one (a
 * new isolate that loads every format package, about 0.2 s) costs as much as converting tens of
 * small files, so smaller batches run on fewer threads (see `bench/batch.mjs`).
 */
export const FILES_PER_WORKER = 48;

/**
 * The default of `--jobs`: half the CPU count, 1 to 8. One converting thread keeps about 1.5 CPUs busy
 * (V8 compiles the conversion code on background threads while it warms up, and file reads and
 * writes run on libuv's thread pool), so on 2 CPUs a second thread was slower, not faster: 200 small
 * files took ×1.1–1.3 the time of `--jobs 1` (`bench/batch.mjs`).
 */
export function defaultJobs(): number {
  return Math.max(1, Math.min(8, Math.floor(availableParallelism() / 2)));
}

/**
 * Runs batch jobs on up to `jobs` threads: this thread, plus `jobs - 1` worker threads when the batch
 * is large enough ({@link FILES_PER_WORKER}) and the compiled worker is present (with the built-in format
 * list). All threads take files from one queue, each with {@link JOBS_IN_FLIGHT} under way, so this
 * thread converts from the start while the workers boot. Calls `onResult` for each file in input
 * order, as soon as it and every file before it are done; resolves to the results in input order.
 */
export async function runJobs(
  list: readonly Job[],
  request: ConvertRequest,
  options: JobOptions,
  formats: readonly AnyFormatDescriptor[],
  jobs: number,
  onResult: (result: JobResult) => void,
): Promise<JobResult[]> {
  const results = new Array<JobResult | undefined>(list.length);
  let next = 0;
  let reported = 0;
  const finish = (id: number, result: JobResult): void => {
    results[id] = result;
    while (reported < list.length && results[reported] !== undefined) onResult(results[reported++]!);
  };

  const workerUrl = new URL('./worker.js', import.meta.url);
  // workers load the built-in list themselves: only that list can be handed to them
  const builtIn = formats.length === formatEntries.length && (await loadFormats()).every((f, i) => f === formats[i]);
  const canUseWorkers = builtIn && existsSync(fileURLToPath(workerUrl));
  const workerCount = canUseWorkers ? Math.max(0, Math.min(jobs - 1, Math.floor(list.length / FILES_PER_WORKER))) : 0;
  const workers: WorkerLane[] = [];
  for (let i = 0; i < workerCount; i++) {
    workers.push(startWorker(workerUrl, { request, options }, () => (next < list.length ? next++ : undefined), list, finish));
  }

  const lane = async (): Promise<void> => {
    while (next < list.length) {
      const id = next++;
      finish(id, await runJob(list[id]!, request, options, formats));
    }
  };
  await Promise.all(Array.from({ length: JOBS_IN_FLIGHT }, lane));
  // a worker still starting when the queue ran dry has nothing left to do
  for (const worker of workers) worker.stopIfIdle();
  await Promise.all(workers.map((w) => w.done));
  return results as JobResult[];
}

interface WorkerLane {
  /** Resolves when the worker has finished its jobs and exited. */
  readonly done: Promise<void>;
  /** Terminates the worker if it has no job under way. */
  stopIfIdle(): void;
}

/**
 * Starts a worker thread that takes jobs from `take` once it has loaded (up to {@link JOBS_IN_FLIGHT}
 * at once) and reports each result to `finish`. A worker that dies fails the jobs it had under way.
 */
function startWorker(
  url: URL,
  data: WorkerData,
  take: () => number | undefined,
  list: readonly Job[],
  finish: (id: number, result: JobResult) => void,
): WorkerLane {
  const worker = new Worker(url, { workerData: data });
  const pending = new Set<number>();
  let stopped = false;
  let settle = (): void => undefined;
  const done = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const stop = (): void => {
    if (stopped) return;
    stopped = true;
    void worker.terminate().then(settle, settle);
  };
  const feed = (): void => {
    while (pending.size < JOBS_IN_FLIGHT) {
      const id = take();
      if (id === undefined) break;
      pending.add(id);
      const task: WorkerTask = { id, job: list[id]! };
      worker.postMessage(task);
    }
    if (pending.size === 0) stop();
  };
  worker.on('message', (message: WorkerMessage) => {
    if (message.type === 'result') {
      pending.delete(message.id);
      finish(message.id, message.result);
    }
    if (!stopped) feed();
  });
  const fail = (reason: string): void => {
    for (const id of pending) {
      const job = list[id]!;
      finish(id, { name: job.name, output: job.output, status: 'failed', warnings: [], message: `worker thread stopped: ${reason}` });
    }
    pending.clear();
    stopped = true;
    settle();
  };
  worker.on('error', (error) => {
    fail(describeError(error));
  });
  worker.on('exit', (code) => {
    if (!stopped) fail(`exit code ${code}`);
  });
  return {
    done,
    stopIfIdle: () => {
      if (pending.size === 0) stop();
    },
  };
}
