/**
 * Resolutions `athack check` prints, each checked on the real engine
 * (src/core/audit/proofs.ts names these tests beside their problems).
 */
import { describe, expect, it } from 'vitest';
import { heroAtHome, homeByEntrance, ok } from './setup.js';
import { currentZone } from '../../src/core/engine/zones.js';

describe('resolutions on the engine', () => {
  it('Sustenance drops for a zone never entered before, and not for going back into one', () => {
    const home = heroAtHome();
    const first = ok(home, { type: 'enter-dungeon' }).state;
    expect(first.consumables.sustenance).toBe(home.consumables.sustenance - 1);
    const again = ok(homeByEntrance(first).state, { type: 'enter-dungeon' }).state;
    expect(again.zone).toBe(first.zone);
    expect(again.consumables.sustenance).toBe(first.consumables.sustenance);
  });

  it('a creature of more than 10 HD hits with the HD 10 row’s 1d10+1d12', () => {
    // A Quest's foe raised to 14 HD: the engine gives it the damage of its HD.
    const rich = heroAtHome();
    rich.tokens.hero = 40;
    const posted = ok(rich, { type: 'quest', legs: [{ foes: [{ category: 'Humanoids', name: 'Goblin', count: 1, hd: 14 }] }] });
    const s = ok(posted.state, { type: 'enter-dungeon' }).state;
    const goblin = currentZone(s).z.creatures.find((c) => c.id === s.quest!.legs[0]!.placed![0])!;
    expect(goblin.hd).toBe(14);
    expect(goblin.damage).toBe('1d10+1d12');
  });
});
