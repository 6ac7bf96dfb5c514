/**
 * Worker-thread entry of batch conversion (`anim convert … --jobs N`): loads the built-in format list,
 * says it is ready, then runs the {@link Job}s it receives (several at once) and posts back
 * {@link JobResult}s.
 *
 * @module
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ConvertRequest } from './convert-core.js';
import { loadFormats } from '@anim/formats';
import { runJob, type Job, type JobOptions, type JobResult } from './jobs.js';

/** The data a worker is started with. */
export interface WorkerData {
  readonly request: ConvertRequest;
  readonly options: JobOptions;
}

/** A message from the main thread: one job. */
export interface WorkerTask {
  readonly id: number;
  readonly job: Job;
}

/** A message to the main thread: loaded and ready for jobs, or the result of one. */
export type WorkerMessage = { readonly type: 'ready' } | { readonly type: 'result'; readonly id: number; readonly result: JobResult };

const port = parentPort;
if (port !== null) {
  const data = workerData as WorkerData;
  const formats = await loadFormats();
  const post = (message: WorkerMessage): void => {
    port.postMessage(message);
  };
  port.on('message', (task: WorkerTask) => {
    void runJob(task.job, data.request, data.options, formats).then((result) => {
      post({ type: 'result', id: task.id, result });
    });
  });
  post({ type: 'ready' });
}
