import { readFileSync, writeFileSync } from 'node:fs';
import type { ConversionWarning, FormatDescriptor } from '@anim/core';
import { animjFormat } from '@anim/animj';
import { mayaFormat } from '@anim/maya';

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

/** A Maya .anim file as a Resonite AnimJ file. */
export function mayaToAnimj(input: string, output: string): readonly ConversionWarning[] {
  return convert(mayaFormat, animjFormat, input, output);
}
