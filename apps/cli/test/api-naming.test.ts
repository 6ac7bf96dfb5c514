/**
 * The naming scheme of CONTRIBUTING.md ("Same role, same name"), checked on the public exports of
 * every format package: the roles are there under their names, the descriptor is made of exactly
 * those functions, and no role is exported under a bare name (`read`, `toClip`, …).
 */
import * as animj from '@anim/animj';
import * as gltf from '@anim/gltf';
import * as maya from '@anim/maya';
import * as mrtk from '@anim/mrtk';
import * as prime from '@anim/prime';
import * as roto from '@anim/roto';
import * as unity from '@anim/unity';
import { describe, expect, it } from 'vitest';

interface PackageCase {
  readonly name: string;
  readonly api: Record<string, unknown>;
  /** The formats it reads, as spelled in names (`Maya`, `Animx`, …). */
  readonly formats: readonly string[];
  /** The document model's name for the core-model adapters (`animj` serves AnimJ and AnimX). */
  readonly model: string;
}

const PACKAGES: readonly PackageCase[] = [
  { name: '@anim/maya', api: maya, formats: ['Maya'], model: 'maya' },
  { name: '@anim/roto', api: roto, formats: ['Roto'], model: 'roto' },
  { name: '@anim/animj', api: animj, formats: ['Animj', 'Animx'], model: 'animj' },
  { name: '@anim/mrtk', api: mrtk, formats: ['Mrtk'], model: 'mrtk' },
  { name: '@anim/prime', api: prime, formats: ['Prime'], model: 'prime' },
  { name: '@anim/gltf', api: gltf, formats: ['Gltf'], model: 'gltf' },
  { name: '@anim/unity', api: unity, formats: ['Unity'], model: 'unity' },
];

const BARE_ROLE_NAMES = ['read', 'write', 'sniff', 'summarize', 'toClip', 'fromClip', 'parse', 'format', 'evaluate', 'FORMAT_ID'];

describe.each(PACKAGES)('$name', ({ api, formats, model }) => {
  it.each(formats)('exports read/write/sniff/summarize for %s, and a descriptor made of them', (F) => {
    const f = F.toLowerCase();
    const descriptor = api[`${f}Format`] as Record<string, unknown> | undefined;
    expect(descriptor?.id).toBe(f);
    for (const role of ['read', 'write', 'sniff', 'summarize']) {
      expect(typeof api[`${role}${F}`], `${role}${F}`).toBe('function');
      expect(descriptor?.[role], `${f}Format.${role}`).toBe(api[`${role}${F}`]);
    }
    expect(descriptor?.toClip, `${f}Format.toClip`).toBe(api[`${model}ToClip`]);
    expect(descriptor?.fromClip, `${f}Format.fromClip`).toBe(api[`${model}FromClip`]);
  });

  it('exports the core-model adapters under the model name', () => {
    expect(typeof api[`${model}ToClip`]).toBe('function');
    expect(typeof api[`${model}FromClip`]).toBe('function');
  });

  it('exports no role under a bare name', () => {
    expect(BARE_ROLE_NAMES.filter((n) => n in api)).toEqual([]);
  });
});

describe('names shared by format packages', () => {
  it('are only the descriptor-independent ones listed here (each means the same thing everywhere)', () => {
    const owners = new Map<string, string[]>();
    for (const { name, api } of PACKAGES) {
      for (const key of Object.keys(api)) owners.set(key, [...(owners.get(key) ?? []), name]);
    }
    const shared = [...owners].filter(([, pkgs]) => pkgs.length > 1).map(([key]) => key).sort();
    expect(shared).toEqual(SHARED_NAMES);
  });
});

/**
 * Value names that more than one format package exports, on purpose, with one meaning (types do not
 * exist at run time and are checked by review). Each format's evaluation is named after the format
 * (`evaluateMayaCurve`, `evaluateMrtkCurve`, …), so none is shared today.
 */
const SHARED_NAMES: readonly string[] = [];

/** The parameter names of a function, as its source spells them (defaults and types stripped). */
function parameterNames(fn: (...args: never[]) => unknown): string[] {
  const list = /^[^(]*\(([^)]*)\)/.exec(fn.toString())?.[1] ?? '';
  return list
    .split(',')
    .map((p) => p.replace(/=.*$/s, '').trim())
    .filter((p) => p !== '');
}

describe.each(PACKAGES)('$name evaluation', ({ api, formats, model }) => {
  const evaluations = Object.keys(api).filter((key) => key.startsWith('evaluate') && typeof api[key] === 'function');
  const owners = [...new Set([...formats, model.charAt(0).toUpperCase() + model.slice(1)])];

  it('is named evaluate<Format>…', () => {
    const pattern = new RegExp(`^evaluate(?:${owners.join('|')})(?:[A-Z0-9]|$)`);
    expect(evaluations.filter((key) => !pattern.test(key))).toEqual([]);
  });

  it.each(evaluations)('%s takes seconds unless its name says frames (…AtFrame) or the file\'s input unit (…AtInput)', (key) => {
    const time = key.endsWith('AtFrame') ? 'frame' : key.endsWith('AtInput') ? 'input' : 'seconds';
    expect(parameterNames(api[key] as (...args: never[]) => unknown)).toContain(time);
  });
});
