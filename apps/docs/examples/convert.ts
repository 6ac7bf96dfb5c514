import { readFileSync, writeFileSync } from 'node:fs';
import type { ConversionWarning, FormatDescriptor } from '@anim/core';
import { mrtkFormat } from '@anim/mrtk';
import { primeFormat } from '@anim/prime';

/**
 * Converts a file from one format to another through the core model and returns what was lost.
 * With `strict: true` any loss throws a ConversionError instead.
 */
export function convert<A, B>(
  from: FormatDescriptor<A>,
  to: FormatDescriptor<B>,
  input: string,
  output: string,
  strict = false,
): readonly ConversionWarning[] {
  if (from.toClip === undefined || to.fromClip === undefined) {
    throw new Error(`${from.name} → ${to.name} is not a supported conversion`);
  }
  const doc = from.read(new Uint8Array(readFileSync(input)));
  const clip = from.toClip(doc, { strict });
  const converted = to.fromClip(clip.value, { strict });
  writeFileSync(output, to.write(converted.value));
  return [...clip.warnings, ...converted.warnings];
}

/** A Metroid Prime animation as an MRTK input recording. */
export function primeToMrtk(input: string, output: string): readonly ConversionWarning[] {
  return convert(primeFormat, mrtkFormat, input, output);
}
