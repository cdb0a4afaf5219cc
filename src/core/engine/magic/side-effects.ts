/**
 * Magical Side Effects (d20): what a misread spell does instead. The Black
 * Booklet sends a failed reading to a table of the main rule book that it
 * does not print (see the errata of blackhack.spellcasting); this table is
 * the project's own, written for this game, and every result does something
 * to the grid or the hero. 19 and 20 let the spell through after all.
 */
import { hurtHero } from '../combat.js';
import type { Ctx } from '../context.js';
import { noise } from '../view.js';
import { distance } from '../geometry.js';
import { equippedItem } from '../hero.js';
import { downgrade } from '../usage.js';
import { currentZone, setDoor } from '../zones.js';
import { creaturesNear, REACH } from './aim.js';
import { callUp, doorName, freeSquaresNear, harm } from './creatures.js';
import { RADIUS } from './effects/areas.js';
import { magicHeal } from './effects/heal.js';
import type { Casting } from './effects/types.js';
import { placeHero } from './placing.js';
import { addEffect, minutesSpan, usageSpan, visitSpan } from './state.js';
import { runEffect } from './cast.js';
import { coins, aOrAn, the } from '../../../base/words.js';

export interface SideEffect {
  min: number;
  max: number;
  name: string;
  /** What happens, in the words the game shows. */
  effect: string;
  apply: (ctx: Ctx, c: Casting) => void;
}

function hinder(ctx: Ctx, kind: 'distracted' | 'stuck', source: string): void {
  const turns = ctx.roll(`${source}: turns`, '1d4');
  ctx.s.hero.conditions.push({ kind, turns, source });
}

function fog(ctx: Ctx, attrs: ('STR' | 'DEX' | 'INT' | 'WIS')[], source: string): void {
  const minutes = ctx.roll(`${source}: Minutes`, '1d6');
  ctx.s.hero.conditions.push({ kind: 'disadvantage', attrs, minutes, source });
}

export const MAGICAL_SIDE_EFFECTS: { id: string; name: string; die: '1d20'; rows: SideEffect[] } = {
  id: 'athack.magical-side-effects',
  name: 'Magical Side Effects',
  die: '1d20',
  rows: [
    { min: 1, max: 1, name: 'Backlash', effect: 'The spell bites its reader: you take 1d6 damage.', apply: (ctx) => hurtHero(ctx, ctx.roll('Backlash', '1d6'), 'a backlash of magic') },
    { min: 2, max: 2, name: 'Blinding flash', effect: 'Sparks fill your eyes: Distracted for 1d4 turns.', apply: (ctx) => hinder(ctx, 'distracted', 'Blinding flash') },
    { min: 3, max: 3, name: 'Rooted', effect: 'Your feet grow into the floor: Stuck for 1d4 turns.', apply: (ctx) => hinder(ctx, 'stuck', 'Rooted') },
    {
      min: 4,
      max: 4,
      name: 'Amnesia',
      effect: 'A random spell you had memorised is forgotten.',
      apply(ctx) {
        const m = ctx.s.hero.memorised;
        if (m.length === 0) return ctx.say('magic', 'You had nothing memorised to lose.');
        const [lost] = m.splice(ctx.roll('Amnesia', `1d${m.length}`) - 1, 1);
        ctx.say('magic', `${lost} is wiped from your memory.`, { forgotten: lost });
      },
    },
    {
      min: 5,
      max: 5,
      name: 'Wild jump',
      effect: 'Space folds: you land on a random open square of the zone.',
      apply(ctx) {
        const { zone } = currentZone(ctx.s);
        const spots = freeSquaresNear(ctx, ctx.s.hero, Math.max(zone.width, zone.height));
        if (spots.length > 0) placeHero(ctx, spots[ctx.roll('Wild jump', `1d${spots.length}`) - 1]!, 'Wild jump');
      },
    },
    {
      min: 6,
      max: 6,
      name: 'Something answers',
      effect: 'A gibbering horror of 1d4 HD steps out of the words, Close, and attacks.',
      apply(ctx) {
        const at = freeSquaresNear(ctx, ctx.s.hero, REACH.Nearby)[0];
        if (!at) return ctx.say('magic', 'Something scratches at the air, but finds no room.');
        const c = callUp(ctx, { name: 'gibbering horror', category: 'Humanoids 3', glyph: '&', hd: ctx.roll('horror HD', '1d4'), speed: 7 }, at, 'hostile');
        ctx.say('creature', `${aOrAn(c.name, true)} (${c.hd} HD) claws its way out of the page!`, { id: c.id });
      },
    },
    {
      min: 7,
      max: 7,
      name: 'Thunderclap',
      effect: 'A deafening crack: every creature in the zone knows where you are, and the noise calls for an encounter roll.',
      apply(ctx) {
        for (const c of currentZone(ctx.s).z.creatures) if (!c.inCoffin) c.aware = true;
        noise(ctx, 'a thunderclap');
      },
    },
    {
      min: 8,
      max: 8,
      name: 'Darkness falls',
      effect: 'Magical Darkness settles on you for Ud6 Minutes.',
      apply(ctx) {
        const hero = ctx.s.hero;
        addEffect(ctx, { name: 'Darkness', kind: 'area', x: hero.x, y: hero.y, radius: RADIUS.Darkness }, minutesSpan(ctx.s, usageSpan(ctx, 6, 'Darkness', 'Minute')));
      },
    },
    {
      min: 9,
      max: 9,
      name: 'Smouldering page',
      effect: 'The words char: that spell cannot be read again until you are Home.',
      apply(ctx, c) {
        addEffect(ctx, { name: 'Smouldering page', kind: 'hero', zone: null, spell: c.spell.name }, visitSpan(ctx.s));
      },
    },
    { min: 10, max: 10, name: 'Drained', effect: 'Your limbs turn to lead: Disadvantage on STR and DEX tests for 1d6 Minutes.', apply: (ctx) => fog(ctx, ['STR', 'DEX'], 'Drained') },
    { min: 11, max: 11, name: 'Befuddled', effect: 'Your thoughts scatter: Disadvantage on INT and WIS tests for 1d6 Minutes.', apply: (ctx) => fog(ctx, ['INT', 'WIS'], 'Befuddled') },
    {
      min: 12,
      max: 12,
      name: 'Misdirected',
      effect: 'The power lashes out at random: a creature you can see Nearby (or you) takes 1d6 per spell level.',
      apply(ctx, c) {
        const near = creaturesNear(ctx, ctx.s.hero, REACH.Nearby, { friendly: true });
        const pick = ctx.roll('Misdirected', `1d${near.length + 1}`) - 1;
        const damage = ctx.roll('Misdirected damage', `${c.spell.level}d6`);
        const victim = near[pick];
        if (victim) harm(ctx, victim, damage, 'the stray magic');
        else hurtHero(ctx, damage, 'stray magic');
      },
    },
    {
      min: 13,
      max: 13,
      name: 'Gravity lurches',
      effect: 'The floor heaves: you take 1d4 damage and something you carry (not worn or held) falls at your feet.',
      apply(ctx) {
        const hero = ctx.s.hero;
        hurtHero(ctx, ctx.roll('Gravity lurches', '1d4'), 'a lurch of gravity');
        if (ctx.s.phase !== 'dungeon') return;
        const loose = hero.items.filter((i) => !Object.values(hero.equipped).includes(i.id));
        if (loose.length === 0) return;
        const item = loose[ctx.roll('what falls', `1d${loose.length}`) - 1]!;
        hero.items = hero.items.filter((i) => i !== item);
        currentZone(ctx.s).z.items.push({ x: hero.x, y: hero.y, item, chest: false });
        ctx.say('item', `${the(item.name, true)} falls at your feet.`, { item: item.id });
      },
    },
    {
      min: 14,
      max: 14,
      name: 'Sputtering light',
      effect: 'Your light gutters: its Usage die is rolled twice.',
      apply(ctx) {
        const light = equippedItem(ctx.s.hero, 'light');
        if (!light?.usageDie) return ctx.say('magic', 'Your hands spark, but you hold no light.');
        downgrade(ctx, light, 'the misfire');
        // Still carried, not used up: the light as the first roll left it.
        const left = ctx.s.hero.items.find((i) => i.id === light.id);
        if (left) downgrade(ctx, left, 'the misfire');
      },
    },
    {
      min: 15,
      max: 15,
      name: 'Slamming doors',
      effect: 'Every door Nearby slams shut and locks.',
      apply(ctx) {
        const { z } = currentZone(ctx.s);
        const hero = ctx.s.hero;
        for (const [k, d] of Object.entries(z.doors)) {
          const [x, y] = k.split(',').map(Number) as [number, number];
          if (d.type === 'open-arch' || distance({ x, y }, hero) > REACH.Nearby) continue;
          if (z.creatures.some((c) => c.x === x && c.y === y) || z.items.some((i) => i.x === x && i.y === y) || (hero.x === x && hero.y === y)) continue;
          setDoor(z, x, y, { open: false, locked: true });
          ctx.say('door', `The ${doorName(d.type)} at ${k} slams and locks.`, { x, y });
        }
      },
    },
    {
      min: 16,
      max: 16,
      name: 'Frozen',
      effect: 'You are Paralysed; a CON test at the end of each turn ends it.',
      apply: (ctx) => void ctx.s.hero.conditions.push({ kind: 'paralysed', turns: null, source: 'Frozen by a misfire' }),
    },
    {
      min: 17,
      max: 17,
      name: 'Coins to lead',
      effect: '2d6 of your coins crumble to grey dust.',
      apply(ctx) {
        const lost = Math.min(ctx.s.hero.coins, ctx.roll('Coins to lead', '2d6'));
        ctx.s.hero.coins -= lost;
        ctx.say('item', `${coins(lost)} crumble to dust.`, { lost });
      },
    },
    { min: 18, max: 18, name: 'Warm glow', effect: 'A kindly misfire: you regain 1d4 HP.', apply: (ctx) => magicHeal(ctx, ctx.roll('Warm glow', '1d4'), 'A warm glow') },
    {
      min: 19,
      max: 19,
      name: 'Painful success',
      effect: 'The spell works anyway, and you take 1d4 damage.',
      apply(ctx, c) {
        runEffect(ctx, c);
        if (ctx.s.phase === 'dungeon' || ctx.s.phase === 'home') hurtHero(ctx, ctx.roll('Painful success', '1d4'), 'the strain of the spell');
      },
    },
    { min: 20, max: 20, name: 'Wild success', effect: 'The spell works after all.', apply: (ctx, c) => runEffect(ctx, c) },
  ],
};

export function sideEffect(ctx: Ctx, c: Casting): void {
  const r = ctx.roll(MAGICAL_SIDE_EFFECTS.name, MAGICAL_SIDE_EFFECTS.die);
  const row = MAGICAL_SIDE_EFFECTS.rows.find((o) => o.min <= r && r <= o.max)!;
  ctx.say('magic', `Magical side effect: ${row.name}. ${row.effect}`, { sideEffect: row.name });
  row.apply(ctx, c);
}
