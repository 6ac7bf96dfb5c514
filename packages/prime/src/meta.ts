/**
 * Metroid Prime `ANIM` at a glance.
 *
 * The light face of the format (`@anim/prime/meta`): id, name, extensions, the cheap sniffer and the
 * command-line options, without the readers, writers and conversions, so that a list of formats
 * (`@anim/formats`, the `anim` command's `--help`) can detect and describe the format before loading
 * the package. The full descriptor in `format.ts` spreads it.
 *
 * @module
 */
import type { FormatMeta, FormatOption } from '@anim/core';
import { FORMAT_ID } from './constants.js';
import { sniffPrime } from './sniff.js';

/**
 * Options on the command line: `--prime-game` re-encodes through the core model (the layouts differ),
 * `--prime-version` is a `write` option (`writePrime(doc, { version })` converts 0 ↔ 2 document to
 * document, and `primeFromClip` takes it when converting from another format).
 */
const options: readonly FormatOption[] = [
  {
    flag: 'game',
    value: '<game>',
    key: 'game',
    choices: ['mp1', 'mp2'],
    description: 'Prime output: layout of Metroid Prime 1 or 2 (default: the source game, else mp1; MP1 has no scale channels)',
  },
  {
    flag: 'version',
    value: '<version>',
    key: 'version',
    use: 'write',
    choices: ['0', '2'],
    numeric: true,
    description: 'Prime output: 0 (uncompressed, every frame) or 2 (compressed, default)',
  },
];

/** Metroid Prime `ANIM` (MP1 and MP2, versions 0 and 2): id `prime`, extension `.ANIM` (`.anim` too, shared with Maya and Unity; told apart by content). */
export const primeMeta: FormatMeta = {
  id: FORMAT_ID,
  name: 'Metroid Prime ANIM',
  // as the game's files and metaforce's writer spell it (examples/prime/mp1-v2-sparse.ANIM) first, so a
  // written file never looks like a Maya or Unity `.anim`; detection ignores case but prefers this spelling
  extensions: ['ANIM', 'anim'],
  mimeTypes: [],
  binary: true,
  sniff: sniffPrime,
  options,
};
