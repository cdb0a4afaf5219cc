/**
 * The reducer: `step(state, action) → { state, events }`, or an error that
 * leaves the state as it was (docs/architecture.md rule 1). The interface, the
 * bots, the simulator and the replayer all play through it.
 */
import type { Action, HomeAction, MagicAction } from './actions.js';
import { HOME_ACTIONS, homeAction } from './home/index.js';
import { MAGIC_ACTIONS, magicAction } from './magic/index.js';
import { magicTurn } from './magic/upkeep.js';
import { foesActFirst, runCreatures } from './actors.js';
import { invokeBackground } from './background.js';
import { dealerOfDeath, throwAt } from './abilities.js';
import { die, heroAttacks, hurtHero } from './combat.js';
import { Ctx } from './context.js';
import { workingCopy } from './clone.js';
import { create, validateCreate } from './creation.js';
import type { GameEvent } from './events.js';
import { distance } from './geometry.js';
import { drop, equip, pickUp, unequip } from './inventory.js';
import { fireProblem } from './hero.js';
import { drink } from './fountains.js';
import { answerRiddle } from './puzzles.js';
import { answerPrompt, answers } from './prompts.js';
import { spendAction } from './spends/index.js';
import { forceDoor, move, openDoor, Refusal, takeStairs } from './movement.js';
import { rest } from './rest.js';
import { distractedRefusal } from './hindered.js';
import { fightBegins, isFoe, tick } from './time.js';
import { isCornered, reactionCheck } from './reactions.js';
import { checkVictory } from './progress.js';
import { disarm, search } from './traps.js';
import { startSurvey } from './survey.js';
import { miniGameMove } from './mini-games.js';
import { workshopOnLock, workshopOnTrap } from './workshop.js';
import { enterDungeon } from './travel.js';
import type { GameState } from './types.js';
import { heroSees, updateView } from './view.js';
import { currentZone } from './zones.js';
import { key } from './geometry.js';
import { aOrAn, capitalised, counted } from '../../base/words.js';
import { sourceText } from './condition-source.js';
import { seatProblem } from './decisions.js';
import { oppositionAction } from './seat-actions.js';
import { ADVENTURER, askedSeats, isSeat, type Seat } from './seats.js';
import { gameOver } from './game-over.js';

export type StepResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: string; state: GameState };

/** A cheap, stable number from the gameplay stream's state: replays compare it every turn. */
function checkValue(s: GameState): number {
  const { c, s0, s1, s2 } = s.rng.gameplay.alea;
  return Math.floor((s0 * 7 + s1 * 13 + s2 * 17 + c) * 1e6) % 2_147_483_647;
}

const refuse = (state: GameState, error: string): StepResult => ({ ok: false, error, state });

/** Actions that are not the hero acting: answers, settings and token spends keep the last test for a Stunt. */
const KEEP_LAST_TEST = new Set<Action['type']>(['answer', 'escalate', 'hunger', 'armour-setting', 'spend', 'insist', 'bid', 'invoke-background']);

/** Ongoing damage at the start of the hero's turn. */
function startOfTurn(ctx: Ctx): void {
  const hero = ctx.s.hero;
  const here = ctx.s.zone ? currentZone(ctx.s).z.creatures : [];
  hero.conditions = hero.conditions.filter((c) => c.kind !== 'ongoing' || c.holder === undefined || here.some((o) => o.id === c.holder));
  for (const c of hero.conditions) {
    if (c.kind !== 'ongoing' || ctx.s.phase !== 'dungeon') continue;
    if (c.turning && c.turning.turnsLeft-- <= 0) return die(ctx, `turned into ${aOrAn(c.turning.into)} by the ${c.source}`, c.source);
    if (c.turning) ctx.say('message', `${capitalised(sourceText(c.source))} works in you: ${counted(c.turning.turnsLeft + 1, 'turn')} left to shake it off.`);
    else hurtHero(ctx, c.dice ? ctx.roll(c.source, c.dice) : c.damage, c.source);
  }
}

/** End of the hero's turn: a test may end ongoing damage or paralysis. */
function endOfTurn(ctx: Ctx): void {
  const hero = ctx.s.hero;
  for (const c of [...hero.conditions]) {
    // Divine Fortification: a Cleric has Advantage against poison and paralysis.
    if ((c.kind === 'ongoing' || c.kind === 'paralysed') && ctx.test({ label: `shake off ${c.source}`, attr: 'CON', advantage: hero.className === 'Cleric' }).success) {
      hero.conditions = hero.conditions.filter((x) => x !== c);
      ctx.say('message', `${capitalised(sourceText(c.source))} wears off.`);
    }
    if ((c.kind === 'distracted' || c.kind === 'stuck') && c.turns !== null && --c.turns <= 0) hero.conditions = hero.conditions.filter((x) => x !== c);
  }
}

/** Foes just met, here or in a zone just entered, who win the initiative act before the hero's next action. */
function meetFoes(ctx: Ctx): void {
  const s = ctx.s;
  if (s.phase !== 'dungeon' || !s.zone || s.pending || s.decision) return;
  if (fightBegins(ctx)) {
    foesActFirst(ctx);
    if (s.phase === 'dungeon' && s.zone) updateView(ctx);
  }
  passLostTurns(ctx);
}

/**
 * The end of a Moment with `reactions=hackssential` (reactions.ts): a hero
 * cornered makes the reaction check, and each turn lost to a failed one
 * passes now, the creatures acting as if the hero had waited.
 */
function passLostTurns(ctx: Ctx): void {
  const s = ctx.s;
  if (s.options.reactions !== 'hackssential') return;
  while (s.phase === 'dungeon' && s.zone && !s.pending && !s.decision && s.time.fight) {
    const fight = s.time.fight;
    if (isCornered(ctx, currentZone(s).z.creatures.filter((c) => isFoe(c, s.hero)))) reactionCheck(ctx, 'cornered');
    if (!fight.lostTurns) return;
    fight.lostTurns--;
    fight.round++;
    ctx.say('combat', 'Your turn passes.');
    runCreatures(ctx);
    if (s.phase === 'dungeon' && s.zone) updateView(ctx);
  }
}

function dungeonAction(ctx: Ctx, action: Action): void {
  const hero = ctx.s.hero;
  const paralysed = hero.conditions.some((c) => c.kind === 'paralysed');
  const distracted = distractedRefusal(hero);
  if (paralysed && action.type !== 'wait') throw new Refusal('You are paralysed: you can only wait.');
  switch (action.type) {
    case 'move':
      return move(ctx, action.dir);
    case 'wait':
      return ctx.say('message', 'You wait.');
    case 'open':
    case 'close':
      return openDoor(ctx, action.dir, action.type === 'open');
    case 'force':
      if (distracted) throw distracted;
      return ctx.s.options.disarm === 'workshop' ? workshopOnLock(ctx, action.dir) : forceDoor(ctx, action.dir);
    case 'fire': {
      if (distracted) throw distracted;
      const { z } = currentZone(ctx.s);
      const c = z.creatures.find((o) => o.id === action.target);
      if (!c || !heroSees(ctx).has(key(c.x, c.y))) throw new Refusal('You cannot see that target.');
      const unready = fireProblem(hero);
      if (unready) throw new Refusal(unready);
      if (distance(c, hero) > 12) throw new Refusal('That is beyond Faraway range.');
      heroAttacks(ctx, c, true);
      if (ctx.s.time.fight) ctx.s.time.fight.fired = true;
      return;
    }
    case 'throw':
      if (distracted) throw distracted;
      return throwAt(ctx, action.target, action.item);
    case 'deal-death':
      if (distracted) throw distracted;
      return dealerOfDeath(ctx);
    case 'stairs':
      return takeStairs(ctx);
    case 'drink':
      return drink(ctx, action.for);
    case 'pickup':
      return pickUp(ctx);
    case 'drop':
      return drop(ctx, action.item);
    case 'equip':
      return equip(ctx, action.item);
    case 'unequip':
      return unequip(ctx, action.slot);
    case 'search':
      return ctx.s.options.search === 'survey' ? startSurvey(ctx) : search(ctx);
    case 'disarm':
      return ctx.s.options.disarm === 'workshop' ? workshopOnTrap(ctx, action.dir) : disarm(ctx, action.dir);
    case 'rest':
      return rest(ctx);
    case 'riddle':
      return answerRiddle(ctx, action.dir, action.answer);
    case 'suicide':
      return die(ctx, 'committed suicide');
    default:
      if ((MAGIC_ACTIONS as string[]).includes(action.type)) {
        if (distracted) throw distracted;
        return magicAction(ctx, action as MagicAction);
      }
      throw new Refusal(`You cannot do that in the dungeon.`);
  }
}

/** Ends a step: the gameplay stream kept, the turn counted (unless put off while seats decide), the check value taken. */
function finish(ctx: Ctx, turns: number): StepResult {
  const s = ctx.s;
  checkVictory(ctx);
  s.rng.gameplay = ctx.rng.state();
  s.turn += turns;
  s.check = checkValue(s);
  return { ok: true, state: s, events: ctx.events };
}

/**
 * A seat answers its decision. When the last decision the hero's action
 * opened is answered, the rest of that action is done: the view, the foes
 * met, the turn counted, as it would have been without the wait. An
 * answer to a decision is no turn of the hero's.
 */
function seatStep(state: GameState, seat: Seat, action: Action): StepResult {
  const problem = seatProblem(state, seat, action.type);
  if (problem) return refuse(state, problem);
  const ctx = new Ctx(workingCopy(state));
  const s = ctx.s;
  try {
    oppositionAction(ctx, seat, action);
  } catch (error) {
    if (error instanceof Refusal) return refuse(state, error.message);
    throw error;
  }
  const resume = s.resume;
  if (s.decision || !resume) return finish(ctx, 0);
  s.resume = null;
  if (resume.view && s.phase === 'dungeon' && s.zone && !s.pending) updateView(ctx);
  if (resume.meet) meetFoes(ctx);
  return finish(ctx, resume.turns);
}

export function step(state: GameState, action: Action): StepResult {
  if (gameOver(state)) return refuse(state, 'The game is over.');
  const seat = action.seat ?? ADVENTURER;
  if (!isSeat(seat)) return refuse(state, `"${String(seat)}" is no seat: the seats are adventurer and opposition:1 to opposition:4.`);
  // Objecting to an Opposition seat's spend, the Adventurer answers a decision as the seats do.
  if (seat !== ADVENTURER || (state.decision?.kind === 'challenge' && action.type !== 'armour-setting')) return seatStep(state, seat, action);
  if (!askedSeats(state).includes(ADVENTURER) && action.type !== 'armour-setting') return refuse(state, 'The Opposition is deciding: wait for it.');
  if (state.pending && !answers(state.pending, action) && action.type !== 'armour-setting') return refuse(state, 'Answer the question first.');
  const ctx = new Ctx(workingCopy(state));
  const s = ctx.s;
  // A Stunt re-rolls the test of the hero's last action: any other action leaves it behind.
  if (s.lastTest && !KEEP_LAST_TEST.has(action.type)) s.lastTest = null;
  // What the action still owes if it opens a decision: done once the seats have answered (`seatStep`).
  let owed = { view: false, meet: false };
  try {
    if (action.type === 'armour-setting') {
      if (!['always', 'ask', 'never'].includes(action.value)) return refuse(state, 'The armour setting is always, ask or never.');
      // The options are shared with the state the step began from: replaced, not changed.
      s.options = { ...s.options, armourPrompt: action.value };
      ctx.say('message', `Armour dice: ${action.value === 'ask' ? 'ask each time' : action.value === 'always' ? 'always break one to ignore a blow' : 'never break one'}.`);
    } else if (action.type === 'create') {
      const problem = validateCreate(s, action);
      if (problem) return refuse(state, problem);
      create(ctx, action);
    } else if (s.phase === 'creation') {
      return refuse(state, 'Make your hero first.');
    } else if (action.type === 'answer' || action.type === 'escalate' || action.type === 'hunger' || action.type === 'insist' || action.type === 'bid') {
      if (!s.pending || !answers(s.pending, action)) return refuse(state, 'Nothing like that is being asked.');
      answerPrompt(ctx, action);
      // An answer may take the hero on into a zone (the stairs' escalation question): its foes meet the hero there.
      meetFoes(ctx);
      owed = { view: true, meet: true };
    } else if (action.type === 'explore' || action.type === 'work' || action.type === 'place' || action.type === 'give-up') {
      // A mini-game's move: its dice were rolled by the action that began it, so no creature acts between moves.
      if (!s.pending || !answers(s.pending, action)) return refuse(state, 'Nothing like that is being played.');
      miniGameMove(ctx, action);
      if (s.phase === 'dungeon' && s.zone && !s.pending) updateView(ctx);
      meetFoes(ctx);
      owed = { view: true, meet: true };
    } else if (action.type === 'spend') {
      // A token spend takes no time: no creature acts, no Minute passes (spends/).
      spendAction(ctx, action);
      if (s.phase === 'dungeon' && s.zone && !s.pending && !s.decision) updateView(ctx);
      owed = { view: true, meet: false };
    } else if (action.type === 'invoke-background' && s.phase === 'dungeon') {
      invokeBackground(ctx, action.attr);
    } else if (s.phase === 'home') {
      if (action.type === 'enter-dungeon') {
        enterDungeon(ctx);
        meetFoes(ctx);
        owed = { view: false, meet: true };
      } else if ((HOME_ACTIONS as string[]).includes(action.type)) homeAction(ctx, action as HomeAction);
      else if (action.type === 'memorise' || action.type === 'quaff' || action.type === 'read' || action.type === 'use') magicAction(ctx, action);
      else if (action.type === 'equip') equip(ctx, action.item);
      else if (action.type === 'unequip') unequip(ctx, action.slot);
      else return refuse(state, 'That is for the dungeon.');
    } else {
      startOfTurn(ctx);
      if (s.phase === 'dungeon') {
        const zoneBefore = s.zone;
        const from = { x: s.hero.x, y: s.hero.y };
        dungeonAction(ctx, action);
        const stepped = s.hero.x !== from.x || s.hero.y !== from.y;
        // An action that opened a decision is on its way out of the zone (or into the next): it waits for the seats.
        if (s.phase === 'dungeon' && s.zone === zoneBefore && s.zone && !s.decision) {
          endOfTurn(ctx);
          // A fight this action began: the initiative decides whether the foes answer before the hero acts again.
          const first = tick(ctx);
          if (s.phase === 'dungeon' && !s.pending) {
            if (first === 'foes') foesActFirst(ctx);
            else if (first !== 'hero') runCreatures(ctx, stepped);
          }
          // Lasting spells act once a turn, after the creatures: webs, walls, allies, clocks running out.
          if (s.phase === 'dungeon' && !s.pending && s.zone === zoneBefore) magicTurn(ctx);
          if (s.phase === 'dungeon' && s.zone) updateView(ctx);
        }
        meetFoes(ctx);
        owed = { view: false, meet: true };
      }
    }
  } catch (error) {
    if (error instanceof Refusal) return refuse(state, error.message);
    throw error;
  }
  // A setting changed, or a background called on, is no turn of the game: the clock of Moments does not move.
  const turns = action.type !== 'armour-setting' && action.type !== 'invoke-background' ? 1 : 0;
  if (!s.decision) return finish(ctx, turns);
  // A bid made before the Opposition's is still owed the turn of the insisting that opened it.
  const before = s.resume;
  s.resume = { view: owed.view || before?.view === true, meet: owed.meet || before?.meet === true, turns: (before?.turns ?? 0) + turns };
  return finish(ctx, 0);
}
