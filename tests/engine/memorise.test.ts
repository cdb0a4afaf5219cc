/**
 * The Day and memorising, through the reducer: at Home memorising is free,
 * so a Day's rest speaks of study only when the dungeon's once-a-Day study
 * was spent on the Day it ends.
 */
import { describe, expect, it } from 'vitest';
import { ok, heroInDungeon } from './setup.js';
import { currentZone } from '../../src/core/engine/zones.js';
import type { GameEvent } from '../../src/core/engine/events.js';
import type { GameState } from '../../src/core/engine/types.js';

const dayLine = (events: GameEvent[]) => events.find((e) => e.kind === 'time' && /^Day \d+ begins/.test(e.text))!.text;

/** A Wizard back at Home, having studied in the dungeon or not. */
function home(studied: boolean): GameState {
  let s = heroInDungeon('Wizard');
  currentZone(s).z.creatures = [];
  if (studied) s = ok(s, { type: 'memorise', spells: [s.hero.memorised[0]!] }).state;
  s.phase = 'home';
  s.zone = null;
  return s;
}

describe("a Day's rest at Home", () => {
  it('says nothing of memorising when the dungeon study was not spent: at Home it is always free', () => {
    const r = ok(home(false), { type: 'rest-day' });
    expect(dayLine(r.events)).toBe(`Day ${r.state.home.day} begins.`);
  });

  it('gives back the dungeon study spent on the Day it ends, and says so', () => {
    const s = home(true);
    const r = ok(s, { type: 'rest-day' });
    expect(dayLine(r.events)).toBe(`Day ${r.state.home.day} begins. Your once-a-Day study in the dungeon is ready again.`);
    // The next study in the dungeon is allowed: the Day has moved on.
    const back = ok(r.state, { type: 'enter-dungeon' }).state;
    currentZone(back).z.creatures = [];
    expect(ok(back, { type: 'memorise', spells: [back.hero.memorised[0]!] }).state.hero.lastMemorisedDay).toBe(back.home.day);
  });
});
