/**
 * Magic between the hero's actions: `magicTurn` runs once a turn in the
 * dungeon, after the creatures have acted. It ends effects whose clocks ran
 * out, lets areas work on those in them, makes the casters' ongoing tests
 * (Hold Person, a bound daemon), hurts creatures with magical Ongoing
 * Damage, keeps the hero's boons (Wind Walk, Find Traps, the Bronze Ring's
 * bubble …) and lets servants fight.
 */
import { aStar } from '../astar.js';
import { hurtCreature } from '../combat.js';
import type { Ctx } from '../context.js';
import { afflicts } from '../home/temple.js';
import { distance, key } from '../geometry.js';
import type { Condition, CreatureState, MagicEffect } from '../types.js';
import { downgrade } from '../usage.js';
import { currentZone, walkable } from '../zones.js';
import { creaturesNear, REACH } from './aim.js';
import { creatureTest, isAnimal, isHeld, isServant, revealHero } from './creatures.js';
import { areaTurn } from './effects/areas.js';
import { calmAnimals, loseTrack } from './effects/minds.js';
import { findTrapsNear } from './effects/senses.js';
import { addEffect, endEffect, expireMagic, heroHas, MINUTES_PER_DAY } from './state.js';
import { hereEffects } from './here.js';

/** Sources of Ongoing Damage that magic put on creatures, which the magic module ticks. */
export const MAGIC_AILMENTS = ['Plague', 'Cup of Ending'];

export function magicTurn(ctx: Ctx): void {
  const s = ctx.s;
  expireMagic(ctx, true);
  if (s.phase !== 'dungeon' || !s.zone) return;
  // Every upkeep but the creatures' ailments reads an effect on the hero: most turns there is none, and nothing to look through.
  if (s.hero.effects.length > 0) {
    watchServants(ctx);
    casterTests(ctx);
    for (const e of hereEffects(s, 'area')) if (s.phase === 'dungeon' && e.since !== s.turn) areaTurn(ctx, e);
    if (s.phase !== 'dungeon') return;
  }
  ailments(ctx);
  if (s.hero.effects.length === 0) return;
  heroBoons(ctx);
  if (s.phase !== 'dungeon') return;
  unseenHero(ctx);
  servantsAct(ctx);
}

/** Keeps track of servants: where each stands, and which have fallen (Raise Dead can call those back). */
function watchServants(ctx: Ctx): void {
  const s = ctx.s;
  const { z } = currentZone(s);
  for (const e of hereEffects(s).filter((o) => o.kind === 'ally' || o.serves)) {
    const c = z.creatures.find((o) => o.id === e.creature);
    if (c) {
      e.x = c.x;
      e.y = c.y;
      if (e.name === 'Invisible Stalker' && !z.creatures.some((o) => o.id === e.value)) endEffect(ctx, e, 'is done: its prey is gone');
      if (e.name === 'Quest' && (e.value ?? 0) <= 0) {
        z.creatures = z.creatures.filter((o) => o !== c);
        s.hero.effects = s.hero.effects.filter((o) => o !== e);
        ctx.say('creature', `Its orders done, the ${c.name} goes its way.`, { id: c.id });
      }
      continue;
    }
    s.hero.effects = s.hero.effects.filter((o) => o !== e);
    const at = { x: e.x ?? e.snapshot?.x ?? s.hero.x, y: e.y ?? e.snapshot?.y ?? s.hero.y };
    if (e.held) z.items.push({ ...at, item: e.held, chest: false });
    if (e.snapshot) addEffect(ctx, { name: `fallen ${e.snapshot.name}`, kind: 'fallen', ...at, snapshot: e.snapshot, value: s.time.minutes }, { untilTurn: null, untilMinute: s.time.minutes + 7 * MINUTES_PER_DAY, visit: null });
  }
}

/** Hold Person lasts while the caster passes a WIS test each turn; a daemon stays bound while they pass INT. */
function casterTests(ctx: Ctx): void {
  const s = ctx.s;
  const holds = hereEffects(s, 'creature').filter((e) => e.name === 'Hold Person' && e.since !== s.turn);
  if (holds.length > 0 && !ctx.test({ label: 'maintain Hold Person', attr: 'WIS' }).success) for (const e of holds) endEffect(ctx, e, 'breaks');
  for (const e of hereEffects(s, 'ally').filter((o) => o.name === 'Conjuration of Daemons' && o.since !== s.turn)) {
    if (ctx.test({ label: 'keep the daemon bound', attr: 'INT' }).success) continue;
    s.hero.effects = s.hero.effects.filter((o) => o !== e);
    const c = currentZone(s).z.creatures.find((o) => o.id === e.creature);
    if (!c) continue;
    c.attitude = 'hostile';
    c.aware = true;
    ctx.say('creature', `The ${c.name} breaks its binding and turns on you!`, { id: c.id });
  }
}

/** Magical Ongoing Damage on creatures (HP equal to their HD each turn, until they pass a test), and sleepers woken by harm. */
function ailments(ctx: Ctx): void {
  const s = ctx.s;
  const { z } = currentZone(s);
  for (const c of [...z.creatures]) {
    for (const x of c.conditions.filter((o) => o.kind === 'ongoing' && MAGIC_AILMENTS.includes(o.source))) {
      if (x.kind !== 'ongoing') continue;
      hurtCreature(ctx, c, x.damage, `the ${x.source}`, 'other');
      if (c.hp <= 0) break;
      if (creatureTest(ctx, c, `shake off the ${x.source}`)) c.conditions = c.conditions.filter((o) => o !== x);
    }
  }
  for (const e of hereEffects(s, 'creature').filter((o) => o.name === 'Sleep')) {
    const c = z.creatures.find((o) => o.id === e.creature);
    if (c && c.hp < (e.value ?? 0)) endEffect(ctx, e, 'is broken by pain: it wakes');
  }
}

function heroBoons(ctx: Ctx): void {
  const s = ctx.s;
  const hero = s.hero;
  if (heroHas(s, 'Wind Walk')) {
    const held: Condition[] = hero.conditions.filter((c) => c.kind === 'stuck' || c.kind === 'paralysed');
    if (held.length > 0) {
      hero.conditions = hero.conditions.filter((c) => !held.includes(c));
      ctx.say('magic', `You turn to mist and slip free of ${held.map((c) => c.source).join(', ')}.`);
    }
  }
  if (heroHas(s, 'Neutralise Poison')) {
    const poison = hero.conditions.filter((c) => afflicts(c, 'poison') && !afflicts(c, 'disease'));
    if (poison.length > 0) {
      hero.conditions = hero.conditions.filter((c) => !poison.includes(c));
      ctx.say('heal', `The poison finds no hold on you (${poison.map((c) => c.source).join(', ')}).`);
    }
  }
  if (heroHas(s, 'Find Traps')) findTrapsNear(ctx, hero, REACH.Nearby, 'Find Traps reveals');
  if (heroHas(s, 'Speak with Animals')) calmAnimals(ctx);
  const bubble = hero.effects.find((e) => e.name === 'Bronze Ring');
  if (bubble && ctx.events.some((e) => e.kind === 'test' && e.label.startsWith('defend') && e.d20 >= 16)) endEffect(ctx, bubble, 'bursts');
  const feather = hero.effects.find((e) => e.name === 'Chromatic Feather');
  if (feather && (feather.x !== hero.x || feather.y !== hero.y)) {
    feather.x = hero.x;
    feather.y = hero.y;
    const item = hero.items.find((i) => i.id === feather.item);
    if (item) downgrade(ctx, item, 'floating');
    if (!item || !hero.items.some((i) => i.id === item.id)) endEffect(ctx, feather, 'is spent: your feet touch the floor');
  }
  if (hero.effects.some((e) => e.name === 'Breadcrumb Boots')) {
    for (const c of creaturesNear(ctx, hero, REACH.Nearby, { unseen: true })) {
      c.aware = true;
      if (isAnimal(c) && c.attitude === 'hostile') {
        c.attitude = 'neutral';
        ctx.say('creature', `The ${c.name} sniffs at the smell of bread and forgets to fight.`, { id: c.id });
      }
    }
  }
}

/** While the hero is unseen, foes newly set on them lose track too; striking any of them ends it. */
function unseenHero(ctx: Ctx): void {
  const s = ctx.s;
  const hiding = s.hero.effects.find((e) => e.kind === 'hero' && (e.name === 'Invisibility' || e.name === 'Polymorph Self/Other'));
  if (!hiding) return;
  const { z } = currentZone(s);
  const struck = s.hero.effects.some((e) => e.name === 'unseen hero' && z.creatures.some((c) => c.id === e.creature && c.attitude === 'hostile'));
  if (struck) return revealHero(ctx);
  loseTrack(ctx, { untilTurn: hiding.untilTurn, untilMinute: hiding.untilMinute, visit: hiding.visit });
}

/** One step along a rot.js A* path, around everyone. */
function stepTowards(ctx: Ctx, c: CreatureState, to: { x: number; y: number }): void {
  const { zone, z } = currentZone(ctx.s);
  const taken = new Set([...z.creatures.filter((o) => o !== c).map((o) => key(o.x, o.y)), key(ctx.s.hero.x, ctx.s.hero.y)]);
  const passable = (x: number, y: number) => (x === c.x && y === c.y) || (x === to.x && y === to.y) || (walkable(zone, z, x, y) && !taken.has(key(x, y)));
  const next = aStar(to, c, passable)[1];
  if (next && !taken.has(key(next.x, next.y)) && !(next.x === to.x && next.y === to.y)) Object.assign(c, next);
}

/** A blow between two creatures: hits on a d20 under 10 + its HD − the target's HD (+1 if blessed). */
function blow(ctx: Ctx, a: CreatureState, b: CreatureState, bonus: number): number {
  const needed = Math.max(2, Math.min(19, 10 + a.hd - b.hd + bonus));
  if (ctx.roll(`${a.name} strikes at the ${b.name} (under ${needed})`, '1d20') >= needed) {
    ctx.say('combat', `The ${a.name} misses the ${b.name}.`);
    return 0;
  }
  return ctx.roll(`${a.name} damage`, a.damage);
}

/** Servants strike the nearest foe (a stalker only its prey), or close in, or keep near the hero; foes they block strike back. */
function servantsAct(ctx: Ctx): void {
  const s = ctx.s;
  const hero = s.hero;
  const { z } = currentZone(s);
  const bless = heroHas(s, 'Bless') ? 1 : 0;
  for (const c of [...z.creatures]) {
    if (s.phase !== 'dungeon' || !z.creatures.includes(c) || !isServant(s, c) || isHeld(c)) continue;
    const record = s.hero.effects.find((e) => e.creature === c.id && e.zone === s.zone && (e.kind === 'ally' || e.serves)) as MagicEffect;
    const foes = z.creatures.filter((o) => (record.name === 'Invisible Stalker' ? o.id === record.value : o.attitude === 'hostile' && !o.inCoffin && !isServant(s, o)) && distance(o, c) <= 8);
    const foe = foes.sort((a, b) => distance(a, c) - distance(b, c) || a.id - b.id)[0];
    if (foe && distance(foe, c) <= 1) {
      const damage = blow(ctx, c, foe, bless);
      if (record.name === 'Quest') record.value = (record.value ?? 1) - 1;
      if (damage > 0) {
        foe.aware = true;
        if (foe.attitude !== 'fleeing') foe.attitude = 'hostile';
        hurtCreature(ctx, foe, damage, `your ${c.name}`, 'other');
      }
    } else if (foe) stepTowards(ctx, c, foe);
    else if (distance(c, hero) > 2) stepTowards(ctx, c, hero);
  }
  for (const foe of [...z.creatures]) {
    if (s.phase !== 'dungeon' || !z.creatures.includes(foe) || foe.attitude !== 'hostile' || !foe.aware || isHeld(foe) || distance(foe, hero) <= 1) continue;
    const servant = z.creatures.find((o) => isServant(s, o) && distance(o, foe) <= 1);
    if (!servant) continue;
    const damage = blow(ctx, foe, servant, 0);
    if (damage <= 0) continue;
    servant.hp -= damage;
    ctx.say('combat', `The ${foe.name} hits your ${servant.name} for ${damage}${servant.hp > 0 ? ` (${servant.hp}/${servant.maxHp} left)` : ''}.`, { id: servant.id, damage });
    if (servant.hp > 0) continue;
    z.creatures = z.creatures.filter((o) => o !== servant);
    ctx.say('creature', `Your ${servant.name} falls.`, { id: servant.id });
  }
  if (s.phase === 'dungeon') watchServants(ctx);
}
