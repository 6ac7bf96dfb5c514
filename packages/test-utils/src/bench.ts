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
 * Measures a case and its floor with tinybench (interleaved warm-up, then each for `time` ms), prints
 * a readable line and the machine-readable line
 * `bench <package> <case> <MB/s> floor <floor-name> <MB/s> ratio <r>`.
 */
export async function runBenchCase(c: BenchCase): Promise<BenchResult> {
  const bench = new Bench({ time: c.time ?? 2000, warmupTime: 300, iterations: 5, warmupIterations: 2 });
  bench.add('subject', () => {
    benchSink.last = c.run();
  });
  bench.add('floor', () => {
    benchSink.last = c.floor();
  });
  await bench.run();
  const [subject, floor] = bench.tasks;
  const mean = (t: typeof subject): number => {
    const r = t?.result;
    if (r === undefined || !('latency' in r)) throw new Error(`bench ${c.name}: task did not complete`);
    return r.latency.mean;
  };
  const mbps = c.bytes / 1e6 / (mean(subject) / 1000);
  const floorMbps = c.bytes / 1e6 / (mean(floor) / 1000);
  const ratio = mbps / floorMbps;
  console.log(`${c.pkg} ${c.name}: ${mbps.toFixed(1)} MB/s vs ${c.floorName} ${floorMbps.toFixed(1)} MB/s (${ratio.toFixed(2)}×)`);
  console.log(`bench ${c.pkg} ${c.name} ${mbps.toFixed(2)} floor ${c.floorName.replace(/\s+/g, '_')} ${floorMbps.toFixed(2)} ratio ${ratio.toFixed(3)}`);
  return { mbps, floorMbps, ratio };
}
