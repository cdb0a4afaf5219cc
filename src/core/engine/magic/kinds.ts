/**
 * The few kinds of creature magic cares about: the undead, the evil and
 * animals. Facts about a creature alone, so the hooks every core file asks
 * and the spells that act on creatures read them from one place.
 */
import type { CreatureState } from '../types.js';

const EVIL_CATEGORIES = ['Undead', 'Dragons', 'Humanoids', 'Humanoids 2', 'Humanoids 3'];
const ANIMAL_CATEGORIES = ['Animals', 'Domestic Animals', 'Insects', 'Reptiles'];

export const isUndead = (c: CreatureState) => c.category === 'Undead';
/** Evil: the undead, dragons, the humanoid tribes, daemons and anything that curses. */
export const isEvil = (c: CreatureState) => EVIL_CATEGORIES.includes(c.category) || c.riders.includes('Curse') || /daemon/i.test(c.name);
export const isAnimal = (c: CreatureState) => ANIMAL_CATEGORIES.includes(c.category);
