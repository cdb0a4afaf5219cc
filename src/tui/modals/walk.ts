/**
 * Walking many steps on one key: explore (`X`) and travel (`_`). Each step
 * is a `move` action through the reducer, then whatever must follow it
 * (a prompt, Home, the end). The walk stops as soon as anything needs the
 * player: a hostile creature in view, a creature met or (when exploring)
 * something lying about that comes into view, a wound, a trap, an
 * encounter, a riddle's doorway, a refused step. Exploring also ends on
 * each item it walks to, once.
 */
import { ZoneKnowledge } from '../../core/bots/knowledge.js';
import { DIR_STEPS, key } from '../../core/engine/geometry.js';
import { tollAt } from '../../core/engine/puzzles.js';
import { andList, aOrAn, capitalised, counted, creatureName, plural } from '../../base/words.js';
import type { CreatureState, Dir, GameState } from '../../core/engine/types.js';
import { sightOf } from '../../core/engine/view.js';
import { currentZone, doorAt } from '../../core/engine/zones.js';
import { keyFor, keyInProse } from '../keys.js';
import { viewFor } from '../../core/engine/seat-view.js';
import { ADVENTURER } from '../../core/engine/seats.js';
import type { LogLine, Ui } from '../ui.js';

export const MAX_STEPS = 500;

export interface WalkRules {
  /** Stop for things that come into view (what lay in view when the walk began does not stop it). */
  items: boolean;
  /** Stop when HP is below this, saying `hurt` of the game as it stands then. */
  hpFloor: number;
  hurt: (s: GameState) => string;
}

/** The next step, or why the walk ends (`null`: silently). */
export type NextStep = Dir | { say: string; kind: LogLine['kind'] } | null;

/** A creature's mood as travel names it: only one that is not hostile is marked. */
const moodOf = (c: CreatureState): string => (c.attitude !== 'hostile' ? ` (${c.attitude})` : '');

/** A creature the hero sees, named as travel names it: "a Goblin", "a Platypus of Death (neutral)". */
export const creatureThere = (c: CreatureState): string => aOrAn(creatureName(c.name)) + moodOf(c);

/**
 * What blocks the only known way to a square `goal` accepts, as the start
 * of a sentence ("2 Goblins (neutral) and a trap you found stand in the
 * way"), or undefined when nothing does. `k` is read from the hero's view:
 * a creature out of sight is not known to be there at all.
 */
export function inTheWay(k: ZoneKnowledge, goal: (i: number) => boolean): string | undefined {
  const squares = k.inTheWay(goal);
  if (!squares || squares.length === 0) return undefined;
  // Counted by kind, each with its singular and plural: "a Goblin (neutral)", "2 Goblins (neutral)".
  const kinds = new Map<string, { one: string; many: string; n: number }>();
  for (const i of squares) {
    const c = k.creatureAt.get(i);
    const [one, many] = !c ? ['a trap you found', 'traps you found'] : [creatureThere(c), plural(creatureName(c.name)) + moodOf(c)];
    const kind = kinds.get(one) ?? kinds.set(one, { one, many, n: 0 }).get(one)!;
    kind.n++;
  }
  const listed = [...kinds.values()].map((v) => (v.n === 1 ? v.one : `${v.n} ${v.many}`));
  return `${capitalised(andList(listed))} ${squares.length === 1 ? 'stands' : 'stand'} in the way`;
}

/** After a step refused at a locked door: the key that forces it, as the player's keys bind it (the rules' words name no key). */
export function forceHint(ui: Ui, dir: Dir): void {
  const s = ui.game!;
  if (s.phase !== 'dungeon') return;
  const door = doorAt(currentZone(s).z, s.hero.x + DIR_STEPS[dir].x, s.hero.y + DIR_STEPS[dir].y);
  const key = keyFor(ui.keys, 'force');
  if (door && !door.open && door.locked && key) ui.say(`${key}, then the door's direction, forces it.`, 'info');
}

/** After a step into a riddle's doorway: the key that answers it, as the player's keys bind it (the rules' words name no key). */
export function riddleHint(ui: Ui): void {
  const key = keyFor(ui.keys, 'riddle');
  if (key && ui.last.some((e) => e.kind === 'door' && e.data?.puzzle === 'riddle')) ui.say(`${keyInProse(key)} answers it.`, 'info');
}

/** Walks until `next` says stop or something needs attention; returns the steps taken. */
export function walk(ui: Ui, next: (s: GameState, steps: number) => NextStep, rules: WalkRules): number {
  const start = ui.game;
  if (!start || start.phase !== 'dungeon') return 0;
  // What the player could already see when asking to walk does not stop the walk: only what comes into view, and hostility.
  const before = sightOf(start).keys;
  const { z: z0 } = currentZone(start);
  const knownItems = new Set(z0.items.filter((f) => before.has(key(f.x, f.y))).map((f) => f.item.id));
  for (let steps = 0; steps < MAX_STEPS; steps++) {
    // The walk goes by what the hero knows: a creature out of sight neither stops nor steers it.
    const s = viewFor(ui.game!, ADVENTURER);
    // Danger stopped play for a key (danger.ts): the walk ends with it.
    if (s.phase !== 'dungeon' || s.pending || s.zone !== start.zone || ui.modals.some((m) => m.kind === 'more')) return steps;
    const { z } = currentZone(s);
    const visible = sightOf(s).keys;
    const seen = (p: { x: number; y: number }) => visible.has(key(p.x, p.y));
    // A creature met before that means no harm does not stop a walk; meeting one stops it (the step's events below).
    if (z.creatures.some((c) => c.attitude === 'hostile' && !c.inCoffin && seen(c))) {
      // Refused at the start, the walk would be refused again at once: the player is told what moves instead.
      ui.say(steps === 0 ? 'A creature is in view: no walk begins while one is. Move a step at a time.' : 'A creature is in view.', 'prompt');
      return steps;
    }
    if (rules.items && z.items.some((f) => seen(f) && !knownItems.has(f.item.id))) {
      ui.say('Something lies in view.', 'prompt');
      return steps;
    }
    if (s.hero.hp < rules.hpFloor) {
      ui.say(rules.hurt(s), 'prompt');
      return steps;
    }
    // A riddle read in a doorway stops the walk there, where it can be answered.
    if (steps > 0 && ui.last.some((e) => e.kind === 'trap' || e.kind === 'creature' || e.kind === 'time' || (e.kind === 'door' && e.data?.puzzle === 'riddle'))) {
      riddleHint(ui);
      return steps;
    }
    const dir = next(s, steps);
    if (dir === null) return steps;
    if (typeof dir === 'object') {
      ui.say(dir.say, dir.kind);
      return steps;
    }
    // A walk never spends tokens: it stops before a puzzle lock's toll, for the player to pay or not.
    const toll = tollAt(s, s.hero.x + DIR_STEPS[dir].x, s.hero.y + DIR_STEPS[dir].y);
    if (toll) {
      ui.say(`A puzzle lock bars ${toll.door}: ${counted(toll.tokens, 'token')} to pass. Step on to pay.`, 'prompt');
      return steps;
    }
    const ok = ui.act({ type: 'move', dir });
    ui.settle();
    if (!ok) {
      forceHint(ui, dir);
      return steps;
    }
  }
  return MAX_STEPS;
}

/** Why exploring will not go on, and what will: a rest (by the player's own key), healing, or steps walked one at a time. */
function hurtStop(ui: Ui, s: GameState): string {
  const rest = keyFor(ui.keys, 'rest');
  return `You are hurt (HP ${s.hero.hp}/${s.hero.maxHp}, below half): exploring stops. ${rest ? `Rest (${keyInProse(rest)}) or heal` : 'Heal'} first, or walk on a step at a time.`;
}

/**
 * Explore: walk towards the nearest unexplored square or item not yet stood
 * on, until something needs attention. Arriving on an item ends the walk
 * there, where the log says what lies underfoot; the next explore goes on
 * past it.
 */
export function explore(ui: Ui): void {
  const s = ui.game;
  if (!s || s.phase !== 'dungeon') return;
  // Each step marks what it lands on (Ui.act); the square the walk begins on is marked here.
  for (const f of currentZone(s).z.items) if (f.x === s.hero.x && f.y === s.hero.y) ui.trodden.add(f.item.id);
  // The item square the walk is heading for: arriving there ends it.
  let itemGoal: number | undefined;
  walk(
    ui,
    (now, steps) => {
      const { z } = currentZone(now);
      const k = new ZoneKnowledge(now);
      if (k.index(now.hero.x, now.hero.y) === itemGoal) return null;
      const items = new Set(z.items.filter((f) => !ui.trodden.has(f.item.id) && k.seen(k.index(f.x, f.y))).map((f) => k.index(f.x, f.y)));
      const route = k.route((i) => items.has(i) || k.frontier(i));
      if (!route) {
        const blocked = inTheWay(k, (i) => items.has(i) || k.frontier(i, true));
        if (blocked) return { say: `${blocked} to squares not yet seen: exploring stops. Wait for the way to clear, or go through (moving into a creature attacks it).`, kind: 'prompt' };
        const travel = keyFor(ui.keys, 'travel');
        return { say: `${steps === 0 ? 'Nothing left to explore here: every corner has been seen' : 'Explored'}.${travel ? ` Travel (${travel}) to a way on.` : ''}`, kind: 'info' };
      }
      itemGoal = items.has(route.goal) ? route.goal : undefined;
      return route.dir;
    },
    { items: true, hpFloor: Math.ceil(s.hero.maxHp / 2), hurt: (now) => hurtStop(ui, now) },
  );
}
