/**
 * The tavern (Black Hack, "Using Experience to gain Levels" and "Sharing
 * Experience"; RULES.md §3): Experiences are shared by carousing, one story
 * and 1d6 coins of drink per Experience, and Experiences equal to the Level
 * buy the next Level. The highest story die reads the Carousing table once
 * for the night.
 */
import { CAROUSING } from '../../../data/blackhack/experience.js';
import type { Ctx } from '../context.js';
import { heroClass } from '../hero.js';
import { Refusal } from '../refusal.js';
import { plainText } from '../../plain-text.js';
import { ATTRS, type Attr } from '../types.js';
import { payOrOwe } from './ledger.js';
import { coins, counted } from '../../../base/words.js';
import { BACKGROUND_MAX } from '../creation.js';
import { graphemeCount } from '../../../base/text-width.js';

/** The attribute that gets the class's extra roll: the player's choice, else the lowest of the class's options (the likeliest to rise). */
function extraAttr(ctx: Ctx, chosen: Attr | undefined): Attr {
  const hero = ctx.s.hero;
  const options = heroClass(hero).levelUp.extraRollFor as Attr[];
  if (chosen !== undefined) {
    if (!options.includes(chosen)) throw new Refusal(`A ${hero.className}’s extra roll is for ${options.join(' or ')}.`);
    return chosen;
  }
  return [...options].sort((a, b) => hero.attributes[a] - hero.attributes[b])[0]!;
}

function raise(ctx: Ctx, attr: Attr, why: string): void {
  const hero = ctx.s.hero;
  const before = hero.attributes[attr];
  const r = ctx.roll(`${why}: ${attr} rises on more than ${before}`, heroClass(hero).levelUp.attributeDie);
  if (r > before) {
    hero.attributes[attr] = before + 1;
    ctx.say('level', `${attr} rises to ${before + 1}.`, { attr, value: before + 1 });
  }
}

/** One Level: a d20 per attribute (over it → +1), the class's extra roll, +1 HD and its HP roll, the class's extras. */
export function gainLevel(ctx: Ctx, extra: Attr): void {
  const hero = ctx.s.hero;
  const up = heroClass(hero).levelUp;
  for (const attr of ATTRS) raise(ctx, attr, 'level up');
  raise(ctx, extra, 'extra roll');
  const hp = ctx.roll('level up: Hit Points', up.hpGain, up.hpGainAdvantage ? 'advantage' : 'normal', 'high');
  hero.level++;
  hero.maxHp += hp;
  hero.hp += hp;
  ctx.say('level', `${hero.name} reaches Level ${hero.level} (${hero.level} HD): +${hp} Max HP (${hero.hp}/${hero.maxHp}).`, { level: hero.level, hp });
  if (!heroClass(hero).damage.poolPerHd) for (const x of up.extras) ctx.say('level', x);
  // The Dealer of Death pool and the number memorised follow the Level, so they grow by themselves.
  if (heroClass(hero).damage.poolPerHd) ctx.say('level', `Dealer of Death: ${hero.level} damage dice a turn.`);
  if (heroClass(hero).casting) ctx.say('level', `You may now memorise ${hero.level} ${hero.className === 'Cleric' ? 'prayers' : 'spells'} of levels up to ${hero.level}.`);
}

/** The Carousing table's result for the night. */
function carousingResult(ctx: Ctx, highest: number, storyDice: number[]): number {
  const s = ctx.s;
  const hero = s.hero;
  const row = CAROUSING.rows.find((r) => r.min <= highest && highest <= r.max)!;
  ctx.say('home', `Carousing (${highest}): ${row.name}`, { result: highest, name: row.name });
  switch (highest) {
    case 1: {
      let fine = 0;
      for (let k = 0; k < storyDice.length; k++) fine += ctx.roll(`fine for story ${k + 1}`, '1d6');
      ctx.say('home', `You are fined ${coins(fine)} for bad behaviour.`, { fine });
      return fine;
    }
    case 2: {
      const lost = Math.min(hero.level, hero.maxHp - 1);
      hero.maxHp -= lost;
      hero.hp = Math.min(hero.hp, hero.maxHp);
      if (lost > 0) s.home.effects.push({ kind: 'brawl', maxHp: lost, visit: s.visits });
      ctx.say('home', `A brawl: Max HP −${lost} (${hero.hp}/${hero.maxHp}) until you next come Home.`, { lost });
      return 0;
    }
    case 3:
      if (!s.home.effects.some((e) => e.kind === 'fame')) s.home.effects.push({ kind: 'fame', visit: s.visits });
      ctx.say('home', 'Your tales make you famous: CHA tests have Advantage until you next come Home.');
      return 0;
    case 4: {
      const r = ctx.roll(`revelry: CHA rises on more than ${hero.attributes.CHA}`, '1d20');
      if (r > hero.attributes.CHA) {
        hero.attributes.CHA++;
        ctx.say('level', `CHA rises to ${hero.attributes.CHA}.`, { attr: 'CHA', value: hero.attributes.CHA });
      }
      return 0;
    }
    case 5:
      s.home.retell = 'rewrite';
      ctx.say('home', 'The true story comes out: you may rewrite your Background.');
      return 0;
    default:
      s.home.retell = 'add';
      ctx.say('home', 'Secrets are revealed: you may add a second, new Background.');
      return 0;
  }
}

/**
 * A night at the tavern: the hero tells up to `stories` stories, each
 * sharing one Experience; Experiences equal to the Level buy a Level, then
 * the next Level costs one more, and so on. Stories that would not complete
 * a Level are kept untold, with their Experiences.
 */
export function carouse(ctx: Ctx, stories: number, extra: Attr | undefined): void {
  const hero = ctx.s.hero;
  if (!Number.isInteger(stories) || stories < 1) throw new Refusal('Tell at least one story.');
  if (stories > hero.experiences) throw new Refusal(`You have only ${counted(hero.experiences, 'Experience')} to share.`);
  if (stories < hero.level) throw new Refusal(`At Level ${hero.level} you must share ${hero.level} Experiences (stories) to gain a Level.`);
  const extraFor = extraAttr(ctx, extra);
  let told = 0;
  let levels = 0;
  while (stories - told >= hero.level + levels) {
    told += hero.level + levels;
    levels++;
  }
  const dice: number[] = [];
  for (let k = 0; k < told; k++) dice.push(ctx.roll(`story ${k + 1}: drinks and feasting`, '1d6'));
  let bill = dice.reduce((a, b) => a + b, 0);
  ctx.say('home', `You tell ${told} stor${told === 1 ? 'y' : 'ies'} over drinks: the bill is ${coins(bill)}.`, { stories: told, bill });
  bill += carousingResult(ctx, Math.max(...dice), dice);
  payOrOwe(ctx, bill);
  hero.experiences -= told;
  for (let k = 0; k < levels; k++) gainLevel(ctx, extraFor);
  if (told < stories) ctx.say('home', `${stories - told} stor${stories - told === 1 ? 'y stays' : 'ies stay'} untold for now.`);
}

/** Gaining one Level is carousing with as many stories as the Level. */
export function levelUp(ctx: Ctx, extra: Attr | undefined): void {
  const hero = ctx.s.hero;
  if (hero.experiences < hero.level) throw new Refusal(`Level ${hero.level + 1} needs ${counted(hero.level, 'Experience')} to share; you have ${hero.experiences}.`);
  carouse(ctx, hero.level, extra);
}

/**
 * Deep & Murky Past (the Thief, The Black Hack): each time the Thief comes
 * Home, 1d10; below Level, the Background may be rewritten at the tavern.
 */
export function murkyPast(ctx: Ctx): void {
  const s = ctx.s;
  // At Level 1 no d10 comes below it: there is nothing to roll for.
  if (s.hero.className !== 'Thief' || s.home.retell || s.hero.level <= 1) return;
  const r = ctx.roll('Deep & Murky Past', '1d10');
  if (r >= s.hero.level) return ctx.say('home', `Your murky past stays buried (${r}, not below your Level of ${s.hero.level}).`);
  s.home.retell = 'rewrite';
  ctx.say('home', 'Your murky past catches up with you: at the tavern you may rewrite your Background.');
}

/** "Real story" rewrites the Background; "Secrets revealed" adds a second one, whose test kinds join the first's. */
export function retell(ctx: Ctx, text: string, attrs: Attr[]): void {
  const s = ctx.s;
  const bg = s.hero.background;
  if (!s.home.retell) throw new Refusal("Only a night of carousing, or a Thief's murky past, can change your Background.");
  const words = plainText(text).trim();
  if (!words) throw new Refusal('A Background needs a sentence.');
  if (graphemeCount(words) > BACKGROUND_MAX) throw new Refusal(`A Background is at most ${BACKGROUND_MAX} characters.`);
  if (attrs.length === 0 || attrs.some((a) => !ATTRS.includes(a))) throw new Refusal('A Background covers one or more attributes by name.');
  if (s.home.retell === 'rewrite') {
    bg.text = words;
    bg.attrs = [...new Set(attrs)];
  } else {
    bg.text = `${bg.text} / ${words}`;
    bg.attrs = [...new Set([...bg.attrs, ...attrs])];
  }
  ctx.say('home', `${s.home.retell === 'rewrite' ? 'Your Background is now' : 'Your Backgrounds are now'}: ${bg.text} (${bg.attrs.join(', ')}).`);
  s.home.retell = null;
}
