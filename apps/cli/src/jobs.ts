import { mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { AnyFormatDescriptor, ConversionWarning, ConvertRoute } from '@anim/core';
import { convertInput, type ConvertRequest } from './convert-core.js';
import { describeError, InputError } from './errors.js';
import { outputStatus, writeOutputFile } from './io.js';

/** One file of a batch conversion. Paths are absolute. */
export interface Job {
  readonly name: string;
  readonly input: string;
  readonly output: string;
}

/** What became of one {@link Job}. */
export interface JobResult {
  readonly name: string;
  readonly output: string;
  readonly status: 'converted' | 'skipped' | 'failed';
  readonly from?: string | undefined;
  readonly route?: ConvertRoute | undefined;
  readonly warnings: readonly ConversionWarning[];
  /** Why it was skipped or failed. */
  readonly message?: string | undefined;
}

/** Options of a batch that do not travel in the {@link ConvertRequest}. */
export interface JobOptions {
  readonly force: boolean;
}

/**
 * Converts one file of a batch and writes it atomically. Never throws: failures are results, so one
 * bad file does not stop the batch. An existing output is skipped unless `force`.
 */
export async function runJob(
  job: Job,
  request: ConvertRequest,
  options: JobOptions,
  formats: readonly AnyFormatDescriptor[],
): Promise<JobResult> {
  const base = { name: job.name, output: job.output };
  try {
    const status = await outputStatus(job.output, [job.input]);
    if (status === 'exists' && !options.force) {
      return { ...base, status: 'skipped', warnings: [], message: 'output exists (use --force to replace it)' };
    }
    if (status === 'input') throw new InputError('refusing to overwrite an input file');
    if (status === 'directory') throw new InputError('output is a directory');
    if (status === 'special') throw new InputError('output is not a regular file, a FIFO or a character device');
    const bytes = await readFile(job.input);
    const input = { name: job.name, path: job.input, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
    const outcome = await convertInput(input, request, formats);
    await mkdir(dirname(job.output), { recursive: true });
    await writeOutputFile(job.output, outcome.bytes, { force: options.force, inputs: [job.input] });
    return { ...base, status: 'converted', from: outcome.from, route: outcome.route, warnings: outcome.warnings };
  } catch (error) {
    return { ...base, status: 'failed', warnings: [], message: describeError(error) };
  }
}
