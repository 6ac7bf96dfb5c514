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
  /**
   * True when `run` and `floor` return promises (asynchronous IO, glTF): each run is awaited inside
   * its timing. Default false.
   */
  readonly async?: boolean | undefined;
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
 * Measures a case and its floor with tinybench in {@link BENCH_ROUNDS} alternating rounds (subject,
 * floor, subject, floor, …; each task gets `time / BENCH_ROUNDS` ms per round, at least one run), so
 * that a change in machine speed hits both alike: on shared machines the speed moves between two levels
 * for about a second at a time, and rounds much shorter than that put both tasks through the same mix.
 * The reported MB/s are over all rounds (total bytes over total time, so garbage collection is counted
 * where it happens) and the ratio is their quotient; the spread is the lowest and highest ratio of the
 * five consecutive fifths of the rounds. Prints a readable line and the machine-readable line
 * `bench <package> <case> <MB/s> floor <floor-name> <MB/s> ratio <r>`.
 */
export async function runBenchCase(c: BenchCase): Promise<BenchResult> {
  const time = c.time ?? 2000;
  const subject = { ms: new Array<number>(BENCH_ROUNDS).fill(0), runs: new Array<number>(BENCH_ROUNDS).fill(0) };
  const floor = { ms: new Array<number>(BENCH_ROUNDS).fill(0), runs: new Array<number>(BENCH_ROUNDS).fill(0) };
  for (let round = 0; round < BENCH_ROUNDS; round++) {
    const warm = round === 0;
    const bench = new Bench({
      time: time / BENCH_ROUNDS,
      warmupTime: warm ? 300 : 0,
      iterations: 1,
      warmupIterations: warm ? 2 : 0,
      warmup: warm,
    });
    if (c.async === true) {
      bench.add('subject', async () => {
        benchSink.last = await c.run();
      });
      bench.add('floor', async () => {
        benchSink.last = await c.floor();
      });
    } else {
      bench.add('subject', () => {
        benchSink.last = c.run();
      });
      bench.add('floor', () => {
        benchSink.last = c.floor();
      });
    }
    await bench.run();
    const [s, f] = bench.tasks;
    [subject.ms[round], subject.runs[round]] = totals(s, c.name);
    [floor.ms[round], floor.runs[round]] = totals(f, c.name);
  }
  const rate = (t: typeof subject, from = 0, to = BENCH_ROUNDS): number =>
    (c.bytes / 1e6) * sum(t.runs, from, to) / (sum(t.ms, from, to) / 1000);
  const mbps = rate(subject);
  const floorMbps = rate(floor);
  const ratio = mbps / floorMbps;
  const parts: number[] = [];
  for (let k = 0; k < 5; k++) {
    const from = Math.round((k * BENCH_ROUNDS) / 5);
    const to = Math.round(((k + 1) * BENCH_ROUNDS) / 5);
    parts.push(rate(subject, from, to) / rate(floor, from, to));
  }
  const spread = `${Math.min(...parts).toFixed(2)}–${Math.max(...parts).toFixed(2)}`;
  console.log(`${c.pkg} ${c.name}: ${mbps.toFixed(1)} MB/s vs ${c.floorName} ${floorMbps.toFixed(1)} MB/s (${ratio.toFixed(2)}×, fifths of the rounds ${spread})`);
  console.log(`bench ${c.pkg} ${c.name} ${mbps.toFixed(2)} floor ${c.floorName.replace(/\s+/g, '_')} ${floorMbps.toFixed(2)} ratio ${ratio.toFixed(3)}`);
  return { mbps, floorMbps, ratio };
}

/** Rounds of {@link runBenchCase}. */
export const BENCH_ROUNDS = 20;

/** A task's total measured time (ms) and number of runs. */
function totals(task: Bench['tasks'][number] | undefined, name: string): [number, number] {
  const r = task?.result;
  if (r === undefined || !('latency' in r)) throw new Error(`bench ${name}: task did not complete`);
  return [r.totalTime, r.latency.samplesCount];
}

function sum(values: readonly number[], from: number, to: number): number {
  let s = 0;
  for (let i = from; i < to; i++) s += values[i]!;
  return s;
}
