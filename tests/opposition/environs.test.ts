/** Environs (RULES.md §5): the project's table, and the engine striking on every entry. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENVIRONS } from '../../src/data/athack/environs.js';
import { COSTS } from '../../src/data/athack/costs.js';
import { Ctx } from '../../src/core/engine/context.js';
import { workingCopy } from '../../src/core/engine/clone.js';
import { enterZone } from '../../src/core/engine/enter.js';
import { environOnEntry, heroSpeedFactor } from '../../src/core/engine/environs.js';
import { ENVIRON_SOURCE } from '../../src/core/engine/condition-source.js';
import type { GameState } from '../../src/core/engine/types.js';
import { ENTRANCE, FIRST_ZONE } from '../../src/procgen/ids.js';
import { ENVIRON_OFFERS } from '../../src/core/engine/stocking/catalogue.js';
import { faces } from '../engine/setup.js';
import { heroIn } from './setup.js';

const withEnviron = (s: GameState, name: string, zone = FIRST_ZONE): GameState => {
  const copy = structuredClone(s);
  const rank = Number(ENVIRONS.rows.find((e) => e.name === name)!.rank.slice(1));
  copy.zones[zone]!.environ = { name, die: rank };
  return copy;
};

describe('the environ table', () => {
  it('has at least 12 environs, each with a die and an effect on entry', () => {
    expect(ENVIRONS.rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(ENVIRONS.rows.map((e) => e.name)).size).toBe(ENVIRONS.rows.length);
    for (const e of ENVIRONS.rows) {
      const effects = [e.damage, e.condition, e.disadvantage.length > 0 ? e.disadvantage : null, e.slowed ? 'slowed' : null].filter((x) => x !== null);
      expect(effects.length, e.name).toBeGreaterThan(0);
      // Damage, when it has any, is one of its own die.
      if (e.damage) expect(e.damage, e.name).toBe(`1${e.rank}`);
    }
    for (const wanted of ['Bitter cold', 'Choking fumes', 'Slick floor', 'Deafening noise', 'Deep water']) expect(ENVIRONS.rows.map((e) => e.name)).toContain(wanted);
    expect(new Set(ENVIRONS.rows.map((e) => e.rank)).size).toBeGreaterThanOrEqual(5);
  });

  it('is sold at the Talent cost of each die', () => {
    for (const o of ENVIRON_OFFERS) expect(o.cost, o.environ.name).toBe(COSTS.rows.find((r) => r.rank === o.environ.rank)!.talentCost);
  });

  it('is documented environ by environ in docs/rules.md', () => {
    const doc = readFileSync('docs/rules.md', 'utf8');
    const section = doc.slice(doc.indexOf('## Environs'));
    expect(section.length).toBeGreaterThan(100);
    for (const e of ENVIRONS.rows) expect(section, e.name).toContain(`**${e.name}**`);
  });
});

describe('an environ in play', () => {
  it('strikes on every entry into its zone, the first and each one after', () => {
    let s = withEnviron(heroIn('environ-1', { opposition: 'none' }), 'Bitter cold');
    let strikes = 0;
    for (let visit = 0; visit < 4; visit++) {
      const ctx = new Ctx(workingCopy(s));
      enterZone(ctx, FIRST_ZONE, s.zones[FIRST_ZONE]!.context, ENTRANCE);
      s = ctx.s;
      strikes += ctx.events.filter((e) => e.kind === 'test' && e.label === 'brave the bitter cold').length;
      if (s.phase !== 'dungeon') break;
      // Restored between visits, so the cold cannot kill the hero first.
      s.hero.hp = s.hero.maxHp;
    }
    expect(strikes).toBe(4);
  });

  it('on a failed test deals its die in damage and lays its hindrance while the hero stays', () => {
    const s = withEnviron(heroIn('environ-2', { opposition: 'none' }), 'Bitter cold');
    s.hero.hp = s.hero.maxHp = 30;
    // CON test: d20 of 20 fails; the damage die (d6) shows 4.
    const ctx = new Ctx(workingCopy(s), faces([20, 20], [6, 4]));
    environOnEntry(ctx);
    expect(ctx.s.hero.hp).toBe(26);
    expect(ctx.events.map((e) => e.text)).toContain('You take 4 damage from the bitter cold (26/30 HP).');
    const hindrance = ctx.s.hero.conditions.find((c) => c.kind === 'disadvantage' && c.source.startsWith(ENVIRON_SOURCE));
    expect(hindrance).toMatchObject({ attrs: ['DEX'], minutes: null });
    // Entering a zone without an environ lifts it.
    ctx.s.zones[FIRST_ZONE]!.environ = null;
    environOnEntry(ctx);
    expect(ctx.s.hero.conditions.some((c) => c.kind === 'disadvantage' && c.source.startsWith(ENVIRON_SOURCE))).toBe(false);
  });

  it('on a passed test deals nothing, but what holds in the zone still holds', () => {
    const s = withEnviron(heroIn('environ-3', { opposition: 'none' }), 'Slick floor');
    const hp = s.hero.hp;
    // The last two d20s are a DEX test taken afterwards, under the hindrance.
    const ctx = new Ctx(workingCopy(s), faces([20, 1], [20, 5], [20, 9]));
    environOnEntry(ctx);
    expect(ctx.s.hero.hp).toBe(hp);
    expect(ctx.s.hero.conditions.some((c) => c.kind === 'disadvantage' && c.source === `${ENVIRON_SOURCE}slick floor`)).toBe(true);
    // A test under the hindrance names it in words.
    const t = ctx.test({ label: 'keep your footing', attr: 'DEX' });
    expect(t.text).toContain('[disadvantage: the slick floor,');
  });

  it('hinders: clinging mud leaves a hero who fails stuck, and slows the hero while in the zone', () => {
    const s = withEnviron(heroIn('environ-4', { opposition: 'none' }), 'Clinging mud');
    const ctx = new Ctx(workingCopy(s), faces([20, 20]));
    environOnEntry(ctx);
    expect(ctx.s.hero.conditions).toContainEqual({ kind: 'stuck', turns: 2, source: 'the clinging mud' });
    expect(heroSpeedFactor(ctx.s)).toBe(0.5);
    expect(heroSpeedFactor(s.zones[FIRST_ZONE]!.environ ? { ...s, zones: { ...s.zones, [FIRST_ZONE]: { ...s.zones[FIRST_ZONE]!, environ: null } } } : s)).toBe(1);
  });

  it('poisons: a spore cloud lays ongoing damage on a failure', () => {
    const s = withEnviron(heroIn('environ-5', { opposition: 'none' }), 'Spore cloud');
    const ctx = new Ctx(workingCopy(s), faces([20, 20]));
    environOnEntry(ctx);
    expect(ctx.s.hero.conditions).toContainEqual({ kind: 'ongoing', damage: 2, source: 'the spore cloud' });
  });
});
