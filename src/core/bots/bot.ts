/**
 * A bot hero (docs/architecture.md rule 11): it plays only through `step`. Its
 * policy lists the actions it would take, best first; the driver tries them
 * with the reducer within a budget, and the bot learns only from what the
 * reducer accepted or refused. Its one random choice (the class, when none
 * is given) comes from a stream named `bot` derived from the game seed, kept
 * in the bot, so it never moves the game's own rolls.
 */
import { Stream } from '../../base/rng.js';
import type { Action } from '../engine/actions.js';
import type { ClassName, GameState } from '../engine/types.js';
import { createAction, homeCandidates } from './home.js';
import { actionKey, freshMemory, type BotMemory } from './memory.js';
import type { Candidate } from './candidate.js';
import { answerPending, doorKey, dungeonCandidates, heroAsked } from './policy.js';
import { DIR_STEPS } from '../engine/geometry.js';
import { exploitAnswer, exploitCandidates, noteExploit, type Exploit } from './exploit-play.js';

export interface BotOptions {
  className?: ClassName;
  kit?: 'A' | 'B';
  name?: string;
  /** A policy that leans on one exploit (exploit-play.ts); the default bot when left out. */
  exploit?: Exploit;
}

export const CLASS_NAMES: readonly ClassName[] = ['Warrior', 'Thief', 'Cleric', 'Wizard'];

export class Bot {
  readonly className: ClassName;
  readonly kit: 'A' | 'B';
  readonly name: string;
  readonly exploit: Exploit | undefined;
  readonly memory: BotMemory = freshMemory();
  /** The candidate behind the last action chosen. */
  private last: Candidate | undefined;

  constructor(seed: string, options: BotOptions = {}) {
    const rng = Stream.derive(seed, 'bot');
    this.className = options.className ?? CLASS_NAMES[Math.floor(rng.next() * CLASS_NAMES.length)]!;
    this.kit = options.kit ?? 'A';
    this.name = options.name ?? 'Robo';
    this.exploit = options.exploit;
  }

  /** Everything the bot would do in `s`, best first. */
  *candidates(s: GameState): Generator<Candidate> {
    switch (s.phase) {
      case 'creation':
        yield { action: createAction(s, this.className, this.kit, this.name), intent: 'create' };
        return;
      case 'home':
        // A question at Home (an objection to a restock, a sealed bid) comes first.
        if (s.pending) yield { action: answerPending(s), intent: 'answer' };
        yield* homeCandidates(s, this.memory);
        return;
      case 'dungeon': {
        const trick = this.exploit && (heroAsked(s) ? exploitAnswer(this.exploit, s) : undefined);
        if (trick) yield { action: trick, intent: 'exploit:answer' };
        else if (this.exploit && !heroAsked(s)) yield* exploitCandidates(this.exploit, s, this.memory);
        yield* dungeonCandidates(s, this.memory);
        return;
      }
      default:
        return;
    }
  }

  /** The best action not yet refused at this turn; the safe fallback when every idea was. Deterministic given the state and what the bot has been told. */
  chooseAction(s: GameState): Action {
    const refused = this.refusedAt(s);
    for (const c of this.candidates(s)) {
      // Most turns nothing was refused: no need to spell the action out.
      if (refused.size === 0 || !refused.has(actionKey(c.action))) {
        this.last = c;
        return c.action;
      }
    }
    this.last = { action: fallbackAction(s), intent: 'fallback' };
    return this.last.action;
  }

  /** Why the bot chose its last action. */
  get intent(): string | undefined {
    return this.last?.intent;
  }

  /** The reducer refused `action` in `s`: remember, so the next choice differs. */
  refused(s: GameState, action: Action): void {
    this.refusedAt(s).add(actionKey(action));
    const intent = this.intentOf(action);
    if (action.type === 'pickup' && s.zone) {
      const z = s.zones[s.zone]!;
      const here = z.items.find((f) => f.x === s.hero.x && f.y === s.hero.y);
      if (here) this.memory.ignoredItems.add(here.item.id);
    }
    if (s.phase === 'home') {
      this.memory.home.tried.set(intent, Infinity);
      this.memory.homeWorks.set(action.type, this.memory.homeWorks.get(action.type) ?? false);
    }
  }

  /** The reducer accepted `action` in `before`, giving `after`. */
  accepted(before: GameState, action: Action, after: GameState): void {
    const intent = this.intentOf(action);
    if (this.exploit) noteExploit(this.memory, before, action, after, intent);
    this.memory.ambushWaits = intent === 'ambush' ? this.memory.ambushWaits + 1 : 0;
    if (before.phase === 'home') {
      this.memory.home.tried.set(intent, (this.memory.home.tried.get(intent) ?? 0) + 1);
      this.memory.homeWorks.set(action.type, true);
    }
    if (after.zone !== before.zone) {
      this.memory.cameFrom = before.zone;
      this.memory.fledFrom = intent === 'flee' ? before.zone : null;
      // The policy leaves a zone for any other reason only once nothing is left to explore there.
      if (before.zone) this.memory.unexplored[/^(flee|home:hurt|safety|explore)/.test(intent) ? 'add' : 'delete'](before.zone);
    }
    if (action.type === 'enter-dungeon') {
      const known = Object.keys(after.zones).length;
      const f = this.memory.fruitless;
      f.visits = known === f.zonesAtEntry ? f.visits + 1 : 0;
      f.zonesAtEntry = known;
    }
    if (action.type === 'disarm' && before.zone) {
      const step = DIR_STEPS[action.dir];
      const x = before.hero.x + step.x;
      const y = before.hero.y + step.y;
      const trap = after.zones[before.zone]?.traps.find((t) => t.x === x && t.y === y);
      if (trap && !trap.disarmed) this.memory.disarmFailures.set(doorKey(before.zone, x, y), (this.memory.disarmFailures.get(doorKey(before.zone, x, y)) ?? 0) + 1);
    }
    if (action.type === 'force' && intent.startsWith('force:')) {
      const door = intent.slice('force:'.length);
      const [zoneId, square] = door.split(':') as [string, string];
      if (after.zones[zoneId]?.doors[square]?.locked) this.memory.forceFailures.set(door, (this.memory.forceFailures.get(door) ?? 0) + 1);
    }
  }

  /** The intent behind `action` if it was the last chosen, else ''. The driver hands back the very object chosen, so that is checked before spelling both out. */
  private intentOf(action: Action): string {
    const last = this.last;
    return last && (last.action === action || actionKey(last.action) === actionKey(action)) ? last.intent : '';
  }

  private refusedAt(s: GameState): Set<string> {
    if (this.memory.refused.turn !== s.turn) this.memory.refused = { turn: s.turn, actions: new Set() };
    return this.memory.refused.actions;
  }
}

/**
 * The bot's choice for `s` with no memory of earlier turns (nothing refused
 * yet, no doors given up): a pure function of the state, for an interface's
 * "what would the bot do" or a one-off step.
 */
export function chooseAction(s: GameState): Action {
  return new Bot(s.seed).chooseAction(s);
}

/** An action the reducer accepts in any phase still in play. */
export function fallbackAction(s: GameState): Action {
  if (heroAsked(s)) return answerPending(s);
  if (s.phase === 'creation') return createAction(s, 'Warrior', 'A', 'Robo');
  if (s.phase === 'home') return { type: 'enter-dungeon' };
  return { type: 'wait' };
}
