/**
 * One name for each Opposition player in everything the game says
 * (docs/rules.md, "Seat names"): the reducer's own lines, the refusals, the
 * bids revealed and the ledger name a player as the boxes do. A game saved
 * by an older athack whose lone person was left unnamed on the setup screen
 * recorded them as `person:Opposition 1`: it reads as a new game does, and
 * replays as it was recorded.
 */
import { describe, expect, it } from 'vitest';
import { replayFrom } from '../../src/core/bots/index.js';
import type { Action } from '../../src/core/engine/actions.js';
import { newGame } from '../../src/core/engine/creation.js';
import { ledgerText } from '../../src/core/engine/spends/index.js';
import { step } from '../../src/core/engine/step.js';
import { winnerText } from '../../src/core/engine/winner.js';
import { act } from '../../src/core/opposition/settle.js';
import type { GameState } from '../../src/core/engine/types.js';
import { seatName } from '../../src/tui/seats.js';

const CREATE: Action = { type: 'create', name: 'Test', className: 'Warrior', kit: 'A', background: { text: 'a soldier', attrs: ['STR'] } };

/**
 * A lone person in the Opposition makes zone 1 need Illumination, the hero objects, the person insists and both bid:
 * everything said, every refusal met on the way, and the steps taken, from the seats `opposition` sets.
 */
function played(opposition: string) {
  const start = newGame('7', { opposition }).state;
  const said: string[] = [];
  const steps: { action: Action; check: number }[] = [];
  let s = start;
  const run = (a: Action) => {
    const r = act(s, a);
    if (!r.ok) throw new Error(r.error);
    said.push(...r.events.map((e) => e.text));
    steps.push(...r.steps.map((x) => ({ action: x.action, check: x.state.check })));
    s = r.state;
  };
  const refused = (a: Action) => {
    const r = step(s, a);
    if (r.ok) throw new Error(`${a.type} was taken`);
    said.push(r.error);
  };
  run(CREATE);
  run({ type: 'enter-dungeon' });
  refused({ type: 'object', seat: 'opposition:1', yes: true });
  run({ type: 'stock', seat: 'opposition:1', orders: [{ kind: 'illumination' }] });
  run({ type: 'object', yes: true });
  run({ type: 'insist', seat: 'opposition:1', yes: true });
  refused({ type: 'bid', seat: 'opposition:1', tokens: 40 });
  run({ type: 'bid', seat: 'opposition:1', tokens: 3 });
  run({ type: 'bid', tokens: 1 });
  return { start, state: s, said, steps };
}

describe('a lone person left unnamed', () => {
  it('is "the Opposition" in every line of a game saved by an older athack, as in a new game, and the save replays as recorded', () => {
    const now = played('person');
    const older = played('person:Opposition 1');
    // The recording keeps the name it was given then: nothing in the state changes.
    expect(older.state.tokens.opposition[0]!.name).toBe('Opposition 1');
    expect(now.said.join('\n')).toMatch(/The Opposition spent 1 token on this zone/);
    expect(now.said.join('\n')).toMatch(/Bids revealed: you 1; the Opposition 3 for/);
    expect(now.said.join('\n')).not.toMatch(/Opposition 1/);
    expect(older.said).toEqual(now.said);
    expect(ledgerText(older.state)).toEqual(ledgerText(now.state));
    expect(seatName(older.state, 'opposition:1')).toBe('The Opposition');
    expect(winnerText({ ...older.state, killer: 1 })).toBe('The Opposition');
    // Replayed from its start, it computes what it did: every check, and the state it reached.
    const again = replayFrom(older.start, 0, older.steps.map((x) => x.action), older.steps.map((x) => x.check));
    expect(again.divergedAt).toBeNull();
    expect(again.state).toEqual(older.state);
    expect(older.steps.map((x) => x.check)).toEqual(now.steps.map((x) => x.check));
  });

  it('is "the Opposition" mid-sentence and "The Opposition" to begin one, objecting to a spend of the hero\'s', () => {
    /** The state after `a`, and what it said. */
    const said = (s: GameState, a: Action) => {
      const r = act(s, a);
      if (!r.ok) throw new Error(r.error);
      return { state: r.state, lines: r.events.map((e) => e.text) };
    };
    let s = said(newGame('7', { opposition: 'person' }).state, CREATE).state;
    s = said(s, { type: 'enter-dungeon' }).state;
    s = said(s, { type: 'stock', seat: 'opposition:1', orders: [] }).state;
    s = said(s, { type: 'spend', what: 'device', device: 'magic' }).state;
    const objected = said(s, { type: 'object', seat: 'opposition:1', yes: true });
    expect(objected.lines).toContain('The Opposition objects (1 token). Insist (1 token, then sealed bids) or withdraw?');
    expect(said(objected.state, { type: 'insist', yes: true }).lines).toContain('Sealed bids: the Opposition bids in secret. Your bid? You have 18 tokens; a tie goes to you.');
  });
});

describe('several players named in one line', () => {
  it('are listed as a sentence lists them, "Bartholomew, Cy and Di", in the objection, the sealed bids and the ledger', () => {
    const said: string[] = [];
    const run = (s: GameState, a: Action): GameState => {
      const r = act(s, a);
      if (!r.ok) throw new Error(r.error);
      said.push(...r.events.map((e) => e.text));
      return r.state;
    };
    let s = run(newGame('7', { opposition: 'person:Bartholomew,person:Cy,person:Di' }).state, CREATE);
    s = run(s, { type: 'enter-dungeon' });
    // Whoever stocks zone 1 buys nothing.
    while (s.decision?.kind === 'stock') s = run(s, { type: 'stock', seat: s.decision.owners[0]!, orders: [] });
    s = run(s, { type: 'spend', what: 'device', device: 'magic' });
    for (const seat of ['opposition:1', 'opposition:2', 'opposition:3'] as const) s = run(s, { type: 'object', seat, yes: true });
    s = run(s, { type: 'insist', yes: true });
    expect(said).toContain('Bartholomew, Cy and Di object (1 token each). Insist (1 token, then sealed bids) or withdraw?');
    expect(said.some((l) => l.startsWith('Sealed bids: Bartholomew, Cy and Di bid in secret.'))).toBe(true);
    for (const seat of ['opposition:1', 'opposition:2', 'opposition:3'] as const) s = run(s, { type: 'bid', seat, tokens: 1 });
    s = run(s, { type: 'bid', tokens: 1 });
    expect(ledgerText(s).some((l) => l.includes('Objected by Bartholomew, Cy and Di;'))).toBe(true);
    expect(said.join('\n')).not.toMatch(/ and Cy and /);
  });
});

describe("a person named as the seat's own name, in other capitals", () => {
  it('is named once, as the game writes the seat: in the boxes, the ledger and every line said', () => {
    const lone = played('person');
    for (const opposition of ['person:The Opposition', 'person:the opposition', 'person:THE OPPOSITION']) {
      const game = played(opposition);
      expect(seatName(game.state, 'opposition:1'), opposition).toBe('The Opposition');
      expect(ledgerText(game.state)[0], opposition).toMatch(/^The Opposition \(a person\): /);
      expect(game.said, opposition).toEqual(lone.said);
    }
    const second = newGame('7', { opposition: 'fair,person:OPPOSITION 2' }).state;
    expect(seatName(second, 'opposition:2')).toBe('Opposition 2');
    expect(ledgerText(second)[2]).toMatch(/^Opposition 2 \(a person\): /);
  });
});
