import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AnyFormatDescriptor } from '@anim/core';
import type { ConvertRequest } from './convert-core.js';
import { formats as builtInFormats } from './formats.js';
import { runJob, type Job, type JobOptions, type JobResult } from './jobs.js';
import type { WorkerData, WorkerTask } from './worker.js';

/**
 * Runs batch jobs, `jobs` at a time: on worker threads when more than one job runs at once and the
 * compiled worker is present (with the built-in format list), otherwise one after another in this
 * thread. Calls `onResult` as each file finishes; results come back in input order.
 */
export async function runJobs(
  list: readonly Job[],
  request: ConvertRequest,
  options: JobOptions,
  formats: readonly AnyFormatDescriptor[],
  jobs: number,
  onResult: (result: JobResult) => void,
): Promise<JobResult[]> {
  const workerUrl = new URL('./worker.js', import.meta.url);
  const threads = Math.min(jobs, list.length);
  const canUseWorkers = threads > 1 && formats === builtInFormats && existsSync(fileURLToPath(workerUrl));
  if (!canUseWorkers) {
    const results: JobResult[] = [];
    for (const job of list) {
      const result = await runJob(job, request, options, formats);
      onResult(result);
      results.push(result);
    }
    return results;
  }
  const results = new Array<JobResult>(list.length);
  let next = 0;
  const data: WorkerData = { request, options };
  const runWorker = (): Promise<void> =>
    new Promise((done, fail) => {
      const worker = new Worker(workerUrl, { workerData: data });
      const dispatch = (): void => {
        if (next >= list.length) {
          void worker.terminate().then(() => {
            done();
          });
          return;
        }
        const id = next++;
        const task: WorkerTask = { id, job: list[id]! };
        worker.postMessage(task);
      };
      worker.on('message', (message: { id: number; result: JobResult }) => {
        results[message.id] = message.result;
        onResult(message.result);
        dispatch();
      });
      worker.on('error', fail);
      dispatch();
    });
  await Promise.all(Array.from({ length: threads }, runWorker));
  return results;
}
