/**
 * The site's derived data measured on the third-party reference corpus (corpus suite): the same checks as
 * site-data.test.ts runs on the examples, over every reference file of every listed format.
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { corpusDir } from '@anim/test-utils';
import { describe, expect, it } from 'vitest';
import { formatEntries } from '../.vitepress/formats.js';
import type { ReferenceSet } from '../.vitepress/lib/repo.js';
import { describeReport, describeSessionOn } from './helpers/reference-checks.js';

const corpus: ReferenceSet = { kind: 'corpus', root: resolve(corpusDir('.')) };

describe('the format list', () => {
  it('names a corpus folder that exists and holds files for each format', () => {
    for (const e of formatEntries) expect(readdirSync(corpusDir(e.corpus)).length).toBeGreaterThan(0);
  });
});

describeReport(corpus);
describeSessionOn(corpus, 3);
