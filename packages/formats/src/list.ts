/**
 * THE ordered list of formats: the `anim` command, the documentation site and the playground all use
 * it. Adding a format is one entry here (and the package in `package.json`). Order matters only when
 * two formats sniff the same bytes: the first wins a tie the extension does not settle.
 *
 * @module
 */
import { animjMeta, animxMeta } from '@anim/animj/meta';
import { gltfMeta } from '@anim/gltf/meta';
import { mayaMeta } from '@anim/maya/meta';
import { mrtkMeta } from '@anim/mrtk/meta';
import { primeMeta } from '@anim/prime/meta';
import { rotoMeta } from '@anim/roto/meta';
import { unityMeta } from '@anim/unity/meta';
import { defineEntry, type FormatEntry } from './entry.js';

/** Every format, in display order; each loads its package only when `load()` is called. */
export const formatEntries: readonly FormatEntry[] = [
  defineEntry(mayaMeta, { packageName: '@anim/maya', corpus: 'maya', load: async () => (await import('@anim/maya')).mayaFormat }),
  defineEntry(rotoMeta, { packageName: '@anim/roto', corpus: 'roto', load: async () => (await import('@anim/roto')).rotoFormat }),
  defineEntry(animjMeta, { packageName: '@anim/animj', corpus: 'animj/animj', load: async () => (await import('@anim/animj')).animjFormat }),
  defineEntry(animxMeta, { packageName: '@anim/animj', corpus: 'animj/animx', load: async () => (await import('@anim/animj')).animxFormat }),
  defineEntry(mrtkMeta, { packageName: '@anim/mrtk', corpus: 'mrtk', load: async () => (await import('@anim/mrtk')).mrtkFormat }),
  // the meta lists `.ANIM` (the game's spelling) first: Prime files are written as `.ANIM`
  defineEntry(primeMeta, { packageName: '@anim/prime', corpus: 'prime', load: async () => (await import('@anim/prime')).primeFormat }),
  // one self-contained binary file by default; the descriptor's writeOptionsFor picks the container
  defineEntry(gltfMeta, {
    packageName: '@anim/gltf',
    corpus: 'gltf',
    outputExtension: 'glb',
    load: async () => (await import('./gltf.js')).gltfWithExtensions,
  }),
  defineEntry(unityMeta, { packageName: '@anim/unity', corpus: 'unity', load: async () => (await import('@anim/unity')).unityFormat }),
];
