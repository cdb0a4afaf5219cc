/** A spend that stands (unopposed, or the hero won the bid) takes effect. */
import type { Ctx } from '../context.js';
import type { Contest, Spend } from '../types.js';
import { contestDestination } from './contest.js';
import { findDevice } from './device.js';
import { escape } from './escape.js';
import { opposingDestination, openPassages, passageSquares, rollExits } from './exit.js';
import { noteBought } from './prices.js';
import { heal, mend } from './restore.js';
import { stunt } from './stunt.js';
import { raise } from './supplies.js';

export function resolveSpend(ctx: Ctx, spend: Spend): void {
  switch (spend.what) {
    case 'device':
      return findDevice(ctx, spend.device);
    case 'sustenance':
    case 'illumination':
      return raise(ctx, spend.what, spend.tokens);
    case 'exit':
      noteBought(ctx.s, 'exit');
      return createExits(ctx, spend);
    case 'escape':
      return escape(ctx, spend.to);
    case 'stunt':
      return stunt(ctx);
    case 'heal':
      noteBought(ctx.s, 'heal');
      return heal(ctx, spend.dice);
    case 'mend':
      return mend(ctx, spend.dice);
  }
}

/** The Elements are rolled; the ways that open go where the hero says, unless the Opposition contests it. */
function createExits(ctx: Ctx, spend: Extract<Spend, { what: 'exit' }>): void {
  const opened = rollExits(ctx, spend);
  if (opened === 0) return ctx.say('message', 'No way opens.');
  // The spend was refused where no way could open (check.ts), so there is a square for at least one.
  const squares = passageSquares(ctx.s, opened);
  const oppositionTo = opposingDestination(ctx.s, spend.to);
  const contest: Contest = { stake: 'destination', spend, cost: 0, objectors: [], heroTo: spend.to, squares, ...(oppositionTo ? { oppositionTo } : {}) };
  if (oppositionTo && contestDestination(ctx, contest)) return;
  openPassages(ctx, spend.to, squares);
}
