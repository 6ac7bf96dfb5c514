/**
 * The pure parts of the playground components: the target menu's choice and texts, key selection from
 * the keyboard and its description, and the time cursor's slider mapping.
 */
import { createTrack, type Track } from '@anim/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeKey, stepKeySelection } from '../.vitepress/theme/playground/key-selection.js';
import type { PlotSeries } from '../.vitepress/theme/playground/plot-data.js';
import type { FormatInfo, TargetInfo } from '../.vitepress/theme/playground/protocol.js';
import { defaultTarget, needsLabel, switchesFor, targetNote } from '../.vitepress/theme/playground/targets.js';
import { SLIDER_STEPS, sliderPosition, sliderTime } from '../.vitepress/theme/playground/time-cursor.js';

const format = (id: string, switches: FormatInfo['switches'] = []): FormatInfo => ({ id, name: id, extensions: [id], fromCore: true, switches });
const pointer = { key: 'animationPointer', flag: '--gltf-animation-pointer', description: '' };
const other = { key: 'other', flag: '--gltf-other', description: '' };
const refused = (id: string): TargetInfo => ({ ...format(id), ok: false, reason: { name: 'ConversionError', code: undefined, message: 'nothing to write' } });

describe('targets', () => {
  const own: TargetInfo = { ...format('maya'), ok: true, route: 'native', tracks: 4, warnings: 0, needs: [] };
  const gltf: TargetInfo = { ...format('gltf', [pointer, other]), ok: true, route: 'clip', tracks: 2, warnings: 3, needs: ['animationPointer'] };
  const animj: TargetInfo = { ...format('animj'), ok: true, route: 'document', tracks: 4, warnings: 0, needs: [] };

  it('chooses the first other format that keeps something, else the file\'s own, else none', () => {
    expect(defaultTarget([own, refused('mrtk'), gltf, animj], 'maya')?.id).toBe('gltf');
    expect(defaultTarget([refused('mrtk'), own], 'maya')?.id).toBe('maya');
    expect(defaultTarget([refused('mrtk')], 'maya')).toBeUndefined();
  });

  it('turns on the switches a target needs, and none for a refused or missing target', () => {
    expect(switchesFor(gltf)).toEqual(['animationPointer']);
    expect(switchesFor(refused('gltf'))).toEqual([]);
    expect(switchesFor(undefined)).toEqual([]);
  });

  it('labels a target with the flags it needs only', () => {
    expect(needsLabel(gltf)).toBe(' (with --gltf-animation-pointer)');
    expect(needsLabel(own)).toBe('');
    expect(needsLabel(refused('gltf'))).toBe('');
  });

  it('says how an offered target converts', () => {
    expect(targetNote(own)).toBe('4 track(s), written back unchanged');
    expect(targetNote(animj)).toBe('4 track(s), same document model, converted exactly');
    expect(targetNote(gltf)).toBe('2 track(s), through the core model, 3 loss warning(s)');
    expect(targetNote(refused('gltf'))).toBe('');
    expect(targetNote(undefined)).toBe('');
  });
});

function series(track: Track, component = 0): PlotSeries {
  return { trackIndex: 0, track, component, label: `${track.name}${track.components > 1 ? `.${String(component)}` : ''}` };
}

describe('key selection', () => {
  const three = createTrack({
    node: 'a',
    property: 'tx',
    valueType: 'scalar',
    unit: 'cm',
    keys: [
      { time: 0, value: 0, interpolation: 'bezier', outSlope: 0 },
      { time: 1, value: 10, inSlope: 0, interpolation: 'constant' },
      { time: 2, value: 5 },
    ],
  });
  const two = createTrack({ node: 'b', property: 'ty', valueType: 'scalar', keys: [{ time: 0, value: 1 }, { time: 4, value: 2 }] });
  const plotted = [series(three), series(two)];

  it('steps through keys with ←/→, wrapping, and starts at the first (→) or last (←) key', () => {
    expect(stepKeySelection(plotted, null, 'ArrowRight')).toEqual({ series: 0, key: 0 });
    expect(stepKeySelection(plotted, null, 'ArrowLeft')).toEqual({ series: 0, key: 2 });
    expect(stepKeySelection(plotted, { series: 0, key: 2 }, 'ArrowRight')).toEqual({ series: 0, key: 0 });
    expect(stepKeySelection(plotted, { series: 0, key: 0 }, 'ArrowLeft')).toEqual({ series: 0, key: 2 });
  });

  it('moves between series with ↑/↓, wrapping, keeping the key index within the series\' keys', () => {
    expect(stepKeySelection(plotted, { series: 0, key: 2 }, 'ArrowDown')).toEqual({ series: 1, key: 1 });
    expect(stepKeySelection(plotted, { series: 1, key: 1 }, 'ArrowDown')).toEqual({ series: 0, key: 1 });
    expect(stepKeySelection(plotted, { series: 0, key: 1 }, 'ArrowUp')).toEqual({ series: 1, key: 1 });
    expect(stepKeySelection(plotted, null, 'ArrowDown')).toEqual({ series: 1, key: 0 });
  });

  it('clears with Escape and leaves other keys (and an empty plot) alone', () => {
    expect(stepKeySelection(plotted, { series: 0, key: 1 }, 'Escape')).toBeNull();
    expect(stepKeySelection(plotted, { series: 0, key: 1 }, 'Enter')).toBeUndefined();
    expect(stepKeySelection([], null, 'ArrowRight')).toBeUndefined();
  });

  it('describes a key: time, value, the interpolation after it and its handles relative to it', () => {
    expect(describeKey(plotted, { series: 0, key: 0 })).toEqual({
      label: 'a.tx',
      index: 0,
      time: 0,
      value: 0,
      interp: 'bezier to the next key',
      inHandle: '—',
      outHandle: `Δt ${(1 / 3).toFixed(4)} s, Δv 0.0000`,
    });
    expect(describeKey(plotted, { series: 0, key: 1 })).toMatchObject({ interp: 'constant to the next key', inHandle: `Δt ${(-1 / 3).toFixed(4)} s, Δv 0.0000`, outHandle: '—' });
    expect(describeKey(plotted, { series: 1, key: 1 })).toMatchObject({ label: 'b.ty', time: 4, value: 2, interp: 'last key' });
  });

  it('describes nothing for no selection, a series or key that no longer exists', () => {
    expect(describeKey(plotted, null)).toBeNull();
    expect(describeKey(plotted, { series: 2, key: 0 })).toBeNull();
    expect(describeKey(plotted, { series: 1, key: 2 })).toBeNull();
  });
});

describe('time cursor slider', () => {
  it('maps a slider position to a time inside the range that maps back to it', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.double({ min: 1e-3, max: 1e6, noNaN: true }), fc.integer({ min: 0, max: SLIDER_STEPS }), (start, span, pos) => {
        const range: [number, number] = [start, start + span];
        const t = sliderTime(range, pos);
        expect(t).toBeGreaterThanOrEqual(range[0]);
        expect(t).toBeLessThanOrEqual(range[1]);
        expect(sliderPosition(range, t)).toBe(pos);
      }),
    );
  });

  it('puts the slider\'s ends on the range\'s ends exactly, past them too', () => {
    const range: [number, number] = [0.1, 0.7];
    expect(sliderTime(range, SLIDER_STEPS)).toBe(0.7);
    expect(sliderTime(range, SLIDER_STEPS + 5)).toBe(0.7);
    expect(sliderTime(range, 0)).toBe(0.1);
    expect(sliderTime(range, -1)).toBe(0.1);
    expect(sliderPosition(range, 0.4)).toBe(500);
  });

  it('keeps the slider at 0 on a clip that is a single instant', () => {
    expect(sliderPosition([2, 2], 2)).toBe(0);
    expect(sliderTime([2, 2], 300)).toBe(2);
  });
});
