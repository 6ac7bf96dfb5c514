import { InvalidArgumentError } from 'commander';

/** Parses a finite number option value (commander argParser). */
export function parseNumber(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n)) throw new InvalidArgumentError(`'${value}' is not a finite number.`);
  return n;
}

/** Parses a strictly positive number option value. */
export function parsePositive(value: string): number {
  const n = parseNumber(value);
  if (n <= 0) throw new InvalidArgumentError(`'${value}' must be greater than 0.`);
  return n;
}

/**
 * Parses a frame rate (`--fps`): a number of at least 0.001 frames per second, the finest rate
 * `--fps` needs (rates that are neither whole nor NTSC are kept to six decimals, see `rateOf`).
 */
export function parseFrameRate(value: string): number {
  const n = parsePositive(value);
  if (n < 0.001) throw new InvalidArgumentError(`'${value}' is below the smallest frame rate, 0.001 frames per second.`);
  return n;
}

/** Parses a non-negative number option value. */
export function parseNonNegative(value: string): number {
  const n = parseNumber(value);
  if (n < 0) throw new InvalidArgumentError(`'${value}' must not be negative.`);
  return n;
}

/** Parses a positive integer option value (`--jobs`). */
export function parsePositiveInt(value: string): number {
  const n = parseNumber(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError(`'${value}' must be a whole number ≥ 1.`);
  return n;
}

/** Parses a comma-separated list of finite numbers (`--times 0,0.5,1`). */
export function parseNumberList(value: string): number[] {
  const parts = value.split(',').map((p) => p.trim());
  if (parts.length === 0 || parts.some((p) => p === '')) {
    throw new InvalidArgumentError(`'${value}' is not a comma-separated list of numbers.`);
  }
  return parts.map(parseNumber);
}

/** Parses a comma-separated list of non-empty words. */
export function parseWordList(value: string): string[] {
  const parts = value
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length === 0) throw new InvalidArgumentError(`'${value}' is an empty list.`);
  return parts;
}

/**
 * A track filter from `--tracks`: comma-separated patterns; a pattern with `*` or `?` must match the
 * whole track name (`*` any run of characters, `?` one), any other pattern matches as a substring.
 * Matching ignores case.
 */
export function trackFilter(patterns: readonly string[] | undefined): (name: string) => boolean {
  if (patterns === undefined || patterns.length === 0) return () => true;
  const tests = patterns.map((p) => {
    if (!/[*?]/.test(p)) {
      const needle = p.toLowerCase();
      return (name: string) => name.toLowerCase().includes(needle);
    }
    const source = p.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.');
    const regex = new RegExp(`^${source}$`, 'i');
    return (name: string) => regex.test(name);
  });
  return (name) => tests.some((t) => t(name));
}
