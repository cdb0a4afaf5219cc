/**
 * The bot's magic: which spells and prayers it holds in memory, casts at a
 * foe, or prays for its own wounds. It knows spells only by name; whether a
 * casting is possible (range, sight, level, a spell still in memory) is the
 * reducer's to say, and a refusal just moves the bot to its next idea. It
 * never tries an action to see how the dice would fall.
 */
import { PRAYERS } from '../../data/blackhack/prayers.js';
import { SPELLS } from '../../data/blackhack/spells.js';
import type { Action, Target } from '../engine/actions.js';
import { distance } from '../engine/geometry.js';
import type { CreatureState, Hero } from '../engine/types.js';
import type { Candidate } from './candidate.js';

/** Spells and prayers that harm or stop a foe they are aimed at, strongest first. */
export const OFFENCE = [
  'Power Word, Kill',
  'Disintegrate',
  'Meteor Swarm',
  'Death Spell',
  'Finger of Death',
  'Flesh to Stone',
  'Plague',
  'Fireball',
  'Hold Person',
  'Sleep',
  'Dispel Evil',
  'Magic Missile',
] as const;

/** Prayers that heal the one they are aimed at, strongest first. */
export const HEALING = ['Cure Serious Wounds', 'Cure Light Wounds'] as const;

const isCaster = (h: Hero) => h.className === 'Wizard' || h.className === 'Cleric';

function castAt(hero: Hero, name: string, target: Target | undefined): Action {
  const aim = target ? { target } : {};
  return hero.className === 'Wizard' ? { type: 'cast', spell: name, ...aim } : { type: 'pray', prayer: name, ...aim };
}

/** Prayers for the hero's own wounds: aimed at the hero's square, then with no target. */
export function* heal(hero: Hero): Generator<Candidate> {
  if (!isCaster(hero)) return;
  for (const name of HEALING) {
    if (!hero.memorised.includes(name)) continue;
    yield { action: castAt(hero, name, { x: hero.x, y: hero.y }), intent: 'magic:heal' };
    yield { action: castAt(hero, name, undefined), intent: 'magic:heal' };
  }
}

/** Spells at the nearest foes, and Banish Undead when the undead come. */
export function* strike(hero: Hero, foes: readonly CreatureState[]): Generator<Candidate> {
  if (foes.length === 0) return;
  if (hero.className === 'Cleric' && foes.some((c) => c.category === 'Undead')) yield { action: { type: 'banish' }, intent: 'magic:banish' };
  if (!isCaster(hero)) return;
  const nearest = [...foes].sort((a, b) => distance(a, hero) - distance(b, hero) || a.id - b.id).slice(0, 2);
  for (const name of OFFENCE) {
    if (!hero.memorised.includes(name)) continue;
    for (const c of nearest) yield { action: castAt(hero, name, { creature: c.id }), intent: 'magic:strike' };
  }
}

/** Levels by name, read once; a name in both books (Light, Remove Curse) takes the spell's. */
const LEVELS = new Map<string, number>();
for (const sp of [...SPELLS.rows, ...PRAYERS.rows]) if (!LEVELS.has(sp.name)) LEVELS.set(sp.name, sp.level);
const levelOf = (name: string) => LEVELS.get(name);

/** What to hold in memory: known spells of levels the hero may cast, healing and harm first, as many as the Level allows. */
export function toMemorise(hero: Hero): string[] {
  if (!isCaster(hero)) return [];
  const rank = (name: string) => {
    const h = (HEALING as readonly string[]).indexOf(name);
    const o = (OFFENCE as readonly string[]).indexOf(name);
    return h >= 0 ? h : o >= 0 ? HEALING.length + o : 100;
  };
  const usable = hero.known.filter((n) => (levelOf(n) ?? Infinity) <= hero.level);
  return [...usable].sort((a, b) => rank(a) - rank(b) || (levelOf(b) ?? 0) - (levelOf(a) ?? 0)).slice(0, hero.level);
}
