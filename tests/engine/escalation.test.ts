/** The Escalation die: who holds it after the hero escalates. */
import { describe, expect, it } from 'vitest';
import { Ctx } from '../../src/core/engine/context.js';
import { newGame } from '../../src/core/engine/creation.js';
import { escalate } from '../../src/core/engine/escalation.js';
import { act } from '../../src/core/opposition/settle.js';
import type { GameState } from '../../src/core/engine/types.js';
import { heroInDungeon, said } from './setup.js';

function aloneInDungeon(): GameState {
  const made = act(newGame('7', { opposition: 'none' }).state, { type: 'create', name: 'Solo', className: 'Thief', kit: 'A', background: { text: 'a lone climber', attrs: ['DEX'] } });
  const entered = made.ok && act(made.state, { type: 'enter-dungeon' });
  if (!entered || !entered.ok) throw new Error('could not enter');
  return entered.state;
}

describe('the Escalation die', () => {
  it('passes to the Opposition when the hero escalates', () => {
    const ctx = new Ctx(heroInDungeon());
    escalate(ctx, 'hero');
    expect([ctx.s.escalation, ctx.s.escalationHolder]).toEqual([2, 'opposition']);
  });

  it('stays with the hero when no Opposition plays, so each escalation earns its Experience and the Final Zone can be reached', () => {
    const ctx = new Ctx(aloneInDungeon());
    for (let k = 2; k <= 10; k++) {
      escalate(ctx, 'hero');
      expect([ctx.s.escalation, ctx.s.escalationHolder]).toEqual([k, 'hero']);
    }
    expect(ctx.s.hero.experiences).toBe(9);
    expect(said(ctx.events, /^You escalate: the Escalation die shows 2 and stays with you, as no Opposition plays\./)).toBe(true);
    expect(said(ctx.events, /the next new zone is the Final Zone/)).toBe(true);
  });
});
