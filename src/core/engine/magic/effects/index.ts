/** Every spell and prayer's effect, keyed `Wizard:Name` or `Cleric:Name` (docs/spells.md lists them). */
import { AREAS } from './areas.js';
import { HARM } from './harm.js';
import { HEAL } from './heal.js';
import { MINDS } from './minds.js';
import { SENSES } from './senses.js';
import { SPACE } from './space.js';
import { SUMMONS } from './summons.js';
import type { SpellEffect } from './types.js';
import { WARDS } from './wards.js';

export const EFFECTS: Readonly<Record<string, SpellEffect>> = { ...HARM, ...HEAL, ...MINDS, ...AREAS, ...SENSES, ...SPACE, ...SUMMONS, ...WARDS };

/** The family (module) each effect belongs to, for the documentation and the tests. */
export const FAMILIES: Readonly<Record<string, Readonly<Record<string, SpellEffect>>>> = { harm: HARM, heal: HEAL, minds: MINDS, areas: AREAS, senses: SENSES, space: SPACE, summons: SUMMONS, wards: WARDS };

export type { Casting, SpellEffect } from './types.js';
