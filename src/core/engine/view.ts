/**
 * After every action: what the hero now sees, and the creatures that notice
 * the hero, who react (Black Hack 2d6 reactions, RULES.md §4.7). A creature
 * that the hero can see can see the hero, and notices at once, unless the
 * hero is a Thief (Roguish Talents: "moving silently and unseen").
 *
 * Stealth. When a group first comes into a Thief's view, the Thief tests DEX
 * with Advantage (the GM's guidance: DEX for "remaining unnoticed"). Passed,
 * the group stays unaware, so a Sneak Attack awaits it, until the Thief is
 * given away:
 * - one of its group knows of the hero (the Thief attacked it, or it noticed);
 * - a fight within Nearby of the hero: a hostile creature that knows of the
 *   hero is there, and its din carries;
 * - the Thief ends a turn Close to it: a fresh DEX test each turn;
 * - noise (`noise`, a door forced): every creature that had not noticed hears it.
 * A group that notices rolls its reaction then, as one met by chance.
 */
import { REACTIONS } from '../../data/blackhack/gm.js';
import type { Reaction } from '../../data/blackhack/schema.js';
import type { Ctx } from './context.js';
import { encounterRoll, reinforce } from './encounters.js';
import { computeView, DARK_RADIUS, LIGHT_RADIUS, type View } from './fov.js';
import { BAND_REACH, distance } from './geometry.js';
import { currentZone } from './zones.js';
import type { CreatureState, GameState, ZoneState } from './types.js';
import { magicSight } from './magic/hooks.js';
import { isDark } from './darkness.js';
import { andList, aOrAn, capitalised, creatureName, plural } from '../../base/words.js';

const NEARBY = BAND_REACH.Nearby;

/** What the hero sees in a state: for the reducer, and for an interface drawing the map. */
export function sightOf(s: GameState, sight = magicSight(s)): View {
  const { zone, z } = currentZone(s);
  const dark = isDark(s);
  return computeView(zone, z, s.hero, dark ? DARK_RADIUS : LIGHT_RADIUS, sight.darkvision ? undefined : sight.dark);
}

function heroView(ctx: Ctx, sight = magicSight(ctx.s)): View {
  return sightOf(ctx.s, sight);
}

/** The `x,y` keys of the squares the hero can see now. */
export function heroSees(ctx: Ctx): Set<string> {
  return heroView(ctx).keys;
}

const rowOf = (total: number): Reaction => REACTIONS.rows.find((r) => r.min <= Math.min(12, total) && Math.min(12, total) <= r.max)!;

/**
 * A roll on the Reactions table for `c` (and its group): the attitude it
 * takes. Friendly results never fight, "wait" and "demand" results stand
 * their ground until attacked, "withdraw" flees, the rest attack. A trick
 * shows a friendly face while a fresh roll decides (a trick again is
 * rolled again); a call for reinforcements brings more of its kind through
 * a doorway, then the group acts as the result it names (6: it waits).
 */
export function reaction(ctx: Ctx, c: CreatureState): CreatureState['attitude'] {
  let row = rowOf(ctx.roll(`${c.name} reaction`, REACTIONS.die));
  // Said in the grammar of one creature or of its group ("The Gorgon: It hands over…", "The Orcs: They…").
  const many = currentZone(ctx.s).z.creatures.filter((o) => o.group === c.group).length > 1;
  const who = `The ${many ? plural(c.name) : c.name}`;
  if (row.posesAs) {
    ctx.say('creature', `${who} ${many ? 'seem' : 'seems'} friendly…`);
    do row = rowOf(ctx.roll(`${c.name} true intentions`, REACTIONS.die));
    while (row.posesAs);
  }
  ctx.say('creature', `${who}: ${many ? row.effect : row.alone}`, { group: c.group, id: c.id, reaction: row.name });
  // The table's friendly results promise a trade, an item, an ally; the game plays none of that, only that they never fight: said so, as what to expect.
  if (row.attitude === 'friendly') ctx.say('creature', `${many ? 'They mean' : 'It means'} you no harm: ${many ? 'they' : 'it'} will not fight.`);
  if (row.reinforcements) {
    const then = rowOf(row.thenResult!);
    reinforce(ctx, c, ctx.roll(`${c.name} reinforcements`, row.reinforcements), then.attitude);
    row = then;
  }
  if (row.name === 'Withdraw to a safer location') return 'fleeing';
  return row.attitude;
}

/** "the Orc", "the 3 Orcs": creatures of one group, as a sentence names them. */
function theGroup(members: CreatureState[]): string {
  const name = creatureName(members[0]!.name);
  return members.length === 1 ? `the ${name}` : `the ${members.length} ${plural(name)}`;
}

/** The group knows of the hero now: it shares the mood of kin who already did, or rolls its reaction; the Opposition's creatures are there to fight and roll none. */
function notice(ctx: Ctx, z: ZoneState, members: CreatureState[]): void {
  let mood = z.creatures.find((o) => o.group === members[0]!.group && o.aware && !members.includes(o))?.attitude;
  for (const c of members) {
    c.aware = true;
    delete c.unnoticed;
    if (c.owner !== undefined) continue;
    mood ??= reaction(ctx, c);
    c.attitude = mood;
  }
}

/** Members of one group, in the order first met. */
function byGroup(creatures: CreatureState[]): CreatureState[][] {
  const groups = new Map<number, CreatureState[]>();
  for (const c of creatures) groups.set(c.group, [...(groups.get(c.group) ?? []), c]);
  return [...groups.values()];
}

/** The Thief's stealth test against a group in view; passed, the group is unnoticed as of this turn. */
function slipsBy(ctx: Ctx, members: CreatureState[]): boolean {
  const who = theGroup(members);
  const passed = ctx.test({ label: `stay unnoticed by ${who}`, attr: 'DEX', advantage: true }).success;
  if (!passed) return false;
  for (const c of members) c.unnoticed = ctx.s.turn;
  ctx.say('creature', `${capitalised(who)} ${members.length === 1 ? 'has' : 'have'} not noticed you.`, { ids: members.map((c) => c.id) });
  return true;
}

/** Whether a group in view that does not know of the hero notices now (a Thief's stealth, above). */
function noticesNow(ctx: Ctx, z: ZoneState, members: CreatureState[], din: boolean): boolean {
  const hero = ctx.s.hero;
  if (hero.className !== 'Thief') return true;
  if (z.creatures.some((o) => o.group === members[0]!.group && o.aware)) return true;
  if (din && members.some((c) => distance(c, hero) <= NEARBY)) return true;
  const tested = members.find((c) => c.unnoticed !== undefined);
  if (!tested) return !slipsBy(ctx, members);
  // Once a turn at most: the view is looked at again when foes act before the hero.
  if (tested.unnoticed! < ctx.s.turn && members.some((c) => distance(c, hero) <= 1)) return !slipsBy(ctx, members);
  for (const c of members) c.unnoticed ??= tested.unnoticed;
  return false;
}

export function updateView(ctx: Ctx): void {
  const { z } = currentZone(ctx.s);
  const sight = magicSight(ctx.s);
  const view = heroView(ctx, sight);
  z.seen = view.rememberIn(z.seen);
  // An attack or a spell made it aware: it is no longer unnoticed.
  for (const c of z.creatures) if (c.aware) delete c.unnoticed;
  // Invisible creatures go unseen; a hero no one can see is not noticed.
  if (sight.heroUnseen) return;
  const inView = z.creatures.filter((c) => !c.aware && !c.inCoffin && view.sees(c.x, c.y) && !sight.hidden.has(c.id));
  if (inView.length === 0) return;
  const met = inView.filter((c) => c.unnoticed === undefined);
  if (met.length > 0) {
    // A pack comes into view as one line, before any of it reacts.
    const sighted = new Map<string, number>();
    for (const c of met) sighted.set(c.name, (sighted.get(c.name) ?? 0) + 1);
    const names = [...sighted].map(([name, n]) => (n === 1 ? aOrAn(creatureName(name)) : `${n} ${plural(creatureName(name))}`));
    ctx.say('creature', `You see ${andList(names)}.`, { ids: met.map((c) => c.id), sighted: true });
  }
  const hero = ctx.s.hero;
  const din = z.creatures.some((c) => c.attitude === 'hostile' && c.aware && distance(c, hero) <= NEARBY);
  for (const members of byGroup(inView)) {
    if (!noticesNow(ctx, z, members, din)) continue;
    if (hero.className === 'Thief') ctx.say('creature', `${capitalised(theGroup(members))} ${members.length === 1 ? 'notices' : 'notice'} you.`, { ids: members.map((c) => c.id) });
    notice(ctx, z, members);
  }
}

/** Noise (a door forced): every creature in the zone that had not noticed the hero hears it; then the encounter roll it calls for. */
export function noise(ctx: Ctx, why: string): void {
  const { z } = currentZone(ctx.s);
  for (const members of byGroup(z.creatures.filter((c) => !c.aware && c.unnoticed !== undefined))) {
    ctx.say('creature', `${capitalised(theGroup(members))} ${members.length === 1 ? 'hears' : 'hear'} you.`, { ids: members.map((c) => c.id) });
    notice(ctx, z, members);
  }
  encounterRoll(ctx, why);
}
