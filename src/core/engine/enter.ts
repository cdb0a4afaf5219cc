/**
 * Entering a zone: the first time, its native contents come to life from
 * the generated map; the hero appears in the doorway (or on the stairs) that
 * leads back where they came from.
 */
import type { Zone, ZoneContext } from '../../procgen/types.js';
import { TILE } from '../../procgen/glyphs.js';
import type { Ctx } from './context.js';
import { copyZone } from './clone.js';
import { key } from './geometry.js';
import { lootToItem } from './loot.js';
import { endFight, passMinute } from './time.js';
import { thiefSpotsTraps } from './trap-spotting.js';
import { eatOnEntry } from './consumables.js';
import { FINAL_ESCALATION } from './escalation.js';
import { announcePuzzles } from './puzzles.js';
import { freeSquaresNear } from './magic/creatures.js';
import { placeHero } from './magic/placing.js';
import { seatedPlayer } from './decisions.js';
import type { Seat } from './seats.js';
import { openStocking, stockFrom } from './stocking/stock.js';
import { answerChallenge, askChallenge } from './stocking/challenge.js';
import type { Action } from './actions.js';
import { environOnEntry } from './environs.js';
import { placeQuestLeg } from './home/quest.js';
import type { CreatureState, DoorState, ZoneState } from './types.js';
import { updateView } from './view.js';
import { currentZone, setDoor, zoneMap } from './zones.js';

function freshZone(ctx: Ctx, zone: Zone, context: ZoneContext): ZoneState {
  let group = 0;
  const creatures: CreatureState[] = zone.creatures.flatMap((g) => {
    group++;
    return g.members.map((m) => ({
      id: ctx.nextId(),
      name: m.name,
      category: m.category,
      glyph: m.glyph,
      hd: m.hd,
      maxHp: m.hp,
      hp: m.hp,
      damage: m.damage,
      riders: m.riders.map((r) => r.name),
      speed: m.speed,
      loot: m.loot,
      x: m.x,
      y: m.y,
      group,
      attitude: 'neutral' as const,
      aware: false,
      inCoffin: m.inCoffin,
      conditions: [],
      tokens: 0,
      spellUsed: false,
      delay: 1 / Math.max(1, m.speed),
    }));
  });
  const doors: Record<string, DoorState> = {};
  for (const e of zone.exits) {
    if (e.kind !== 'door' || !e.door) continue;
    doors[key(e.x, e.y)] = { type: e.door, open: e.door === 'open-arch', locked: e.door.startsWith('locked') };
  }
  return {
    id: zone.id,
    context,
    creatures,
    items: zone.loot.map((l) => ({ x: l.x, y: l.y, item: lootToItem(ctx, l), chest: l.chest })),
    doors,
    traps: zone.traps.map((t) => ({ x: t.x, y: t.y, name: t.name, found: false, disarmed: false })),
    fountainsUsed: [],
    seen: '0'.repeat(zone.width * zone.height),
    cleared: creatures.length === 0,
    needsLight: false,
    unlit: false,
    environ: null,
    puzzles: {},
  };
}

/** A creature left standing where the hero arrives (it followed the hero to the door) steps to the nearest free floor. */
function stepAside(zone: Zone, z: ZoneState, at: { x: number; y: number }): void {
  const c = z.creatures.find((o) => o.x === at.x && o.y === at.y);
  if (!c) return;
  const taken = new Set(z.creatures.map((o) => key(o.x, o.y)));
  taken.add(key(at.x, at.y));
  for (let r = 1; r < Math.max(zone.width, zone.height); r++) {
    for (let y = at.y - r; y <= at.y + r; y++) {
      for (let x = at.x - r; x <= at.x + r; x++) {
        if (zone.tiles[y]?.[x] !== TILE.floor || taken.has(key(x, y))) continue;
        c.x = x;
        c.y = y;
        return;
      }
    }
  }
}

/** Moves the hero into zone `id`, arriving by the exit that leads back to `from`. */
export function enterZone(ctx: Ctx, id: string, context: ZoneContext, from: string, at?: { x: number; y: number }): void {
  const s = ctx.s;
  const first = !s.zones[id];
  // With the Escalation die at 10, the next new zone is the Final Zone (RULES.md §5).
  if (first && s.escalation >= FINAL_ESCALATION && !s.finalZone) {
    context = { ...context, final: true };
    s.finalZone = id;
  }
  const zone = zoneMap(s.seed, id, context);
  // A zone visited before is shared with the step's input state: copy it before changing it.
  s.zones[id] = first ? freshZone(ctx, zone, context) : copyZone(s.zones[id]!);
  // Back from a zone behind a passage the hero opened (spends/exit.ts): out of that passage.
  const arrival = zone.exits.find((e) => e.to === from) ?? s.zones[id]!.passages?.find((p) => p.to === from) ?? zone.exits.find((e) => e.entry)!;
  s.zone = id;
  // Objections left standing in the zone (or at Home) the hero has just left lapse.
  delete s.standing;
  s.hero.x = arrival.x;
  s.hero.y = arrival.y;
  // Coming in by a door, it stands open behind the hero.
  stepAside(zone, s.zones[id]!, arrival);
  if (s.zones[id]!.doors[key(arrival.x, arrival.y)]?.open === false) setDoor(s.zones[id]!, arrival.x, arrival.y, { open: true });
  endFight(ctx, false);
  s.deepest = Math.max(s.deepest, zone.depth);
  ctx.say('zone', first ? zone.description : `Back in zone ${id}.`, { zone: id, first });
  if (zone.tiles[arrival.y]?.[arrival.x] === TILE.stairsUp || zone.tiles[arrival.y]?.[arrival.x] === TILE.stairsDown) ctx.say('zone', 'You are on the stairs.');
  if (zone.id === s.finalZone && first) ctx.say('zone', 'This is the Final Zone: its only way out is the way you came. Clear it, and stand at its entrance alive.');
  if (at) {
    const spot = freeSquaresNear(ctx, at, 3)[0];
    if (spot) placeHero(ctx, spot, 'You step out of the between');
  }
  if (first) eatOnEntry(ctx);
  // The hero's Quest comes before the Opposition's stocking: what it adds comes on top (RULES.md §6).
  if (first) placeQuestLeg(ctx, zone, s.zones[id]!);
  // The Opposition stocks a zone when it is first entered, and may restock one it finds cleared: the entry waits for its seats.
  if (!openStocking(ctx, zone, !first)) settleIn(ctx, first);
}

/** The zone is stocked: the hero hears of its puzzles, its environ strikes, a Thief spots traps and a Minute passes. */
function settleIn(ctx: Ctx, first: boolean): void {
  announcePuzzles(ctx);
  // An environ strikes on every entry, the first included (RULES.md §5).
  environOnEntry(ctx);
  if (first) thiefSpotsTraps(ctx);
  passMinute(ctx);
  updateView(ctx);
}

/** An Opposition seat stocks the zone just entered; after the last, the entry goes on. */
export function answerStocking(ctx: Ctx, seat: Seat, orders: unknown): void {
  const s = ctx.s;
  const d = s.decision;
  const p = seatedPlayer(s, seat);
  const { zone, z } = currentZone(s);
  const restock = d?.kind === 'stock' && d.restock;
  const done = stockFrom(ctx, zone, z, p, orders);
  if (!done) return;
  // The Illumination requirement, the one buy the hero knows of at once: the hero may object to it first.
  if (done.lit !== undefined && askChallenge(ctx, done.lit, !restock)) return;
  settleIn(ctx, !restock);
}

/** A seat answers the Adventurer's objection to the Illumination requirement; once it is settled, the entry goes on. */
export function answerRequirement(ctx: Ctx, seat: Seat, action: Action): void {
  const d = ctx.s.decision;
  const first = d?.kind === 'challenge' && d.first;
  if (answerChallenge(ctx, seat, action)) settleIn(ctx, first);
}
