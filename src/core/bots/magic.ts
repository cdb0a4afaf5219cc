/**
 * The bot's magic: which spells and prayers it holds in memory, casts at a
 * foe, or prays for its own wounds. It knows spells only by name; whether a
 * casting is possible (range, sight, level, a spell still in memory) is the
 * reducer's to say, and a refusal just moves the bot to its next idea. It
 * never tries an action to see how the dice would fall.
 */
import { Fraction } from '../../base/fraction.js';
import { PRAYERS } from '../../data/blackhack/prayers.js';
import { SPELLS } from '../../data/blackhack/spells.js';
import type { Action, Target } from '../engine/actions.js';
import { chanceOf } from '../engine/chance.js';
import { distance } from '../engine/geometry.js';
import { banishSpec } from '../engine/magic/banish.js';
import { isUndead } from '../engine/magic/creatures.js';
import type { CreatureState, GameState, Hero } from '../engine/types.js';
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

/**
 * The least chance of banishing a group at which the bot tries: a failed
 * test is a turn lost, and a Cleric whose WIS the undead's HD outweighed
 * held up its symbol turn after turn (one in ten, forty times over) beside
 * a Zombie one blow would have ended.
 */
const BANISH_ODDS = new Fraction(1, 2);

/** Banish Undead when some group of the undead foes is banished at least half the time. */
function* banish(s: GameState, foes: readonly CreatureState[]): Generator<Candidate> {
  if (s.hero.className !== 'Cleric') return;
  const groups = new Map<number, CreatureState[]>();
  for (const c of foes) if (isUndead(c)) groups.set(c.group, [...(groups.get(c.group) ?? []), c]);
  if ([...groups.values()].some((members) => chanceOf(s, banishSpec(members)).success.compare(BANISH_ODDS) >= 0)) yield { action: { type: 'banish' }, intent: 'magic:banish' };
}

/** Spells at the nearest foes, and Banish Undead when the undead come and the holy symbol is likely to turn them. */
export function* strike(s: GameState, foes: readonly CreatureState[]): Generator<Candidate> {
  if (foes.length === 0) return;
  const hero = s.hero;
  yield* banish(s, foes);
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
