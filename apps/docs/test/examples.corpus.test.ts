/** The getting-started examples on a reference Maya file with weighted tangents (corpus suite). */
import { corpusDir, corpusFiles } from '@anim/test-utils';
import { describeGettingStartedOn } from './helpers/getting-started-checks.js';

const [name] = corpusFiles('maya', /^ha_tangents_weighted\.anim$/);
describeGettingStartedOn(corpusDir('maya') + name!);
