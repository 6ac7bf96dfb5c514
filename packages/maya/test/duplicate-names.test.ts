/**
 * Issue 34, family F8: 20,003 curves of one name get their `#n` suffixes in linear time (the suffix
 * search used to restart at #2 for every curve: 25.8 s in `mayaToClip`).
 */
import { describe, expect, it } from 'vitest';
import { mayaToClip, readMaya } from '../src/index.js';

function duplicates(count: number): string {
  const curve = 'anim rotate.rotateX rotateX joint1 0 0 0;\nanimData {\n  input time;\n  output angular;\n  keys {\n    0 1 linear linear 1 0 0;\n  }\n}\n';
  return `animVersion 1.1;\nmayaVersion 2024;\ntimeUnit film;\nlinearUnit cm;\nangularUnit deg;\nstartTime 0;\nendTime 1;\n${curve.repeat(count)}`;
}

describe('mayaToClip: duplicate curve names (F8)', () => {
  it('names 20,003 curves of one name uniquely, in order, within 1 s of CPU', () => {
    const doc = readMaya(new TextEncoder().encode(duplicates(20_003)));
    // CPU time, not wall time: the bound is on the work, whatever else the machine runs.
    const start = process.cpuUsage();
    const clip = mayaToClip(doc).value;
    const used = process.cpuUsage(start);
    expect((used.user + used.system) / 1000).toBeLessThan(1000);
    const names = clip.tracks.map((t) => t.name);
    expect(new Set(names).size).toBe(20_003);
    expect(names.slice(0, 4)).toEqual(['joint1.rotateX', 'joint1.rotate.rotateX', 'joint1.rotateX#2', 'joint1.rotateX#3']);
    expect(names.at(-1)).toBe('joint1.rotateX#20002');
  });
});
