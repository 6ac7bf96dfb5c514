import { readFileSync } from 'node:fs';

/** What a fixture in `test/fixtures/` holds (see its README). */
export interface Fixture {
  /** The roto nodes: name and class, in script order. */
  readonly nodes: readonly (readonly [string, string])[];
  /** The Root node's fps, when the script sets it. */
  readonly fps?: number;
  /**
   * Why writing the tree alone does not give the file's knob tokens (undefined: it does, laid out as
   * Nuke lays knobs out).
   */
  readonly notNukeTokens?: string;
}

/** Every fixture file and what it holds. */
export const FIXTURES: Readonly<Record<string, Fixture>> = {
  'roto-shape.nk': { nodes: [['Roto1', 'Roto']], fps: 25 },
  'animated-shapes.nk': { nodes: [['Roto1', 'Roto']], fps: 24 },
  'rotopaint-strokes.nk': { nodes: [['RotoPaint1', 'RotoPaint']], fps: 24 },
  'splinewarp.nk': { nodes: [['SplineWarp1', 'SplineWarp3']], fps: 24 },
  'layers.nk': { nodes: [['Roto1', 'Roto']], fps: 24, notNukeTokens: 'a run-length key list {r …} is written back as its expanded keys' },
  'expressions.nk': { nodes: [['Roto1', 'Roto']], fps: 24 },
  'views.nk': { nodes: [['Roto1', 'Roto']], fps: 24 },
  'shapes.gizmo': { nodes: [['Roto1', 'Roto']] },
  'bare-knob.nk': { nodes: [['', '']] },
  'hiero-layer.nk': { nodes: [['Annotation1', 'RotoPaint']], notNukeTokens: 'Hiero writes decimal numbers; the writer spells them as Nuke does (x… hex, 0, 1)' },
  'clones.nk': { nodes: [['RotoPaint1', 'RotoPaint'], ['Roto2', 'Roto']], fps: 24 },
};

/** The bytes of fixture `name` (a file of `test/fixtures/`). */
export function fixtureBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(`fixtures/${name}`, import.meta.url)));
}
