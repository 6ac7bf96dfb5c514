import { createHash } from 'node:crypto';
import { sample } from '@anim/core';
import { corpusBytes, corpusFiles } from '@anim/test-utils';
import { describe, expect, it } from 'vitest';
import { evaluateUnityAnimationCurve, readUnity, sniffUnity, summarizeUnity, unityFormat, unityFromClip, unityToClip, writeUnity, type UnityDocument } from '../src/index.js';
import { mayaFormat } from '@anim/maya';
import { readUnityYaml } from '../src/read-yaml.js';
import { scanUnity } from '../src/scan.js';
import { text } from './helpers.js';

const FILES = corpusFiles('unity', /\.anim$/);

/** MANIFEST.tsv rows by file name. */
const MANIFEST = new Map(
  text(corpusBytes('unity', 'MANIFEST.tsv'))
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .map((cols) => [cols[0]!, cols] as const),
);

/** `euler=1 scale=1 float=4 editor=10` → counts by kind ('-' → none). */
function counts(cell: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of cell.split(' ')) {
    const [k, v] = part.split('=');
    if (v !== undefined) out[k!] = Number(v);
  }
  return out;
}

function curveCounts(doc: UnityDocument, keys: boolean): Record<string, number> {
  const c = doc.clip;
  const lists = {
    pos: c.m_PositionCurves.map((e) => e.curve.m_Curve.length),
    rot: c.m_RotationCurves.map((e) => e.curve.m_Curve.length),
    euler: c.m_EulerCurves.map((e) => e.curve.m_Curve.length),
    scale: c.m_ScaleCurves.map((e) => e.curve.m_Curve.length),
    float: c.m_FloatCurves.map((e) => e.curve.m_Curve.length),
    pptr: c.m_PPtrCurves.map((e) => e.curve.length),
    editor: c.m_EditorCurves.map((e) => e.curve.m_Curve.length),
    eulerEditor: c.m_EulerEditorCurves.map((e) => e.curve.m_Curve.length),
  };
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(lists)) {
    const n = keys ? v.reduce((a, b) => a + b, 0) : v.length;
    if (n > 0) out[k] = n;
  }
  return out;
}

describe('the 13 reference clips', () => {
  it('are all here, as listed in the manifest', () => {
    expect(FILES).toHaveLength(13);
    expect(new Set(FILES)).toEqual(new Set(MANIFEST.keys()));
  });

  it.each(FILES)('%s: sniffed as Unity (not Maya), read, and matches the manifest', (file) => {
    const bytes = corpusBytes('unity', file);
    const row = MANIFEST.get(file)!;
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(row[6]);
    expect(sniffUnity(bytes)).toBe(true);
    expect(mayaFormat.sniff(bytes)).toBe(false);
    const doc = readUnity(bytes);
    expect(String(doc.clip.serializedVersion)).toBe(row[7]);
    const curves = counts(row[9]!);
    const keys = counts(row[10]!);
    // The manifest counts empty editor curves as curves but not their keys.
    const ours = curveCounts(doc, false);
    expect(ours).toEqual(curves);
    const ourKeys = curveCounts(doc, true);
    for (const [kind, n] of Object.entries(keys)) expect(ourKeys[kind], `${kind} keys`).toBe(n);
    expect(summarizeUnity(doc).version).toBe(row[7]);
  });

  it.each(FILES)('%s: the fast scanner reads it, into the document the YAML library builds', (file) => {
    const s = text(corpusBytes('unity', file));
    const fast = scanUnity(s);
    expect(fast).toBeDefined();
    expect(fast).toStrictEqual(readUnityYaml(s));
    // Only Walk.anim (clip serializedVersion 6) folds a line: it reads with width 80 and writes back folded.
    expect(readUnity(corpusBytes('unity', file)).header.lineWidth).toBe(file.includes('Walk') ? 80 : undefined);
  });

  it.each(FILES)('%s: writes back byte for byte from the document rebuilt without its text', (file) => {
    const bytes = corpusBytes('unity', file);
    const rebuilt: UnityDocument = structuredClone(readUnity(bytes));
    expect(text(writeUnity(rebuilt))).toBe(text(bytes));
  });

  it.each(FILES)('%s: converts to a clip whose tracks evaluate as Unity evaluates the curves', (file) => {
    const doc = readUnity(corpusBytes('unity', file));
    const { value: clip, warnings } = unityToClip(doc);
    const c = doc.clip;
    const vectorCurves = [...c.m_PositionCurves, ...c.m_RotationCurves, ...c.m_EulerCurves, ...c.m_ScaleCurves].filter((e) => e.curve.m_Curve.length > 0);
    const floatCurves = c.m_FloatCurves.filter((e) => e.curve.m_Curve.length > 0);
    expect(clip.tracks).toHaveLength(vectorCurves.length + floatCurves.length);
    expect(warnings.filter((w) => w.code !== 'track-dropped')).toEqual([]);
    expect(warnings).toHaveLength(c.m_PPtrCurves.length);
    expect(clip.markers ?? []).toHaveLength(c.m_Events.length);
    expect((clip.extras.unity as { humanoid: boolean }).humanoid).toBe(MANIFEST.get(file)![14]!.startsWith('yes'));
    const curves = [...vectorCurves, ...floatCurves].map((e) => e.curve);
    clip.tracks.forEach((track, i) => {
      const curve = curves[i]!;
      const last = curve.m_Curve[curve.m_Curve.length - 1]!.time;
      const times = Array.from({ length: 41 }, (_, k) => (last * k) / 40);
      const values = sample(track, times);
      const n = track.components;
      times.forEach((t, k) => {
        for (let a = 0; a < n; a++) {
          const unity = evaluateUnityAnimationCurve(curve, t, a);
          const ours = values[k * n + a]!;
          // Rotations: core normalises nlerp quaternions; compare directions via the normalised Unity value.
          expect(Math.abs(ours - unity), `${track.name}[${String(a)}] at ${String(t)}`).toBeLessThan(track.valueType === 'quat' ? 2e-3 : 1e-4 * Math.max(1, Math.abs(unity)));
        }
      });
    });
  });

  it.each(FILES)('%s: goes through the core model and back to a clip that reads and evaluates the same', (file) => {
    const doc = readUnity(corpusBytes('unity', file));
    const { value: clip } = unityToClip(doc);
    const { value: out } = unityFromClip(clip);
    const again = readUnity(unityFormat.write(out));
    expect(again.clip.m_FloatCurves.map((e) => [e.path, e.attribute, e.classID])).toEqual(
      doc.clip.m_FloatCurves.filter((e) => e.curve.m_Curve.length > 0).map((e) => [e.path, e.attribute, e.classID]),
    );
    for (const [i, e] of again.clip.m_FloatCurves.entries()) {
      const source = doc.clip.m_FloatCurves.filter((s) => s.curve.m_Curve.length > 0)[i]!.curve;
      const last = source.m_Curve[source.m_Curve.length - 1]!.time;
      for (let k = 0; k <= 20; k++) {
        const t = (last * k) / 20;
        expect(evaluateUnityAnimationCurve(e.curve, t), `${e.attribute} at ${String(t)}`).toBeCloseTo(evaluateUnityAnimationCurve(source, t), 4);
      }
    }
  });
});
