import { Bench } from 'tinybench';

/** One benchmark case: the code under test and its floor, run on the same bytes in the same process. */
export interface BenchCase {
  /** Package short name, e.g. `maya`. */
  readonly pkg: string;
  /** Case name, e.g. `read-50MB`. */
  readonly name: string;
  /** Input size in bytes (throughput is computed from it). */
  readonly bytes: number;
  /** The code under test. */
  readonly run: () => unknown;
  /** The floor's name, e.g. `JSON.parse`. */
  readonly floorName: string;
  /** The floor. */
  readonly floor: () => unknown;
  /** Minimum measuring time per task in ms (default 2,000). */
  readonly time?: number;
}

/** Result of {@link runBenchCase}: throughputs in MB/s (10^6 bytes per second). */
export interface BenchResult {
  readonly mbps: number;
  readonly floorMbps: number;
  readonly ratio: number;
}

/** Keeps results alive so the engine cannot drop the work being measured. */
export const benchSink: { last: unknown } = { last: undefined };

/**
 * Measures a case and its floor with tinybench in alternating rounds (subject, floor, subject, floor, …;
 * {@link BENCH_ROUNDS} rounds sharing `time`), so that a change in machine load hits both alike. Each
 * round gives a ratio; the reported MB/s and ratio are the medians over the rounds. Prints a readable
 * line and the machine-readable line `bench <package> <case> <MB/s> floor <floor-name> <MB/s> ratio <r>`.
 */
export async function runBenchCase(c: BenchCase): Promise<BenchResult> {
  const time = c.time ?? 2000;
  const subjects: number[] = [];
  const floors: number[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < BENCH_ROUNDS; round++) {
    const warm = round === 0;
    const bench = new Bench({
      time: time / BENCH_ROUNDS,
      warmupTime: warm ? 300 : 0,
      iterations: 2,
      warmupIterations: warm ? 2 : 0,
      warmup: warm,
    });
    bench.add('subject', () => {
      benchSink.last = c.run();
    });
    bench.add('floor', () => {
      benchSink.last = c.floor();
    });
    await bench.run();
    const [subject, floor] = bench.tasks;
    const mbps = c.bytes / 1e6 / (meanMs(subject, c.name) / 1000);
    const floorMbps = c.bytes / 1e6 / (meanMs(floor, c.name) / 1000);
    subjects.push(mbps);
    floors.push(floorMbps);
    ratios.push(mbps / floorMbps);
  }
  const mbps = median(subjects);
  const floorMbps = median(floors);
  const ratio = median(ratios);
  const spread = `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`;
  console.log(`${c.pkg} ${c.name}: ${mbps.toFixed(1)} MB/s vs ${c.floorName} ${floorMbps.toFixed(1)} MB/s (${ratio.toFixed(2)}×, rounds ${spread})`);
  console.log(`bench ${c.pkg} ${c.name} ${mbps.toFixed(2)} floor ${c.floorName.replace(/\s+/g, '_')} ${floorMbps.toFixed(2)} ratio ${ratio.toFixed(3)}`);
  return { mbps, floorMbps, ratio };
}

/** Rounds of {@link runBenchCase}. */
export const BENCH_ROUNDS = 5;

function meanMs(task: Bench['tasks'][number] | undefined, name: string): number {
  const r = task?.result;
  if (r === undefined || !('latency' in r)) throw new Error(`bench ${name}: task did not complete`);
  return r.latency.mean;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
