/**
 * Creating an exit (RULES.md §5). In @HACK! the hero invokes Elements and
 * rolls their dice; every die showing 4 or more opens a new exit. The hero
 * here has attributes rather than Talent dice, so the Talent is a Black Hack
 * test: with a tool or a weapon, a STR test to break or pry a way through;
 * with nothing, a WIS test to find a hidden way (a Thief has Advantage:
 * Roguish Talents, finding secret things). A pass counts as one Talent die
 * showing 4+. The item invoked adds its Gear die (a tool d6, a weapon d4, a
 * large weapon d6), rolled as @HACK! rolls it: 4+ opens another way. So a
 * spend opens 0, 1 or 2 exits. Where they lead (a new zone, or a zone
 * visited before) is the hero's call unless the Opposition contests it in a
 * sealed bid. A new exit is a passage on the hero's square (and the squares
 * around it), taken like stairs; a new zone behind one is one level deeper.
 */
import { childId } from '../../../procgen/ids.js';
import { TILE } from '../../../procgen/glyphs.js';
import type { Ctx } from '../context.js';
import { leaveFor } from '../travel.js';
import type { GameState, Item, Passage, Spend } from '../types.js';
import { currentZone, stubExit } from '../zones.js';

/** Passages are drawn with this glyph. */
export const PASSAGE_GLYPH = 'O';
/** A new zone behind a passage is numbered after the zone's exits and traps: `1.501`, `1.502`, … */
export const PASSAGE_NUMBER = 500;

export interface ExitElement {
  label: string;
  attr: 'STR' | 'WIS';
  advantage: boolean;
  item: Item | undefined;
  /** The item's Gear die, if one is invoked. */
  gearDie: number | null;
}

/** The Element invoked to open a way, or why that item cannot. */
export function exitElement(s: GameState, itemId: number | null): ExitElement | string {
  const hero = s.hero;
  if (itemId === null) return { label: 'find a hidden way', attr: 'WIS', advantage: hero.className === 'Thief', item: undefined, gearDie: null };
  const item = hero.items.find((i) => i.id === itemId);
  if (!item) return 'You carry no such thing.';
  const gearDie = exitGearDie(item);
  if (!gearDie) return `The ${item.name} cannot open a way: invoke a tool, a weapon, or search.`;
  return { label: item.kind === 'tool' ? `open a way with the ${item.name}` : `hack a way through with the ${item.name}`, attr: 'STR', advantage: false, item, gearDie };
}

/** The Gear die a thing adds to opening a way: a tool d6, a weapon d4, a large weapon d6; anything else cannot be invoked. */
export function exitGearDie(item: Pick<Item, 'kind' | 'large'>): number | null {
  if (item.kind === 'tool') return 6;
  if (item.kind === 'weapon') return item.large ? 6 : 4;
  return null;
}

/** Tools and weapons the hero could invoke. */
export function exitItems(s: GameState): Item[] {
  return s.hero.items.filter((i) => exitGearDie(i) !== null);
}

/** Rolls the Elements: how many exits open. */
export function rollExits(ctx: Ctx, spend: Extract<Spend, { what: 'exit' }>): number {
  const el = exitElement(ctx.s, spend.item) as ExitElement;
  const t = ctx.test({ label: el.label, attr: el.attr, advantage: el.advantage });
  let opened = t.success ? 1 : 0;
  if (el.item && el.gearDie) {
    const r = ctx.roll(`${el.item.name}, its Gear die (4+ opens a way)`, `1d${el.gearDie}`);
    if (r >= 4) opened++;
  }
  return opened;
}

/** Where `count` passages can go: the hero's square, then the floor around it (no door, stairs, trap or passage). */
export function passageSquares(s: GameState, count: number): { x: number; y: number }[] {
  const { zone, z } = currentZone(s);
  const hero = s.hero;
  const out: { x: number; y: number }[] = [];
  const around = [[0, 0], [0, -1], [1, 0], [0, 1], [-1, 0], [1, -1], [1, 1], [-1, 1], [-1, -1]] as const;
  for (const [dx, dy] of around) {
    if (out.length >= count) break;
    const x = hero.x + dx;
    const y = hero.y + dy;
    if (zone.tiles[y]?.[x] !== TILE.floor) continue;
    if (zone.exits.some((e) => e.x === x && e.y === y) || stubExit(zone, x, y)) continue;
    if (z.traps.some((t) => t.x === x && t.y === y && !t.disarmed) || z.passages?.some((p) => p.x === x && p.y === y)) continue;
    out.push({ x, y });
  }
  return out;
}

/**
 * Where the Opposition would rather the exits led: back into the shallowest
 * zone visited (the longest way from anywhere new) when the hero wants a new
 * zone, a new zone (more to stock, more to eat) when the hero names an old one.
 */
export function opposingDestination(s: GameState, heroTo: string): string | undefined {
  if (heroTo !== 'new') return 'new';
  const old = Object.values(s.zones)
    .filter((z) => z.id !== s.zone)
    .sort((a, b) => a.context.depth - b.context.depth || a.id.localeCompare(b.id));
  return old[0]?.id;
}

/** The exits open: one passage per square, to `to` (each to a zone of its own when new). */
export function openPassages(ctx: Ctx, to: string, squares: { x: number; y: number }[]): void {
  const { z } = currentZone(ctx.s);
  z.passages ??= [];
  for (const sq of squares) {
    const target = to === 'new' ? childId(z.id, PASSAGE_NUMBER + z.passages.length + 1) : to;
    z.passages.push({ x: sq.x, y: sq.y, to: target });
  }
  const where = to === 'new' ? (squares.length === 1 ? 'a new zone' : 'new zones') : `zone ${to}`;
  ctx.say('zone', `${squares.length === 1 ? 'A way opens' : `${squares.length} ways open`} ${squares.length === 1 && squares[0]!.x === ctx.s.hero.x && squares[0]!.y === ctx.s.hero.y ? 'where you stand' : 'here'} (${PASSAGE_GLYPH}), to ${where}. Take it with > or <.`, { passages: squares.length, to });
}

/** Through a passage: leaving the zone as by any exit (points, refresh), into the zone behind. */
export function takePassage(ctx: Ctx, p: Passage): void {
  const { zone } = currentZone(ctx.s);
  ctx.say('zone', 'You squeeze through the passage.');
  leaveFor(ctx, p.to, () => ({ entryDoor: 'open-arch', entrySide: 'south', depth: zone.depth + 1, from: zone.id }));
}
