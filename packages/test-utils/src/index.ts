export { runConformance, type ConformanceOptions } from './conformance.js';
export { runBenchCase, type BenchCase, type BenchResult } from '@anim/bench';
export { corpusDir, corpusBytes, corpusFiles, fuzzDir, fuzzFiles } from './corpus.js';
