export { runConformance, type ConformanceOptions } from './conformance.js';
export { runBenchCase, type BenchCase, type BenchResult } from './bench.js';
export { corpusDir, corpusBytes, corpusFiles } from './corpus.js';
