/** Rule edge cases with forced dice: what a player sees happen when the dice land just so. */
import { describe, expect, it } from 'vitest';
import { creatureAttacks, heroAttacks, hurtCreature, hurtHero } from '../../src/core/engine/combat.js';
import { newGame } from '../../src/core/engine/creation.js';
import { act } from '../../src/core/opposition/settle.js';
import { downgrade } from '../../src/core/engine/usage.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { DIRS, DIR_STEPS, key } from '../../src/core/engine/geometry.js';
import { ATTRS } from '../../src/core/engine/types.js';
import type { TestEvent } from '../../src/core/engine/events.js';
import { aliveInDungeon, foeBeside, forcedCtx, heroAtHome, heroInDungeon, ok } from './setup.js';
import { carried } from '../../src/core/engine/hero.js';

const tests = (events: { kind: string }[]) => events.filter((e): e is TestEvent => e.kind === 'test');

describe('attacking', () => {
  it('a natural 1 on an attack hits and doubles the damage', () => {
    const s = heroInDungeon('Warrior');
    s.hero.attributes.STR = 12;
    const c = foeBeside(s, { hp: 20, maxHp: 20 });
    const ctx = forcedCtx(s, [20, 1], [6, 4], [4, 1]);
    const foe = currentZone(ctx.s).z.creatures.find((o) => o.id === c.id)!;
    heroAttacks(ctx, foe);
    const damage = ctx.events.find((e) => e.kind === 'damage')!;
    // Warrior A's one-handed weapon: 1d6 → 4, doubled.
    expect(ctx.events.map((e) => e.text)).toContain('damage to the Orc: 1d6 = 4');
    expect(damage.text).toContain('for 8');
    expect(foe.hp).toBe(12);
  });

  it('Powerful Foe adds the difference in HD: HD 4 against a level 1 hero is +3', () => {
    const s = heroInDungeon('Warrior');
    s.hero.attributes.STR = 13;
    foeBeside(s, { hd: 4 });
    const miss = forcedCtx(s, [20, 10]);
    heroAttacks(miss, currentZone(miss.s).z.creatures[0]!);
    const t = tests(miss.events)[0]!;
    expect(t.mods).toContainEqual({ label: 'powerful foe', value: 3 });
    expect([t.total, t.success]).toEqual([13, false]);
    const hit = forcedCtx(s, [20, 9], [6, 2]);
    heroAttacks(hit, currentZone(hit.s).z.creatures[0]!);
    expect(tests(hit.events)[0]!.success).toBe(true);
  });

  it('a Thief\'s Sneak Attack on an unaware creature hits for 2d6 + Level without a test', () => {
    const s = heroInDungeon('Thief');
    foeBeside(s, { aware: false, attitude: 'neutral', hp: 30, maxHp: 30 });
    const ctx = forcedCtx(s, [6, 5], [6, 6]);
    const foe = currentZone(ctx.s).z.creatures[0]!;
    heroAttacks(ctx, foe);
    expect(tests(ctx.events)).toHaveLength(0);
    expect(foe.hp).toBe(30 - (5 + 6 + 1));
  });
});

describe('defending and armour dice', () => {
  function defendScene(prompt: 'always' | 'ask' | 'never') {
    const s = heroInDungeon('Warrior');
    s.options = { ...s.options, armourPrompt: prompt };
    s.hero.attributes.STR = 10;
    s.hero.maxHp = s.hero.hp = 20;
    foeBeside(s, { damage: '1d6' });
    return s;
  }

  it('a natural 20 on a Defend doubles the damage taken', () => {
    const s = defendScene('never');
    const ctx = forcedCtx(s, [20, 20], [6, 3]);
    creatureAttacks(ctx, currentZone(ctx.s).z.creatures[0]!);
    expect(ctx.s.hero.hp).toBe(20 - 6);
  });

  it('"always" breaks an armour die and takes no damage', () => {
    const s = defendScene('always');
    const ctx = forcedCtx(s, [20, 15], [6, 5]);
    creatureAttacks(ctx, currentZone(ctx.s).z.creatures[0]!);
    expect(ctx.s.hero.hp).toBe(20);
    expect(ctx.s.hero.armourBroken).toBe(1);
  });

  it('"ask" holds the damage until the player answers; answering "no" takes it', () => {
    const s = defendScene('ask');
    const ctx = forcedCtx(s, [20, 15], [6, 5]);
    creatureAttacks(ctx, currentZone(ctx.s).z.creatures[0]!);
    expect(ctx.s.pending).toEqual({ kind: 'armour-die', damage: 5, source: 'the Orc' });
    expect(ctx.s.hero.hp).toBe(20);
    const waiting = { ...ctx.s, rng: s.rng };
    expect(act(waiting, { type: 'wait' })).toMatchObject({ ok: false, error: 'Answer the question first.' });
    const taken = act(waiting, { type: 'answer', breakArmour: false });
    expect(taken.ok && taken.state.hero.hp).toBeLessThanOrEqual(15);
    const saved = act(waiting, { type: 'answer', breakArmour: true });
    expect(saved.ok && saved.state.hero.armourBroken).toBe(1);
  });

  it('"never" takes the damage though armour dice are left', () => {
    const s = defendScene('never');
    const ctx = forcedCtx(s, [20, 15], [6, 5]);
    creatureAttacks(ctx, currentZone(ctx.s).z.creatures[0]!);
    expect([ctx.s.hero.hp, ctx.s.hero.armourBroken]).toEqual([15, 0]);
    expect(ctx.events.map((e) => e.text)).toContain('The Orc hits you for 5 damage (15/20 HP).');
  });

  it('Shield Bash: a Warrior with a shield who rolls 1–5 on a Defend hurts the attacker by Level', () => {
    const s = defendScene('never');
    const ctx = forcedCtx(s, [20, 4]);
    const foe = currentZone(ctx.s).z.creatures[0]!;
    creatureAttacks(ctx, foe);
    expect(foe.hp).toBe(foe.maxHp - ctx.s.hero.level);
    const texts = ctx.events.map((e) => e.text);
    expect(texts.slice(texts.indexOf('Shield Bash!'))[1]).toBe(`Your shield hits the Orc for ${ctx.s.hero.level} (${foe.hp}/${foe.maxHp} left).`);
  });
});

describe('Usage dice', () => {
  it('a Ud4 rolling 1 or 2 is used up; 3 or 4 keeps it', () => {
    const s = heroInDungeon('Warrior');
    const torch = { ...s.hero.items[0]!, id: 500, name: 'torch', kind: 'light' as const, usageDie: 4 };
    s.hero.items.push(torch);
    const kept = forcedCtx(s, [4, 3]);
    downgrade(kept, kept.s.hero.items.find((i) => i.id === 500)!, 'test');
    expect(kept.s.hero.items.find((i) => i.id === 500)?.usageDie).toBe(4);
    const gone = forcedCtx(s, [4, 2]);
    downgrade(gone, gone.s.hero.items.find((i) => i.id === 500)!, 'test');
    expect(gone.s.hero.items.some((i) => i.id === 500)).toBe(false);
    expect(gone.events.some((e) => e.text === 'Nothing is left of the torch: used up.')).toBe(true);
  });

  it('a Ud6 rolling 2 steps down to a Ud4', () => {
    const s = heroInDungeon('Warrior');
    s.hero.items.push({ ...s.hero.items[0]!, id: 501, name: 'oil', kind: 'tool', usageDie: 6 });
    const ctx = forcedCtx(s, [6, 2]);
    downgrade(ctx, ctx.s.hero.items.find((i) => i.id === 501)!, 'test');
    expect(ctx.s.hero.items.find((i) => i.id === 501)?.usageDie).toBe(4);
  });
});

describe('Out of Action', () => {
  it('struck to 0 HP by a creature while a hostile one is still in the zone, the hero is dead', () => {
    const s = heroInDungeon('Warrior');
    foeBeside(s);
    const ctx = forcedCtx(s);
    hurtHero(ctx, 999, 'the Orc', true);
    expect(ctx.s.phase).toBe('dead');
    expect(ctx.s.causeOfDeath).toBe('killed by the Orc');
  });

  it('downed by a trap with a foe about, the Out of Action table still decides', () => {
    const s = heroInDungeon('Warrior');
    foeBeside(s);
    const ctx = forcedCtx(s, [6, 2], [4, 4]);
    hurtHero(ctx, 999, 'a Pit Trap');
    expect([ctx.s.phase, ctx.s.hero.hp]).toEqual(['dungeon', 4]);
    expect(ctx.events.some((e) => e.text.startsWith('Out of Action: Fat Head.'))).toBe(true);
  });

  it('with no foe left, the Out of Action table decides: a 1 is back up with 1d4 HP', () => {
    const s = heroInDungeon('Warrior');
    currentZone(s).z.creatures = [];
    const ctx = forcedCtx(s, [6, 1], [4, 3]);
    hurtHero(ctx, 999, 'a falling slab');
    expect([ctx.s.phase, ctx.s.hero.hp]).toEqual(['dungeon', 3]);
  });

  it('getting up never passes Max HP, and the log says what the hero is left with', () => {
    const s = heroInDungeon('Wizard');
    currentZone(s).z.creatures = [];
    s.hero.maxHp = 2;
    const ctx = forcedCtx(s, [6, 1], [4, 4]);
    hurtHero(ctx, 999, 'a falling slab');
    expect(ctx.s.hero.hp).toBe(2);
    expect(ctx.events.at(-1)?.text).toBe('You get up with 2/2 HP.');
  });

  it('with no foe left, a 6 on the Out of Action table is death', () => {
    const s = heroInDungeon('Warrior');
    currentZone(s).z.creatures = [];
    const ctx = forcedCtx(s, [6, 6]);
    hurtHero(ctx, 999, 'poison');
    expect(ctx.s.phase).toBe('dead');
  });
});

describe('hero creation', () => {
  it('after a 14 or more, the next attribute is 7 without a roll', () => {
    let checked = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const { state, events } = newGame(String(seed));
      const rolls = events.filter((e) => e.kind === 'roll');
      ATTRS.forEach((attr, k) => {
        const prev = ATTRS[k - 1];
        if (prev && state.hero.attributes[prev] >= 14 && rolls.some((r) => 'label' in r && r.label === prev)) {
          expect(state.hero.attributes[attr]).toBe(7);
          expect(rolls.some((r) => 'label' in r && r.label === attr)).toBe(false);
          checked++;
        }
      });
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('one swap exchanges two attributes; a bad choice is refused with the state unchanged', () => {
    const { state } = newGame('3');
    const { STR, CHA } = state.hero.attributes;
    const r = act(state, { type: 'create', name: 'Swapper', className: 'Thief', kit: 'B', swap: ['STR', 'CHA'], background: { text: 'x', attrs: [] } });
    expect(r.ok && [r.state.hero.attributes.STR, r.state.hero.attributes.CHA]).toEqual([CHA, STR]);
    const bad = act(state, { type: 'create', name: '', className: 'Thief', kit: 'B', background: { text: 'x', attrs: [] } });
    expect(bad).toMatchObject({ ok: false, error: 'the hero needs a name' });
    expect(bad.state).toBe(state);
  });
});

describe('encumbrance', () => {
  it('carrying more than STR items puts every test at Disadvantage', () => {
    const s = heroInDungeon('Warrior');
    s.hero.attributes.STR = 3;
    while (s.hero.items.length <= 3) s.hero.items.push({ ...s.hero.items[0]!, id: 600 + s.hero.items.length });
    foeBeside(s);
    const ctx = forcedCtx(s, [20, 2], [20, 17]);
    heroAttacks(ctx, currentZone(ctx.s).z.creatures[0]!);
    const t = tests(ctx.events)[0]!;
    expect(t.edge).toBe('disadvantage');
    expect(t.d20).toBe(17);
    expect(t.text).toContain('encumbered');
  });

  it('taking one thing too many says what it costs and how many things to carry', () => {
    const s = heroAtHome('Warrior');
    s.hero.attributes.STR = carried(s.hero) + 1;
    s.hero.coins = 100;
    const said = (r: { events: { text: string }[] }) => r.events.map((e) => e.text).join(' ');
    const bought = ok(ok(s, { type: 'shop-price', item: 'torches', haggle: false }).state, { type: 'shop-buy', item: 'torches' });
    expect(said(bought)).not.toContain('encumbered');
    const over = ok(ok(bought.state, { type: 'shop-price', item: 'candles', haggle: false }).state, { type: 'shop-buy', item: 'candles' });
    expect(said(over)).toMatch(new RegExp(`You are encumbered, carrying ${s.hero.attributes.STR + 1} things: every test has Disadvantage until you carry ${s.hero.attributes.STR} or fewer\\.$`));
  });
});

describe('armour proficiency', () => {
  it('armour the class may wear adds nothing; armour it may not adds its AV to the test', async () => {
    const { armourPenalty } = await import('../../src/core/engine/hero.js');
    const cleric = heroInDungeon('Cleric', '3', 'A');
    const body = cleric.hero.items.find((i) => i.id === cleric.hero.equipped.armour);
    expect(body?.av).toBe(2);
    expect(armourPenalty(cleric.hero)).toEqual([]);
    const wizard = heroInDungeon('Wizard', '3');
    wizard.hero.items.push({ ...body!, id: 900 });
    wizard.hero.equipped.armour = 900;
    expect(armourPenalty(wizard.hero)).toEqual([{ label: `${body!.name} not allowed`, value: 2 }]);
  });
});

describe('armour dice bought by the Opposition', () => {
  it('each one takes a blow whole; then blows land', () => {
    const s = heroInDungeon('Warrior');
    foeBeside(s, { hp: 20, maxHp: 20, armour: 1 });
    const ctx = forcedCtx(s);
    const foe = currentZone(ctx.s).z.creatures[0]!;
    hurtCreature(ctx, foe, 7, 'you');
    expect([foe.hp, foe.armour]).toEqual([20, 0]);
    hurtCreature(ctx, foe, 7, 'you');
    expect(foe.hp).toBe(13);
  });
});

describe('leaving a zone', () => {
  /** Walks out of zone 1 by the way in, to Home: the hero is put on the door, which is opened, and steps into the passage. */
  function walkOut(s: ReturnType<typeof heroInDungeon>) {
    const { zone, z } = currentZone(s);
    const exit = zone.exits.find((e) => e.entry)!;
    z.creatures = [];
    const door = z.doors[key(exit.x, exit.y)];
    if (door) Object.assign(door, { open: true, locked: false });
    s.hero.x = exit.x;
    s.hero.y = exit.y;
    const out = exit.stub[0]!;
    const dir = DIRS.find((d) => DIR_STEPS[d].x === out.x - exit.x && DIR_STEPS[d].y === out.y - exit.y)!;
    const r = act(s, { type: 'move', dir });
    if (!r.ok) throw new Error(r.error);
    return r;
  }

  // A refresh on every exit would let anyone mint tokens by walking in and out of one door (docs/rules.md, "Tokens").
  it('pays 4 points and every side\'s refresh the first time; walking out of the same zone again pays nothing', () => {
    const s = aliveInDungeon('Warrior', 11);
    const first = walkOut(s);
    expect(first.state.phase).toBe('home');
    expect(first.state.score - s.score).toBe(4);
    expect(first.state.tokens.hero - s.tokens.hero).toBe(s.tokens.heroRefresh);
    expect(first.events.map((e) => e.text)).toContain('You leave zone 1 alive. (+4 points)');

    const back = act(first.state, { type: 'enter-dungeon' });
    if (!back.ok) throw new Error(back.error);
    const again = walkOut(structuredClone(back.state));
    expect(again.state.phase).toBe('home');
    expect(again.state.score).toBe(back.state.score);
    expect(again.state.tokens).toEqual(back.state.tokens);
    expect(again.events.map((e) => e.text)).toContain('You leave zone 1 again: it paid its points and tokens the first time.');
  });
});
