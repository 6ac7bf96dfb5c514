/**
 * The curves-knob parser's entry points: the whole grammar of Foundry's "Roto serialisation format"
 * ("Curve tree", https://learn.foundry.com/nuke/developers/13.1/ndkdevguide/advanced/rotoformat.html) into
 * the typed tree of `types.ts`. The parser is split by job: `lexer.ts` (tokens, general path),
 * `scan.ts` (character scanners of the fast paths), `arena.ts` (the key arena), `fast-paths.ts` (the
 * fast paths for the forms Nuke writes), `grammar-curves.ts` and `grammar-nodes.ts` (the productions).
 *
 * Speed: keys are runs in a few `Float32Array` key stores per knob (no object per key and no typed array
 * per curve), and the forms Nuke writes have fast paths that scan the character codes directly. A fast
 * path that meets anything else leaves the cursor where it was and the general production reads (or
 * rejects) the input, so both give the same tree and the same errors. Parses that record source spans
 * (for writing) take only the general path.
 *
 * @module
 */
import { TextSource } from '@anim/core/io';
import type { KeyArena } from './arena.js';
import { FORMAT_ID } from './constants.js';
import type { SpanMap } from './fast-paths.js';
import { KnobParser } from './grammar-nodes.js';
import { charCodes, Lexer } from './lexer.js';
import type { CharCodes } from './text.js';
import { ScriptText } from './text.js';
import type { RotoAnimTree } from './types.js';

export type { SpanMap } from './fast-paths.js';
export { VERSION_1_2 } from './grammar-nodes.js';

/** Options of {@link parseCurvesKnob}. */
export interface ParseKnobOptions {
  /** Record source spans of the tree's parts (used by the writer to change only what changed). */
  readonly spans?: SpanMap | undefined;
  /** The character codes of `source.text` when already at hand (see `charCodes`); computed otherwise. */
  readonly codes?: CharCodes | undefined;
  /**
   * `false` reads every production with the general parser instead of the fast paths for the forms Nuke
   * writes (the tree is the same; for testing). Recording spans implies it.
   */
  readonly fastPaths?: boolean | undefined;
  /**
   * `true` when the text holds one character per byte (a document read from bytes that are not all
   * UTF-8, `encoding: 'latin1'`): the strings the tree keeps are then decoded as UTF-8 where valid.
   */
  readonly latin1?: boolean | undefined;
}

/**
 * Parses a curves knob: the tree group `{{v …} {f …} {n …} …}` found in `source.text` at `[start, end)`
 * (leading and trailing whitespace allowed).
 *
 * @returns the tree and the offsets of its first `{` and just after its last `}`.
 * @throws {ParseError} on any deviation from the grammar (unbalanced braces, bad hex floats, truncated
 *   knobs, wrong arity), located by script line and column.
 * @throws {UnsupportedVersionError} when the tree version is not 1.2.
 */
export function parseCurvesKnob(
  source: TextSource,
  start: number,
  end: number,
  options: ParseKnobOptions = {},
): { tree: RotoAnimTree; start: number; end: number } {
  const text = ScriptText.of(source, options.codes ?? charCodes(source.text));
  const found = treeAt(text, start, end, options.spans, options.fastPaths);
  const lx = new Lexer(text, found.end, end);
  if (lx.peek() !== -1) throw lx.error('the end of the curves knob after the tree');
  return found;
}

/**
 * Parses the tree group starting at the first non-blank character at `start` and stops after its
 * closing `}` (whatever follows is left to the caller).
 * @throws as {@link parseCurvesKnob}.
 */
export function parseTreeAt(
  source: TextSource,
  start: number,
  end: number,
  options: ParseKnobOptions = {},
): { tree: RotoAnimTree; start: number; end: number } {
  const text = options.latin1 === true ? ScriptText.latin1Of(source) : ScriptText.of(source, options.codes ?? charCodes(source.text));
  return treeAt(text, start, end, options.spans, options.fastPaths);
}

/**
 * {@link parseTreeAt} over a {@link ScriptText} (the script reader's entry); `arena`, when given, is the
 * key arena shared by the knobs of one script.
 */
export function treeAt(
  text: ScriptText,
  start: number,
  end: number,
  spans: SpanMap | undefined,
  fastPaths = true,
  arena?: KeyArena,
): { tree: RotoAnimTree; start: number; end: number } {
  const lx = new Lexer(text, start, end);
  const p = new KnobParser(lx, spans, fastPaths, arena);
  lx.peek();
  const treeStart = lx.pos;
  const tree = p.tree();
  return { tree, start: treeStart, end: lx.pos };
}

/** Parses a bare knob string (convenience over {@link parseCurvesKnob}). @throws as it does. */
export function parseKnob(text: string, options: ParseKnobOptions = {}): RotoAnimTree {
  return parseCurvesKnob(new TextSource(text, FORMAT_ID), 0, text.length, options).tree;
}
