/**
 * The format ids of this package, written once: errors name them and the descriptors carry them.
 *
 * @module
 */

/** Format id of AnimJ (JSON text): `ParseError.format`, `animjFormat.id`, the CLI's `--to animj`. */
export const ANIMJ_FORMAT_ID = 'animj';

/** Format id of AnimX (binary): `ParseError.format`, `animxFormat.id`, the CLI's `--to animx`. */
export const ANIMX_FORMAT_ID = 'animx';
