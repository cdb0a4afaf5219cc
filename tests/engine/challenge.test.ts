/**
 * The Adventurer objects to the Opposition's Illumination requirement
 * (docs/rules.md, "The Adventurer objects"): 1 token to object, 1 for the
 * seat to insist, then every side's sealed bid, for or against, revealed
 * at once; a tie goes to the Adventurer and every bid token is lost.
 */
import { describe, expect, it } from 'vitest';
import { Bot, botTurn, replayFrom } from '../../src/core/bots/index.js';
import type { Action } from '../../src/core/engine/actions.js';
import { newGame } from '../../src/core/engine/creation.js';
import { viewFor } from '../../src/core/engine/seat-view.js';
import { askedSeats } from '../../src/core/engine/seats.js';
import { ledgerText } from '../../src/core/engine/spends/index.js';
import { step } from '../../src/core/engine/step.js';
import type { GameState } from '../../src/core/engine/types.js';
import { act } from '../../src/core/opposition/settle.js';

const CREATE: Action = { type: 'create', name: 'Test', className: 'Warrior', kit: 'A', background: { text: 'a soldier', attrs: ['STR'] } };

function ok(s: GameState, a: Action): GameState {
  const r = act(s, a);
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

/** Bea and Cal sit the Opposition; entering zone 1, Bea buys its Illumination requirement and Cal nothing. */
function darkened(): GameState {
  let s = ok(ok(newGame('7', { opposition: 'person:Bea,person:Cal' }).state, CREATE), { type: 'enter-dungeon' });
  while (s.decision?.kind === 'stock') {
    const seat = s.decision.owners[0]!;
    s = ok(s, { type: 'stock', seat, orders: seat === 'opposition:1' ? [{ kind: 'illumination' }] : [] });
  }
  return s;
}

const tokens = (s: GameState) => [s.tokens.hero, ...s.tokens.opposition.map((p) => p.tokens)];

describe('the Adventurer objects to the Illumination requirement', () => {
  it('the hero is asked before the requirement costs a point; letting it be, the zone takes its point', () => {
    const s = darkened();
    expect(askedSeats(s)).toEqual(['adventurer']);
    expect(s.decision).toMatchObject({ kind: 'challenge', stage: 'object', spender: 1 });
    expect(s.consumables.illumination).toBe(20);
    expect(step(s, { type: 'wait' })).toMatchObject({ ok: false, error: 'The Adventurer is asked to object, not to wait.' });
    expect(step(s, { type: 'object', seat: 'opposition:1', yes: true })).toMatchObject({ ok: false, error: 'Bea is not asked to act now.' });
    const after = ok(s, { type: 'object', yes: false });
    expect(after.decision).toBeNull();
    expect(after.consumables.illumination).toBe(19);
    expect(after.zones['1']!.needsLight).toBe(true);
    expect(tokens(after)).toEqual([20, 19, 20]);
  });

  it('objected to, the seat that paid may let it fall: its token stays spent and the zone needs no light', () => {
    const objected = ok(darkened(), { type: 'object', yes: true });
    expect(askedSeats(objected)).toEqual(['opposition:1']);
    expect(step(objected, { type: 'insist', yes: true })).toMatchObject({ ok: false, error: 'The Adventurer is not asked to act now.' });
    const fell = ok(objected, { type: 'insist', seat: 'opposition:1', yes: false });
    expect(fell.zones['1']!.needsLight).toBe(false);
    expect(fell.consumables.illumination).toBe(20);
    expect(tokens(fell)).toEqual([19, 19, 20]);
    expect(ledgerText(fell).join('\n')).toMatch(/the need for Illumination, bought by Bea\. You objected; it fell without a bid\./);
  });

  it('insisted on, every side bids in secret, for or against; a tie goes to the Adventurer and every bid token is lost', () => {
    const insisted = ok(ok(darkened(), { type: 'object', yes: true }), { type: 'insist', seat: 'opposition:1', yes: true });
    expect(askedSeats(insisted)).toEqual(['adventurer', 'opposition:1', 'opposition:2']);
    expect(step(insisted, { type: 'bid', seat: 'opposition:2', tokens: 21 })).toMatchObject({ ok: false, error: 'Cal has only 20 tokens to bid.' });
    let s = ok(insisted, { type: 'bid', seat: 'opposition:1', tokens: 3 });
    s = ok(s, { type: 'bid', seat: 'opposition:2', tokens: 2, against: true });
    // Sealed: the hero sees that both have bid, not what nor which way.
    const seen = viewFor(s, 'adventurer').decision;
    expect(seen).toMatchObject({ kind: 'challenge', stage: 'bid', owners: ['adventurer'] });
    expect(JSON.stringify(seen)).not.toMatch(/"tokens":[23]|"against"/);
    const r = act(s, { type: 'bid', tokens: 1 });
    if (!r.ok) throw new Error(r.error);
    expect(r.events.map((e) => e.text).join('\n')).toMatch(/Bids revealed: you 1; Bea 3 for .*; Cal 2 against .*\. Against 3, for 3\. You win: a tie goes to you\. Every bid token is lost\./);
    expect(r.state.zones['1']!.needsLight).toBe(false);
    expect(r.state.consumables.illumination).toBe(20);
    // The hero: 1 to object, 1 bid; Bea: the requirement, insisting and her bid; Cal: his bid.
    expect(tokens(r.state)).toEqual([18, 15, 18]);
  });

  it('when the requirement wins the bids, it costs its point', () => {
    let s = ok(ok(darkened(), { type: 'object', yes: true }), { type: 'insist', seat: 'opposition:1', yes: true });
    s = ok(s, { type: 'bid', tokens: 2 });
    s = ok(s, { type: 'bid', seat: 'opposition:2', tokens: 0 });
    s = ok(s, { type: 'bid', seat: 'opposition:1', tokens: 3 });
    expect(s.zones['1']!.needsLight).toBe(true);
    expect(s.consumables.illumination).toBe(19);
    expect(tokens(s)).toEqual([17, 15, 20]);
    expect(ledgerText(s).join('\n')).toMatch(/You objected; you bid 2, they won\.\n\s+Bea bid 3 for, salt/);
  });


  it('the bot hero objects when its Illumination runs low, an AI seat bids through its driver, and the recording replays exactly', () => {
    const made = ok(newGame('8', { opposition: 'person:Bea,hard' }).state, CREATE);
    // A hero down to 2 Illumination: the bot minds the dark.
    const start: GameState = { ...made, consumables: { ...made.consumables, illumination: 2 } };
    const taken: { action: Action; check: number }[] = [];
    const run = (s: GameState, a: Action): GameState => {
      const r = act(s, a);
      if (!r.ok) throw new Error(r.error);
      taken.push(...r.steps.map((x) => ({ action: x.action, check: x.state.check })));
      return r.state;
    };
    let s = run(start, { type: 'enter-dungeon' });
    // The AI seat stocked first; Bea buys the requirement.
    s = run(s, { type: 'stock', seat: 'opposition:1', orders: [{ kind: 'illumination' }] });
    expect(s.decision).toMatchObject({ kind: 'challenge', stage: 'object', spender: 1 });
    const bot = new Bot('8');
    const objecting = botTurn(bot, s);
    expect(objecting.action).toEqual({ type: 'object', yes: true });
    taken.push(...objecting.taken.map((x) => ({ action: x.action, check: x.state.check })));
    s = run(objecting.result.state, { type: 'insist', seat: 'opposition:1', yes: true });
    // The AI seat has sealed its bid already: the hero and Bea are asked.
    expect(askedSeats(s)).toEqual(['adventurer', 'opposition:1']);
    expect(s.decision).toMatchObject({ bids: [{ player: 2 }] });
    const bidding = botTurn(bot, s);
    // All it can spare, more than a fifth: its tokens less the 10 (half a hero's first 20) it keeps for heals and breaks away.
    const spare = s.tokens.hero - 10;
    expect(spare).toBeGreaterThan(Math.floor(s.tokens.hero / 5));
    expect(bidding.action).toEqual({ type: 'bid', tokens: spare });
    taken.push(...bidding.taken.map((x) => ({ action: x.action, check: x.state.check })));
    s = run(bidding.result.state, { type: 'bid', seat: 'opposition:1', tokens: 0 });
    expect(s.decision).toBeNull();
    expect(s.contests?.at(-1)).toMatchObject({ stake: 'requirement', hero: spare });
    const again = replayFrom(start, 0, taken.map((x) => x.action), taken.map((x) => x.check));
    expect(again.divergedAt).toBeNull();
    expect(again.state.contests).toEqual(s.contests);
  });
});
