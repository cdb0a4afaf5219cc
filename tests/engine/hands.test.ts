/** A large weapon takes both hands: a shield slung meanwhile adds no armour die and bashes no one. */
import { describe, expect, it } from 'vitest';
import { creatureAttacks } from '../../src/core/engine/combat.js';
import { rollBrokenDice } from '../../src/core/engine/armour.js';
import { armourPool } from '../../src/core/engine/hero.js';
import { morgueText } from '../../src/persist/morgue.js';
import { inUse, itemTags } from '../../src/tui/modals/item-info.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { foeBeside, forcedCtx, heroInDungeon, ok, said } from './setup.js';

describe('two hands on a large weapon', () => {
  it("kit B's Warrior: the Decorative Shield counts only once the two-handed weapon is put away", () => {
    const s = heroInDungeon('Warrior', '7', 'B');
    expect(s.hero.items.find((i) => i.id === s.hero.equipped.weapon)).toMatchObject({ name: 'two-handed weapon', large: true });
    expect(s.hero.equipped.shield).not.toBeNull();
    // Thick hide AV 2 and the tin helm: the shield is slung.
    expect(armourPool(s.hero)).toBe(3);
    const bare = ok(s, { type: 'unequip', slot: 'weapon' }).state;
    expect(armourPool(bare.hero)).toBe(4);
  });

  it('no Shield Bash while both hands hold the weapon', () => {
    const s = heroInDungeon('Warrior', '7', 'B');
    s.hero.level = 3;
    s.options = { ...s.options, armourPrompt: 'never' };
    const foe = foeBeside(s, { hp: 20, maxHp: 20 });
    // A Defend d20 of 3 (a success, and within Shield Bash's 1-5), the large weapon's d4.
    const ctx = forcedCtx(s, [20, 3], [4, 1]);
    creatureAttacks(ctx, currentZone(ctx.s).z.creatures.find((c) => c.id === foe.id)!);
    expect(said(ctx.events, /shield hits/i)).toBe(false);
    expect(currentZone(ctx.s).z.creatures.find((c) => c.id === foe.id)!.hp).toBe(20);
    const onehand = { ...s, hero: { ...s.hero, equipped: { ...s.hero.equipped, weapon: null } } };
    const bash = forcedCtx(onehand, [20, 3]);
    creatureAttacks(bash, currentZone(bash.s).z.creatures.find((c) => c.id === foe.id)!);
    expect(said(bash.events, /shield hits/i)).toBe(true);
  });

  it('when every die of the pool is broken for good, the slung shield, which gave none, is spared', () => {
    const s = heroInDungeon('Warrior', '7', 'B');
    s.hero.armourPermanent = 2;
    s.hero.armourBroken = 1;
    // The last broken die rolls 1, then 1 again on Self Reliant: broken for good, and the pool of 3 is gone.
    const ctx = forcedCtx(s, [6, 1], [6, 1]);
    rollBrokenDice(ctx);
    expect(ctx.s.hero.items.map((i) => i.name)).not.toContain('Thick hide');
    expect(ctx.s.hero.items.map((i) => i.name)).not.toContain('tin helm');
    expect(ctx.s.hero.items.find((i) => i.id === ctx.s.hero.equipped.shield)?.name).toBe('Decorative Shield');
  });

  it('the inventory, the sell page and the morgue call the slung shield slung, not in use', () => {
    const s = heroInDungeon('Warrior', '7', 'B');
    const shield = s.hero.items.find((i) => i.id === s.hero.equipped.shield)!;
    expect(inUse(s.hero, shield)).toBe('slung: both hands are on a large weapon');
    expect(itemTags(s.hero, shield)).not.toContain('+1 armour die');
    const text = morgueText(s, [], { seed: '7', options: {}, actions: [], checks: [], snapshot: s }, '0.0.0', new Date(0));
    expect(text).toContain('Decorative Shield (slung)');
    expect(text).toContain('two-handed weapon (in use)');
  });
});
