/**
 * The two lists (Wizard spells, Cleric prayers) and the two ways of casting
 * (from memory; from a book or scroll), read from the Black Hack tables.
 */
import { SPELLCASTING } from '../../../data/blackhack/casting.js';
import { PRAYERS } from '../../../data/blackhack/prayers.js';
import type { CastingMode, Spell } from '../../../data/blackhack/schema.js';
import { SPELLS } from '../../../data/blackhack/spells.js';
import type { Hero } from '../types.js';

export type Caster = 'Wizard' | 'Cleric';

export const FROM_MEMORY: CastingMode = SPELLCASTING.rows.find((m) => !m.testFirst)!;
export const FROM_PAGE: CastingMode = SPELLCASTING.rows.find((m) => m.testFirst)!;

export function listOf(caster: Caster): readonly Spell[] {
  return caster === 'Wizard' ? SPELLS.rows : PRAYERS.rows;
}

/** The list the hero's class casts from, if any. */
export function casterOf(hero: Hero): Caster | null {
  return hero.className === 'Wizard' || hero.className === 'Cleric' ? hero.className : null;
}

/** A spell by name, case-insensitively. */
export function spellNamed(caster: Caster, name: string): Spell | undefined {
  const n = name.trim().toLowerCase();
  return listOf(caster).find((sp) => sp.name.toLowerCase() === n);
}

/** Light and Remove Curse are on both lists: the list is part of a spell's identity. */
export const spellKey = (sp: Pick<Spell, 'caster' | 'name'>) => `${sp.caster}:${sp.name}`;

export const noun = (caster: Caster) => (caster === 'Wizard' ? 'spell' : 'prayer');
