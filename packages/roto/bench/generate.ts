/**
 * The generated bench input: a Nuke script of about `target` bytes with animated Roto shapes (`px` with
 * 12 keys, dash keys, `{x N …}` repeats) and RotoPaint strokes (single-key `px`, three dimensions).
 */
import { formatFloat } from '../src/number.js';

export function generate(target: number): Uint8Array {
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

