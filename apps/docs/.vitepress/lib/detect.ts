import type { AnyFormatDescriptor } from '@anim/core';

/** How {@link detectFormat} recognised a file. */
export type DetectedBy = 'content' | 'extension';

/** A detected format and how it was recognised. */
export interface Detection {
  readonly format: AnyFormatDescriptor;
  readonly by: DetectedBy;
}

/** The lower-case extension of a file name without the dot (`''` when there is none). */
export function extensionOf(fileName: string): string {
  const base = fileName.slice(fileName.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/**
 * Detects the format of a file the way `anim info` does: the first format whose `sniff` accepts the
 * bytes wins; when none does, the first format listing the file's extension. `undefined` when neither
 * matches. `sniff` never throws by contract; a throwing one is treated as "no".
 */
export function detectFormat(
  bytes: Uint8Array,
  fileName: string,
  formats: readonly AnyFormatDescriptor[],
): Detection | undefined {
  for (const format of formats) {
    let yes = false;
    try {
      yes = format.sniff(bytes);
    } catch {
      yes = false;
    }
    if (yes) return { format, by: 'content' };
  }
  const ext = extensionOf(fileName);
  if (ext === '') return undefined;
  const byExt = formats.find((f) => f.extensions.includes(ext));
  return byExt === undefined ? undefined : { format: byExt, by: 'extension' };
}
