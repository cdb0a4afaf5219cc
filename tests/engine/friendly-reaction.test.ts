/**
 * The reactions table's friendly results promise a trade, an item or an
 * ally, which the game does not play: each is followed by what it does
 * mean in play, that the creature will not fight.
 */
import { describe, expect, it } from 'vitest';
import type { CreatureState, GameState } from '../../src/core/engine/types.js';
import { Ctx } from '../../src/core/engine/context.js';
import { distance } from '../../src/core/engine/geometry.js';
import { updateView } from '../../src/core/engine/view.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { facesThen, heroInDungeon, openSquares, said, withoutEnviron } from './setup.js';

/** Seed 13's Warrior with `count` Orcs of one group, not yet met, in view three squares off and beyond. */
function orcs(count: number): GameState {
  const s = withoutEnviron(structuredClone(heroInDungeon('Warrior', '13')));
  const { z } = currentZone(s);
  z.creatures = [];
  for (let k = 0; k < count; k++) {
    const at = openSquares(s).find((p) => distance(p, s.hero) === 3 + k && !z.creatures.some((c) => c.x === p.x && c.y === p.y))!;
    const c: CreatureState = {
      id: 900 + k, name: 'Orc', category: 'Humanoids', glyph: 'h', hd: 1, maxHp: 6, hp: 6, damage: '1d6', riders: [], speed: 4, loot: 'No',
      x: at.x, y: at.y, group: 7, attitude: 'neutral', aware: false, inCoffin: false, conditions: [], tokens: 0, spellUsed: false, delay: 0.25,
    };
    z.creatures.push(c);
  }
  return s;
}

describe('a friendly reaction', () => {
  it('"offers a fair exchange", then says it will not fight, of one creature or of many', () => {
    for (const [count, line] of [[1, /^It means you no harm: it will not fight\.$/], [2, /^They mean you no harm: they will not fight\.$/]] as const) {
      // 2d6 = 4: a mutually beneficial trade.
      const ctx = new Ctx(orcs(count), facesThen([6, 2], [6, 2]));
      updateView(ctx);
      expect(said(ctx.events, /offers? a fair exchange\.$/), String(count)).toBe(true);
      expect(said(ctx.events, line), String(count)).toBe(true);
    }
  });

  it('is not said of a creature that fights', () => {
    // 2d6 = 12: it attacks to kill.
    const ctx = new Ctx(orcs(1), facesThen([6, 6], [6, 6]));
    updateView(ctx);
    expect(said(ctx.events, /attacks to kill/)).toBe(true);
    expect(said(ctx.events, /no harm/)).toBe(false);
  });
});
