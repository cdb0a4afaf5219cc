/** The small words of the game's sentences: articles, plurals and sums of money. */
import { describe, expect, it } from 'vitest';
import { aOrAn, capitalised, coins, plural, pluralName, the } from '../../src/base/words.js';
import { Ctx } from '../../src/core/engine/context.js';
import { encounterRoll } from '../../src/core/engine/encounters.js';
import { moraleCheck } from '../../src/core/engine/combat.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { act } from '../../src/core/opposition/settle.js';
import { facesThen, foeBeside, forcedCtx, heroInDungeon } from './setup.js';

describe('words', () => {
  it('puts "an" before a vowel and "a" before anything else, capitalised to begin a sentence', () => {
    expect([aOrAn('Orc'), aOrAn('Goblin'), aOrAn('elf'), aOrAn('Owlbear', true), aOrAn('Ghoul', true)]).toEqual(['an Orc', 'a Goblin', 'an elf', 'An Owlbear', 'A Ghoul']);
  });

  it('capitalises the first word of a sentence and nothing else', () => {
    expect([capitalised('your Magic Missile'), capitalised('the Meteor Swarm'), capitalised('')]).toEqual(['Your Magic Missile', 'The Meteor Swarm', '']);
  });

  it('names one coin in the singular and any other sum in the plural', () => {
    expect([coins(0), coins(1), coins(2), coins(40)]).toEqual(['0 coins', '1 coin', '2 coins', '40 coins']);
  });

  it('puts "the" before an item\'s name unless the name opens with its count', () => {
    expect([the('flail'), the('torches', true), the('10 small gems'), the('3 arrows', true)]).toEqual(['the flail', 'The torches', '10 small gems', '3 arrows']);
  });

  it('tells what the hero drops and wields with "the"', () => {
    const s = heroInDungeon('Warrior');
    const weapon = s.hero.items.find((i) => i.kind === 'weapon')!;
    const unequipped = act(s, { type: 'unequip', slot: 'weapon' });
    const wielded = act(unequipped.state, { type: 'equip', item: weapon.id });
    expect(wielded.ok && wielded.events.map((e) => e.text)).toContain(`You wield the ${weapon.name}.`);
    const dropped = act(wielded.state, { type: 'drop', item: weapon.id });
    expect(dropped.ok && dropped.events.map((e) => e.text)).toContain(`You drop the ${weapon.name}.`);
  });

  it('takes "torches" and "candles" as plural names, and "glass" as one thing', () => {
    expect(['torches', 'candles', 'glass', 'lantern'].map(pluralName)).toEqual([true, true, false, false]);
  });

  it('says a guttering light in its own number', () => {
    const s = heroInDungeon('Warrior', '7');
    const torch = { ...s.hero.items[0]!, id: 500, name: 'torches', kind: 'light' as const, usageDie: 6 };
    s.hero.items.push(torch);
    s.hero.equipped.light = 500;
    // The encounter roll's 4: a light fades.
    const ctx = new Ctx(structuredClone(s), facesThen([6, 4]));
    encounterRoll(ctx, 'a test');
    expect(ctx.events.map((e) => e.text)).toContain('Your torches gutter.');
  });

  it('names more than one creature in the plural, the irregular ones too', () => {
    const names = ['Orc', 'Mummy', 'Lizard Man', 'Crazed Madman', 'Lich', 'Giant Mantis', 'Wolf', 'Creeping Fungus', 'Strangle Vines', 'Jelly Baby', 'Ogre', 'Rattle Snake', 'Cow', 'Platypus of Death', 'Giant Human'];
    expect(names.map(plural)).toEqual(['Orcs', 'Mummies', 'Lizard Men', 'Crazed Madmen', 'Liches', 'Giant Mantises', 'Wolves', 'Creeping Fungi', 'Strangle Vines', 'Jelly Babies', 'Ogres', 'Rattle Snakes', 'Cows', 'Platypuses of Death', 'Giant Humans']);
  });

  it('tells a lone creature that breaks in the singular and a group in the plural', () => {
    const s = heroInDungeon('Warrior');
    const wolf = foeBeside(s, { name: 'Wolf' });
    // d12 morale against HD 1: a 12 breaks.
    const alone = forcedCtx(s, [12, 12]);
    moraleCheck(alone, currentZone(alone.s).z.creatures[0]!, 'test');
    expect(alone.events.map((e) => e.text)).toContain('The Wolf flees!');
    currentZone(s).z.creatures.push({ ...wolf, id: 1000 });
    const pack = forcedCtx(s, [12, 12]);
    moraleCheck(pack, currentZone(pack.s).z.creatures[0]!, 'test');
    expect(pack.events.map((e) => e.text)).toContain('The Wolves flee!');
  });
});
