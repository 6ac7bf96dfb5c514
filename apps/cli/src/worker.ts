/**
 * Worker-thread entry of batch conversion (`anim convert … --jobs N`): receives {@link Job}s, runs
 * them with the built-in format list and posts back {@link JobResult}s.
 *
 * @module
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ConvertRequest } from './convert-core.js';
import { formats } from './formats.js';
import { runJob, type Job, type JobOptions } from './jobs.js';

/** The data a worker is started with. */
export interface WorkerData {
  readonly request: ConvertRequest;
  readonly options: JobOptions;
}

/** A message from the main thread. */
export interface WorkerTask {
  readonly id: number;
  readonly job: Job;
}

const port = parentPort;
if (port !== null) {
  const data = workerData as WorkerData;
  port.on('message', (task: WorkerTask) => {
    void runJob(task.job, data.request, data.options, formats).then((result) => {
      port.postMessage({ id: task.id, result });
    });
  });
}
