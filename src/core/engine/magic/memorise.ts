/**
 * Memorising (Black Hack, MEMORISING SPELLS): a number of spells (Wizard) or
 * prayers (Cleric) up to the hero's Level, each of a level up to the Level,
 * from the hero's book or a scroll carried; the new set replaces the old.
 * In the dungeon it is an hour's study (six Minutes pass), with no enemy
 * about, once a Day; at Home it is free, as often as the hero likes.
 */
import type { Ctx } from '../context.js';
import { Refusal } from '../refusal.js';
import { REST_MINUTES } from '../rest.js';
import { passMinute } from '../time.js';
import type { GameState } from '../types.js';
import { currentZone } from '../zones.js';
import { heldBook } from './book.js';
import { SCROLL } from './items.js';
import { casterOf, noun, spellNamed } from './lists.js';
import { MINUTES_PER_DAY } from './state.js';

/** The Day for memorising: a Day's rest at Home starts one, and so does every 24 hours of dungeon time. */
export const dayNumber = (s: GameState) => s.home.day + Math.floor(s.time.minutes / MINUTES_PER_DAY);

export function memorise(ctx: Ctx, names: readonly string[]): void {
  const s = ctx.s;
  const hero = s.hero;
  const caster = casterOf(hero);
  if (!caster) throw new Refusal('Only a Wizard or a Cleric memorises spells.');
  const what = `${noun(caster)}s`;
  if (!Array.isArray(names) || names.length === 0) throw new Refusal(`Memorise which ${what}?`);
  if (names.length > hero.level) throw new Refusal(`At Level ${hero.level} you can hold ${hero.level} ${hero.level === 1 ? noun(caster) : what} in memory.`);
  const scrolls = hero.items.filter((i) => i.magic?.startsWith(SCROLL)).map((i) => i.magic!.slice(SCROLL.length));
  const book = heldBook(s);
  const spells = names.map((n) => {
    const sp = spellNamed(caster, String(n));
    if (!sp) throw new Refusal(`There is no ${noun(caster)} called ${n}.`);
    if (sp.level > hero.level) throw new Refusal(`${sp.name} is level ${sp.level}: beyond your Level.`);
    const inBook = hero.known.includes(sp.name);
    if (!(inBook && book) && !scrolls.includes(sp.name)) throw new Refusal(inBook ? `You need your book to study ${sp.name}.` : `${sp.name} is not in your book, nor on a scroll you carry.`);
    return sp;
  });
  if (s.phase === 'dungeon') {
    if (s.zone && currentZone(s).z.creatures.some((c) => c.attitude === 'hostile' && c.aware)) throw new Refusal('You cannot study with enemies about.');
    const day = dayNumber(s);
    if (hero.lastMemorisedDay === day) throw new Refusal(`You have studied your ${what} today already: once a Day.`);
    hero.lastMemorisedDay = day;
  }
  hero.memorised = spells.map((sp) => sp.name);
  ctx.say('magic', `You commit to memory: ${hero.memorised.join(', ')}.`, { memorised: hero.memorised });
  if (s.phase === 'dungeon') for (let m = 0; m < REST_MINUTES && s.phase === 'dungeon'; m++) passMinute(ctx);
}
