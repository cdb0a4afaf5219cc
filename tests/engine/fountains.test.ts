/**
 * Fountains (RULES.md §4.5): the hero names what they drink for, healing or
 * a blessing, before the water is tasted. Real games from seeds whose first
 * zone holds a fountain; forced dice where a duration's length matters.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/core/engine/actions.js';
import { newGame } from '../../src/core/engine/creation.js';
import type { FountainWish } from '../../src/core/engine/actions.js';
import { drink } from '../../src/core/engine/fountains.js';
import { key } from '../../src/core/engine/geometry.js';
import { magicTestHelp } from '../../src/core/engine/magic/index.js';
import { act } from '../../src/core/opposition/settle.js';
import type { ClassName, GameState } from '../../src/core/engine/types.js';
import { currentZone, walkable } from '../../src/core/engine/zones.js';
import { bfs } from '../../src/core/bots/path.js';
import { replay } from '../../src/core/bots/play.js';
import { parseSaveFile } from '../../src/persist/saves.js';
import { saveText } from '../../src/persist/recording.js';
import { forcedCtx, heroInDungeon, ok, refused, rolls, said } from './setup.js';

const found = new Map<string, GameState>();

/** A hero standing on a fountain of zone 1 that is `outcome`, with no creature about (a fresh copy each time). */
function atFountain(outcome: 'good' | 'poison', className: ClassName = 'Warrior'): GameState {
  const known = found.get(`${outcome} ${className}`);
  if (known) return structuredClone(known);
  for (let seed = 1; seed < 400; seed++) {
    const s = heroInDungeon(className, String(seed));
    const f = currentZone(s).zone.fountains.find((x) => x.outcome === outcome);
    if (!f || s.phase !== 'dungeon' || s.pending) continue;
    s.hero.x = f.x;
    s.hero.y = f.y;
    currentZone(s).z.creatures = [];
    found.set(`${outcome} ${className}`, s);
    return structuredClone(s);
  }
  throw new Error(`no ${outcome} fountain in zone 1 of seeds 1-399`);
}

// Ud8 Minutes rolled down its chain: 5 stays on the d8, 1 steps to the d6, 4 stays, 2 steps to the d4, 1 ends it: five Minutes.
const FIVE_MINUTES: [number, number][] = [[8, 5], [8, 1], [6, 4], [6, 2], [4, 1]];

/** Drinks for `wish` on a Ctx whose dice are forced (the reducer's own function, on a copy of the state). */
function drinkFor(s: GameState, wish: FountainWish, ...dice: [number, number][]) {
  const ctx = forcedCtx(s, ...dice);
  drink(ctx, wish);
  return { state: ctx.s, events: ctx.events };
}

const used = (s: GameState) => currentZone(s).z.fountainsUsed.includes(key(s.hero.x, s.hero.y));
const blessed = (s: GameState, name: string) => s.hero.effects.filter((e) => e.kind === 'hero' && e.name === name);

describe('drinking from a fountain for healing or a blessing', () => {
  it('heals 1d8 when drunk for healing, and when nothing is named (older recordings and bots)', () => {
    const s = atFountain('good');
    s.hero.hp = 1;
    for (const action of [{ type: 'drink' }, { type: 'drink', for: 'healing' }] as Action[]) {
      const r = ok(s, action);
      const [healed] = rolls(r.events, 'fountain');
      expect(healed?.dice).toBe('1d8');
      expect(r.state.hero.hp).toBe(Math.min(s.hero.maxHp, 1 + healed!.total));
      expect(r.state.hero.effects).toEqual(s.hero.effects);
      refused(r.state, { type: 'drink' }, /run dry/);
    }
  });

  it('grants Bless for its prayer\'s Ud8 Minutes instead of healing, and the blessing helps attacks', () => {
    const s = atFountain('good');
    s.hero.hp = 1;
    const r = drinkFor(s, 'Bless', ...FIVE_MINUTES);
    expect(r.state.hero.hp).toBe(1);
    expect(rolls(r.events, 'fountain')).toEqual([]);
    expect(blessed(r.state, 'Bless')).toMatchObject([{ untilMinute: s.time.minutes + 5, untilTurn: null }]);
    expect(said(r.events, /Bless lasts 5 Minutes \(Ud8: 5, 1, 4, 2, 1\)/)).toBe(true);
    expect(said(r.events, /blessing you drank for settle/)).toBe(true);
    expect(magicTestHelp(r.state, { label: 'attack the Orc', attr: 'STR' }).mods).toContainEqual({ label: 'Bless', value: -1 });
    expect(used(r.state)).toBe(true);
  });

  it('grants Protection from Evil, which gives Advantage against a curse', () => {
    const s = atFountain('good');
    const r = drinkFor(s, 'Protection from Evil', ...FIVE_MINUTES);
    expect(blessed(r.state, 'Protection from Evil')).toMatchObject([{ untilMinute: s.time.minutes + 5 }]);
    expect(magicTestHelp(r.state, { label: 'resist the curse', attr: 'WIS' }).advantage).toContain('Protection from Evil');
    expect(rolls(r.events, 'fountain')).toEqual([]);
  });

  it('gives the same blessing as the prayer: one replaces the other, never two at once', () => {
    const s = atFountain('good', 'Cleric');
    s.hero.level = 3;
    s.hero.attributes.WIS = 30;
    s.hero.memorised = ['Bless'];
    const prayed = ok(s, { type: 'pray', prayer: 'Bless' });
    const [prayer] = blessed(prayed.state, 'Bless');
    expect(prayer).toBeDefined();
    const r = drinkFor(prayed.state, 'Bless', ...FIVE_MINUTES);
    expect(blessed(r.state, 'Bless')).toEqual([{ ...prayer, id: expect.any(Number), since: r.state.turn, untilMinute: r.state.time.minutes + 5 }]);
    expect(blessed(r.state, 'Bless')[0]!.id).not.toBe(prayer!.id);
  });

  it('poisons whatever was hoped for when the water is foul', () => {
    for (const wish of ['healing', 'Bless', 'Protection from Evil'] as const) {
      const s = atFountain('poison');
      const r = drinkFor(s, wish);
      expect(r.state.hero.conditions).toContainEqual({ kind: 'ongoing', damage: s.hero.level, source: 'fountain poison' });
      expect(r.state.hero.effects).toEqual(s.hero.effects);
      expect(r.state.hero.hp).toBe(s.hero.hp);
      expect(used(r.state)).toBe(true);
    }
  });

  it('refuses a wish no fountain grants, leaving the fountain full', () => {
    refused(atFountain('good'), { type: 'drink', for: 'Prayer' as FountainWish }, /cannot drink for that: a fountain grants healing, Bless or Protection from Evil/);
  });

  it('says the HP gained, which Max HP caps, not the dice', () => {
    const s = atFountain('good');
    s.hero.hp = s.hero.maxHp - 1;
    const r = ok(s, { type: 'drink' });
    expect(said(r.events, new RegExp(`^The water is sweet and clear: you recover 1 HP \\(${s.hero.maxHp}/${s.hero.maxHp}\\)\\.$`))).toBe(true);
  });

  it('takes the wish from the action the player sends', () => {
    const s = atFountain('good');
    const r = ok(s, { type: 'drink', for: 'Bless' });
    expect(blessed(r.state, 'Bless')).toHaveLength(1);
    expect(rolls(r.events, 'fountain')).toEqual([]);
  });
});

describe('no fountain', () => {
  it('there is nothing to drink away from a fountain', () => {
    const s = heroInDungeon('Warrior');
    refused(s, { type: 'drink' }, /^There is no fountain here\.$/);
  });
});

describe('recordings with the drink action', () => {
  /** A recorded game from creation: walked by real moves onto zone 1's fountain, then drinking as `drinkAction` says. */
  function recorded(drinkAction: Action) {
    for (let seed = 1; seed < 300; seed++) {
      const actions: Action[] = [];
      let s = newGame(String(seed), { opposition: 'none' }).state;
      const play = (a: Action) => {
        const r = act(s, a);
        if (!r.ok) return false;
        actions.push(a);
        s = r.state;
        return true;
      };
      if (!play({ type: 'create', name: 'Test', className: 'Warrior', kit: 'A', background: { text: 'a soldier', attrs: ['STR'] } }) || !play({ type: 'enter-dungeon' })) continue;
      const { zone, z } = currentZone(s);
      const f = zone.fountains.find((x) => x.outcome === 'good');
      if (!f || z.creatures.some((c) => c.attitude === 'hostile')) continue;
      for (let n = 0; n < 40 && (s.hero.x !== f.x || s.hero.y !== f.y); n++) {
        const w = zone.width;
        const r = bfs(s.hero.y * w + s.hero.x, { width: w, height: zone.height, maxLength: 60, goal: (i) => i === f.y * w + f.x, through: (i) => walkable(zone, currentZone(s).z, i % w, Math.floor(i / w)) });
        if (!r || !play({ type: 'move', dir: r.dir })) break;
      }
      if (s.phase !== 'dungeon' || s.pending || s.hero.x !== f.x || s.hero.y !== f.y || !play(drinkAction)) continue;
      return { seed: String(seed), actions, checks: [] as number[], state: s };
    }
    throw new Error('no seed of 1-299 walks to a good fountain');
  }

  it('a save whose drink names a wish loads and replays to its snapshot, as one without does', () => {
    for (const drinkAction of [{ type: 'drink' }, { type: 'drink', for: 'healing' }, { type: 'drink', for: 'Bless' }] as Action[]) {
      const game = recorded(drinkAction);
      const checks = replay(game.seed, { opposition: 'none' }, game.actions).checks;
      const text = saveText({ seed: game.seed, options: { opposition: 'none' }, actions: game.actions, checks, snapshot: game.state }, '0.0.0-test');
      const rec = parseSaveFile(text, 'fountain.json').recording;
      expect(rec.actions.at(-1)).toEqual(drinkAction);
      const again = replay(rec.seed, rec.options, rec.actions, rec.checks);
      expect(again.reason).toBeNull();
      expect(again.state).toEqual(rec.snapshot);
      expect(used(again.state)).toBe(true);
    }
  });
});
