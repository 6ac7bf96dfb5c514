/**
 * Types for the two `lzma1` functions this package uses. `lzma1` publishes its TypeScript sources as
 * its types, which do not compile under this repository's strict options; `paths` in the tsconfig
 * files points `lzma1` here instead (the emitted JavaScript still imports `lzma1`).
 */

/** LZMA "alone" stream: 5 property bytes, u64 size, data. Mode 1–9 (5: 2 MiB dictionary). */
export declare function compress(data: Uint8Array | ArrayBuffer, mode?: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9): Uint8Array;
/** Decodes an LZMA "alone" stream. */
export declare function decompress(data: Uint8Array | ArrayBuffer): Uint8Array;
