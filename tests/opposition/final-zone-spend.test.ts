/**
 * The Final Zone, as a hard Opposition stocks it (its boss the strongest
 * creature that fits under its cap, the seed's tradition): when the zone has too little room for a retinue, the
 * tokens left raise the retinue on the ladder and arm the boss, and the log
 * names every token kept back; the boss's armour dice count in the half of
 * its price the hero takes when it dies (the seed: "the monster's Traits and
 * Gear"). Every difficulty stops at its Final Zone cap first
 * (final-zone-cap.test.ts), so these are played against hard, the sharpest
 * cap, and a Level 10 hero.
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/core/engine/creation.js';
import type { GameEvent } from '../../src/core/engine/events.js';
import { DIRS, DIR_STEPS } from '../../src/core/engine/geometry.js';
import { letTheDarkBe } from './setup.js';
import { act } from '../../src/core/opposition/settle.js';
import type { GameState, RulesOptions } from '../../src/core/engine/types.js';
import { currentZone, walkable } from '../../src/core/engine/zones.js';
import { rankForHd } from '../../src/base/ranks.js';
import { raiseByRanks, talentCost } from '../../src/core/engine/stocking/catalogue.js';
import { raiseLevel } from '../../src/core/bots/index.js';
import { Stream } from '../../src/base/rng.js';

/** A hero strong enough that hard's Final Zone cap does not hold its purchases back before the room runs out. */
const HERO_LEVEL = 10;

/** A Level 10 Warrior entering the dungeon straight into the Final Zone, the Opposition holding `budget` tokens. */
function finalZone(seed: string, difficulty: 'easy' | 'fair' | 'hard', budget: number): { state: GameState; events: GameEvent[] } {
  const made = act(newGame(seed, { opposition: `ai-${difficulty}` as RulesOptions['opposition'] }).state, { type: 'create', name: 'Test', className: 'Warrior', kit: 'A', background: { text: 'x', attrs: [] } });
  if (!made.ok) throw new Error(made.error);
  const s = structuredClone(made.state);
  raiseLevel(s, HERO_LEVEL, Stream.derive(seed, 'level'));
  s.escalation = 10;
  s.tokens.opposition[0]!.tokens = budget;
  const r = act(s, { type: 'enter-dungeon' });
  if (!r.ok) throw new Error(r.error);
  const entered = letTheDarkBe(r);
  expect(entered.state.finalZone).toBe(entered.state.zone);
  return entered;
}

const finalLine = (events: GameEvent[]) => events.find((e) => e.kind === 'opposition' && e.decision === 'final')!.text;
const isBoss = (name: string) => name.endsWith(', Lord of the Deep');

describe('a Final Zone with little room', () => {
  it('puts what the retinue cannot use into raising it and arming the boss, and the log names every token kept back', () => {
    let small = 0;
    for (let k = 0; k < 12; k++) {
      for (const budget of [100, 150, 300]) {
        const { state, events } = finalZone(`fz-${k}`, 'hard', budget);
        const left = state.tokens.opposition[0]!.tokens;
        const line = finalLine(events);
        const spent = state.ledger.filter((e) => e.zone === state.zone).reduce((n, e) => n + e.tokens, 0);
        expect(spent + left).toBe(budget);
        if (left === 0) {
          expect(line).toMatch(/goes all in on the Final Zone .*: the Final Zone: everything it has\./);
          continue;
        }
        // Held back by its cap before the room ran out: final-zone-cap.test.ts.
        if (/deadlier than a hard Opposition plays/.test(line)) continue;
        small++;
        expect(line).toMatch(new RegExp(`stocks the Final Zone .*\\(${spent} of ${budget} tokens\\): the Final Zone: it keeps ${left} tokens back \\(no room for more creatures`));
        expect(line).not.toMatch(/everything it has/);
        // Kept back only once nothing more can be bought: every raise that stays below the boss made or too dear, the boss at its armour cap.
        const mine = currentZone(state).z.creatures.filter((c) => c.owner !== undefined);
        const boss = mine.find((c) => isBoss(c.name))!;
        expect(boss.armour).toBe(4);
        for (const c of mine.filter((m) => m !== boss)) {
          expect(c.hd).toBeLessThan(boss.hd);
          const next = raiseByRanks(c.hd, 1);
          if (rankForHd(c.hd) < 20 && next < boss.hd) expect(talentCost(rankForHd(next)) - talentCost(rankForHd(c.hd))).toBeGreaterThan(left);
        }
      }
    }
    expect(small).toBeGreaterThan(0);
  });

  it('a 10×12 Final Zone with room for two of the retinue keeps 17 of 150 tokens, not 65', () => {
    const { state, events } = finalZone('fz-1', 'hard', 150);
    expect(state.tokens.opposition[0]!.tokens).toBe(17);
    expect(finalLine(events)).toContain('with 1 Clockwork Dragon raised to HD 11 as its boss with 4 armour dice, 2 Clockwork Dragon raised to HD 9,');
    expect(finalLine(events)).toContain('(133 of 150 tokens): the Final Zone: it keeps 17 tokens back');
  });
});

describe("the Final Zone's boss", () => {
  it('gives back half of its price with its armour dice when the hero kills it', () => {
    const { state } = finalZone('fz-1', 'hard', 150);
    const purchases = state.ledger.filter((e) => e.zone === state.zone).flatMap((e) => e.purchases);
    const price = purchases.find((p) => p.kind === 'creature' && isBoss(p.name))!.cost;
    const armour = purchases.find((p) => p.kind === 'armour')!;
    expect(armour.cost).toBeGreaterThan(0);
    // The boss alone beside the hero, 1 HP behind its armour dice: every blow breaks one, the last kills it.
    let s = structuredClone(state);
    const { zone, z } = currentZone(s);
    const boss = z.creatures.find((c) => isBoss(c.name))!;
    z.creatures = [boss];
    const stubs = new Set(zone.exits.flatMap((e) => e.stub.map((p) => `${p.x},${p.y}`)));
    const dir = DIRS.find((d) => {
      const x = s.hero.x + DIR_STEPS[d].x;
      const y = s.hero.y + DIR_STEPS[d].y;
      return walkable(zone, z, x, y) && !stubs.has(`${x},${y}`);
    })!;
    boss.x = s.hero.x + DIR_STEPS[dir].x;
    boss.y = s.hero.y + DIR_STEPS[dir].y;
    boss.hp = 1;
    boss.aware = true;
    s.pending = null;
    s.hero.hp = s.hero.maxHp = 999;
    const before = s.tokens.hero;
    const said: string[] = [];
    for (let k = 0; k < 200 && currentZone(s).z.creatures.some((c) => c.id === boss.id); k++) {
      const r = s.pending?.kind === 'armour-die' ? act(s, { type: 'answer', breakArmour: false }) : act(s, { type: 'move', dir });
      if (!r.ok) throw new Error(r.error);
      said.push(...r.events.flatMap((e) => (e.text ? [e.text] : [])));
      s = r.state;
    }
    const back = Math.ceil((price + armour.cost) / 2);
    expect(said).toContain(`The ${boss.name} dies. (+5 points)`);
    expect(said.some((t) => t.startsWith(`You take ${back} of the tokens spent on it (`))).toBe(true);
    expect(s.tokens.hero - before).toBe(back);
  });
});
