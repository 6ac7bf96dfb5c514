import { readFileSync } from 'node:fs';
import { ParseError, type DocumentSummary } from '@anim/core';
import { primeFormat } from '@anim/prime';

/** Reads a Metroid Prime ANIM file and returns what `anim info` prints about it. */
export function describeFile(path: string): DocumentSummary {
  const bytes = new Uint8Array(readFileSync(path));
  if (!primeFormat.sniff(bytes)) throw new Error(`${path} is not a Metroid Prime ANIM file`);
  try {
    const anim = primeFormat.read(bytes); // the lossless document
    return primeFormat.summarize(anim); // { version, tracks, keyframes, duration }
  } catch (e) {
    // ParseError.message says where: "prime: byte 257: expected …, found …"
    if (ParseError.isInstance(e)) console.error(e.message, e.location);
    throw e;
  }
}
