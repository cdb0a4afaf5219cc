/**
 * A cure with nothing to cure is refused before it is cast, as Sleep is when
 * no roll could work (docs/spells.md: "A refused cast … nothing there to
 * affect … changes nothing and takes no turn"): no test, nothing forgotten,
 * and the refusal says why. Through the real reducer.
 */
import { describe, expect, it } from 'vitest';
import { foeBeside, heroInDungeon, ok, refused, tests } from './setup.js';
import { currentZone } from '../../src/core/engine/zones.js';
import type { GameState } from '../../src/core/engine/types.js';

/** A Level 10 Cleric at full HP with every prayer below memorised, nothing about. */
function cleric(): GameState {
  const s = heroInDungeon('Cleric');
  currentZone(s).z.creatures = [];
  s.hero.level = 10;
  s.hero.attributes.WIS = 30;
  s.hero.hp = s.hero.maxHp;
  s.hero.conditions = [];
  s.hero.memorised = ['Cure Light Wounds', 'Cure Serious Wounds', 'Cure Disease', 'Neutralise Poison', 'Remove Curse', 'Restoration'];
  return s;
}

describe('a cure with nothing to cure', () => {
  it('Cure Light Wounds on an unhurt hero is refused before the test, and stays memorised', () => {
    const s = cleric();
    const hp = `${s.hero.hp}/${s.hero.maxHp}`;
    refused(s, { type: 'pray', prayer: 'Cure Light Wounds' }, new RegExp(`^Cure Light Wounds would do nothing: you are unhurt \\(${hp} HP\\)\\.$`));
    refused(s, { type: 'pray', prayer: 'Cure Serious Wounds', target: { x: s.hero.x, y: s.hero.y } }, /^Cure Serious Wounds would do nothing: you are unhurt/);
  });

  it('on an unhurt creature too; a hurt one is healed, with the test after', () => {
    const s = cleric();
    const foe = foeBeside(s, { attitude: 'friendly' });
    refused(s, { type: 'pray', prayer: 'Cure Light Wounds', target: { creature: foe.id } }, /^Cure Light Wounds would do nothing: the Orc is unhurt \(10\/10 HP\)\.$/);
    foe.hp = 4;
    const r = ok(s, { type: 'pray', prayer: 'Cure Light Wounds', target: { creature: foe.id } });
    expect(tests(r.events)).toHaveLength(1);
    expect(r.events.some((e) => e.kind === 'heal' && /The Orc regains/.test(e.text))).toBe(true);
  });

  it('Cure Disease, Remove Curse and Restoration with nothing to lift are refused; Neutralise Poison on yourself still wards', () => {
    const s = cleric();
    refused(s, { type: 'pray', prayer: 'Cure Disease' }, /^Cure Disease would do nothing: no disease afflicts you\.$/);
    refused(s, { type: 'pray', prayer: 'Remove Curse' }, /^Remove Curse would do nothing: no curse afflicts you\.$/);
    refused(s, { type: 'pray', prayer: 'Restoration' }, /^Restoration would do nothing: you are unhurt \(\d+\/\d+ HP\) and nothing afflicts you\.$/);
    const foe = foeBeside(s, { attitude: 'friendly' });
    refused(s, { type: 'pray', prayer: 'Neutralise Poison', target: { creature: foe.id } }, /^Neutralise Poison would do nothing: no poison afflicts the Orc\.$/);
    expect(ok(s, { type: 'pray', prayer: 'Neutralise Poison' }).events.some((e) => /No poison can take hold of you/.test(e.text))).toBe(true);
    // With something to lift, they go ahead.
    s.hero.conditions = [{ kind: 'weakened', turns: null, source: 'a curse' }];
    expect(ok(s, { type: 'pray', prayer: 'Remove Curse' }).state.hero.conditions).toEqual([]);
    expect(ok(s, { type: 'pray', prayer: 'Restoration' }).state.hero.conditions).toEqual([]);
  });
});
