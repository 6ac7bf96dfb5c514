/** The `info`/`formats` table renderer: aligned by display width, and linear in the number of rows. */
import { describe, expect, it } from 'vitest';
import { renderTable } from '../src/table.js';

describe('renderTable', () => {
  it('aligns plain columns two spaces apart by display width, numbers to the right, no trailing blanks', () => {
    const text = renderTable(['track', 'keys', 'unit'], [['a', '1', 'cm'], ['日本', '100', '']], { boxed: false, align: ['left', 'right', 'left'] });
    expect(text.split('\n')).toEqual(['track  keys  unit', 'a         1  cm', '日本    100']);
  });
  it('boxes a table on a terminal with one rule under the header', () => {
    const text = renderTable(['a', 'b'], [['x', 'yy']], { boxed: true, color: false });
    expect(text.split('\n')).toEqual(['┌───┬────┐', '│ a │ b  │', '├───┼────┤', '│ x │ yy │', '└───┴────┘']);
  });
  it('renders the 30,000-row track table of a big gizmo in well under a second (cli-table3 took minutes)', () => {
    const rows = Array.from({ length: 30_000 }, (_, i) => [`RotoPaint1/Root/Bezier${i}/curve/${i % 7}`, 'vec2', 'px', '1', '0.458333', '0.458333', '-', 'constant']);
    const start = performance.now();
    const plain = renderTable(['track', 'type', 'unit', 'keys', 'start s', 'end s', 'interpolation', 'extrapolation'], rows, { boxed: false });
    const boxed = renderTable(['track', 'type', 'unit', 'keys', 'start s', 'end s', 'interpolation', 'extrapolation'], rows, { boxed: true });
    expect(performance.now() - start).toBeLessThan(3000);
    expect(plain.split('\n')).toHaveLength(30_001);
    expect(boxed.split('\n')).toHaveLength(30_004);
  });
});
