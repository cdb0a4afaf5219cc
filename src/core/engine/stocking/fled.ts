/**
 * Creatures that flee (RULES.md §5): a creature an Opposition player placed
 * that escapes its zone is kept by its owner, as it was. Each time the hero
 * enters a zone not seen before it regains a rank, as the seed has it,
 * "restored by one die rank, up to its original starting rank": it heals a
 * Hit Die's worth (a d8), never past the HP it had when it was placed; it
 * never grows. Its owner may place it again at no cost: it was paid for once.
 */
import { Stream, randomInt } from '../../../base/rng.js';
import type { Ctx } from '../context.js';
import type { CreatureState } from '../types.js';
import { decided } from './events.js';

/** A creature of an Opposition player has fled zone `from`: its owner keeps it. */
export function keepFled(ctx: Ctx, c: CreatureState, from: string): void {
  const owner = ctx.s.tokens.opposition.find((p) => p.id === c.owner);
  if (!owner) return;
  const creature: CreatureState = { ...c, conditions: [], attitude: 'hostile', aware: false, spellUsed: false };
  // Placed again, it is met afresh: a Thief's stealth is tested anew.
  delete creature.unnoticed;
  owner.fled = [...(owner.fled ?? []), { creature, from, regained: 0 }];
  decided(ctx, owner.id, 'regain', `${owner.name} keeps the ${c.name} that fled zone ${from}.`, { creature: c.name, hd: c.hd, from });
}

/** The hero enters a zone not seen before: every fled creature regains a rank, healing a d8 (rolled on the Opposition's stream). */
export function regainRanks(ctx: Ctx): void {
  const s = ctx.s;
  if (!s.tokens.opposition.some((p) => (p.fled ?? []).length > 0)) return;
  const rng = Stream.restore(s.rng.ai);
  for (const p of s.tokens.opposition) {
    if (!p.fled || p.fled.length === 0) continue;
    p.fled = p.fled.map((f) => {
      const c = f.creature;
      const hp = Math.min(c.maxHp, c.hp + randomInt(rng, 1, 8));
      if (hp > c.hp) decided(ctx, p.id, 'regain', `The ${c.name} that fled recovers: HP ${c.hp} → ${hp} of ${c.maxHp}.`, { creature: c.name, from: c.hp, to: hp });
      return { ...f, regained: f.regained + 1, creature: { ...c, hp } };
    });
  }
  s.rng.ai = rng.state();
}
