/**
 * The limits of conversion work: how many keys one resampled or subdivided track may get. Every step
 * that makes keys from a time range or an angle (baking at a frame rate, a fixed-rate writer such as
 * Prime, MRTK, Roto or AnimJ's Raw tracks, glTF's resampling, Euler → quaternion subdivision) checks
 * its count here **before** allocating, so a small file with an enormous key range or angle fails
 * with a {@link LimitError} instead of running out of memory or time.
 *
 * @module
 */
import { InvalidArgumentError, LimitError } from './errors.js';

/**
 * The default most keys one track may get from resampling or subdivision: 200,000 (about 28 minutes
 * at 120 fps; at most a few MB per track in any format). Raise it with the `maxKeys` option
 * ({@link KeyLimitOptions}) or `anim convert --max-keys`.
 */
export const DEFAULT_MAX_KEYS = 200_000;

/** Options that carry the key limit (part of every `fromClip`'s options through `ConvertOptions`). */
export interface KeyLimitOptions {
  /**
   * The most keys one track may get when a conversion resamples or subdivides it. Default
   * `DEFAULT_MAX_KEYS` (200,000); a positive integer (or `Infinity` for no limit).
   */
  readonly maxKeys?: number | undefined;
}

/**
 * The key limit in force for `options` (`DEFAULT_MAX_KEYS` (200,000) when not given).
 * @throws {InvalidArgumentError} when `maxKeys` is given and is not a positive integer or `Infinity`.
 */
export function keyLimit(options?: KeyLimitOptions): number {
  const limit = options?.maxKeys;
  if (limit === undefined) return DEFAULT_MAX_KEYS;
  if (typeof limit !== 'number' || !(limit === Infinity || (Number.isInteger(limit) && limit > 0))) {
    throw new InvalidArgumentError(`maxKeys must be a positive integer, got ${String(limit)}`);
  }
  return limit;
}

/**
 * Checks that a step may make `count` keys for one track (a count that is `NaN` or infinite, from an
 * unbounded time range or angle, never passes, not even under an infinite limit).
 * @param count the keys the step would make.
 * @param limit the limit in force ({@link keyLimit}).
 * @param where who is making them and why, for the message: `prime: baking at 30 fps from 0 s to 1e12 s`.
 * @throws {LimitError} naming the count, the limit and the `maxKeys` option (`--max-keys`).
 */
export function checkKeyCount(count: number, limit: number, where: string): void {
  if (count <= limit && Number.isFinite(count)) return;
  const shown = Number.isFinite(count) ? String(Math.ceil(count)) : 'unboundedly many';
  throw new LimitError(
    `${where} would make ${shown} keys for one track, more than the limit of ${String(limit)} (raise it with the maxKeys option, --max-keys on the command line)`,
    count,
    limit,
    'maxKeys',
  );
}

/**
 * The default most bytes one file a writer produces may have: 1 GiB (2^30). Writers check the size
 * they will write (computed from the document's counts) against it before allocating the output, so a
 * document whose counts ask for more (a v2 Prime file expanded to every frame, a recording of millions
 * of keys) fails with a {@link LimitError} instead of running out of memory. Raise it with the
 * `maxBytes` write option ({@link WriteLimitOptions}).
 */
export const DEFAULT_MAX_WRITE_BYTES = 2 ** 30;

/** Write options that carry the output size limit. */
export interface WriteLimitOptions {
  /**
   * The most bytes the written file may have. Default `DEFAULT_MAX_WRITE_BYTES` (1 GiB); a positive
   * integer (or `Infinity` for no limit other than the platform's).
   */
  readonly maxBytes?: number | undefined;
}

/**
 * The output size limit in force for `options` (`DEFAULT_MAX_WRITE_BYTES`, 1 GiB, when not given).
 * @throws {InvalidArgumentError} when `maxBytes` is given and is not a positive integer or `Infinity`.
 */
export function writeLimit(options?: WriteLimitOptions): number {
  const limit = options?.maxBytes;
  if (limit === undefined) return DEFAULT_MAX_WRITE_BYTES;
  if (typeof limit !== 'number' || !(limit === Infinity || (Number.isInteger(limit) && limit > 0))) {
    throw new InvalidArgumentError(`maxBytes must be a positive integer, got ${String(limit)}`);
  }
  return limit;
}

/**
 * Checks, before allocating, that a writer may produce `bytes` bytes (a size that is `NaN` or infinite
 * never passes).
 * @param bytes the size the writer computed from the document's counts (bytes).
 * @param limit the limit in force ({@link writeLimit}).
 * @param where who writes what, for the message: `prime: every frame of 100000000 × 12 channels`.
 * @throws {LimitError} naming the size, the limit and the `maxBytes` option.
 */
export function checkWriteSize(bytes: number, limit: number, where: string): void {
  if (bytes <= limit && Number.isFinite(bytes)) return;
  const shown = Number.isFinite(bytes) ? String(Math.ceil(bytes)) : 'unboundedly many';
  throw new LimitError(`${where} would write ${shown} bytes, more than the limit of ${String(limit)} (raise it with the maxBytes write option)`, bytes, limit, 'maxBytes');
}
