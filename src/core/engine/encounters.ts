/**
 * The Black Hack encounter roll (d6), rolled every third Minute and when
 * the hero makes noise, and what each result does in the zone; creatures
 * that come in by a doorway (wanderers, and reinforcements called by a
 * reaction).
 */
import { ENCOUNTER_ROLL, FARAWAY_LIFE, NEARBY_LIFE } from '../../data/blackhack/gm.js';
import type { DieTable } from '../../data/table.js';
import type { NamedRoll } from '../../data/blackhack/schema.js';
import { CREATURE_CATEGORIES } from '../../data/roguelike/creatures.js';
import { categoryTable, rollGroup, translate, type RolledGroup } from '../../procgen/creatures.js';
import { depthHd, groupAtDepth } from '../../procgen/depth.js';
import { Roller } from '../../procgen/roller.js';
import type { Ctx } from './context.js';
import { groupSizeOf, hurtHero } from './combat.js';
import { equippedItem } from './hero.js';
import type { CreatureState } from './types.js';
import { downgrade, stepDown } from './usage.js';
import { currentZone, openDoorUnder } from './zones.js';
import { distance, key } from './geometry.js';
import { aOrAn, capitalised, creatureName, plural, pluralName } from '../../base/words.js';

/** The condition the encounter roll's Stress leaves: it ends at the next Minute or with the fight (time.ts). */
export const STRESS_SOURCE = 'stress';

function readTable(ctx: Ctx, table: DieTable<NamedRoll>): string {
  const r = ctx.roll(table.name, table.die);
  return table.rows.find((row) => row.min <= r && r <= row.max)!.name;
}

/**
 * Creatures of `kind` come in by the doorway of the zone farthest from the
 * hero, onto it and the passage behind it, as many of `count` as there is
 * room for, in `group` (a new one when absent). Returns how many came: none
 * when every doorway is taken.
 */
function throughDoorway(ctx: Ctx, roller: Roller, kind: RolledGroup, count: number, mood: Pick<CreatureState, 'attitude' | 'aware'>, group?: number): number {
  const { zone, z } = currentZone(ctx.s);
  const taken = new Set([key(ctx.s.hero.x, ctx.s.hero.y), ...z.creatures.map((c) => key(c.x, c.y))]);
  // Nothing comes through a locked door: it would stand in the doorway itself.
  const doors = zone.exits.filter((e) => e.kind === 'door' && !taken.has(key(e.x, e.y)) && !z.doors[key(e.x, e.y)]?.locked).sort((a, b) => distance(b, ctx.s.hero) - distance(a, ctx.s.hero));
  const door = doors[0];
  if (!door) return 0;
  const id = group ?? Math.max(0, ...zone.creatures.map((_, k) => k + 1), ...z.creatures.map((c) => c.group)) + 1;
  const spots = [door, ...door.stub].filter((p) => !taken.has(key(p.x, p.y)));
  // Morale counts the group as it stands once these are in: those already in it, and the newcomers.
  const kin = z.creatures.find((c) => c.group === id);
  const before = kin ? groupSizeOf(zone, kin) : 0;
  let placed = 0;
  for (let k = 0; k < count && k < spots.length; k++) {
    const t = translate(roller, kind, ctx.s.hero.level, depthHd(zone.depth));
    const p = spots[k]!;
    z.creatures.push({ id: ctx.nextId(), name: t.name, category: t.category, glyph: t.glyph, hd: t.hd, maxHp: t.hp, hp: t.hp, damage: t.damage, riders: t.riders.map((r) => r.name), speed: t.speed, loot: t.loot, x: p.x, y: p.y, group: id, ...mood, inCoffin: false, conditions: [], tokens: 0, spellUsed: false, delay: 1 / Math.max(1, t.speed) });
    // The first comes in by the door itself: a closed one it opens.
    openDoorUnder(z, p);
    placed++;
  }
  for (const c of z.creatures) if (c.group === id) c.groupSize = before + placed;
  z.cleared = false;
  return placed;
}

/** A table roller's rolls, reported as the game's own rolls are. */
export function reportRolls(ctx: Ctx, roller: Roller): void {
  for (const r of roller.rolls) {
    const entry = r.entry === String(r.result) ? '' : ` (${r.entry})`;
    ctx.events.push({ kind: 'roll', label: r.label, dice: r.dice, faces: [], total: r.result, text: `${r.label}: ${r.dice} = ${r.result}${entry}` });
  }
}

/** A wandering group comes in by a doorway of the zone, as far from the hero as can be. */
export function wanderers(ctx: Ctx): void {
  const roller = new Roller(ctx.rng);
  const group = groupAtDepth(roller, rollGroup(roller), currentZone(ctx.s).zone.depth);
  reportRolls(ctx, roller);
  const placed = throughDoorway(ctx, roller, group, group.count, { attitude: 'neutral', aware: false });
  const name = creatureName(group.row.name);
  // The passage behind a door holds only so many: the roll's others stay out, and the log says so.
  const left = group.count - placed;
  const outside = left > 0 ? ` (${left === 1 ? `another ${name}` : `${left} more`} could not get in)` : '';
  if (placed === 0) return ctx.say('creature', `Something moves beyond the doors, but no way in is open to it.`);
  ctx.say('creature', `Something comes through a doorway: ${placed === 1 ? aOrAn(name) : `${placed} ${plural(name)}`}${outside}.`);
}

/**
 * A call for reinforcements (reaction 9): `count` more of `caller`'s kind
 * come in as wanderers do and join its group, knowing of the hero and
 * sharing the group's `attitude`. A creature of no kind on the tables (a
 * titled boss, a conjured one) calls in vain.
 */
export function reinforce(ctx: Ctx, caller: CreatureState, count: number, attitude: CreatureState['attitude']): void {
  const row = CREATURE_CATEGORIES.rows.some((c) => c.name === caller.category) ? categoryTable(caller.category).rows.find((r) => r.name === caller.name) : undefined;
  // Those who come join the caller alone ("it") or its group ("them"), as it stood when it called.
  const joined = currentZone(ctx.s).z.creatures.filter((o) => o.group === caller.group).length === 1 ? 'it' : 'them';
  const placed = row ? throughDoorway(ctx, new Roller(ctx.rng), { category: caller.category, row, count }, count, { attitude, aware: true }, caller.group) : 0;
  const name = creatureName(caller.name);
  // Why none came: a kind of its own (a boss, a conjured thing) has no kin to call; otherwise no doorway is open to them.
  const none = row ? 'The call goes out, but no way in is open to those who would answer it.' : `No one answers the call: there are no more of the ${name}'s kind.`;
  ctx.say('creature', placed === 0 ? none : `${placed === 1 ? `Another ${name} comes` : `${placed} more ${plural(name)} come`} through a doorway to join ${joined}.`, { group: caller.group, reinforcements: placed });
}

export function encounterRoll(ctx: Ctx, why: string): void {
  const hero = ctx.s.hero;
  const r = ctx.roll(`encounter roll (${why})`, ENCOUNTER_ROLL.die);
  const row = ENCOUNTER_ROLL.rows.find((e) => e.min <= r && r <= e.max)!;
  switch (row.name) {
    case 'Creature':
      return wanderers(ctx);
    case 'Nearby life':
      // The table's own words may begin with "Nearby", which the sentence has already said.
      return ctx.say('time', `Nearby: ${capitalised(readTable(ctx, NEARBY_LIFE).replace(/^nearby /i, ''))}.`);
    case 'Faraway life':
      return ctx.say('time', `Far off: ${readTable(ctx, FARAWAY_LIFE)}.`);
    case 'Light fades': {
      const light = equippedItem(hero, 'light');
      // With no flame to threaten, the draught is only a sign: a plain message, which stops no walk.
      if (!light?.usageDie) return ctx.say('message', 'A draught stirs the air.');
      ctx.say('item', `Your ${light.name} ${pluralName(light.name) ? 'gutter' : 'gutters'}.`);
      return stepDown(ctx, light);
    }
    case 'Stress':
      // "The next die roll" is read as every test until the next Minute passes.
      hero.conditions.push({ kind: 'disadvantage', attrs: 'all', minutes: 1, source: STRESS_SOURCE });
      return ctx.say('time', 'Your nerves fray: Disadvantage on your tests until the next Minute, or the end of a fight.');
    case 'Fatigue': {
      const ration = hero.items.find((i) => i.kind === 'ration');
      if (ration) {
        ctx.say('time', 'You stop to eat and drink.');
        return downgrade(ctx, ration, 'a meal');
      }
      return hurtHero(ctx, hero.level, 'the toll of hunger and fatigue');
    }
  }
}
