/**
 * Travel (`_`): choose a square the hero has seen, or jump between the
 * known ways out (doors, stairs, passages) with `>` and `<`, then walk
 * there a step at a time over seen squares (the bots' `ZoneKnowledge`
 * route), stopping when a creature comes into view or anything else needs
 * the player.
 */
import { ZoneKnowledge } from '../../core/bots/knowledge.js';
import { isUnvisited, type Way } from '../../core/bots/zone-graph.js';
import type { GameState } from '../../core/engine/types.js';
import { currentZone } from '../../core/engine/zones.js';
import type { Ui } from '../ui.js';
import { mapCursor, type CursorModal, type Point } from './cursor.js';
import { describeSquare } from './look.js';
import { creatureThere, inTheWay, walk } from './walk.js';
import { capitalised } from '../../base/words.js';

/**
 * The ways out whose square the hero has seen (doors, stairs) or opened
 * (passages): those to zones not yet visited first, as the ones a player
 * travels to find, then the rest (the way in among them), nearest first in
 * each, so `>` starts on the nearest unexplored one.
 */
export function knownExits(s: GameState): Point[] {
  const k = new ZoneKnowledge(s);
  const far = (p: Point) => Math.max(Math.abs(p.x - s.hero.x), Math.abs(p.y - s.hero.y));
  const known = (e: Way) => (isUnvisited(s, e.to) ? 0 : 1);
  return [...k.knownExits()]
    .sort((a, b) => known(a) - known(b) || far(a) - far(b))
    .map((e) => ({ x: e.x, y: e.y }));
}

/** Walks to `goal` (a seen square); returns the steps taken. */
export function travelTo(ui: Ui, goal: Point): number {
  const s = ui.game;
  if (!s?.zone) return 0;
  const { zone, z } = currentZone(s);
  if (goal.x === s.hero.x && goal.y === s.hero.y) {
    ui.say('You are already there.', 'info');
    return 0;
  }
  if (goal.x < 0 || goal.y < 0 || goal.x >= zone.width || goal.y >= zone.height || z.seen[goal.y * zone.width + goal.x] !== '1') {
    ui.say('You do not know that square.', 'info');
    return 0;
  }
  return walk(
    ui,
    (now, steps) => {
      if (now.hero.x === goal.x && now.hero.y === goal.y) return steps > 0 ? { say: 'You arrive.', kind: 'info' } : null;
      const k = new ZoneKnowledge(now);
      const target = k.index(goal.x, goal.y);
      const route = k.route((i) => i === target);
      if (!route) {
        const blocked = inTheWay(k, (i) => i === target);
        if (blocked) return { say: `${blocked} there: travel stops. Wait for the way to clear, or go through (moving into a creature attacks it).`, kind: 'prompt' };
        return { say: steps === 0 ? 'You know no way there.' : 'The way there is blocked.', kind: 'info' };
      }
      // Never walk into a creature standing on the goal: that would be an attack.
      const there = route.length === 1 ? k.creatureAt.get(target) : undefined;
      if (there) return { say: `${capitalised(creatureThere(there))} stands there: travel stops beside it (moving into it attacks it).`, kind: 'info' };
      return route.dir;
    },
    { items: false, hpFloor: s.hero.hp, hurt: () => 'You are hurt: travel stops.' },
  );
}

export function travelCursor(): CursorModal {
  return mapCursor({
    title: 'Travel to',
    hint: 'move keys: cursor  >/<: exits  Enter: go  Esc: cancel',
    jumps: knownExits,
    info: (ui, p) => describeSquare(ui.game!, ui.style, p),
    pick: (ui, p) => void travelTo(ui, p),
    confirm: 'travel',
    enter: 'travels there',
  });
}
