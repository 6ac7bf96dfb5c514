import { readFileSync } from 'node:fs';
import { ParseError, type DocumentSummary } from '@anim/core';
import { mayaFormat } from '@anim/maya';

/** Reads a Maya .anim file and returns what `anim info` prints about it. */
export function describeFile(path: string): DocumentSummary {
  const bytes = new Uint8Array(readFileSync(path));
  try {
    const doc = mayaFormat.read(bytes); // the lossless document: header, curves, keys, tangents
    return mayaFormat.summarize(doc); // { version, tracks, keyframes, duration }
  } catch (e) {
    // the message says where: "maya: line 12, column 5: expected ';' after 'weighted 1', found '}'"
    if (ParseError.isInstance(e)) console.error(e.message, e.location);
    throw e;
  }
}
