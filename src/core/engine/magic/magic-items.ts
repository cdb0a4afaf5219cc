/**
 * The Black Hack 2d12 magic items on the grid: what quaffing, reading or
 * using each one does (docs/spells.md, "Magic items"). A Usage die is rolled
 * after each use (`downgrade`: a 1–2 steps it down, and on a d4 uses the
 * item up); a one-use item is gone at once. The Wand is cast by items.ts.
 */
import { MAGIC_ITEMS } from '../../../data/blackhack/magic-items.js';
import { USAGE_CHAIN } from '../../odds/usage-die.js';
import type { MagicAction } from '../actions.js';
import type { Ctx, TestSpec } from '../context.js';
import { fromYou, key } from '../geometry.js';
import { Refusal } from '../refusal.js';
import { inFight, passMinute } from '../time.js';
import { ATTRS, type CreatureState, type GameState, type Item } from '../types.js';
import { downgrade, usedUp } from '../usage.js';
import { changeItem } from '../items.js';
import { currentZone, doorAt, setDoor, tileAt } from '../zones.js';
import { creaturesNear, REACH, type Aim, type AimKind, type Point } from './aim.js';
import { doorName, harm, hold, isFree, loseTurns, offend } from './creatures.js';
import { RADIUS, revealFrom } from './effects/areas.js';
import { winOver } from './effects/minds.js';
import { findTrapsNear } from './effects/senses.js';
import { knockOrLock } from './effects/space.js';
import { placeHero } from './placing.js';
import { powerfulFoe } from './powers.js';
import { addEffect, endEffect, heroHas, MINUTES_PER_DAY, minutesSpan, momentsSpan, UNTIL_ENDED, visitSpan } from './state.js';
import { aOrAn } from '../../../base/words.js';

export type Verb = 'quaff' | 'read' | 'use';

export interface Use {
  verb: Verb;
  aim: AimKind;
  reach: number;
  /** Needs the dungeon (a zone to work on). */
  dungeon: boolean;
  run: (ctx: Ctx, item: Item, aim: Aim, action: Extract<MagicAction, { type: Verb }>) => void;
}

/** A thrown item's test: a DEX attack (Disadvantage at Close range), with Powerful Foe; the bot weighs its odds before it throws. */
export function throwSpec(s: GameState, c: CreatureState, what: string): TestSpec {
  const close = Math.max(Math.abs(c.x - s.hero.x), Math.abs(c.y - s.hero.y)) <= 1;
  return { label: `throw the ${what} at the ${c.name}`, attr: 'DEX', mods: powerfulFoe(s, c), disadvantage: close };
}

function thrown(ctx: Ctx, c: CreatureState, what: string): boolean {
  offend(ctx, c);
  const t = ctx.test(throwSpec(ctx.s, c, what));
  if (!t.success) ctx.say('combat', `The ${what} misses the ${c.name}.`);
  return t.success;
}

/** Through rock to the first open square beyond, up to three squares on (chalk, the tonic). */
function through(ctx: Ctx, p: Point): Point | undefined {
  const hero = ctx.s.hero;
  const dx = p.x - hero.x;
  const dy = p.y - hero.y;
  for (let k = 1; k <= 3; k++) {
    const q = { x: p.x + dx * k, y: p.y + dy * k };
    if (isFree(ctx, q)) return q;
  }
  return undefined;
}


export const MAGIC_ITEM_USES: Readonly<Record<string, Use>> = {
  'Bag of Edda Stones': {
    verb: 'use',
    aim: 'none',
    reach: 0,
    dungeon: true,
    run(ctx, item) {
      const dazzled = creaturesNear(ctx, ctx.s.hero, REACH.Nearby, { friendly: false });
      revealFrom(ctx, ctx.s.hero, REACH.Nearby);
      for (const c of dazzled) loseTurns(c, 1);
      ctx.say('magic', `The stones flash every colour: ${dazzled.length} creature${dazzled.length === 1 ? ' is' : 's are'} dazzled for a Moment.`, { ids: dazzled.map((c) => c.id) });
      downgrade(ctx, item, 'bounced');
    },
  },
  'Bronze Ring': {
    verb: 'use',
    aim: 'none',
    reach: 0,
    dungeon: false,
    run(ctx, item) {
      if (ctx.s.hero.effects.some((e) => e.name === 'Bronze Ring')) throw new Refusal('You already wear a bubble of air.');
      addEffect(ctx, { name: 'Bronze Ring', kind: 'hero', zone: null }, visitSpan(ctx.s));
      ctx.say('magic', 'You blow a bubble over your head: you breathe freely, whatever the air, until a hard blow (a Defend roll of 16+) bursts it.');
      downgrade(ctx, item, 'a bubble blown');
    },
  },
  'Breadcrumb Boots': {
    verb: 'use',
    aim: 'none',
    reach: 0,
    dungeon: false,
    run(ctx, item) {
      const worn = ctx.s.hero.effects.find((e) => e.name === 'Breadcrumb Boots');
      if (worn) return endEffect(ctx, worn, 'come off');
      addEffect(ctx, { name: 'Breadcrumb Boots', kind: 'hero', zone: null, item: item.id }, UNTIL_ENDED);
      ctx.say('magic', 'You pull on the boots: you smell of fresh bread. Every creature Nearby knows where you are, and animals would rather sniff than bite.');
    },
  },
  'Salve of Resistance': {
    verb: 'use',
    aim: 'none',
    reach: 0,
    dungeon: false,
    run(ctx, item) {
      addEffect(ctx, { name: 'Salve of Resistance', kind: 'hero', zone: null }, visitSpan(ctx.s));
      ctx.say('magic', 'The salve tingles: Advantage on Defend tests against elementals, dragons and fire until you are Home.');
      downgrade(ctx, item, 'applied');
    },
  },
  'Erno’s Earhorn': {
    verb: 'use',
    aim: 'square',
    reach: Infinity,
    dungeon: true,
    run(ctx, _item, aim) {
      const p = aim.square!;
      const heard = creaturesNear(ctx, p, REACH.Nearby, { unseen: true, coffins: true });
      for (const c of heard) revealFrom(ctx, c, 0);
      ctx.say('magic', heard.length > 0 ? `Through the horn you hear ${heard.map((c) => `${aOrAn(c.name)} ${fromYou(ctx.s.hero, c)}${c.inCoffin ? ' (in a coffin)' : ''}`).join('; ')}.` : 'Through the horn: silence.', { ids: heard.map((c) => c.id) });
    },
  },
  'Black Portal Chalk': {
    verb: 'use',
    aim: 'square',
    reach: REACH.Close,
    dungeon: true,
    run(ctx, item, aim) {
      const p = aim.square!;
      const { zone, z } = currentZone(ctx.s);
      const door = doorAt(z, p.x, p.y);
      if (!door && tileAt(zone, p.x, p.y) !== '#') throw new Refusal('Draw the door on a wall or a door.');
      if (aim.self) throw new Refusal('Draw the door on a wall or a door.');
      if (door) {
        if (door.type === 'open-arch' || (door.open && !door.locked)) throw new Refusal('That way is open already.');
        setDoor(z, p.x, p.y, { locked: false, open: true });
        ctx.say('door', `The door you draw over the ${doorName(door.type)} swings open.`, { x: p.x, y: p.y });
      } else {
        const beyond = through(ctx, p);
        if (beyond) placeHero(ctx, beyond, 'You step through the chalk door');
        else ctx.say('magic', 'The chalk door opens onto the grey void: nothing there, and it closes again.');
      }
      downgrade(ctx, item, 'a door drawn');
    },
  },
  'Tonic of Power': {
    verb: 'quaff',
    aim: 'none',
    reach: 0,
    dungeon: false,
    run(ctx, item) {
      const attr = ATTRS[ctx.roll('Tonic of Power: attribute', '1d6') - 1]!;
      const rise = ctx.roll('Tonic of Power: rise', MAGIC_ITEMS.rows.find((m) => m.name === 'Tonic of Power')?.dice ?? '1d4');
      ctx.s.hero.attributes[attr] += rise;
      addEffect(ctx, { name: 'Tonic of Power', kind: 'hero', zone: null, attr, value: rise }, visitSpan(ctx.s));
      ctx.say('magic', `Power surges: ${attr} rises by ${rise} to ${ctx.s.hero.attributes[attr]} for this visit (and will fall as far for the next).`, { attr, rise });
      usedUp(ctx, item);
    },
  },
  'Relentless Ammo': {
    verb: 'use',
    aim: 'none',
    reach: 0,
    dungeon: false,
    run(ctx, item) {
      const ammo = ctx.s.hero.items.find((i) => i.kind === 'ammunition' && i.usageDie);
      if (!ammo) throw new Refusal('You have no ammunition to fill out.');
      const at = USAGE_CHAIN.indexOf(ammo.usageDie!);
      const filled = changeItem(ctx.s.hero, ammo, { usageDie: USAGE_CHAIN[Math.max(0, at - 1)]! });
      ctx.say('item', `Relentless shot fills your ${filled.name}: Ud${filled.usageDie}.`, { item: filled.id, usageDie: filled.usageDie });
      downgrade(ctx, item, 'poured out');
    },
  },
  'Wax Seal of Holding': {
    verb: 'use',
    aim: 'square',
    reach: REACH.Close,
    dungeon: true,
    run(ctx, item, aim) {
      knockOrLock(ctx, aim.square!, 'lock');
      downgrade(ctx, item, 'a seal pressed');
    },
  },
  'Chromatic Feather': {
    verb: 'use',
    aim: 'none',
    reach: 0,
    dungeon: true,
    run(ctx, item) {
      const on = ctx.s.hero.effects.find((e) => e.name === 'Chromatic Feather');
      if (on) return endEffect(ctx, on, 'is put away: your feet touch the floor');
      addEffect(ctx, { name: 'Chromatic Feather', kind: 'hero', zone: null, item: item.id, x: ctx.s.hero.x, y: ctx.s.hero.y }, UNTIL_ENDED);
      ctx.say('magic', 'You float a hand above the floor: pits, chutes, snares and runes pass beneath you. The feather’s Usage die rolls with every move.');
    },
  },
  'Tonic of Watery Absolve': {
    verb: 'use',
    aim: 'square',
    reach: REACH.Close,
    dungeon: true,
    run(ctx, item, aim) {
      const p = aim.square!;
      const { zone, z } = currentZone(ctx.s);
      const t = tileAt(zone, p.x, p.y);
      if (t === '{') {
        if (!z.fountainsUsed.includes(key(p.x, p.y))) z.fountainsUsed.push(key(p.x, p.y));
        ctx.say('magic', 'The fountain’s water sets into stone: it will give nothing more.');
      } else if (t === '#' && !aim.self) {
        const beyond = through(ctx, p);
        if (beyond) placeHero(ctx, beyond, 'The rock runs away as water and you wade through');
        else ctx.say('magic', 'The rock turns to water and drains away, but more rock lies behind.');
      } else throw new Refusal('Pour it on stone or on water.');
      usedUp(ctx, item);
    },
  },
  'Acorn of Stoning': {
    verb: 'use',
    aim: 'creature',
    reach: REACH.Nearby,
    dungeon: true,
    run(ctx, item, aim) {
      const c = aim.creature!;
      if (thrown(ctx, c, 'acorn')) {
        hold(ctx, c, 'Acorn of Stoning', momentsSpan(ctx.s, ctx.roll('stoned for (Moments)', '1d6')));
        ctx.say('creature', `The ${c.name} turns to stone where it stands.`, { id: c.id });
      }
      downgrade(ctx, item, 'thrown');
    },
  },
  'Sun Drill': {
    verb: 'use',
    aim: 'square',
    reach: REACH.Close,
    dungeon: true,
    run(ctx, _item, aim) {
      const p = aim.square!;
      const { zone } = currentZone(ctx.s);
      if (tileAt(zone, p.x, p.y) !== '#' || aim.self) throw new Refusal('Bore into the rock of a wall.');
      const e = addEffect(ctx, { name: 'Sun Drill', kind: 'area', x: ctx.s.hero.x, y: ctx.s.hero.y, radius: RADIUS['Sun Drill'] }, UNTIL_ENDED);
      revealFrom(ctx, ctx.s.hero, RADIUS['Sun Drill']!);
      ctx.say('magic', 'You bore a hole: a shaft of sunlight falls here, and the undead will not stand in it.', { x: e.x, y: e.y });
      for (const c of creaturesNear(ctx, ctx.s.hero, RADIUS['Sun Drill']!, { unseen: true })) {
        if (c.category !== 'Undead' || c.attitude === 'friendly') continue;
        c.attitude = 'fleeing';
        ctx.say('creature', `The ${c.name} shrinks from the sunlight and flees.`, { id: c.id });
      }
    },
  },
  'Cup of Ending': {
    verb: 'use',
    aim: 'creature-or-self',
    reach: REACH.Close,
    dungeon: false,
    run(ctx, item, aim) {
      if (!aim.creature) {
        ctx.s.hero.effects = ctx.s.hero.effects.filter((e) => !(e.kind === 'item' && e.item === item.id && e.name === 'Cup of Ending'));
        addEffect(ctx, { name: 'Cup of Ending', kind: 'item', zone: null, item: item.id }, UNTIL_ENDED);
        return ctx.say('item', 'You fill the Cup of Ending: it is yours now, and will not harm you.');
      }
      const c = aim.creature;
      if (thrown(ctx, c, 'Cup’s draught')) {
        harm(ctx, c, ctx.roll('Cup of Ending', '1d8'), 'the Cup of Ending');
        if (c.hp > 0 && !c.conditions.some((x) => x.source === 'Cup of Ending')) c.conditions.push({ kind: 'ongoing', damage: c.hd, source: 'Cup of Ending' });
      }
      downgrade(ctx, item, 'poured');
    },
  },
  'Elixir of Vitality': {
    verb: 'quaff',
    aim: 'none',
    reach: 0,
    dungeon: false,
    run(ctx, item) {
      const hero = ctx.s.hero;
      hero.hp = hero.maxHp;
      if (!heroHas(ctx.s, 'Elixir of Vitality')) addEffect(ctx, { name: 'Elixir of Vitality', kind: 'hero', zone: null }, UNTIL_ENDED);
      ctx.say('heal', `Life floods back: ${hero.hp}/${hero.maxHp} HP. Your next Out of Action roll will have Disadvantage.`);
      downgrade(ctx, item, 'a draught');
    },
  },
  'Chain of Binding': {
    verb: 'use',
    aim: 'creature',
    reach: REACH.Nearby,
    dungeon: true,
    run(ctx, _item, aim) {
      const c = aim.creature!;
      const bound = ctx.s.hero.effects.find((e) => e.name === 'Chain of Binding');
      if (bound) throw new Refusal('The chain still binds another creature.');
      if (thrown(ctx, c, 'chain')) {
        hold(ctx, c, 'Chain of Binding', momentsSpan(ctx.s, ctx.roll('bound for (Moments)', MAGIC_ITEMS.rows.find((m) => m.name === 'Chain of Binding')?.duration?.dice ?? '1d6')));
        ctx.say('creature', `The chain wraps the ${c.name}: it is Paralysed.`, { id: c.id });
      }
    },
  },
  'Phantom Limb': {
    verb: 'use',
    aim: 'none',
    reach: 0,
    dungeon: false,
    run(ctx) {
      const hero = ctx.s.hero;
      if (heroHas(ctx.s, 'Phantom Limb')) throw new Refusal('The limb has already served you this visit.');
      const hurt = hero.conditions.filter((c) => (c.kind === 'disadvantage' && (c.attrs === 'all' || c.attrs.some((a) => a === 'STR' || a === 'DEX'))) || c.kind === 'weakened' || c.kind === 'stuck');
      if (hurt.length === 0) throw new Refusal('Nothing ails your limbs for it to take over.');
      hero.conditions = hero.conditions.filter((c) => !hurt.includes(c));
      addEffect(ctx, { name: 'Phantom Limb', kind: 'hero', zone: null }, visitSpan(ctx.s));
      ctx.say('heal', `The phantom limb takes the place of what was hurt: ${hurt.map((c) => c.source).join(', ')} no longer hinders you.`);
    },
  },
  'Frenzy Dust': {
    verb: 'use',
    aim: 'none',
    reach: 0,
    dungeon: true,
    run(ctx, item) {
      addEffect(ctx, { name: 'Frenzy Dust', kind: 'hero' }, momentsSpan(ctx.s, ctx.roll('Frenzy Dust: Moments', '1d6')));
      for (const c of creaturesNear(ctx, ctx.s.hero, REACH.Nearby, { friendly: false })) {
        c.aware = true;
        if (c.attitude === 'neutral') c.attitude = 'hostile';
      }
      ctx.say('magic', 'Red dust hangs in the air: blows land easily on everyone Nearby (Advantage on your attacks, Disadvantage on your Defend tests).');
      downgrade(ctx, item, 'thrown in the air');
    },
  },
  'Black Candle': {
    verb: 'use',
    aim: 'none',
    reach: 0,
    dungeon: true,
    run(ctx, item) {
      const hero = ctx.s.hero;
      addEffect(ctx, { name: 'Black Candle', kind: 'area', radius: RADIUS['Black Candle'] }, minutesSpan(ctx.s, 1));
      revealFrom(ctx, hero, REACH.Nearby);
      findTrapsNear(ctx, hero, REACH.Nearby, 'No shadow hides');
      for (const e of hero.effects.filter((o) => o.kind === 'creature' && o.name === 'Invisibility' && o.zone === ctx.s.zone)) endEffect(ctx, e, 'is undone by the candle');
      ctx.say('magic', 'The black candle burns: no shadow is left Nearby.');
      downgrade(ctx, item, 'lit');
    },
  },
  'Mithril Shirt': {
    verb: 'use',
    aim: 'none',
    reach: 0,
    dungeon: false,
    run(ctx, item) {
      changeItem(ctx.s.hero, item, { kind: 'armour' });
      ctx.s.hero.equipped.armour = item.id;
      ctx.say('item', `You put on the ${item.name}: AV ${item.av ?? 4}, as light as cloth.`, { item: item.id });
    },
  },
  'List of True Names': {
    verb: 'read',
    aim: 'creature',
    reach: Infinity,
    dungeon: true,
    run(ctx, _item, aim) {
      const c = aim.creature!;
      if (inFight(ctx)) throw new Refusal('Reading takes Minutes: not in a fight.');
      for (let m = 0; m < c.hd && ctx.s.phase === 'dungeon'; m++) passMinute(ctx);
      if (ctx.s.phase !== 'dungeon' || !currentZone(ctx.s).z.creatures.includes(c)) return;
      ctx.say('magic', `After ${c.hd} Minutes of reading you find the ${c.name}'s true name, and speak it.`);
      winOver(ctx, c, 'List of True Names', minutesSpan(ctx.s, MINUTES_PER_DAY));
    },
  },
  'Golden Toad': {
    verb: 'use',
    aim: 'none',
    reach: 0,
    dungeon: true,
    run(ctx) {
      const kin = creaturesNear(ctx, ctx.s.hero, REACH.Nearby, { unseen: true }).filter((c) => c.category === 'Reptiles');
      if (kin.length === 0) throw new Refusal('No amphibian kin are Nearby to speak with.');
      for (const c of kin) if (c.attitude === 'hostile') c.attitude = 'neutral';
      ctx.say('creature', `You croak with the ${kin.map((c) => c.name).join(', ')}: they stand down and tell you what they know.`);
      findTrapsNear(ctx, ctx.s.hero, REACH.Nearby, 'They tell you of');
    },
  },
  Wand: {
    verb: 'use',
    aim: 'none',
    reach: 0,
    dungeon: true,
    run() {
      // Handled by `useWand`: the aim depends on the spell inside.
    },
  },
};
