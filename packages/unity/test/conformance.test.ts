import { runConformance } from '@anim/test-utils';
import { expect } from 'vitest';
import { unityFormat, type UnityDocument } from '../src/index.js';
import { documents } from './documents.js';
import { encode, fixtureBytes, fixtureFiles } from './helpers.js';

const small = fixtureBytes('float-keys.anim');

runConformance<UnityDocument>({
  format: unityFormat,
  small,
  canonical: fixtureFiles.map((f) => ({ name: f, bytes: fixtureBytes(f) })),
  sniffNegatives: [
    { name: 'maya.anim', bytes: encode('animVersion 1.1;\nmayaVersion 2024;\ntimeUnit film;\n') },
    { name: 'prefab', bytes: encode('%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n--- !u!1 &100000\nGameObject:\n  m_Name: Cube\n') },
    { name: 'controller', bytes: encode('%YAML 1.1\n%TAG !u! tag:unity3d.com,2011:\n--- !u!91 &9100000\nAnimatorController:\n  m_Name: C\n') },
    { name: 'animj.json', bytes: encode('{"name":"clip","tracks":[]}') },
    { name: 'binary', bytes: new Uint8Array([0x4d, 0x52, 0x54, 0x4b, 0, 0, 0, 1]) },
  ],
  documents,
  equal: (actual, expected) => {
    expect(actual).toStrictEqual(expected);
  },
  // The file without its final line break is the same clip.
  validPrefixes: (length) => length === small.length - 1,
  mutations: 2000,
});
