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
 * Detects the format of a file the way `anim` does (apps/cli/src/detect.ts, without `--from`): the
 * formats whose `sniff` accepts the bytes, the one listing the file's extension preferred, else the
 * first; when none sniffs, the format listing the file's extension if exactly one does. `undefined`
 * when nothing fits (or the extension alone is ambiguous, like `.anim` for Maya and Prime). `sniff`
 * never throws by contract; a throwing one is treated as "no".
 */
export function detectFormat(
  bytes: Uint8Array,
  fileName: string,
  formats: readonly AnyFormatDescriptor[],
): Detection | undefined {
  const ext = extensionOf(fileName);
  const byExtension = ext === '' ? [] : formats.filter((f) => f.extensions.includes(ext));
  const sniffed = formats.filter((format) => {
    try {
      return format.sniff(bytes);
    } catch {
      return false;
    }
  });
  if (sniffed.length > 0) return { format: sniffed.find((f) => byExtension.includes(f)) ?? sniffed[0]!, by: 'content' };
  return byExtension.length === 1 ? { format: byExtension[0]!, by: 'extension' } : undefined;
}
