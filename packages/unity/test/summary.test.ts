import { describe, expect, it } from 'vitest';
import { readUnity, summarizeUnity } from '../src/index.js';
import { fixtureBytes } from './helpers.js';

describe('summarizeUnity', () => {
  it('counts runtime curves and their keys, not editor curves; duration from the settings', () => {
    expect(summarizeUnity(readUnity(fixtureBytes('float-keys.anim')))).toEqual({
      version: '6',
      tracks: 1,
      keyframes: 4,
      duration: 3,
      details: {
        name: 'FloatKeys',
        sampleRate: 30,
        wrapMode: 2,
        legacy: false,
        loopTime: true,
        positionCurves: 0,
        rotationCurves: 0,
        eulerCurves: 0,
        scaleCurves: 0,
        floatCurves: 1,
        pptrCurves: 0,
        editorCurves: 0,
        events: 0,
        humanoid: false,
      },
    });
  });

  it('counts PPtr keys and the v7 version', () => {
    const s = summarizeUnity(readUnity(fixtureBytes('v7-quaternion-pptr.anim')));
    expect([s.version, s.tracks, s.keyframes]).toEqual(['7', 2, 4]);
  });
});
