/** The hero's standing in one line, read first every turn in plain mode: what the full screen's side panel shows at a glance. */
import { armourLeft, armourPool } from '../../core/engine/hero.js';
import type { GameState } from '../../core/engine/types.js';
import { counted } from '../../base/words.js';
import { conditionNames } from '../panel.js';

export function statusLine(s: GameState): string {
  const h = s.hero;
  const where = s.zone ? `zone ${s.zone}, depth ${s.zones[s.zone]?.context.depth ?? 'unknown'}` : 'at Home';
  const fight = s.time.fight ? `, fight round ${s.time.fight.round}` : '';
  const conditions = conditionNames(s);
  return `${h.name}, ${h.className} level ${h.level}: HP ${h.hp} of ${h.maxHp}, armour ${armourLeft(h)} of ${armourPool(h)}; ${where}; turn ${s.turn}${fight}; ${counted(s.tokens.hero, 'token')}${conditions.length > 0 ? `; ${conditions.join(', ')}` : ''}.`;
}
