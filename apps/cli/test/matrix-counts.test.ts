/**
 * Issue 31: the conversion matrix (`anim formats`, printed by `pnpm demo`) counts tracks the way
 * `anim info` counts them. Before, it counted channels (a Maya joint's rotateX/Y/Z as one): the demo
 * said `3/3` for `maya/ha_seed_joint_chain.anim`, which `anim info` counts as 8 tracks.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONVERSION_MATRIX } from '@anim/formats';
import { animIn, EXAMPLES } from './helpers.js';

describe('the conversion matrix counts tracks as anim info does', () => {
  const files = Object.keys(CONVERSION_MATRIX);
  it('covers the 9 example files', () => {
    expect(files).toHaveLength(9);
  });

  it.each(files)('%s: every carried cell has the track count of `anim info --json` and carries no more', async (file) => {
    const info = await animIn(['info', join(EXAMPLES, file), '--json']);
    expect(info.code).toBe(0);
    const { tracks, counted } = JSON.parse(info.stdout) as { tracks: number; counted: string };
    expect(counted).toBe('model');
    const cells = Object.entries(CONVERSION_MATRIX[file]!).flatMap(([to, cell]) => (cell.status === 'carried' ? [{ to, total: cell.total, within: cell.carried <= cell.total }] : []));
    expect(cells.length).toBeGreaterThan(0);
    expect(cells).toEqual(cells.map((c) => ({ ...c, total: tracks, within: true })));
  });

  it('the file the demo showed as 3/3 is 8/8 written back to Maya', () => {
    expect(CONVERSION_MATRIX['maya/ha_seed_joint_chain.anim']!.maya).toMatchObject({ status: 'carried', carried: 8, total: 8 });
  });
});
