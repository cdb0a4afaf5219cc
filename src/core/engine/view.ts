/**
 * After every action: what the hero now sees, and the creatures that see
 * the hero for the first time, who react (Black Hack 2d6 reactions, RULES.md
 * §4.7). A creature that the hero can see can see the hero.
 */
import { REACTIONS } from '../../data/blackhack/gm.js';
import type { Ctx } from './context.js';
import { computeView, DARK_RADIUS, LIGHT_RADIUS, type View } from './fov.js';
import { currentZone } from './zones.js';
import type { GameState } from './types.js';
import { magicSight } from './magic/hooks.js';
import { isDark } from './consumables.js';
import { aOrAn, creatureName, plural } from './words.js';

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

/** The reaction of creatures met by chance: friendly ones never fight, neutral ones wait, hostile ones attack. */
function react(ctx: Ctx, group: number, name: string): 'hostile' | 'neutral' | 'friendly' | 'fleeing' {
  let total = ctx.roll(`${name} reaction`, REACTIONS.die);
  let row = REACTIONS.rows.find((r) => r.min <= Math.min(12, total) && Math.min(12, total) <= r.max)!;
  if (row.name === 'Trick the PCs') {
    ctx.say('creature', `The ${name} seem friendly…`);
    total = ctx.roll(`${name} true intentions`, REACTIONS.die);
    row = REACTIONS.rows.find((r) => r.min <= total && total <= r.max)!;
  }
  ctx.say('creature', `The ${name}: ${row.effect}`, { group, reaction: row.name });
  if (row.name === 'Withdraw to a safer location') return 'fleeing';
  return row.attitude === 'hostile' ? 'hostile' : row.attitude;
}

export function updateView(ctx: Ctx): void {
  const { z } = currentZone(ctx.s);
  const sight = magicSight(ctx.s);
  const view = heroView(ctx, sight);
  z.seen = view.rememberIn(z.seen);
  // Invisible creatures go unseen; a hero no one can see is not noticed.
  const met = z.creatures.filter((c) => !c.aware && !c.inCoffin && view.sees(c.x, c.y) && !sight.hidden.has(c.id) && !sight.heroUnseen);
  if (met.length === 0) return;
  // A pack comes into view as one line, before any of it reacts.
  const sighted = new Map<string, number>();
  for (const c of met) sighted.set(c.name, (sighted.get(c.name) ?? 0) + 1);
  const names = [...sighted].map(([name, n]) => (n === 1 ? aOrAn(creatureName(name)) : `${n} ${plural(creatureName(name))}`));
  ctx.say('creature', `You see ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`}.`, { ids: met.map((c) => c.id) });
  const reacted = new Map<number, ReturnType<typeof react>>();
  for (const c of met) {
    c.aware = true;
    // What the Opposition placed is there to fight: no reaction roll.
    if (c.owner !== undefined) continue;
    if (!reacted.has(c.group)) {
      // The group reacts as one: a creature of a group already met shares its mood.
      const kin = z.creatures.find((o) => o.group === c.group && o !== c && o.aware);
      reacted.set(c.group, kin ? kin.attitude : react(ctx, c.group, c.name));
    }
    c.attitude = reacted.get(c.group)!;
  }
}
