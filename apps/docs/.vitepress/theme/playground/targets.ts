/**
 * How the playground chooses and describes a conversion target of the open file (pure functions over the
 * worker's {@link TargetInfo} list).
 * @module
 */
import type { TargetInfo } from './protocol.js';

/**
 * The target selected when a file opens: the first format other than the file's own (`formatId`) that keeps
 * something, else the first that keeps something (the file's own format, written back); `undefined` when
 * no target keeps anything.
 */
export function defaultTarget(targets: readonly TargetInfo[], formatId: string): TargetInfo | undefined {
  return targets.find((t) => t.id !== formatId && t.ok) ?? targets.find((t) => t.ok);
}

/** The switches (their keys) turned on when a target is chosen: those it needs to keep something, and only those. */
export function switchesFor(target: TargetInfo | undefined): string[] {
  return target?.ok === true ? [...target.needs] : [];
}

/** The CLI flags of the switches a target needs, for its menu entry (` (with --gltf-animation-pointer)`), or `''`. */
export function needsLabel(t: TargetInfo): string {
  if (!t.ok || t.needs.length === 0) return '';
  return ` (with ${t.switches.filter((s) => t.needs.includes(s.key)).map((s) => s.flag).join(' ')})`;
}

/**
 * How an offered target converts, for the line under the menu (`3 track(s), through the core model, 2 loss
 * warning(s)`); `''` for a target that is not offered or not given.
 */
export function targetNote(t: TargetInfo | undefined): string {
  if (t?.ok !== true) return '';
  const route = t.route === 'native' ? 'written back unchanged' : t.route === 'document' ? 'same document model, converted exactly' : 'through the core model';
  return `${String(t.tracks)} track(s), ${route}${t.warnings > 0 ? `, ${String(t.warnings)} loss warning(s)` : ''}`;
}
