/**
 * Library messages name library options (`{ lossy: true }`); on the command line they should name
 * the `anim` flag instead. Each entry: the library phrase (a regular expression) and its CLI wording.
 * An option with no flag yet says so rather than suggesting something the user cannot type.
 */
const REWRITES: readonly (readonly [RegExp, string])[] = [
  [/pass \{ lossy: true \} \(`anim convert --lossy`\)/g, 'use `anim convert --lossy`'],
  [/\{ lossy: true \} \(`anim convert --lossy`\)/g, '`anim convert --lossy`'],
  [/\{ lossy: true \}/g, '--lossy'],
  [/\{ legacy: true \}/g, '--from mrtk'],
  [/read with \{ thousandsSeparators: true \} to accept them/g, 'read with --maya-thousands-separators to accept them'],
  [/pass \{ repairRotationW: true \} to rebuild/g, 'read with --mrtk-repair-rotation-w to rebuild'],
];

/** A library error or warning message reworded for the command line (see {@link REWRITES}). */
export function cliWording(message: string): string {
  let text = message;
  for (const [pattern, replacement] of REWRITES) text = text.replace(pattern, replacement);
  return text;
}
