/** Putting what the Opposition bought into the zone: creatures and traps on free floor, away from the way in. */
import { TILE } from '../../../procgen/glyphs.js';
import { damageForHd, translate } from '../../../procgen/creatures.js';
import { Roller } from '../../../procgen/roller.js';
import type { Zone } from '../../../procgen/types.js';
import type { RandomSource } from '../../../base/rng.js';
import { randomInt } from '../../../base/rng.js';
import type { Ctx } from '../context.js';
import type { CreatureState, ZoneState } from '../types.js';
import type { CreatureOffer } from './catalogue.js';

/** Floor squares with nothing on them, at least 3 from every door (so nothing waits on a threshold), row by row. */
export function freeSquares(zone: Zone, z: ZoneState, hero: { x: number; y: number }): { x: number; y: number }[] {
  // One mark a square of the map rather than `x,y` texts: every square of the map is asked about.
  const { width, height } = zone;
  const taken = new Uint8Array(width * height);
  const mark = (x: number, y: number) => {
    if (x >= 0 && y >= 0 && x < width && y < height) taken[y * width + x] = 1;
  };
  mark(hero.x, hero.y);
  for (const c of z.creatures) mark(c.x, c.y);
  for (const t of z.traps) mark(t.x, t.y);
  for (const i of z.items) mark(i.x, i.y);
  for (const e of zone.exits) {
    for (const p of e.stub) mark(p.x, p.y);
    for (let y = e.y - 2; y <= e.y + 2; y++) for (let x = e.x - 2; x <= e.x + 2; x++) mark(x, y);
  }
  // The map's rows are `width` long, one for each of its `height`.
  const out: { x: number; y: number }[] = [];
  zone.tiles.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) if (row[x] === TILE.floor && taken[y * width + x] === 0) out.push({ x, y });
  });
  return out;
}

/** A free square. */
export type Square = { x: number; y: number };

export function takeSquare(free: Square[], rng: RandomSource): Square | undefined {
  if (free.length === 0) return undefined;
  return free.splice(randomInt(rng, 0, free.length - 1), 1)[0];
}

/** `count` of a bought creature, each with its own HP (rolled on the stream given), worth `cost` tokens each; no `owner`: the hero's quest put it there. */
export function placeCreatures(ctx: Ctx, rng: RandomSource, free: { x: number; y: number }[], offer: CreatureOffer, count: number, extraHd: number, group: number, owner: number | undefined, tokensEach: number): CreatureState[] {
  const roller = new Roller(rng);
  const rolled = { category: offer.category, row: offer.row, count };
  const placed: CreatureState[] = [];
  for (let k = 0; k < count; k++) {
    const at = takeSquare(free, rng);
    if (!at) break;
    const t = translate(roller, rolled, ctx.s.hero.level);
    const hd = t.hd + extraHd;
    const hp = extraHd > 0 ? t.hp + roller.dice(`${t.name} extra HP`, `${extraHd}d8`) : t.hp;
    placed.push({
      id: ctx.nextId(),
      name: t.name,
      category: t.category,
      glyph: t.glyph,
      hd,
      maxHp: hp,
      hp,
      // A creature raised in HD hits as hard as its new HD.
      damage: extraHd > 0 ? damageForHd(hd) : t.damage,
      riders: t.riders.map((r) => r.name),
      speed: t.speed,
      loot: t.loot,
      ...at,
      group,
      attitude: 'hostile',
      aware: false,
      inCoffin: false,
      conditions: [],
      tokens: tokensEach,
      ...(owner === undefined ? {} : { owner }),
      spellUsed: false,
      delay: 1 / Math.max(1, t.speed),
    });
  }
  // Morale is tested when half of the group as placed is down.
  for (const c of placed) c.groupSize = placed.length;
  return placed;
}

