/**
 * A Day's rest at Home (Black Hack, RESTING; RULES.md §6): roll every Hit
 * Die and heal that much, roll each Broken armour die as after any rest, let
 * the hindrances that run on a clock wear off, and start a new Day, so a
 * spellcaster may study in the dungeon again (the magic module compares
 * `hero.lastMemorisedDay` with its `dayNumber`).
 */
import type { Ctx } from '../context.js';
import { rollBrokenDice } from '../armour.js';
import { heroClass } from '../hero.js';
import type { Condition, Hero } from '../types.js';
import { healHero } from '../healing.js';
import { dayNumber } from '../magic/memorise.js';


/** A hindrance on a clock (turns or Minutes) is over after a Day; poison, curses and session-long ones are not. */
function wearsOff(c: Condition): boolean {
  switch (c.kind) {
    case 'paralysed':
    case 'distracted':
    case 'stuck':
      return true;
    case 'weakened':
      return c.turns !== null;
    case 'disadvantage':
      return c.minutes !== null;
    case 'ongoing':
      return false;
  }
}

function hitDice(hero: Hero): string {
  const sides = /d(\d+)/.exec(heroClass(hero).hitDie)![1];
  return `${hero.level}d${sides}`;
}

export function restDay(ctx: Ctx): void {
  const s = ctx.s;
  const hero = s.hero;
  healHero(ctx, ctx.roll(`a Day's rest: all ${hero.level} Hit Dice`, hitDice(hero)), (n) => `You rest a Day at Home and recover ${n} HP`);
  rollBrokenDice(ctx);
  const over = hero.conditions.filter(wearsOff);
  if (over.length > 0) {
    hero.conditions = hero.conditions.filter((c) => !over.includes(c));
    ctx.say('message', `With a Day's rest these wear off: ${over.map((c) => c.source).join(', ')}.`);
  }
  // Memorising at Home is free whatever the Day: only the dungeon's study, if spent on the Day now ending, is worth a word.
  const studied = hero.lastMemorisedDay === dayNumber(s);
  s.home.day++;
  ctx.say('time', `Day ${s.home.day} begins.${studied ? ' Your once-a-Day study in the dungeon is ready again.' : ''}`, { day: s.home.day });
}
