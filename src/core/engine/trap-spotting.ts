/**
 * A Thief's eye on the traps of a zone just entered: part of zone entry,
 * and needing only a trap's row, so it stands below the traps that spring
 * (which can send the hero on to another zone).
 */
import type { Ctx } from './context.js';
import { SCORE_TRAP, trapRow } from './trap-rows.js';
import { currentZone } from './zones.js';
import { aOrAn } from '../../base/words.js';

/** A Thief's eye on entering a zone: 2d6 per trap, at or under its save finds and disarms it. */
export function thiefSpotsTraps(ctx: Ctx): void {
  if (ctx.s.hero.className !== 'Thief') return;
  const { z } = currentZone(ctx.s);
  for (const trap of z.traps.filter((t) => !t.found)) {
    const { save, called } = trapRow(trap.name);
    if (ctx.roll(`spot the ${called} (save ${save})`, '2d6') > save) continue;
    trap.found = true;
    trap.disarmed = true;
    ctx.s.score += SCORE_TRAP;
    ctx.say('trap', `Your trained eye finds and disarms ${aOrAn(called)}. (+${SCORE_TRAP} points)`);
  }
}
