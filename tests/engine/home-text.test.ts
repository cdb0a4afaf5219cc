/** The sentences of Home and the morgue: articles and counts as a reader expects, and the HP a rest really gave. */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/core/engine/events.js';
import { the } from '../../src/base/words.js';
import { morgueText } from '../../src/persist/morgue.js';
import { heroAtHome, heroInDungeon, ok, rolls } from './setup.js';

const lines = (events: GameEvent[]) => events.filter((e) => e.kind !== 'roll' && e.kind !== 'test').map((e) => e.text);

describe('the stash', () => {
  it('puts away a thing whose name has its own article without another, and counts the things there', () => {
    const s = heroAtHome('Thief', '7', 'B');
    const statue = s.hero.items.find((i) => i.name.startsWith('a small waxy jade statue'))!;
    const one = ok(s, { type: 'stash', item: statue.id });
    expect(lines(one.events)).toContain('You put a small waxy jade statue of an octopus-man in your stash (1 thing there).');
    const bow = one.state.hero.items.find((i) => i.name === 'bow')!;
    expect(lines(ok(one.state, { type: 'stash', item: bow.id }).events)).toContain('You put the bow in your stash (2 things there).');
  });

  it('"the" stands back for a name that opens with an article, and starts a sentence with a capital', () => {
    expect([the('a void creature’s egg'), the('an amulet', true), the('torches', true)]).toEqual(['a void creature’s egg', 'An amulet', 'The torches']);
  });
});

describe("a Day's rest at Home", () => {
  it('says the HP gained, not the dice rolled, when Max HP caps it', () => {
    const s = heroAtHome('Warrior');
    s.hero.hp = s.hero.maxHp - 1;
    const { state, events } = ok(s, { type: 'rest-day' });
    expect(rolls(events, /a Day's rest/)[0]!.total).toBeGreaterThan(1);
    expect(state.hero.hp).toBe(state.hero.maxHp);
    expect(lines(events)).toContain(`You rest a Day at Home and recover 1 HP (${state.hero.maxHp}/${state.hero.maxHp}).`);
  });
});

describe('the morgue', () => {
  it('counts one zone seen in the singular', () => {
    const s = heroInDungeon('Warrior');
    expect(Object.keys(s.zones)).toHaveLength(1);
    const text = morgueText(s, [], { seed: s.seed, options: s.options, actions: [], checks: [], snapshot: s }, '9.9.9', new Date(0));
    expect(text).toMatch(/; 1 zone seen, deepest/);
  });
});
