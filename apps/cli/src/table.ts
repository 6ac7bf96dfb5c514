import Table from 'cli-table3';

const PLAIN_CHARS = {
  top: '',
  'top-mid': '',
  'top-left': '',
  'top-right': '',
  bottom: '',
  'bottom-mid': '',
  'bottom-left': '',
  'bottom-right': '',
  left: '',
  'left-mid': '',
  mid: '',
  'mid-mid': '',
  right: '',
  'right-mid': '',
  middle: '  ',
} as const;

/**
 * Renders rows as a table: boxed (cli-table3) on a terminal, plain space-aligned columns otherwise,
 * so that piped output stays easy to `grep`/`awk`.
 * @param options - `boxed` on a terminal; `color` (default true) colours a boxed table's header
 *   (off under `NO_COLOR`/`--no-color`); `align` per column, `right` for numbers.
 */
export function renderTable(
  head: readonly string[],
  rows: readonly (readonly string[])[],
  options: { boxed: boolean; color?: boolean; align?: readonly ('left' | 'right')[] },
): string {
  const colAligns = options.align === undefined ? [] : [...options.align];
  const table = options.boxed
    ? new Table({ head: [...head], colAligns, style: { head: options.color === false ? [] : ['cyan'], border: [] } })
    : new Table({
        head: [...head],
        colAligns,
        chars: PLAIN_CHARS,
        style: { head: [], border: [], 'padding-left': 0, 'padding-right': 0 },
      });
  for (const row of rows) table.push([...row]);
  const text = table.toString();
  return options.boxed ? text : text.replace(/[ \t]+$/gm, '');
}
