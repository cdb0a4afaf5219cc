/**
 * The spellbook and the prayer book (Black Hack, Wizard and Cleric): a new
 * caster's book holds the class's starting count of spells, rolled from the
 * levels up to its starting maximum, one of them always of level 1; at Level
 * 1 that level-1 spell is the one memorised. The book is what the hero
 * memorises from and reads from.
 */
import { randomInt } from '../../../base/rng.js';
import type { Ctx } from '../context.js';
import { heroClass } from '../hero.js';
import type { Hero, Item } from '../types.js';
import { casterOf, listOf, noun } from './lists.js';

/** The book a caster class starts with (its kit item's name). */
export function bookName(hero: Hero): string | null {
  const cls = heroClass(hero);
  return cls.casting ? (cls.startingItems[0]?.name ?? null) : null;
}

export function isBook(hero: Hero, item: Item): boolean {
  return item.name === bookName(hero);
}

/** The hero's own book, carried (or, at Home, in the stash). */
export function heldBook(s: { hero: Hero; phase: string; home: { stash: Item[] } }): Item | undefined {
  const name = bookName(s.hero);
  if (!name) return undefined;
  return s.hero.items.find((i) => i.name === name) ?? (s.phase === 'home' ? s.home.stash.find((i) => i.name === name) : undefined);
}

export function startingMagic(ctx: Ctx): void {
  const hero = ctx.s.hero;
  const casting = heroClass(hero).casting;
  const caster = casterOf(hero);
  if (!casting || !caster) return;
  const pool = listOf(caster).filter((sp) => sp.level <= casting.startingMaxLevel);
  const count = Math.min(pool.length, ctx.roll(`${noun(caster)}s in the ${bookName(hero)}`, casting.startingCount));
  const level1 = pool.filter((sp) => sp.level === 1);
  const first = level1[randomInt(ctx.rng, 0, level1.length - 1)]!;
  const chosen = new Set([first]);
  const rest = pool.filter((sp) => sp !== first);
  while (chosen.size < count) chosen.add(rest.splice(randomInt(ctx.rng, 0, rest.length - 1), 1)[0]!);
  hero.known = pool.filter((sp) => chosen.has(sp)).map((sp) => sp.name);
  hero.memorised = [first.name];
  ctx.say('magic', `Your ${bookName(hero)} holds ${hero.known.join(', ')}. You have memorised ${first.name}.`, { known: hero.known, memorised: hero.memorised });
}

/** Copies a spell into the hero's book (a scroll studied, a reward). */
export function learnSpell(hero: Hero, name: string): boolean {
  if (hero.known.includes(name)) return false;
  const caster = casterOf(hero);
  const order = caster ? listOf(caster).map((sp) => sp.name) : [];
  hero.known = [...hero.known, name].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return true;
}
