/**
 * The Nuke script layer (`.nk`, `.gizmo`): Tcl commands, one per line, where a node is `Class { knob
 * value … }` or, for the first instance of a cloned node, `clone <id> Class { … }` (groups are flat: their
 * children follow and `end_group` closes them). Finds every Roto,
 * RotoPaint and SplineWarp node, parses its `curves` knob in place, and reads the `Root` node's `fps`.
 * The Tcl words themselves are read by `tcl-words.ts`.
 *
 * @module
 */
import { UnsupportedFeatureError } from '@anim/core';
import type { TextSource } from '@anim/core/io';
import { KeyArena } from './arena.js';
import { FORMAT_ID, ROTO_CLASSES } from './constants.js';
import { charCodes } from './lexer.js';
import type { CharCodes } from './text.js';
import { ScriptScanner } from './tcl-words.js';
import { treeAt, type SpanMap } from './parse-knob.js';
import { ScriptText } from './text.js';
import type { RotoNode } from './types.js';

/** What {@link parseScript} finds in a script. */
export interface ScriptContents {
  /** The Roto/RotoPaint/SplineWarp nodes with a curves knob, in script order. */
  readonly nodes: RotoNode[];
  /** The Root node's `fps`, when present and numeric. */
  readonly fps?: number | undefined;
}

/**
 * Scans a Nuke script and parses the `curves` knob of every Roto/RotoPaint/SplineWarp node.
 *
 * @param spans - when given, source spans of every tree part are recorded (used by the writer).
 * @param codes - the character codes of `source.text` when already at hand (see `charCodes`).
 * @throws {ParseError} for unbalanced braces or quotes and for any error inside a curves knob, with the
 *   script's line and column.
 * @throws {UnsupportedVersionError} for a curves tree whose version is not 1.2.
 * @throws {UnsupportedFeatureError} for a curves knob in the pre-Nuke 7 text (`AnimTree: …`).
 */
export function parseScript(source: TextSource, spans?: SpanMap, codes?: CharCodes): ScriptContents {
  return scanScript(ScriptText.of(source, codes ?? charCodes(source.text)), spans);
}

/** {@link parseScript} over a {@link ScriptText} (the reader's entry). */
export function scanScript(text: ScriptText, spans: SpanMap | undefined): ScriptContents {
  const s = new ScriptScanner(text);
  // One key arena for every curves knob of the script.
  const arena = new KeyArena();
  const t = s.text;
  const k = s.codes;
  const nodes: RotoNode[] = [];
  let fps: number | undefined;
  for (;;) {
    s.skipSpace();
    if (s.pos >= s.n) break;
    let c = k[s.pos];
    if (c === 59) {
      s.pos++;
      continue;
    }
    if (c === 35 /* # comment */) {
      const nl = t.indexOf(10, s.pos);
      s.pos = nl < 0 ? s.n : nl + 1;
      continue;
    }
    if (c === 125) throw s.source.error(s.pos, 'a command', "'}' (no '{' to close)");
    // First word of a command.
    const wordStart = s.pos;
    s.skipWord(false);
    let first = c === 123 || c === 34 ? '' : t.slice(wordStart, s.pos);
    s.skipBlanks();
    c = k[s.pos];
    if (first === 'clone' && c !== 123 && c !== 36 /* $ */) first = cloneClass(s);
    c = k[s.pos];
    if (c === 123 && first !== '') {
      if (ROTO_CLASSES.has(first)) {
        const found = nodeBody(s, spans, arena);
        if (found.curves !== undefined) nodes.push({ name: found.name, class: first, ...found.curves });
      } else if (first === 'Root') {
        const found = rootBody(s);
        if (found !== undefined) fps = found;
      } else s.skipBraced();
    }
    // Rest of the command line.
    for (;;) {
      s.skipBlanks();
      if (s.pos >= s.n) break;
      c = k[s.pos];
      if (c === 10 || c === 59) break;
      if (c === 125) throw s.source.error(s.pos, 'a command', "'}' (no '{' to close)");
      s.skipWord(false);
    }
  }
  return fps === undefined ? { nodes } : { nodes, fps };
}

/**
 * The class of the first instance of a cloned node, `clone <id> <Class> { knob value … }` (the cursor is at
 * `<id>`), leaving the cursor at the body. Later instances, `clone $C… { … }`, hold only their own
 * position knobs and are skipped as other commands.
 */
function cloneClass(s: ScriptScanner): string {
  s.skipWord(false);
  s.skipBlanks();
  const c = s.codes[s.pos];
  if (c === 123 || c === 34 || c === 10 || s.pos >= s.n) return '';
  const start = s.pos;
  s.skipWord(false);
  const name = s.text.slice(start, s.pos);
  s.skipBlanks();
  return name;
}

interface KnobFound {
  start: number;
  end: number;
  curves: RotoNode['curves'];
}

/** Reads a Roto node body `{ knob value … }`, parsing its curves knob in place. */
function nodeBody(s: ScriptScanner, spans: SpanMap | undefined, arena: KeyArena): { name: string; curves?: KnobFound } {
  const k = s.codes;
  const open = s.pos;
  s.pos++;
  let name = '';
  let curves: KnobFound | undefined;
  for (;;) {
    s.skipSpace();
    if (s.pos >= s.n) throw s.source.error(open, "a '}' closing this node", 'end of input');
    const c = k[s.pos];
    if (c === 125) {
      s.pos++;
      break;
    }
    const knob = s.wordText(true);
    s.skipBlanks();
    const vc = k[s.pos];
    if (vc === 125 || vc === 10 || s.pos >= s.n) continue;
    if (knob === 'curves' && vc === 123 && startsOldTree(k, s.pos + 1)) throw oldTreeError(s.source, s.pos);
    if (knob === 'curves' && vc === 123 && startsTree(k, s.pos + 1)) {
      const found = treeAt(s.text, s.pos + 1, s.n, spans, true, arena);
      s.pos = found.end;
      s.skipSpace();
      if (k[s.pos] !== 125) throw s.source.error(s.pos, "'}' closing the curves knob after its tree", s.source.describe(s.pos));
      s.pos++;
      curves = { start: found.start, end: found.end, curves: found.tree };
    } else if (knob === 'name') name = s.wordText(true);
    else s.skipWord(true);
  }
  return curves === undefined ? { name } : { name, curves };
}

/** True when the text at `p` (after blanks) opens the tree: `{` then (after blanks) `{v`. */
export function startsTree(t: CharCodes, p: number): boolean {
  let q = p;
  while (isBlank(t[q])) q++;
  if (t[q] !== 123) return false;
  q++;
  while (isBlank(t[q])) q++;
  if (t[q] !== 123) return false;
  q++;
  while (isBlank(t[q])) q++;
  return t[q] === 118 && isBlank(t[q + 1]);
}

/** True when the text at `p` (after blanks) is the pre-Nuke 7 serialisation, `AnimTree: …` (spec "Notes"). */
export function startsOldTree(t: CharCodes, p: number): boolean {
  let q = p;
  while (isBlank(t[q])) q++;
  const word = 'AnimTree:';
  for (let i = 0; i < word.length; i++) if (t[q + i] !== word.charCodeAt(i)) return false;
  return true;
}

/** The error for a curves knob in the pre-Nuke 7 serialisation at `offset` (this package reads Nuke 7 and later). */
export function oldTreeError(source: TextSource, offset: number): UnsupportedFeatureError {
  const at = source.locate(offset);
  return new UnsupportedFeatureError(
    FORMAT_ID,
    `pre-Nuke 7 curves text ('AnimTree: …' at line ${String(at.line)}, column ${String(at.column)}; Nuke 7 and later convert it when they save the script)`,
  );
}

function isBlank(c: number | undefined): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

/** Reads the Root node body for its `fps` knob. */
function rootBody(s: ScriptScanner): number | undefined {
  const k = s.codes;
  const open = s.pos;
  s.pos++;
  let fps: number | undefined;
  for (;;) {
    s.skipSpace();
    if (s.pos >= s.n) throw s.source.error(open, "a '}' closing this node", 'end of input');
    if (k[s.pos] === 125) {
      s.pos++;
      break;
    }
    const knob = s.wordText(true);
    s.skipBlanks();
    const vc = k[s.pos];
    if (vc === 125 || vc === 10 || s.pos >= s.n) continue;
    const value = s.wordText(true);
    if (knob === 'fps') {
      const v = Number(value);
      if (Number.isFinite(v) && v > 0) fps = v;
    }
  }
  return fps;
}
