/**
 * Writes the bench clip of `generate.ts` at about MB megabytes to PATH: `tsx bench/write-clip.ts MB PATH`
 * (the CLI's at-size bench converts it through the built `anim`).
 */
import { writeFileSync } from 'node:fs';
import { bonesFor, generateClip } from './generate.js';

const [mb, path] = process.argv.slice(2);
if (mb === undefined || path === undefined || !(Number(mb) > 0)) throw new Error('usage: write-clip.ts <MB> <path>');
writeFileSync(path, generateClip(bonesFor(Number(mb))));
