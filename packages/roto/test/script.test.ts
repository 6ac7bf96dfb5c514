import { ParseError } from '@anim/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readRoto, writeRoto, type RotoCurveGroupNode, type RotoKeyedCurve } from '../src/index.js';
import { parseRotoText } from '../src/read.js';
import { writeRotoText } from '../src/write.js';
import { sameData } from '../src/edits.js';
import { bracedEnd, script, shape, tree } from './helpers.js';

describe('script scanning', () => {
  const roto = script(tree(shape('{px 1 {0 0} {1 2} {0 0}}')));

  it('skips braces escaped with a backslash in the bodies of other nodes', () => {
    const text = `Text2 {\n message "\\{ \\\\"\n label {a \\} b {c}}\n}\n${roto}`;
    const doc = parseRotoText(text);
    expect(doc.nodes).toHaveLength(1);
    expect(doc.nodes[0]!.start).toBe(text.indexOf('{{v'));
  });

  it('reads the first instance of a cloned node (clone <id> Class {…}) and passes over its later instances', () => {
    const knob = tree(shape('{px 1 {0 0} {1 2} {0 0}}'));
    const text = `clone node7fe0c2a2f800|RotoPaint|31063 RotoPaint {\n curves {${knob}}\n name RotoPaint1\n}\nset Cc2a2f800 [stack 0]\nclone $Cc2a2f800 {\n xpos 100\n}\n${roto}`;
    const doc = parseRotoText(text);
    expect(doc.nodes.map((n) => [n.name, n.class, n.start])).toEqual([
      ['RotoPaint1', 'RotoPaint', text.indexOf('{{v')],
      ['Roto1', 'Roto', text.lastIndexOf('{{v')],
    ]);
    expect(writeRotoText(doc)).toBe(text);
  });

  it('finds the end of any braced node body as a character-by-character scan does', () => {
    const body = fc.array(fc.constantFrom('{', '}', '\\', 'a', ' ', '\n', '"'), { maxLength: 40 }).map((a) => a.join(''));
    fc.assert(
      fc.property(body, body, (a, b) => {
        // Two other nodes, then the Roto node: the scanner's cached searches must also be right for a
        // second body after the first.
        const text = `Blur {${a}}\nGrade {${b}}\n${roto}`;
        const firstEnd = 'Blur {}'.length + a.length;
        const secondEnd = firstEnd + '\nGrade {}'.length + b.length;
        const first = bracedEnd(text, 5);
        const balanced = first === firstEnd && bracedEnd(text, firstEnd + '\nGrade '.length) === secondEnd;
        let got: string;
        try {
          got = String(parseRotoText(text).nodes[0]!.start);
        } catch (error) {
          got = error instanceof ParseError ? 'ParseError' : String(error);
        }
        // Balanced bodies: the Roto node after them is found; an unclosed first body: a ParseError;
        // anything else (stray braces): some answer, never a crash.
        const want = balanced ? String(text.indexOf('{{v', secondEnd)) : first < 0 ? 'ParseError' : /^(\d+|ParseError)$/.test(got) ? got : 'a node or a ParseError';
        expect(got).toBe(want);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('reading bytes', () => {
  const enc = new TextEncoder();
  const knob = tree(
    shape('{px 1 {0 0} {1 2} {0 0}}', { name: '"a rather long shape name\\"q\\""', attributes: '{a opc {"=parent.opacity\\ *\\ 2" 1} a_long_attribute_name 1}' }),
    '\n   {a}',
  );
  const text = `#! nuke\nBlur {\n label "{}"\n}\n${script(knob, 'RotoPaint', 'Root {\n fps 25\n}\n')}`;

  it('read from ASCII bytes as from the decoded text: names, expressions, fps, writing', () => {
    const fromBytes = readRoto(enc.encode(text));
    const fromText = parseRotoText(text);
    expect(sameData(fromBytes.nodes[0]!.curves, fromText.nodes[0]!.curves)).toBe(true);
    expect(fromBytes.nodes.map((n) => [n.name, n.class, n.start, n.end])).toEqual(fromText.nodes.map((n) => [n.name, n.class, n.start, n.end]));
    expect(fromBytes.fps).toBe(25);
    const s = fromBytes.nodes[0]!.curves.root.children[0] as RotoCurveGroupNode;
    expect(s.name).toBe('a rather long shape name"q"');
    expect(s.attributes.names).toEqual(['opc', 'a_long_attribute_name']);
    expect((s.attributes.values[0] as RotoKeyedCurve).expression).toBe('parent.opacity * 2');
    expect(fromBytes.text).toBe(text);
    expect(new TextDecoder().decode(writeRoto(fromBytes))).toBe(text);
  });

  it('the text of a document read from bytes is an ordinary enumerable property: spread, JSON, structuredClone', () => {
    const doc = readRoto(enc.encode(text));
    expect(Object.keys(doc).sort()).toEqual(['fps', 'kind', 'nodes', 'text']);
    expect({ ...doc }.text).toBe(text);
    expect((JSON.parse(JSON.stringify(doc)) as { text: string }).text).toBe(text);
    expect(structuredClone(doc).text).toBe(text);
    expect(doc.text).toBe(doc.text);
  });

  it('keep their own copy: changing the caller’s buffer after reading changes nothing', () => {
    const bytes = enc.encode(text);
    const doc = readRoto(bytes);
    bytes.fill(0x20);
    expect(doc.text).toBe(text);
    expect(new TextDecoder().decode(writeRoto(doc))).toBe(text);
  });

  it('errors in ASCII bytes carry the same line and column as in the text', () => {
    const bad = text.replace('{1 2}', '{1 zz}');
    const error = (read: () => unknown): string => {
      try {
        read();
      } catch (e) {
        return e instanceof ParseError ? e.message : String(e);
      }
      return 'no error';
    };
    expect(error(() => readRoto(enc.encode(bad)))).toBe(error(() => parseRotoText(bad)));
    expect(error(() => readRoto(enc.encode(bad)))).toMatch(/line \d+, column \d+/);
  });
});
