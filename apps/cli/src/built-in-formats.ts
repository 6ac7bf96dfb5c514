import type { LazyFormats } from './context.js';
import { BUILT_IN_FORMAT_IDS, BUILT_IN_OPTION_SPECS } from './format-manifest.js';

/**
 * The built-in format list of `anim` (`formats` in `formats.ts`), loaded only when a command
 * reads or writes: the format packages are most of the start-up time, and `--help`, `--version` and
 * `completion` need only the ids and flags of the generated manifest.
 */
export const builtInFormats: LazyFormats = {
  ids: BUILT_IN_FORMAT_IDS,
  optionSpecs: BUILT_IN_OPTION_SPECS,
  load: async () => (await import('./formats.js')).formats,
};
