/**
 * Names of the reference files the corpus suite reads (`*.corpus.test.ts` only): the prime folder holds
 * 5 well-formed files (MP1 v0, MP1 v2 dense and sparse, MP2 v0, MP2 v2 with scale), each with a
 * metaforce dump (`.json`) and the keys metaforce was given (`.input.json`), and 5 malformed files.
 */

/** The well-formed `.ANIM` files at the top of the prime folder. */
export const GOOD_FILES = /^(?!bad-)[^/]*\.anim$/i;
/** The malformed `.ANIM` files. */
export const BAD_FILES = /^bad-[^/]*\.anim$/i;
/** The encoder inputs handed to metaforce. */
export const INPUT_FILES = /^[^/]*\.input\.json$/;
/** Maya `.anim` files (sniff negatives). */
export const MAYA_FILES = /\.anim$/i;
