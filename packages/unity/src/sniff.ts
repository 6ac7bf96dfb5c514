/**
 * Recognising a Unity AnimationClip `.anim` (YAML) from its first bytes.
 *
 * @module
 */

const HEAD = 1024;

/**
 * True when the first kilobyte (after an optional UTF-8 byte-order mark) starts with `%YAML` and holds
 * an AnimationClip object (`!u!74 ` or `AnimationClip:`). A Maya `.anim` (`animVersion …`), another Unity
 * asset (`!u!1`, a prefab) and everything else give false. Never throws.
 */
export function sniffUnity(bytes: Uint8Array): boolean {
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  let head = '';
  const end = Math.min(bytes.length, start + HEAD);
  for (let i = start; i < end; i++) head += String.fromCharCode(bytes[i]!);
  if (!head.startsWith('%YAML')) return false;
  return /--- !u!74[ \r\n]/.test(head) || /^AnimationClip:/m.test(head);
}
