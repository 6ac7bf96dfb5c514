export { runBenchCase, type BenchCase, type BenchResult } from './bench.js';
