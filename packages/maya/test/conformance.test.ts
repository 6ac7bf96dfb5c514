import { runConformance } from '@anim/test-utils';
import { expect, it } from 'vitest';
import { mayaFormat, type MayaDocument } from '../src/index.js';
import { documents } from './documents.js';
import { encode, fixtureBytes, fixtureFiles } from './helpers.js';

const small = [
  'animVersion 1.1;',
  'mayaVersion 2024;',
  'timeUnit film;',
  'startTime 1;',
  'anim rotate.rotateZ rotateZ joint1 0 1 2;',
  'animData {',
  '  input time;',
  '  output angular;',
  '  weighted 1;',
  '  preInfinity cycle;',
  '  keys {',
  '    1 0 spline fixed 1 0 0 12.5 2;',
  '    10 -16.774359 auto step 1 1 1;',
  '  }',
  '}',
  'anim joint4 3 0 0; // end',
  '',
].join('\n');

/** True when a prefix is a complete file: it ends after a top-level `;` or the `}` closing animData (+ trivia). */
function isComplete(text: string): boolean {
  let depth = 0;
  let complete = false;
  let inComment = false;
  let statements = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inComment) {
      if (c === '\n') inComment = false;
      continue;
    }
    if (c === '#' || (c === '/' && text[i + 1] === '/')) inComment = true;
    else if (c === '{') {
      depth++;
      complete = false;
    } else if (c === '}') {
      depth--;
      complete = depth === 0;
    } else if (c === ';') {
      complete = depth === 0;
      statements++;
    } else if (!/\s/.test(c)) complete = false;
  }
  return complete && statements > 0;
}

function completePrefixes(text: string): Set<number> {
  const valid = new Set<number>();
  for (let length = 0; length <= text.length; length++) if (isComplete(text.slice(0, length))) valid.add(length);
  return valid;
}

const validPrefixes = completePrefixes(small);

it('the prefixes the conformance suite skips are complete files that read', () => {
  expect(validPrefixes.size).toBeGreaterThan(10);
  for (const length of validPrefixes) {
    const doc = mayaFormat.read(encode(small.slice(0, length)));
    expect(doc.header.animVersion).toBe('1.1');
  }
});

/** The document without remembered formatting, deep-copied. */
function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (k !== 'raw' && k !== 'layout') out[k] = strip(v);
    return out;
  }
  return value;
}

runConformance<MayaDocument>({
  format: mayaFormat,
  small: encode(small),
  canonical: fixtureFiles.map((f) => ({ name: f, bytes: fixtureBytes(f) })),
  sniffNegatives: [
    { name: 'unity.anim', bytes: encode('%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n--- !u!74 &7400000\nAnimationClip:\n  m_Name: Walk\n') },
    { name: 'animj.json', bytes: encode('{"name":"clip","tracks":[]}') },
    { name: 'nuke.nk', bytes: encode('Root {\n inputs 0\n}\n') },
    { name: 'binary', bytes: new Uint8Array([0x4d, 0x52, 0x54, 0x4b, 0, 0, 0, 1]) },
  ],
  documents,
  equal: (actual, expected) => {
    expect(strip(actual)).toStrictEqual(strip(expected));
  },
  validPrefixes: (length) => validPrefixes.has(length),
  mutations: 2500,
});
