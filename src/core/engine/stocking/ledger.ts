/**
 * The sealed ledger: what each Opposition player bought for a zone is
 * recorded with a SHA-256 of the purchases at the moment the zone is
 * stocked; the end of the game shows the purchases beside that hash, so a
 * player can check that nothing changed afterwards.
 */
import { createHash } from 'node:crypto';
import type { Ctx } from '../context.js';
import type { Purchase } from '../types.js';
import { counted } from '../../../base/words.js';
import { playerName } from '../seats.js';
import { shownHash } from '../spends/seal.js';

export function seal(zone: string, player: number, purchases: Purchase[]): string {
  return createHash('sha256').update(JSON.stringify({ zone, player, purchases })).digest('hex');
}

export function record(ctx: Ctx, zone: string, player: number, purchases: Purchase[]): void {
  const tokens = purchases.reduce((sum, p) => sum + p.cost, 0);
  const hash = seal(zone, player, purchases);
  ctx.s.ledger = [...ctx.s.ledger, { zone, player, purchases, tokens, hash }];
  const name = playerName(ctx.s, player);
  // The hero learns what was spent, not on what: the purchases stay sealed until the end.
  ctx.say('zone', tokens > 0 ? `${name} spent ${counted(tokens, 'token')} on this zone (sealed ${shownHash(hash)}).` : `${name} spent nothing here.`, { player, tokens, hash });
}
