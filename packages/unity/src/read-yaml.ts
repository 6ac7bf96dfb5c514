/**
 * The general path of `readUnity` (for every text outside the subset `scan.ts` reads): the YAML layer is the `yaml` package (eemeli/yaml, YAML 1.1 directives,
 * `%TAG`, anchors), parsed with its failsafe schema so every scalar stays the text Unity wrote; this
 * module walks the parsed nodes once, checking each known field against {@link SCHEMAS} and building
 * the typed {@link UnityDocument}. Fields it does not know are kept as their source text.
 *
 * @module
 */
import type { ParseError } from '@anim/core';
import { TextSource } from '@anim/core/io';
import { isMap, isScalar, isSeq, parseDocument, type Node, type Pair } from 'yaml';
import { ANIMATION_CLIP_CLASS_ID, ANIMATION_CLIP_KEY, FORMAT_ID } from './constants.js';
import { isInt64Text, parseFloatText, parseIntText } from './number.js';
import { REQUIRED, SCHEMAS, type FieldKind, type StructName } from './schema.js';
import type { UnityClip, UnityDocument, UnityHeader, UnityPPtr, UnityRaw } from './types.js';

const UNITY_TAG_PREFIX = 'tag:unity3d.com,2011:';
const VEC3_KEYS = ['x', 'y', 'z'] as const;
const QUAT_KEYS = ['x', 'y', 'z', 'w'] as const;

/** Where a node starts (0 when the parser gave no range). */
function start(node: Node | null | undefined): number {
  return node?.range?.[0] ?? 0;
}

/** Where a node's value ends. */
function end(node: Node | null | undefined): number {
  return node?.range?.[1] ?? 0;
}

/** Walks the parsed YAML of one file. */
class Walker {
  /** True once a scalar or flow mapping spans two lines (the file was written at width 80). */
  folded = false;

  constructor(
    private readonly src: TextSource,
    private readonly text: string,
  ) {}

  error(node: Node | null | undefined, fallback: number, expected: string): ParseError {
    const offset = node?.range?.[0] ?? fallback;
    return this.src.error(offset, expected, this.src.describe(offset));
  }

  scalar(node: Node | null, at: number, expected: string): string {
    if (node === null) return '';
    if (!isScalar(node)) throw this.error(node, at, expected);
    this.noteFold(node);
    return String(node.value);
  }

  /** Notes a flow mapping or a plain or quoted scalar whose source spans a line break (a fold). */
  noteFold(node: Node): void {
    if (isMap(node) ? !node.flow : isScalar(node) && (node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED')) return;
    const [from, to] = node.range ?? [0, 0];
    const nl = this.text.indexOf('\n', from);
    if (nl >= 0 && nl < to) this.folded = true;
  }

  struct(node: Node | null, name: StructName, at: number): Record<string, unknown> {
    if (!isMap(node)) throw this.error(node, at, `a mapping (${name})`);
    const schema = SCHEMAS[name];
    const out: Record<string, unknown> = {};
    for (const pair of node.items as Pair<Node, Node | null>[]) {
      const k = pair.key;
      if (!isScalar(k)) throw this.error(k, start(node), 'a field name');
      const field = String(k.value);
      const kind = schema[field];
      const keyEnd = end(k);
      if (kind === undefined) {
        if (name === 'clip' && /^m_\w*Curves$/.test(field)) {
          throw this.error(k, keyEnd, `a known curve list (m_PositionCurves, m_RotationCurves, m_EulerCurves, m_ScaleCurves, m_FloatCurves, m_PPtrCurves, m_CompressedRotationCurves, m_EditorCurves, m_EulerEditorCurves), not ${field}`);
        }
        out[field] = this.raw(keyEnd, pair.value);
      } else {
        out[field] = this.field(kind, pair.value, keyEnd);
      }
    }
    for (const field of REQUIRED[name]) {
      if (!(field in out)) throw this.error(node, end(node), `the field ${field} (${name})`);
    }
    return out;
  }

  raw(keyEnd: number, value: Node | null): UnityRaw {
    // The text after the key's ':' up to the end of the value.
    const start = this.text.indexOf(':', keyEnd) + 1;
    const end = value?.range?.[1] ?? start;
    return { raw: this.text.slice(start, Math.max(start, end)).replace(/[\r\n]+$/, '') };
  }

  field(kind: FieldKind, node: Node | null, at: number): unknown {
    switch (kind) {
      case 'int': {
        const text = this.scalar(node, at, 'an integer');
        const n = parseIntText(text);
        if (n === undefined) throw this.error(node, at, 'an integer');
        return n;
      }
      case 'float': {
        const text = this.scalar(node, at, 'a number');
        const n = parseFloatText(text);
        if (n === undefined) throw this.error(node, at, 'a number');
        return n;
      }
      case 'string':
        return this.scalar(node, at, 'a string');
      case 'pptr':
        return this.pptr(node, at);
      case 'vec3':
        return this.vector(node, at, VEC3_KEYS);
      case 'quat':
        return this.vector(node, at, QUAT_KEYS);
      case 'pptrList':
        return this.items(node, at, (item) => this.pptr(item, at));
      case 'rawList':
        return this.items(node, at, (item) => ({ raw: this.text.slice(item?.range?.[0] ?? at, item?.range?.[1] ?? at).replace(/[\r\n]+$/, '') }));
      default:
        if ('list' in kind) return this.items(node, at, (item) => this.struct(item, kind.list, at));
        return this.struct(node, kind.struct, at);
    }
  }

  items<T>(node: Node | null, at: number, read: (item: Node | null) => T): T[] {
    if (!isSeq(node)) throw this.error(node, at, 'a sequence');
    return (node.items as (Node | null)[]).map(read);
  }

  pptr(node: Node | null, at: number): UnityPPtr {
    if (!isMap(node)) throw this.error(node, at, 'an object reference {fileID: …}');
    this.noteFold(node);
    const out: Record<string, unknown> = {};
    for (const pair of node.items as Pair<Node, Node | null>[]) {
      const k = isScalar(pair.key) ? String(pair.key.value) : '';
      const text = this.scalar(pair.value, start(node), 'a scalar');
      if (k === 'fileID' && isInt64Text(text)) out.fileID = text;
      else if (k === 'guid' && !('guid' in out)) out.guid = text;
      else if (k === 'type' && parseIntText(text) !== undefined) out.type = parseIntText(text);
      else throw this.error(pair.value ?? pair.key, start(node), 'an object reference {fileID: <int64>, guid: <hex>, type: <int>}');
    }
    if (!('fileID' in out)) throw this.error(node, at, 'an object reference with a fileID');
    return out as unknown as UnityPPtr;
  }

  vector(node: Node | null, at: number, keys: readonly string[]): Record<string, number> {
    const expected = `a vector {${keys.join(', ')}}`;
    if (!isMap(node)) throw this.error(node, at, expected);
    this.noteFold(node);
    const pairs = node.items as Pair<Node, Node | null>[];
    if (pairs.length !== keys.length) throw this.error(node, at, `${expected} (${String(keys.length)} components, found ${String(pairs.length)})`);
    const out: Record<string, number> = {};
    pairs.forEach((pair, i) => {
      const k = isScalar(pair.key) ? String(pair.key.value) : '';
      if (k !== keys[i]) throw this.error(pair.key, start(node), expected);
      const n = parseFloatText(this.scalar(pair.value, start(node), 'a number'));
      if (n === undefined) throw this.error(pair.value, start(node), 'a number');
      out[k] = n;
    });
    return out;
  }
}

/** The header: directives, and the `!u!<class>` tag and `&<fileID>` anchor of the object. */
function readHeader(src: TextSource, text: string, root: Node | null): UnityHeader {
  const marker = text.indexOf('---');
  const tagLines = [...text.slice(0, Math.max(0, marker)).matchAll(/^%TAG +(\S+) +(\S+)/gm)];
  const tags = tagLines.map((m) => ({ handle: m[1]!, prefix: m[2]! }));
  const version = /^%YAML +(\S+)/m.exec(text)?.[1] ?? '';
  // Errors point at the object's tag on the `---` line.
  const at = marker < 0 ? start(root) : !text.includes('!', marker) ? marker : text.indexOf('!', marker);
  const fail = (expected: string): ParseError => src.error(at, expected, src.describe(at));
  const tag = root?.tag ?? '';
  if (!tag.startsWith(UNITY_TAG_PREFIX)) throw fail(`a Unity object (--- !u!${String(ANIMATION_CLIP_CLASS_ID)} &…)`);
  const classID = parseIntText(tag.slice(UNITY_TAG_PREFIX.length));
  if (classID !== ANIMATION_CLIP_CLASS_ID) throw fail(`an AnimationClip (class ${String(ANIMATION_CLIP_CLASS_ID)}), not Unity class ${tag.slice(UNITY_TAG_PREFIX.length)}`);
  const anchor = isMap(root) ? root.anchor : undefined;
  if (anchor === undefined || !isInt64Text(anchor)) throw fail('the object id anchor (&7400000)');
  return { yamlVersion: version, tags, classID, fileID: anchor };
}

/**
 * Reads a `.anim` text (without a byte-order mark) with the YAML library.
 * @returns the document, and whether a value folded over two lines (Unity's width-80 layout).
 * @throws {ParseError} as `readUnity` documents.
 */
export function readUnityYaml(text: string): { doc: UnityDocument; folded: boolean } {
  const src = new TextSource(text, FORMAT_ID);
  const walker = new Walker(src, text);
  let doc: ReturnType<typeof parseDocument<Node, false>>;
  try {
    doc = parseDocument<Node, false>(text, { schema: 'failsafe', prettyErrors: false, uniqueKeys: true });
  } catch (error) {
    // The YAML library recurses per nesting level: input nested thousands deep exhausts the stack.
    if (error instanceof RangeError) throw src.error(0, 'YAML nested no deeper than the parser can hold', error.message);
    throw error;
  }
  const problem = doc.errors[0];
  if (problem !== undefined) {
    throw src.error(problem.pos[0], 'well-formed YAML (one AnimationClip document)', problem.message.split('\n')[0]);
  }
  const root = doc.contents;
  const header = readHeader(src, text, root);
  if (!isMap(root) || root.items.length !== 1) throw walker.error(root, 0, `one ${ANIMATION_CLIP_KEY}: mapping`);
  const pair = root.items[0] as Pair<Node, Node | null>;
  if (!isScalar(pair.key) || pair.key.value !== ANIMATION_CLIP_KEY) throw walker.error(pair.key, 0, `${ANIMATION_CLIP_KEY}:`);
  const clip = walker.struct(pair.value, 'clip', end(pair.key)) as UnityClip;
  return { doc: { header, clip }, folded: walker.folded };
}
