/**
 * An independent, deliberately naive reading of curves knobs for cross-checking the parser: regexes find
 * the roto nodes, a brace matcher extracts the knob, a ten-line tokenizer builds nested arrays, and the
 * counts come from simple rules over those arrays. Shares no code with `src/`.
 */
export type Tok = string | Tok[];

export function nest(text: string): Tok[] {
  const root: Tok[] = [];
  const stack: Tok[][] = [root];
  const re = /\{|\}|"(?:\\.|[^"\\])*"|[^\s{}"]+/g;
  for (const m of text.matchAll(re)) {
    const t = m[0];
    if (t === '{') {
      const g: Tok[] = [];
      stack[stack.length - 1]!.push(g);
      stack.push(g);
    } else if (t === '}') stack.pop();
    else stack[stack.length - 1]!.push(t);
  }
  return root;
}

/** The knob tree text of every Roto/RotoPaint/SplineWarp node, found by regex and brace matching. */
export function knobTexts(script: string): { cls: string; knob: string }[] {
  const out: { cls: string; knob: string }[] = [];
  const lines = script.split('\n');
  let cls: string | undefined;
  let offset = 0;
  for (const line of lines) {
    const m = /^\s*(Roto|RotoPaint|SplineWarp3)\s*\{\s*$/.exec(line);
    if (m) cls = m[1];
    const k = /^(\s*curves )\{\{\{v /.exec(line);
    if (k && cls !== undefined) {
      const start = offset + k[1]!.length + 1;
      let depth = 0;
      let i = start;
      for (; i < script.length; i++) {
        const c = script[i];
        if (c === '\\') i++;
        else if (c === '{') depth++;
        else if (c === '}' && --depth === 0) break;
      }
      out.push({ cls, knob: script.slice(start, i + 1) });
      cls = undefined;
    }
    offset += line.length + 1;
  }
  return out;
}

export interface Counts {
  layers: number;
  curvegroups: number;
  cubiccurves: number;
  controlPoints: number;
  tracks: number;
  keyframes: number;
}

const isNum = (t: Tok): boolean => typeof t === 'string' && /^(-?\d|x[0-9a-f]|-$)/i.test(t);

export function count(tree: Tok[]): Counts {
  const c: Counts = { layers: 0, curvegroups: 0, cubiccurves: 0, controlPoints: 0, tracks: 0, keyframes: 0 };
  const walk = (g: Tok[], top: boolean): void => {
    const head = g[0];
    if (!top && head === 'edge') return;
    if (head === 'layer') c.layers++;
    if (head === 'curvegroup') c.curvegroups++;
    if (head === 'cubiccurve') c.cubiccurves++;
    if (head === 'px' || head === 'tx') {
      const times = g[1]!;
      const n = Array.isArray(times) ? times.length : 1;
      const rest = g.slice(2);
      if (head === 'px') {
        c.controlPoints += rest.length;
        for (const cp of rest) {
          const attrs = (cp as Tok[]).filter((d) => Array.isArray(d) && d[0] === 'a');
          for (const a of attrs) walk(a as Tok[], false);
          const dims = (cp as Tok[]).filter((d) => !attrs.includes(d));
          c.tracks += dims.length;
          c.keyframes += n * dims.length;
        }
      } else {
        c.tracks += rest.length;
        c.keyframes += n * rest.length;
      }
      return;
    }
    if (head === 'p') c.controlPoints += g.length - 1;
    // A key list: a group of groups that each start with a number and hold only numbers.
    if (g.length > 0 && g.every((k) => Array.isArray(k) && k.length >= 2 && k.every(isNum))) {
      c.tracks++;
      c.keyframes += g.length;
      return;
    }
    for (const k of g) if (Array.isArray(k)) walk(k, false);
  };
  walk(tree, true);
  return c;
}

/** Decodes `x` + 8 hex digits with a DataView (independent of src/number.ts). */
export function hex(token: string): number {
  const dv = new DataView(new ArrayBuffer(4));
  dv.setUint32(0, parseInt(token.slice(1), 16));
  return dv.getFloat32(0);
}

/**
 * Nuke's layout of a curves knob, inferred from the Nuke-written reference files (it reproduces, among
 * others, every knob of FlareFactory.gizmo, saved by Nuke 7.0v8): tokens are braces, quoted strings and
 * words; a group that is not the first item of its group starts a new line indented by its depth (the
 * tree's own opening brace at depth 1, so `{f 0}` is indented 2); a word after a closing brace follows as
 * many spaces as the depth of the group it is in; other items are separated by one space; nothing
 * before a closing brace. Rebuilt from the tokens alone: whitespace in the input does not matter.
 */
export function nukeLayout(knob: string): string {
  let out = '';
  let depth = 0;
  let prev: string | undefined;
  for (const m of knob.matchAll(/\{|\}|"(?:\\.|[^"\\])*"|[^\s{}"]+/g)) {
    const t = m[0];
    if (prev === undefined || prev === '{' || t === '}') out += t;
    else if (t === '{') out += '\n' + ' '.repeat(depth + 1) + t;
    else out += (prev === '}' ? ' '.repeat(depth) : ' ') + t;
    if (t === '{') depth++;
    else if (t === '}') depth--;
    prev = t;
  }
  return out;
}

/** The tokens of a knob (braces, quoted strings, words), without the whitespace between them. */
export function knobTokens(knob: string): string[] {
  return Array.from(knob.matchAll(/\{|\}|"(?:\\.|[^"\\])*"|[^\s{}"]+/g), (m) => m[0]);
}
