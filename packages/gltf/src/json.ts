/**
 * Parsing the glTF JSON text with the location of the first syntax error, and the few top-level
 * checks made before glTF-Transform reads it.
 *
 * @module
 */
import { ParseError, UnsupportedVersionError } from '@anim/core';
import { decodeUtf8, TextSource } from '@anim/core/io';
import { FORMAT_ID } from './constants.js';
import { findJsonSyntaxError } from './json-syntax.js';

/** The top-level glTF JSON, as far as this package looks at it before glTF-Transform does. */
export interface GltfJson {
  asset: { version: string; [key: string]: unknown };
  buffers?: { uri?: string; byteLength?: number }[];
  images?: { uri?: string }[];
  extensionsRequired?: string[];
  [key: string]: unknown;
}

/**
 * Decodes UTF-8 JSON text (`offset` = where `bytes` start in the file, for GLB chunks) and checks that
 * it is an object with an `asset` object whose `version` is `2.x` (§5.8).
 * @throws {ParseError} at line:column of a syntax error (or at a JSON pointer for a wrong shape);
 *   {UnsupportedVersionError} for `asset.version` other than 2.x.
 */
export function parseGltfJson(bytes: Uint8Array): GltfJson {
  let text = decodeUtf8(bytes, FORMAT_ID);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    const syntax = findJsonSyntaxError(text) ?? { offset: text.length, expected: 'JSON text' };
    const found = syntax.offset >= text.length ? 'end of input' : JSON.stringify(text.slice(syntax.offset, syntax.offset + 12));
    throw new TextSource(text, FORMAT_ID).error(syntax.offset, `${syntax.expected} (JSON text of a glTF document)`, found);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) pointerError('', 'a JSON object (a glTF document)');
  const asset = (json as { asset?: unknown }).asset;
  if (typeof asset !== 'object' || asset === null || Array.isArray(asset)) pointerError('/asset', 'an asset object');
  const version = (asset as { version?: unknown }).version;
  if (typeof version !== 'string') pointerError('/asset/version', 'the glTF version string');
  if (!/^2\.\d+$/.test(version)) {
    throw new UnsupportedVersionError(FORMAT_ID, version, '2.x', { location: { kind: 'pointer', pointer: '/asset/version' } });
  }
  const required = (json as { extensionsRequired?: unknown }).extensionsRequired;
  if (required !== undefined && (!Array.isArray(required) || !required.every((name) => typeof name === 'string'))) {
    pointerError('/extensionsRequired', 'an array of extension names');
  }
  for (const key of ['buffers', 'images'] as const) {
    const list = (json as Record<string, unknown>)[key];
    if (list === undefined) continue;
    if (!Array.isArray(list)) pointerError(`/${key}`, 'an array');
    list.forEach((item: unknown, i) => {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) pointerError(`/${key}/${String(i)}`, 'an object');
      const uri = (item as { uri?: unknown }).uri;
      if (uri !== undefined && typeof uri !== 'string') pointerError(`/${key}/${String(i)}/uri`, 'a URI string');
    });
  }
  return json as GltfJson;
}

/** Throws a {@link ParseError} at a JSON pointer. */
export function pointerError(pointer: string, expected: string, found?: string): never {
  throw new ParseError({ format: FORMAT_ID, location: { kind: 'pointer', pointer }, expected, found });
}
