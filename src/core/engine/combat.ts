/**
 * Fighting (RULES.md §3): the hero attacks with a STR test (DEX at range),
 * creatures' attacks are met with a Defend test; Powerful Foe, large
 * weapons, armour the class may not wear, crits, armour dice and riders.
 */
import { MORALE } from '../../data/blackhack/gm.js';
import { OUT_OF_ACTION } from '../../data/blackhack/combat.js';
import type { Ctx, Modifier, TestSpec } from './context.js';
import { armourLeft, equippedItem, heroDamage, shieldInHand } from './hero.js';
import { rollCreatureLoot } from './loot.js';
import { creatureRow } from './creature-rows.js';
import { breakWardDie, outOfActionDisadvantage } from './magic/used-up.js';
import { powerfulFoe } from './magic/powers.js';
import { award, scoreCarriedLoot } from './progress.js';
import type { CreatureState, GameState } from './types.js';
import type { Zone } from '../../procgen/types.js';
import { currentZone } from './zones.js';
import { aOrAn, capitalised, plural } from '../../base/words.js';
import { killerOf } from './winner.js';
import { reactionCheck } from './reactions.js';

export const SCORE_KILL = 5;
export const SCORE_LAST_AT = 10;

/** The title the Opposition gives the Final Zone's boss (opposition/stock.ts): the game's one named creature. */
export const BOSS_TITLE = 'Lord of the Deep';

/** Whose blow hurt a creature: the hero's (a weapon, a shield, a spell as it is cast), or another's (a servant, a lasting wall or storm). */
export type Blow = 'hero' | 'other';

function largeWeapon(s: GameState): Modifier[] {
  return equippedItem(s.hero, 'weapon')?.large ? [{ label: 'large weapon', value: '1d4' }] : [];
}

/**
 * The attack test against `c`: STR in melee, DEX at range with Disadvantage
 * at Close range. A thrown thing is not the held weapon: a large one adds no 1d4.
 */
export function attackSpec(s: GameState, c: CreatureState, ranged: boolean, rerollable = false, thrown = false): TestSpec {
  const hero = s.hero;
  return {
    label: `attack the ${c.name}`,
    attr: ranged ? 'DEX' : 'STR',
    mods: thrown ? powerfulFoe(s, c) : [...powerfulFoe(s, c), ...largeWeapon(s)],
    disadvantage: ranged && Math.max(Math.abs(c.x - hero.x), Math.abs(c.y - hero.y)) <= 1,
    rerollable,
  };
}

/** The hero attacks `c`: melee by STR, or ranged by DEX (with Disadvantage at Close range); `thrown` is a thrown thing's damage dice. */
export function heroAttacks(ctx: Ctx, c: CreatureState, ranged = false, thrown?: string): void {
  const hero = ctx.s.hero;
  const unaware = !c.aware;
  // Struck, a creature turns on the hero; one in flight keeps running.
  if (c.attitude !== 'hostile' && c.attitude !== 'fleeing') c.attitude = 'hostile';
  c.aware = true;
  if (unaware && hero.className === 'Thief' && !ranged) {
    // Sneak Attack: an unaware creature is hit automatically for 2d6 + Level.
    ctx.say('combat', `Sneak Attack on the unaware ${c.name}!`);
    return hurtCreature(ctx, c, ctx.roll('Sneak Attack', `2d6+${hero.level}`), 'you');
  }
  const t = ctx.test(attackSpec(ctx.s, c, ranged, true, thrown !== undefined));
  if (!t.success) {
    // A Stunt that re-rolls this miss into a hit deals the blow after all (spends/stunt.ts).
    if (ctx.s.lastTest) ctx.s.lastTest.redo = { kind: 'attack', creature: c.id, ranged, ...(thrown ? { damage: thrown } : {}) };
    ctx.say('combat', `You miss the ${c.name}.`);
    return;
  }
  strikeHome(ctx, c, t.d20, thrown);
}

/** A hit on `c`: the class's damage with the held weapon, or a thrown thing's dice. */
export function strikeHome(ctx: Ctx, c: CreatureState, d20: number, thrown?: string): void {
  hurtCreature(ctx, c, hitDamage(ctx, c, d20, thrown ?? heroDamage(ctx.s.hero), thrown === undefined), 'you');
}

/** The damage of a hit: `dice`, plus 1d4 when a large weapon held strikes it, doubled on a natural 1. */
export function hitDamage(ctx: Ctx, c: CreatureState, d20: number, dice: string, held: boolean): number {
  let damage = ctx.roll(`damage to the ${c.name}`, held && equippedItem(ctx.s.hero, 'weapon')?.large ? `${dice}+1d4` : dice);
  if (d20 === 1) {
    damage *= 2;
    ctx.say('combat', 'A natural 1: double damage!');
  }
  return damage;
}

/** Damage to `c` from `by`. Only the hero's own killing blow scores (RULES.md §8) and defeats a named creature for an Experience (§3). */
export function hurtCreature(ctx: Ctx, c: CreatureState, damage: number, by: string, blow: Blow = 'hero'): void {
  // Armour dice the Opposition bought: one breaks, and the blow is ignored.
  if (damage > 0 && (c.armour ?? 0) > 0) {
    c.armour!--;
    ctx.say('combat', `The ${c.name}'s armour takes the blow (${c.armour} armour dice left).`, { id: c.id });
    return;
  }
  c.hp -= Math.max(0, damage);
  ctx.say('damage', `${by === 'you' ? 'You hit' : `${capitalised(by)} hits`} the ${c.name} for ${damage}${c.hp > 0 ? ` (${c.hp}/${c.maxHp} left)` : ''}.`, { id: c.id, damage });
  if (c.hp > 0) {
    if (c.hp * 2 <= c.maxHp && c.hp + damage > c.maxHp / 2) moraleCheck(ctx, c, 'badly hurt');
    return;
  }
  const { z } = currentZone(ctx.s);
  z.creatures = z.creatures.filter((o) => o.id !== c.id);
  if (blow === 'hero') ctx.s.score += SCORE_KILL;
  ctx.say('death', `The ${c.name} dies.${blow === 'hero' ? ` (+${SCORE_KILL} points)` : ''}`, { id: c.id, name: c.name });
  if (blow === 'hero' && c.name.endsWith(`, ${BOSS_TITLE}`)) award(ctx, `defeating ${c.name}`);
  // The Roguelike pays 10 to the last Commercial At Character on the screen: the hero, once no rival @ is left in the zone.
  if (creatureRow(c.name)?.character && !z.creatures.some((o) => creatureRow(o.name)?.character)) {
    ctx.s.score += SCORE_LAST_AT;
    ctx.say('score', `You are the last Commercial At Character standing. (+${SCORE_LAST_AT} points)`);
  }
  // Half the tokens the Opposition spent on it, rounded up, come to the hero.
  if (c.tokens > 0) {
    const back = Math.ceil(c.tokens / 2);
    ctx.s.tokens.hero += back;
    const owner = ctx.s.tokens.opposition.find((p) => p.id === c.owner);
    if (owner) owner.lost += back;
    ctx.say('score', `You take ${back} of the tokens spent on it (${ctx.s.tokens.hero} now).`);
  }
  const drop = rollCreatureLoot(ctx, c.loot, c.name);
  if (drop) {
    z.items.push({ x: c.x, y: c.y, item: drop, chest: false });
    ctx.say('item', `It drops ${drop.name}.`);
  }
  // Morale is tested once, when the group first falls to half its number.
  const original = groupSizeOf(currentZone(ctx.s).zone, c);
  const kin = z.creatures.filter((o) => o.group === c.group);
  const dead = original - kin.length;
  // A group that has not noticed the hero does not know its losses (a silent Sneak Attack): no morale to lose.
  if (kin.some((o) => o.aware) && dead * 2 >= original && (dead - 1) * 2 < original) moraleCheck(ctx, kin[0]!, 'half their number are down');
  z.cleared = !z.creatures.some((o) => o.attitude === 'hostile' || o.attitude === 'neutral');
}

/** Morale: d12 on or under the highest HD present holds; otherwise the group flees. */
export function moraleCheck(ctx: Ctx, c: CreatureState, why: string): void {
  const { z } = currentZone(ctx.s);
  const kin = z.creatures.filter((o) => o.group === c.group);
  const hd = Math.max(...kin.map((o) => o.hd));
  const r = ctx.roll(`morale of the ${c.name} (${why}), stands on ${hd} or less`, MORALE.rows[0]!.die);
  if (r <= hd) return;
  for (const o of kin) o.attitude = 'fleeing';
  ctx.say('creature', kin.length > 1 ? `The ${plural(c.name)} flee!` : `The ${c.name} flees!`);
}

/** A creature with "or Spell" casts once per fight instead of striking: a WIS test resists, armour does not help. */
function creatureCasts(ctx: Ctx, c: CreatureState): void {
  c.spellUsed = true;
  const t = ctx.test({ label: `resist the ${c.name}'s spell`, attr: 'WIS', mods: powerfulFoe(ctx.s, c) });
  if (t.success) return ctx.say('magic', `You shrug off the ${c.name}'s spell.`);
  hurtHero(ctx, ctx.roll(`${c.name} spell`, c.damage), `the ${c.name}'s spell`, true);
}

/** `c` attacks the hero, who Defends: STR against melee. */
export function creatureAttacks(ctx: Ctx, c: CreatureState): void {
  const hero = ctx.s.hero;
  if (c.riders.includes('Spell') && !c.spellUsed) return creatureCasts(ctx, c);
  const t = ctx.test({
    label: `defend against the ${c.name}`,
    attr: 'STR',
    mods: [...powerfulFoe(ctx.s, c), ...largeWeapon(ctx.s)],
    rerollable: true,
  });
  if (hero.className === 'Warrior' && shieldInHand(hero) && t.d20 <= 5) {
    ctx.say('combat', 'Shield Bash!');
    hurtCreature(ctx, c, hero.level, 'your shield');
    if (c.hp <= 0) return;
  }
  if (t.success) {
    ctx.say('combat', `You fend off the ${c.name}.`);
    return;
  }
  // A creature printed with no Damage (the Zombie Vine) hurts only by its riders.
  const row = creatureRow(c.name);
  if (row && row.damage === null && !row.character) {
    ctx.say('combat', `The ${c.name} takes hold of you.`);
    return applyRiders(ctx, c);
  }
  let damage = ctx.roll(`${c.name} damage`, c.damage);
  if (t.d20 === 20) {
    damage *= 2;
    ctx.say('combat', 'A natural 20: double damage!');
  }
  const source = `the ${c.name}`;
  if (armourLeft(hero) > 0 && ctx.s.options.armourPrompt === 'always') return blowTaken(ctx, damage, source, true, c);
  if (armourLeft(hero) > 0 && ctx.s.options.armourPrompt === 'ask' && !easyBlow(hero, damage)) {
    ctx.s.pending = { kind: 'armour-die', damage, source };
    ctx.say('prompt', `Break an armour die to ignore ${damage} damage from ${source}? (${armourLeft(hero)} left)`, { damage });
    return;
  }
  blowTaken(ctx, damage, source, false, c);
}

/**
 * A blow the hero's HP takes easily: less than a quarter of the maximum,
 * and leaving at least a third of it. Asking to break an armour die for
 * every scratch buries the questions that matter, so Ask asks only for
 * the others (docs/rules.md, "Defending").
 */
function easyBlow(hero: { hp: number; maxHp: number }, damage: number): boolean {
  return damage * 4 < hero.maxHp && (hero.hp - damage) * 3 >= hero.maxHp;
}

/**
 * A blow that got past a failed Defend: an armour die breaks to ignore it,
 * or it lands (with the creature's riders). Either way the Defend test
 * remembers what it cost, so a Stunt that re-rolls it can give that back.
 */
export function blowTaken(ctx: Ctx, damage: number, source: string, armour: boolean, attacker: CreatureState | undefined): void {
  const hero = ctx.s.hero;
  const test = ctx.s.lastTest;
  if (armour) {
    const real = breakArmour(ctx, damage, source);
    if (test && real) test.redo = { kind: 'defend', source, damage, armour: true, conditions: [] };
    return;
  }
  const hp = hero.hp;
  const had = hero.conditions.length;
  hurtHero(ctx, damage, source, true);
  // A blow the armour took brings no poison or curse with it; one that lands does.
  if (attacker && hero.hp > 0) applyRiders(ctx, attacker);
  // Only a blow that simply landed can be undone; one that put the hero Out of Action cannot.
  if (test && ctx.s.phase === 'dungeon' && hero.hp > 0 && hero.hp === hp - damage) test.redo = { kind: 'defend', source, damage, armour: false, conditions: hero.conditions.slice(had) };
}

/** Breaks a die to ignore a blow: a spell's ward die first (it is gone for good), then the armour's. True when it was an armour die. */
export function breakArmour(ctx: Ctx, damage: number, source: string): boolean {
  const ward = breakWardDie(ctx);
  if (!ward) ctx.s.hero.armourBroken++;
  ctx.say('combat', `An armour die breaks: the ${damage} damage from ${source} is ignored.`);
  return !ward;
}

/** Riders on a creature's hit, in Black Hack terms. */
export function applyRiders(ctx: Ctx, c: CreatureState): void {
  const hero = ctx.s.hero;
  const owner = c.owner === undefined ? {} : { owner: c.owner };
  // "1d6 + 1d6/Turn": the hit, then a hold that squeezes each turn until the creature is gone or a CON test breaks free.
  const squeeze = creatureRow(c.name)?.perTurn;
  if (squeeze && !hero.conditions.some((x) => x.kind === 'ongoing' && x.holder === c.id)) {
    hero.conditions.push({ kind: 'ongoing', damage: 0, dice: squeeze, holder: c.id, source: `the ${c.name}'s coils`, ...owner });
    ctx.say('combat', `The ${c.name}'s coils close around you: ${squeeze} each turn until it is gone or a CON test breaks free.`);
  }
  for (const r of c.riders) {
    const turns = creatureRow(c.name)?.poisonTurnsInto;
    if (r === 'Poison' && turns && !hero.conditions.some((x) => x.kind === 'ongoing')) {
      // The seed's poison of the undead does no Health damage: it turns its victim into one of them.
      const into = turns.becomes === 'vampire' ? 'Vampire' : 'Zombie';
      hero.conditions.push({ kind: 'ongoing', damage: 0, turning: { into, turnsLeft: turns.afterTurns }, source: `${c.name} poison`, ...owner });
      ctx.say('combat', `You are poisoned: left untreated for more than ${turns.afterTurns} turns, it turns you into ${aOrAn(into)}.`);
    } else if (r === 'Poison' && !hero.conditions.some((x) => x.kind === 'ongoing')) {
      hero.conditions.push({ kind: 'ongoing', damage: c.hd, source: `${c.name} poison`, ...owner });
      ctx.say('combat', `You are poisoned: ${c.hd} damage each turn until a CON test shakes it off.`);
    } else if (r === 'Curse' && !hero.conditions.some((x) => x.kind === 'weakened')) {
      hero.conditions.push({ kind: 'weakened', turns: null, source: `${c.name} curse` });
      ctx.say('combat', 'You are cursed: weakened until cured.');
    } else if (r === 'Paralyze' && !hero.conditions.some((x) => x.kind === 'paralysed')) {
      hero.conditions.push({ kind: 'paralysed', turns: null, source: `${c.name}` });
      ctx.say('combat', 'You are paralysed! (a CON test each turn ends it)');
    } else if (r === 'Smell') {
      hero.conditions.push({ kind: 'distracted', turns: 1, source: `${c.name} stench` });
      ctx.say('combat', 'The stench distracts you.');
    }
  }
}

/**
 * Damage to the hero. At 0 HP the hero is Out of Action: struck down by a
 * creature while a hostile one that knows of the hero is still in the zone,
 * the fight is lost and the hero dead; downed by anything else (a trap,
 * poison, hunger) or with no foe left, the Out of Action table decides.
 */
export function hurtHero(ctx: Ctx, damage: number, source: string, byCreature = false): void {
  const hero = ctx.s.hero;
  hero.hp = Math.max(0, hero.hp - Math.max(0, damage));
  const hp = `(${hero.hp}/${hero.maxHp} HP)`;
  // "from" reads right after any source, one or many ("the grave whispers", "an Arrow trap"); a creature's blow is told as a hit.
  ctx.say('damage', byCreature ? `${capitalised(source)} hits you for ${damage} damage ${hp}.` : `You take ${damage} damage from ${source} ${hp}.`, { damage, source });
  if (hero.hp > 0) {
    if (byCreature && damage > 0) reactionCheck(ctx, 'first hit');
    return;
  }
  const foes = byCreature && ctx.s.zone ? currentZone(ctx.s).z.creatures.filter((c) => c.attitude === 'hostile' && c.aware) : [];
  if (foes.length > 0) return die(ctx, `killed by ${source}`, source);
  outOfAction(ctx, source);
}

export function die(ctx: Ctx, cause: string, source?: string): void {
  ctx.s.phase = 'dead';
  ctx.s.causeOfDeath = cause;
  // The Opposition player whose obstacle made the kill wins (RULES.md §5).
  if (source !== undefined) ctx.s.killer = killerOf(ctx.s, source);
  ctx.s.pending = null;
  ctx.say('death', `You die: ${cause}.`, { cause });
  scoreCarriedLoot(ctx);
}

/** Out of Action with no foe left standing: the d6 table decides, 6 is death, else up with 1d4 HP. */
export function outOfAction(ctx: Ctx, source: string): void {
  const hero = ctx.s.hero;
  const r = ctx.roll('Out of Action', OUT_OF_ACTION.die, outOfActionDisadvantage(ctx) ? 'disadvantage' : 'normal');
  const row = OUT_OF_ACTION.rows.find((o) => o.min <= r && r <= o.max)!;
  // A table name may end in its own mark ("Dead!"): no second stop after it.
  ctx.say('death', `Out of Action: ${row.name}${/[.!?]$/.test(row.name) ? '' : '.'} ${row.effect}`, { result: row.name });
  if (row.dead) return die(ctx, `out of action after ${source}`, source);
  if (row.attributeLoss) {
    const attr = row.attributeLoss.attributes[0]!;
    const loss = ctx.roll(`${attr} lost`, row.attributeLoss.dice);
    hero.attributes[attr] = Math.max(1, hero.attributes[attr] - loss);
  }
  if (row.disadvantageOn === 'all' || row.disadvantageOn.length > 0) {
    // "Half an hour of play" is read as 6 Minutes; "the session" as the rest of this visit.
    const minutes = row.duration?.unit === 'session' ? null : 6;
    hero.conditions.push({ kind: 'disadvantage', attrs: row.disadvantageOn, minutes, source: row.name });
  }
  // The Black Hack's Experience for failing spectacularly: struck down, and back on one's feet to tell of it.
  award(ctx, `failing spectacularly (${row.name.replace(/[.!?]$/, '')})`);
  hero.hp = Math.min(hero.maxHp, row.recoverHp ? ctx.roll('HP on getting up', row.recoverHp) : 1);
  // The roll can pass the hero's Max HP: say what the hero is left with.
  ctx.say('message', `You get up with ${hero.hp}/${hero.maxHp} HP.`);
}

/** How many a creature's group had when placed. One placed without that count (the zone's own, or one from an older save) is of the zone's own groups. */
export function groupSizeOf(zone: Zone, c: CreatureState): number {
  return c.groupSize ?? zone.creatures[c.group - 1]?.members.length ?? 1;
}
