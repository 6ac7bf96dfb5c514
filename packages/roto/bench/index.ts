/**
 * Parse throughput of `readRoto` on the large corpus files and on a generated ~50 MB script, against
 * the floor named in the issue: one pass over the same bytes that splits on whitespace and braces and
 * decodes every hex float (`x` + hex digits → float32). Run: `pnpm --filter @anim/roto bench`.
 */
import { corpusBytes } from '@anim/test-utils';
import { runBenchCase } from '@anim/test-utils';
import { formatFloat, readRoto } from '../src/index.js';

const bits = new Uint32Array(1);
const single = new Float32Array(bits.buffer);

/** The floor: split on whitespace and braces, decode every hex float; returns a checksum. */
function floor(bytes: Uint8Array): number {
  let sum = 0;
  let tokens = 0;
  let start = -1;
  const n = bytes.length;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? bytes[i]! : 32;
    if (c === 32 || c === 10 || c === 9 || c === 13 || c === 123 || c === 125) {
      if (start >= 0) {
        tokens++;
        if (bytes[start] === 120 && i - start > 1 && i - start <= 9) {
          let v = 0;
          for (let k = start + 1; k < i; k++) {
            const d = bytes[k]!;
            v = v * 16 + (d <= 57 ? d - 48 : (d | 32) - 87);
          }
          bits[0] = v;
          sum += single[0]!;
        }
        start = -1;
      }
    } else if (start < 0) start = i;
  }
  return sum + tokens;
}

/** A ~`target`-byte script: animated Roto shapes (px with 12 keys) and RotoPaint strokes. */
function generate(target: number): Uint8Array {
  const parts: string[] = ['Root {\n inputs 0\n fps 25\n}\nRoto {\n curves {{{v x3f99999a}\n  {f 0}\n  {n\n   {layer Root\n    {f 512}\n    {t x44700000 x44070000}\n    {a}'];
  let size = parts[0]!.length;
  let seed = 1;
  const rnd = (): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const times = Array.from({ length: 12 }, (_, i) => formatFloat(1001 + 4 * i)).join(' ');
  for (let s = 0; size < target; s++) {
    const lines: string[] = [];
    if (s % 3 === 0) {
      lines.push(`    {cubiccurve Brush${String(s)} 512 catmullrom\n     {cc\n      {f 2080}\n      {px x41300000`);
      for (let p = 0; p < 60; p++) lines.push(`       {${formatFloat(rnd() * 2048)} ${formatFloat(rnd() * 1556)} ${formatFloat(rnd())}}`);
      lines.push(`}}\n     {tx x41300000 ${formatFloat(rnd() * 2048)} ${formatFloat(rnd() * 1556)}}\n     {a bs x41a00000 ltn x41300000 ltm x41300000 tt x41a00000}}`);
    } else {
      lines.push(`    {curvegroup Bezier${String(s)} 512 bezier\n     {{cc\n       {f 8192}\n       {px {${times}}`);
      for (let p = 0; p < 24; p++) {
        const dim = (): string => `{${Array.from({ length: 12 }, () => (rnd() < 0.2 ? `{${formatFloat(rnd() * 2000)} -}` : formatFloat(rnd() * 2000))).join(' ')}}`;
        lines.push(`        {${dim()}\n      ${dim()}}`);
      }
      lines.push(`}}     idem}\n     {tx {${times}} {x 12 ${formatFloat(1000)}} {x 12 ${formatFloat(700)}}}\n     {a str 1 ltn x447a4000 ltm x447a4000 tt x40800000}}`);
    }
    const text = lines.join('\n');
    parts.push(text);
    size += text.length + 1;
  }
  parts.push('}}}}\n name Roto1\n}\n');
  return new TextEncoder().encode(parts.join('\n'));
}

const cases: [string, Uint8Array][] = [
  ['LensEngine-1.6MB', corpusBytes('roto', 'NukeSurvivalToolkit_publicRelease__NST_LensEngine.gizmo')],
  ['FlareFactory-1.5MB', corpusBytes('roto', 'NukeToolSet__FlareFactory.gizmo')],
  ['h_stickit-0.8MB', corpusBytes('roto', 'NukeSurvivalToolkit_publicRelease__NST_h_stickit.gizmo')],
  ['generated-50MB', generate(50e6)],
];

for (const [name, bytes] of cases) {
  readRoto(bytes); // fail fast on a generator bug
  await runBenchCase({
    pkg: 'roto',
    name: `read-${name}`,
    bytes: bytes.length,
    run: () => readRoto(bytes),
    floorName: 'split-ws-braces+hex-decode',
    floor: () => floor(bytes),
    time: bytes.length > 10e6 ? 6000 : 2000,
  });
}
