/**
 * Quaffing, reading and using what the hero carries: the magic items of the
 * 2d12 table (magic-items.ts), the caster's own book, scrolls, wands, and
 * the sigils some prayers leave.
 */
import type { Destination, MagicAction, Target } from '../actions.js';
import { hurtHero } from '../combat.js';
import type { Ctx } from '../context.js';
import { makeItem } from '../items.js';
import { Refusal } from '../refusal.js';
import { leaveFor } from '../travel.js';
import { ENTRANCE } from '../../../procgen/ids.js';
import type { Item } from '../types.js';
import { downgrade, usedUp } from '../usage.js';
import { needZone, REACH, resolveAim } from './aim.js';
import { isBook } from './book.js';
import { blocked, castFromPage, prepare, runEffect } from './cast.js';
import { isFree } from './creatures.js';
import { MIST_SIGIL, RECALL_SIGIL, toZone } from './effects/space.js';
import { placeHero } from './placing.js';
import { casterOf, noun, spellNamed, type Caster } from './lists.js';
import { MAGIC_ITEM_USES, type Verb } from './magic-items.js';
import { sideEffect } from './side-effects.js';
import { heroHas } from './state.js';
import { wandSpell } from './wands.js';

export const SCROLL = 'Scroll of ';

/** A scroll of a spell or prayer: read once, by a caster of its list. */
export function makeScroll(ctx: Ctx, spell: string): Item {
  return makeItem(ctx, { name: `scroll of ${spell}`, kind: 'magic', quantity: 1, usageDie: null, av: null, weaponKind: null, large: false, ranged: false, value: 0, magic: `${SCROLL}${spell}` });
}


/** Drinking from the Cup of Ending: harmless to its owner (the last to fill it), deadly to anyone else. */
function quaffCup(ctx: Ctx, item: Item): void {
  const hero = ctx.s.hero;
  const owner = hero.effects.some((e) => e.kind === 'item' && e.item === item.id && e.name === 'Cup of Ending');
  if (owner) ctx.say('item', 'You drink from your own Cup: it tastes of nothing at all.');
  else {
    ctx.say('item', 'You drink from a Cup that is not yours…');
    hurtHero(ctx, ctx.roll('Cup of Ending', '1d8'), 'the Cup of Ending');
    if (ctx.s.phase === 'dead') return;
    if (!hero.conditions.some((c) => c.source === 'Cup of Ending')) hero.conditions.push({ kind: 'ongoing', damage: hero.level, source: 'Cup of Ending' });
  }
  downgrade(ctx, item, 'a draught');
}

function useWand(ctx: Ctx, item: Item, target: Target | undefined, to: Destination | undefined): void {
  needZone(ctx);
  blocked(ctx, 'wand');
  const sp = spellNamed('Wizard', wandSpell(ctx, item))!;
  const c = prepare(ctx, sp, target, to, 'wand');
  downgrade(ctx, item, 'a spell cast');
  runEffect(ctx, c);
}

function readScroll(ctx: Ctx, item: Item, action: Extract<MagicAction, { type: 'read' }>): void {
  const name = item.magic!.slice(SCROLL.length);
  if (name === 'Recall') {
    if (ctx.s.phase !== 'dungeon') throw new Refusal('You are Home already.');
    usedUp(ctx, item);
    ctx.say('magic', 'The scroll of recall folds the world: you are Home.');
    return leaveFor(ctx, ENTRANCE);
  }
  const caster = casterOf(ctx.s.hero);
  if (!caster) throw new Refusal('Only a Wizard or a Cleric can read a spell from a scroll.');
  const sp = spellNamed(caster, name);
  if (!sp) {
    const other: Caster = caster === 'Wizard' ? 'Cleric' : 'Wizard';
    throw new Refusal(spellNamed(other, name) ? `It is a ${noun(other)}: only a ${other} can read it.` : 'The scroll is unreadable.');
  }
  castFromPage(ctx, sp, action.target, action.to, () => usedUp(ctx, item), sideEffect);
}

function readBook(ctx: Ctx, item: Item, action: Extract<MagicAction, { type: 'read' }>): void {
  const hero = ctx.s.hero;
  const caster = casterOf(hero)!;
  if (!action.spell) throw new Refusal(`Read which ${noun(caster)}? Your ${item.name} holds ${hero.known.join(', ')}.`);
  const sp = spellNamed(caster, action.spell);
  if (!sp || !hero.known.includes(sp.name)) throw new Refusal(`Your ${item.name} does not hold ${action.spell}.`);
  if (hero.effects.some((e) => e.name === 'Smouldering page' && e.spell === sp.name)) throw new Refusal(`The page of ${sp.name} is charred: it cannot be read again this visit.`);
  castFromPage(ctx, sp, action.target, action.to, () => undefined, sideEffect);
}

function useSigil(ctx: Ctx, item: Item, target: Target | undefined): void {
  needZone(ctx);
  const hero = ctx.s.hero;
  if (item.magic === RECALL_SIGIL) {
    const mark = hero.effects.find((e) => e.kind === 'mark' && e.item === item.id);
    if (!mark || !mark.zone) throw new Refusal('The sigil is dead: its mark is gone.');
    hero.effects = hero.effects.filter((e) => e !== mark);
    usedUp(ctx, item);
    if (mark.zone === ctx.s.zone) {
      const spot = isFree(ctx, { x: mark.x!, y: mark.y! }) || (hero.x === mark.x && hero.y === mark.y) ? { x: mark.x!, y: mark.y! } : undefined;
      if (spot) return placeHero(ctx, spot, 'Word of Recall');
      return ctx.say('magic', 'Something stands on the marked spot: the recall fails.');
    }
    return toZone(ctx, mark.zone, { x: mark.x!, y: mark.y! });
  }
  if (!heroHas(ctx.s, 'Wind Walk')) {
    usedUp(ctx, item);
    throw new Refusal('The mist sigil has faded.');
  }
  const aim = resolveAim(ctx, 'square', REACH.Nearby, target);
  if (!isFree(ctx, aim.square!)) throw new Refusal('Drift to an open square.');
  placeHero(ctx, aim.square!, 'As mist you drift');
}

/** Quaff, read or use an item the hero carries. */
export function itemAction(ctx: Ctx, action: Extract<MagicAction, { type: Verb }>): void {
  const hero = ctx.s.hero;
  const item = hero.items.find((i) => i.id === action.item);
  if (!item) throw new Refusal('You carry no such thing.');
  const verb = action.type;
  if (isBook(hero, item) && casterOf(hero)) {
    if (verb !== 'read') throw new Refusal(`You can only read your ${item.name}.`);
    return readBook(ctx, item, action as Extract<MagicAction, { type: 'read' }>);
  }
  const magic = item.magic;
  if (magic?.startsWith(SCROLL)) {
    if (verb !== 'read') throw new Refusal('A scroll is for reading.');
    return readScroll(ctx, item, action as Extract<MagicAction, { type: 'read' }>);
  }
  if (magic === RECALL_SIGIL || magic === MIST_SIGIL) {
    if (verb !== 'use') throw new Refusal('Use the sigil.');
    return useSigil(ctx, item, 'target' in action ? action.target : undefined);
  }
  if (magic === 'Cup of Ending' && verb === 'quaff') return quaffCup(ctx, item);
  const use = magic ? MAGIC_ITEM_USES[magic] : undefined;
  if (!use) throw new Refusal(`Nothing happens: ${item.name} is not something to ${verb}.`);
  if (use.verb !== verb) throw new Refusal(`You cannot ${verb} the ${item.name}; ${use.verb} it.`);
  if (use.dungeon) needZone(ctx);
  const target = 'target' in action ? action.target : undefined;
  if (magic === 'Wand') return useWand(ctx, item, target, 'to' in action ? action.to : undefined);
  const aim = use.aim === 'none' ? { self: true } : ctx.s.zone ? resolveAim(ctx, use.aim, use.reach, target) : { self: true };
  use.run(ctx, item, aim, action);
}
