/**
 * Creatures that flee (RULES.md §5): a creature an Opposition player placed
 * that escapes its zone is kept by its owner, as it was. Each time the hero
 * enters a zone it regains a rank (its HD rises to the least HD of the next
 * rank, or by one past d20; its HP grow by a d8 per HD gained and it heals
 * whole; its damage follows its HD), and its owner may place it again,
 * stronger, at no cost: it was paid for once.
 */
import { damageForHd } from '../../procgen/creatures.js';
import { rankForHd } from '../ranks.js';
import { Stream, randomInt } from '../rng.js';
import type { Ctx } from '../engine/context.js';
import type { CreatureState } from '../engine/types.js';
import { raiseByRanks } from './catalogue.js';
import { MAX_FLED_HD } from './decide.js';
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

/** The hero enters a zone: every fled creature regains a rank (rolled on the Opposition's stream). */
export function regainRanks(ctx: Ctx): void {
  const s = ctx.s;
  if (!s.tokens.opposition.some((p) => (p.fled ?? []).length > 0)) return;
  const rng = Stream.restore(s.rng.ai);
  for (const p of s.tokens.opposition) {
    if (!p.fled || p.fled.length === 0) continue;
    p.fled = p.fled.map((f) => {
      const c = f.creature;
      const hd = Math.min(MAX_FLED_HD, raiseByRanks(c.hd, 1));
      if (hd <= c.hd) return { ...f, creature: { ...c, hp: c.maxHp } };
      let gained = 0;
      for (let k = c.hd; k < hd; k++) gained += randomInt(rng, 1, 8);
      const maxHp = c.maxHp + gained;
      decided(ctx, p.id, 'regain', `The ${c.name} that fled regains a rank: HD ${c.hd} → ${hd} (d${rankForHd(hd)}).`, { creature: c.name, from: c.hd, to: hd });
      return { ...f, regained: f.regained + 1, creature: { ...c, hd, maxHp, hp: maxHp, damage: damageForHd(hd) } };
    });
  }
  s.rng.ai = rng.state();
}
