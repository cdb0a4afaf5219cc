/**
 * Disarming, forcing locks and mending armour as Adventure Algorithms'
 * Workshop (disarm=workshop, RULES.md §10; the Craft's rules and odds are
 * in src/core/odds/workshop.ts). The Craft is three piles of three d6.
 * Supply: 1 + ⌊DEX/6⌋ for a trap or a lock, +1 for a Thief (it is a
 * Thief's trade); 1 + ⌊INT/6⌋ for armour, +1 at Home's armourer (the
 * bench and its tools) and +1 for resting (at Home the hero has the day).
 * Each round rolls any number of the supply dice left; one of them may
 * take the place of a Craft die, the rest are spent. Equal piles: done. The
 * supply gone first: a trap goes off, a lock holds, the armour stays broken.
 * Giving up before the first roll costs only the turn; after, it fails.
 */
import { PILE_SIZE, PILES, pilesEqual, pileTotals } from '../odds/workshop.js';
import type { Ctx } from './context.js';
import { doorName } from '../../procgen/describe.js';
import { lockedDoor } from './movement.js';
import { Refusal } from './refusal.js';
import { noise } from './view.js';
import { knownTrap, triggerTrapAt } from './traps.js';
import { SCORE_TRAP, trapCalled } from './trap-rows.js';
import type { Dir, GameState, Hero, Workshop, WorkshopTask } from './types.js';
import { currentZone, doorAt, setDoor } from './zones.js';
import { checkMendable } from './home/armourer.js';

export const CRAFT_DICE = PILES * PILE_SIZE;

/** The supply dice for a task, counted as the header explains. */
export function workshopSupply(hero: Hero, task: WorkshopTask): number {
  if (task.what === 'repair') return 1 + Math.floor(hero.attributes.INT / 6) + 1 + 1;
  return 1 + Math.floor(hero.attributes.DEX / 6) + (hero.className === 'Thief' ? 1 : 0);
}

/** What the Workshop is working on, in the game's words. */
export function taskName(s: GameState, task: WorkshopTask): string {
  if (task.what === 'repair') return `mending ${task.dice} armour ${task.dice === 1 ? 'die' : 'dice'}`;
  const { z } = currentZone(s);
  if (task.what === 'lock') return `the lock of the ${doorName(doorAt(z, task.x, task.y)!.type)}`;
  const trap = z.traps.find((t) => t.x === task.x && t.y === task.y)!;
  return `the ${trapCalled(trap.name)}`;
}

/** The disarm action under disarm=workshop: the Workshop on a found trap. */
export function workshopOnTrap(ctx: Ctx, dir: Dir): void {
  const { at } = knownTrap(ctx, dir);
  startWorkshop(ctx, { what: 'trap', x: at.x, y: at.y });
}

/** Forcing a lock under disarm=workshop: the Workshop on the lock. */
export function workshopOnLock(ctx: Ctx, dir: Dir): void {
  const { to } = lockedDoor(ctx, dir);
  startWorkshop(ctx, { what: 'lock', x: to.x, y: to.y });
}

/** Mending armour dice at the armourer's bench, under disarm=workshop: the Workshop, once a Day at Home. */
export function bench(ctx: Ctx, dice: number): void {
  const s = ctx.s;
  if (s.options.disarm !== 'workshop') throw new Refusal('The armourer mends for a price; the bench is for the Workshop (disarm=workshop).');
  checkMendable(s.hero, dice);
  if (s.home.bench === s.home.day) throw new Refusal('You have worked at the bench today: rest a Day to try again.');
  s.home.bench = s.home.day;
  startWorkshop(ctx, { what: 'repair', dice });
}

/** Sets up the Craft and waits for the first roll. */
export function startWorkshop(ctx: Ctx, task: WorkshopTask): void {
  const supply = workshopSupply(ctx.s.hero, task);
  let craft = ctx.rollFaces('the Craft', `${CRAFT_DICE}d6`);
  // A Craft that comes up already even is no work: it is rolled again (the data's reading of the seed).
  while (pilesEqual(craft)) craft = ctx.rollFaces('the Craft, again (its piles matched)', `${CRAFT_DICE}d6`);
  ctx.s.pending = { kind: 'workshop', workshop: { task, craft, supply, rolled: null } };
  ctx.say('prompt', `The Workshop, on ${taskName(ctx.s, task)}: ${supply} supply ${supply === 1 ? 'die' : 'dice'}, piles of ${pileTotals(craft).join(', ')}.`);
}

const open = (ctx: Ctx): Workshop => {
  const p = ctx.s.pending;
  if (p?.kind !== 'workshop') throw new Refusal('You are not at work on anything.');
  return p.workshop;
};

/** Rolls `dice` of the supply left. */
export function work(ctx: Ctx, dice: number): void {
  const w = open(ctx);
  if (w.rolled) throw new Refusal('Put one of the dice rolled in place first (or none).');
  if (!Number.isInteger(dice) || dice < 1 || dice > w.supply) throw new Refusal(`Roll 1 to ${w.supply} of your supply dice.`);
  w.supply -= dice;
  w.rolled = ctx.rollFaces('Workshop supply', `${dice}d6`);
}

/** Puts rolled die `die` in place of Craft die `at` (null: none), spending the roll. */
export function place(ctx: Ctx, die: number | null, at: number | undefined): void {
  const w = open(ctx);
  if (!w.rolled) throw new Refusal('Roll some supply dice first.');
  if (die !== null) {
    const face = w.rolled[die];
    if (face === undefined) throw new Refusal('There is no such rolled die.');
    if (at === undefined || !Number.isInteger(at) || at < 0 || at >= CRAFT_DICE) throw new Refusal(`Name the Craft die to replace, 1 to ${CRAFT_DICE}.`);
    const was = w.craft[at]!;
    w.craft[at] = face;
    ctx.say('message', `The ${face} takes the place of a ${was}: piles of ${pileTotals(w.craft).join(', ')}.`);
  }
  w.rolled = null;
  if (pilesEqual(w.craft)) return workshopDone(ctx, w);
  if (w.supply === 0) return workshopFailed(ctx, w, 'Your supply is spent');
}

/** Giving up: free before the first roll, a failure after. */
export function giveUpWorkshop(ctx: Ctx): void {
  const w = open(ctx);
  const begun = w.rolled !== null || w.supply < workshopSupply(ctx.s.hero, w.task);
  if (!begun) {
    ctx.s.pending = null;
    return ctx.say('message', `You leave ${taskName(ctx.s, w.task)} alone.`);
  }
  workshopFailed(ctx, w, 'You give up the work');
}

function workshopDone(ctx: Ctx, w: Workshop): void {
  ctx.s.pending = null;
  const task = w.task;
  ctx.say('message', 'The piles match: the work is done.');
  if (task.what === 'repair') {
    const hero = ctx.s.hero;
    const permanent = Math.min(task.dice, hero.armourPermanent);
    hero.armourPermanent -= permanent;
    hero.armourBroken -= task.dice - permanent;
    return ctx.say('home', `You mend ${task.dice} armour ${task.dice === 1 ? 'die' : 'dice'} at the armourer's bench.`, { dice: task.dice, permanent });
  }
  const { z } = currentZone(ctx.s);
  if (task.what === 'lock') {
    const door = setDoor(z, task.x, task.y, { locked: false, open: true });
    return ctx.say('door', `The ${doorName(door.type)} gives way.`);
  }
  const trap = z.traps.find((t) => t.x === task.x && t.y === task.y)!;
  trap.disarmed = true;
  ctx.s.score += SCORE_TRAP;
  ctx.say('trap', `You disarm the ${trapCalled(trap.name)}. (+${SCORE_TRAP} points)`);
}

function workshopFailed(ctx: Ctx, w: Workshop, why: string): void {
  ctx.s.pending = null;
  const task = w.task;
  ctx.say('message', `${why} before the piles match: the work fails.`);
  if (task.what === 'repair') return ctx.say('home', 'The armour stays broken; the bench is yours again after a Day of rest.');
  if (task.what === 'trap') return triggerTrapAt(ctx, task.x, task.y);
  ctx.say('door', `The ${doorName(doorAt(currentZone(ctx.s).z, task.x, task.y)!.type)} holds.`);
  // Working at a lock is no quieter than forcing it.
  noise(ctx, 'the noise');
}
