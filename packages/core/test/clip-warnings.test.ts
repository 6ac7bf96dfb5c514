import { describe, expect, it } from 'vitest';
import { clipWarnings, isWarningCode, type Clip, type Track } from '../src/index.js';

describe('clipWarnings', () => {
  const track = (name: string, times: number[], values: number[], valueType: Track['valueType'] = 'scalar'): Track => {
    const components = valueType === 'quat' ? 4 : 1;
    return {
      name, node: name, property: 'p', valueType, components, unit: 'none',
      times: Float64Array.from(times), values: Float64Array.from(values),
      interpolation: new Uint8Array(times.length).fill(1),
      preExtrapolation: 'constant', postExtrapolation: 'constant',
    };
  };
  const clip: Clip = {
    name: 'c',
    extras: {},
    tracks: [
      track('ok', [0, 1], [0, 1]),
      track('empty', [], []),
      track('back', [1, 0], [0, 0]),
      track('nanTime', [0, Number.NaN], [0, 0]),
      track('nanValue', [0, 1], [0, Number.POSITIVE_INFINITY]),
      track('quat', [0], [0, 0, 0, 2], 'quat'),
      { ...track('handles', [0, 1], [0, 1]), inHandles: Float64Array.from([0, 0, Number.NaN, 0]), outHandles: Float64Array.from([0, 0, 0, 0]) },
      track('unitQuat', [0, 1], [0, 0, 0, 1, 0, 0, 0.6, 0.8], 'quat'),
    ],
  };

  it('names each problem once per track (moved from the CLI, #29), with a code of core’s vocabulary', () => {
    expect(clipWarnings(clip).map((w) => [w.path, w.code])).toEqual([
      ['empty', 'empty-track'],
      ['back', 'times-not-increasing'],
      ['nanTime', 'non-finite-value'],
      ['nanValue', 'non-finite-value'],
      ['quat', 'quaternion-not-unit'],
      ['handles', 'non-finite-value'],
    ]);
    expect(clipWarnings(clip).find((w) => w.path === 'handles')?.message).toBe('key 1 has a non-finite in-handle (NaN)');
    expect(clipWarnings(clip).filter((w) => !isWarningCode(w.code))).toEqual([]);
  });

});
