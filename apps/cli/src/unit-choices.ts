import type { Unit } from '@anim/core';

/** Units accepted by `--units`. */
export const UNIT_CHOICES: readonly Unit[] = ['mm', 'cm', 'm', 'km', 'in', 'ft', 'yd', 'mi', 'deg', 'rad'];
