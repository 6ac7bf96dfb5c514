import type { AnyFormatDescriptor } from '@anim/core';
import { loadFormats } from '@anim/formats';

/** Every built-in format's descriptor, loaded (tests that pass the list to `run`, `animIn` or the pipeline). */
export const formats: readonly AnyFormatDescriptor[] = await loadFormats();
