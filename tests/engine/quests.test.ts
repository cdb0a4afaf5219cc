/**
 * The quest board at Home, driven through the real reducer: a Quest bought
 * at its ladder price, its foes in the next new zones before the
 * Opposition's, and the refund and Experience when the hero comes Home
 * with it complete.
 */
import { describe, expect, it } from 'vitest';
import { heroAtHome, homeByEntrance, ok, refused, said } from './setup.js';
import { questProgress } from '../../src/core/engine/home/quest.js';
import type { GameState, QuestFoe } from '../../src/core/engine/types.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { viewFor } from '../../src/core/engine/seat-view.js';
import { ADVENTURER } from '../../src/core/engine/seats.js';

const goblins: QuestFoe = { category: 'Humanoids', name: 'Goblin', count: 3, hd: 1 };
const orcs: QuestFoe = { category: 'Humanoids', name: 'Orc', count: 2, hd: 3 };
const wolf: QuestFoe = { category: 'Animals', name: 'Wolf', count: 1, hd: 2 };
const dragon: QuestFoe = { category: 'Dragons', name: 'Teacup Dragon', count: 1, hd: 1 };

describe('the quest board', () => {
  it('sells a Quest at the Opposition’s ladder prices, paid in the hero’s tokens', () => {
    const home = heroAtHome();
    expect(home.tokens.hero).toBe(20);
    // Goblins 3 × 1, Orcs 2 × 4, a Wolf 2, a Teacup Dragon 1, and the dark 1: the seed's 15.
    const { state, events } = ok(home, { type: 'quest', legs: [{ foes: [goblins, orcs, wolf, dragon], light: true }] });
    expect(state.tokens.hero).toBe(5);
    expect(state.quest?.spent).toBe(15);
    expect(said(events, /Quest .* costs 15 tokens \(5 left\); complete it and 8 come back/)).toBe(true);
    expect(questProgress(state)).toEqual({ zones: 0, of: 1, left: 7 });
  });

  it('prices a foe raised in HD at its new rank', () => {
    const { state } = ok(heroAtHome(), { type: 'quest', legs: [{ foes: [{ ...goblins, count: 1, hd: 4 }] }] });
    // A Goblin raised to 4 HD is a d8: 4 tokens.
    expect(state.tokens.hero).toBe(16);
  });

  it('a foe raised from a d8 (3 HD) to a d10 (5 HD) costs the 4 tokens between the two ranks on the Talent ladder', () => {
    const at = (hd: number) => 20 - ok(heroAtHome(), { type: 'quest', legs: [{ foes: [{ ...orcs, count: 1, hd }] }] }).state.tokens.hero;
    expect([at(3), at(5)]).toEqual([4, 8]);
  });

  it('refuses a bad Quest by saying what is wrong, and keeps everything', () => {
    const home = heroAtHome();
    refused(home, { type: 'quest', legs: [] }, /1 to 3 zones/);
    refused(home, { type: 'quest', legs: [{ foes: [goblins] }, { foes: [goblins] }, { foes: [goblins] }, { foes: [goblins] }] }, /1 to 3 zones/);
    refused(home, { type: 'quest', legs: [{ foes: [goblins] }, { foes: [] }] }, /Zone 2 of the Quest needs at least one foe/);
    refused(home, { type: 'quest', legs: [{ foes: [{ ...goblins, name: 'Gobbo' }] }] }, /"Gobbo" is no creature on sale/);
    refused(home, { type: 'quest', legs: [{ foes: [{ ...goblins, count: 0 }] }] }, /Buy 1 to 40/);
    refused(home, { type: 'quest', legs: [{ foes: [{ ...orcs, count: 6 }] }] }, /costs 24 tokens; you have 20/);
    const posted = ok(home, { type: 'quest', legs: [{ foes: [goblins] }] }).state;
    refused(posted, { type: 'quest', legs: [{ foes: [goblins] }] }, /already have a Quest/);
    const inside = ok(home, { type: 'enter-dungeon' }).state;
    refused(inside, { type: 'quest', legs: [{ foes: [goblins] }] }, /cannot do that in the dungeon/);
    refused(home, { type: 'quest-abandon' }, /no Quest to give up/);
  });

  it('puts the foes in the next new zone, hostile, with the Illumination the hero asked for', () => {
    const posted = ok(heroAtHome(), { type: 'quest', legs: [{ foes: [goblins, wolf], light: true }] }).state;
    const { state, events } = ok(posted, { type: 'enter-dungeon' });
    const { z } = currentZone(state);
    const placed = state.quest!.legs[0]!.placed!;
    expect(placed).toHaveLength(4);
    const foes = z.creatures.filter((c) => placed.includes(c.id));
    expect(foes.map((c) => c.name).sort()).toEqual(['Goblin', 'Goblin', 'Goblin', 'Wolf']);
    // The hero's foes carry no tokens: the Quest's refund is their reward.
    expect(foes.every((c) => c.tokens === 0 && c.owner === undefined)).toBe(true);
    expect(z.needsLight).toBe(true);
    expect(state.consumables.illumination).toBe(posted.consumables.illumination - 1);
    expect(said(events, /Your Quest leads here: 3 × Goblin \(1 HD\), 1 × Wolf \(2 HD\)/)).toBe(true);
    expect(questProgress(state)).toEqual({ zones: 1, of: 1, left: 4 });
  });

  it('keeps the count of the Quest\'s foes in the Adventurer\'s view, though the view holds none out of sight', () => {
    const posted = ok(heroAtHome(), { type: 'quest', legs: [{ foes: [goblins, wolf], light: true }] }).state;
    const { state } = ok(posted, { type: 'enter-dungeon' });
    const { z } = currentZone(state);
    const placed = state.quest!.legs[0]!.placed!;
    // Every foe out of the hero's sight: the view the screens draw from shows none of them.
    const far = { ...state, zones: { ...state.zones, [state.zone!]: { ...z, creatures: z.creatures.map((c) => (placed.includes(c.id) ? { ...c, x: state.hero.x + 40, y: state.hero.y + 40 } : c)) } } } as GameState;
    const view = viewFor(far, ADVENTURER);
    expect(currentZone(view).z.creatures.filter((c) => placed.includes(c.id))).toEqual([]);
    expect(questProgress(view)).toEqual({ zones: 1, of: 1, left: 4 });
  });

  it('pays 1 token per 2 spent, rounded up, and an Experience, on coming Home with it complete', () => {
    const posted = ok(heroAtHome(), { type: 'quest', legs: [{ foes: [goblins, orcs, wolf, dragon], light: true }] }).state;
    const inside = ok(posted, { type: 'enter-dungeon' }).state;
    const { state, events } = homeByEntrance(inside);
    expect(state.phase).toBe('home');
    // 5 left after the Quest, the refresh for leaving zone 1, and 8 for the 15 spent.
    expect(state.tokens.hero).toBe(5 + state.tokens.heroRefresh + 8);
    expect(state.hero.experiences).toBe(inside.hero.experiences + 1);
    expect(state.quest).toBeNull();
    expect(state.quests).toEqual({ taken: 1, completed: 1 });
    expect(said(events, /Your Quest is complete: 8 tokens come back/)).toBe(true);
    expect(said(events, /An Experience: completing a quest/)).toBe(true);
  });

  it('pays no Experience for a Quest whose foes are no match for the hero, only its tokens back', () => {
    const posted = ok(heroAtHome(), { type: 'quest', legs: [{ foes: [dragon] }] }).state;
    const inside = ok(posted, { type: 'enter-dungeon' }).state;
    const { state, events } = homeByEntrance(inside);
    expect(state.quests).toEqual({ taken: 1, completed: 1 });
    expect(said(events, /Your Quest is complete: 1 token comes back/)).toBe(true);
    expect(state.hero.experiences).toBe(inside.hero.experiences);
    expect(said(events, /1 HD in all, were no match for a Level 1 hero: a Quest is worth an Experience from 2 HD of foes/)).toBe(true);
  });

  it('keeps a Quest whose zones are not all reached, and pays nothing for it yet', () => {
    const posted = ok(heroAtHome(), { type: 'quest', legs: [{ foes: [goblins] }, { foes: [wolf] }] }).state;
    const { state, events } = homeByEntrance(ok(posted, { type: 'enter-dungeon' }).state);
    expect(state.tokens.hero).toBe(posted.tokens.hero + state.tokens.heroRefresh);
    expect(state.quest?.legs[1]!.zone).toBeUndefined();
    expect(said(events, /Your Quest is not done: 1 of 2 zones reached, 1 foe still standing/)).toBe(true);
    // Zone 1 is known now: the second leg waits for a new zone.
    const again = ok(state, { type: 'enter-dungeon' }).state;
    expect(again.quest?.legs[1]!.zone).toBeUndefined();
  });

  it('gives a Quest up at the cost of its tokens', () => {
    const posted = ok(heroAtHome(), { type: 'quest', legs: [{ foes: [orcs] }] }).state;
    const { state, events } = ok(posted, { type: 'quest-abandon' });
    expect(state.quest).toBeNull();
    expect(state.tokens.hero).toBe(12);
    expect(said(events, /the 8 tokens spent on it are lost/)).toBe(true);
  });
});

describe('the AI Opposition and a Quest', () => {
  it('may spend half as much again on a zone of the hero’s Quest, which the hero must clear', () => {
    const allowanceFor = (s: GameState) => {
      const { events } = ok(s, { type: 'enter-dungeon' });
      const note = events.find((e) => e.kind === 'opposition');
      return note?.data?.allowance as number;
    };
    const home = heroAtHome();
    const plain = allowanceFor(home);
    const quest = allowanceFor(ok(home, { type: 'quest', legs: [{ foes: [goblins] }] }).state);
    expect(plain).toBeGreaterThan(0);
    // Half as much again, up to the 20 tokens it holds.
    expect(quest).toBeGreaterThan(plain);
    expect(quest).toBe(Math.min(20, Math.floor(plain * 1.5)));
  });
});
