/**
 * Choosing a target on the map (fire, throw, cast, pray, aimed items): Tab
 * steps through the creatures in view within reach, nearest first; the
 * move keys move the cursor; Enter confirms. The rows below the map show
 * the range band, the exact chance of the test the action will take, and
 * what is under the cursor. The reducer has the last word: an illegal
 * choice comes back as a refusal in the log.
 */
import { distance, key, rangeBand } from '../../core/engine/geometry.js';
import { magicSight } from '../../core/engine/magic/hooks.js';
import type { CreatureState, GameState } from '../../core/engine/types.js';
import { sightOf } from '../../core/engine/view.js';
import { currentZone } from '../../core/engine/zones.js';
import type { Command } from '../keys.js';
import { esc, tone } from '../style.js';
import type { Ui } from '../ui.js';
import { mapCursor, type CursorModal, type Point } from './cursor.js';
import { confirm } from './basic.js';
import { describeSquare, visibleCreatures } from './look.js';
import { attackChance, chanceText } from './odds.js';
import { counted } from '../../base/words.js';

export interface AimSpec {
  title: string;
  /** Squares it reaches (Chebyshev); Infinity for anywhere in view. */
  reach: number;
  /** Only a creature will do (fire, throw): Tab skips friends, and an empty square is not taken. */
  creatures: boolean;
  /** Start on the hero rather than the nearest creature (spells that may aim at the caster). */
  fromHero?: boolean;
  /** A tagged line with the chance of the test, for the square under the cursor. */
  odds?: (s: GameState, p: Point, c: CreatureState | undefined) => string | undefined;
  send: (ui: Ui, p: Point, c: CreatureState | undefined) => void;
  /** The command whose key confirms too. */
  confirm?: Command;
}

export function reachText(reach: number): string {
  if (reach === Infinity) return 'anywhere in view';
  if (reach <= 0) return 'yourself';
  return `${rangeBand(reach)} (${counted(reach, 'square')})`;
}

/** A creature whose mood is known and is not hostile: friendly, or neutral and met. */
export function peaceful(c: CreatureState): boolean {
  return !c.inCoffin && c.aware && (c.attitude === 'friendly' || c.attitude === 'neutral');
}

/** The creature the hero sees on `p`, if any. */
export function creatureSeenAt(s: GameState, p: Point): CreatureState | undefined {
  const { z } = currentZone(s);
  // Most squares hold no creature (every step asks of the square ahead): the view is cast only for one that does.
  if (!z.creatures.some((c) => c.x === p.x && c.y === p.y)) return undefined;
  if (!sightOf(s).keys.has(key(p.x, p.y))) return undefined;
  const hidden = magicSight(s).hidden;
  return z.creatures.find((c) => c.x === p.x && c.y === p.y && !c.inCoffin && !hidden.has(c.id));
}

/** Opens target selection; an aim that only a creature will do, with none in view within reach, says so instead. */
export function aimAt(ui: Ui, spec: AimSpec): void {
  if (spec.creatures && ui.game && visibleCreatures(ui.game, spec.reach, false).length === 0) return ui.say(`No creature in view within reach: ${reachText(spec.reach)}.`, 'info');
  ui.push(aimCursor(spec));
}

function aimCursor(spec: AimSpec): CursorModal {
  return mapCursor({
    title: spec.title,
    hint: 'Tab: next  Enter: choose  Esc: cancel',
    cycle: (s) => visibleCreatures(s, spec.reach, !spec.creatures),
    cycleNone: `No creature in view within reach: ${reachText(spec.reach)}.`,
    ...(spec.fromHero ? { start: (s: GameState) => ({ x: s.hero.x, y: s.hero.y }) } : {}),
    info(ui, p) {
      const s = ui.game!;
      const d = distance(p, s.hero);
      const c = creatureSeenAt(s, p);
      const out = d > spec.reach;
      const band = `${d === 0 ? 'Range 0: yourself' : `Range ${d}: ${rangeBand(d)}`}; reaches ${reachText(spec.reach)}.${out ? ' Out of range.' : ''}`;
      const odds = spec.odds?.(s, p, c);
      return [tone(ui.style, out ? 'warn' : 'floor', esc(band)), ...(odds ? [odds] : []), ...describeSquare(s, ui.style, p)];
    },
    pick(ui, p) {
      const s = ui.game!;
      const c = creatureSeenAt(s, p);
      if (spec.creatures && !c) {
        ui.say('Choose a creature in view (Tab steps through them).', 'info');
        return false;
      }
      // A creature that means no harm is aimed at only when the player says so, as a step into it asks.
      if (c && peaceful(c)) {
        ui.push(confirm(`The ${c.name} is ${c.attitude}. Aim at it anyway?`, (u) => spec.send(u, p, c)));
        return true;
      }
      spec.send(ui, p, c);
      return true;
    },
    ...(spec.confirm ? { confirm: spec.confirm } : {}),
  });
}

/** The chance line of a ranged attack (fire, throw) at the creature under the cursor. */
export function rangedOdds(style: Ui['style'], thrown = false) {
  return (s: GameState, _p: Point, c: CreatureState | undefined) =>
    c ? tone(style, 'roll', esc(`To hit the ${c.name}: ${chanceText(attackChance(s, c, true, thrown))}`)) : tone(style, 'dim', esc('No creature under the cursor.'));
}
