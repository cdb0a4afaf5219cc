/**
 * What the hero can learn of a sealed bid before bidding (RULES.md §5:
 * "everyone secretly bids … reveal at once"), and the Home rate of a bid on
 * a Consumable (the seed's Returning Home: "Tokens that the Adventurer bids
 * to increase the Consumables dice are worth triple their value"; erratum
 * athack.token-ratios). Real games through the reducer; the AI's streams are
 * chosen from a fixed list so that the Opposition objects.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/core/engine/actions.js';
import { newGame } from '../../src/core/engine/creation.js';
import type { GameEvent } from '../../src/core/engine/events.js';
import { act } from '../../src/core/opposition/settle.js';
import type { GameState, Spend } from '../../src/core/engine/types.js';
import { ok } from './setup.js';

function hero(home: boolean): GameState {
  const made = ok(newGame('7', { opposition: 'ai-hard' }).state, { type: 'create', name: 'Test', className: 'Warrior', kit: 'A', background: { text: 'a soldier', attrs: ['STR'] } }).state;
  return home ? made : ok(made, { type: 'enter-dungeon' }).state;
}

/** The objection to `x` under the first count of decisions (of a fixed list, and so the first AI streams) where the Opposition objects and, insisted on, bids `against` (any bid if not given). */
function objection(s: GameState, x: Spend, against?: number): GameState {
  for (let k = 0; k < 2000; k++) {
    const t = structuredClone(s);
    t.decisions = 1000 + k;
    const r = act(t, { type: 'spend', ...x } as Action);
    if (!r.ok || r.state.pending?.kind !== 'objection') continue;
    if (against === undefined || sealedTotal(ok(r.state, { type: 'insist', yes: true }).state) === against) return r.state;
  }
  throw new Error(`no stream gives an objection${against === undefined ? '' : ` and a bid of ${against}`}`);
}

function sealedTotal(s: GameState): number {
  if (s.pending?.kind !== 'bid') throw new Error('no bid is asked for');
  return s.pending.sealed.reduce((n, b) => n + b.tokens, 0);
}

const oppTokens = (s: GameState) => s.tokens.opposition.map((p) => p.tokens);
const texts = (events: GameEvent[]) => events.map((e) => e.text).join('\n');

describe('the sealed bid stays sealed until the hero has bid', () => {
  it("the Opposition's tokens, which the panel shows, do not move when the bid prompt opens; its bid leaves them at the reveal", () => {
    const o = objection(hero(false), { what: 'device', device: 'magic' });
    const asked = ok(o, { type: 'insist', yes: true });
    const against = sealedTotal(asked.state);
    expect(against).toBeGreaterThan(0);
    expect(oppTokens(asked.state)).toEqual(oppTokens(o));
    // Nothing told the hero gives the bid or the salt that would let its hash be tried against each number.
    if (asked.state.pending?.kind !== 'bid') throw new Error('no bid');
    for (const b of asked.state.pending.sealed) expect(JSON.stringify(asked.events)).not.toContain(b.salt);
    const revealed = ok(asked.state, { type: 'bid', tokens: 0 }).state;
    expect(oppTokens(revealed)).toEqual([oppTokens(o)[0]! - against]);
    expect(revealed.tokens.opposition[0]!.spent).toBe(o.tokens.opposition[0]!.spent + against);
    // Withdrawing instead, nothing is sealed and the Opposition is down only its objection token.
    const withdrawn = ok(o, { type: 'insist', yes: false }).state;
    expect(oppTokens(withdrawn)).toEqual(oppTokens(o));
    expect(withdrawn.pending).toBeNull();
  });
});

describe('at Home a bid to raise a Consumable counts triple', () => {
  const restock: Spend = { what: 'sustenance', tokens: 7 };

  function atHome(): GameState {
    const s = structuredClone(hero(true));
    s.consumables.sustenance = 0;
    s.tokens.hero = 40;
    s.tokens.opposition[0]!.tokens = 60;
    return s;
  }

  it('a hero bid of 5 beats an Opposition bid of 13, and costs the hero only 5', () => {
    const o = objection(atHome(), restock, 13);
    const asked = ok(o, { type: 'insist', yes: true }).state;
    const r = ok(asked, { type: 'bid', tokens: 5 });
    expect(texts(r.events)).toMatch(/Bids revealed: you 5 \(15 at Home, each token counting 3\); the Opposition 13 .* You win\./);
    expect(r.state.consumables.sustenance).toBe(20);
    expect(r.state.tokens.hero).toBe(asked.tokens.hero - 5);
    expect(r.state.contests!.at(-1)).toMatchObject({ outcome: 'hero', hero: 5 });
    // 4 counts 12: short of 13, and the restock is lost.
    const lost = ok(asked, { type: 'bid', tokens: 4 });
    expect(texts(lost.events)).toMatch(/The Opposition wins\./);
    expect(lost.state.consumables.sustenance).toBe(0);
  });

  it('the bid prompt says so at Home, and not in the dungeon, where a bid counts as it stands', () => {
    const home = ok(objection(atHome(), restock), { type: 'insist', yes: true });
    expect(texts(home.events)).toMatch(/At Home each token you bid counts 3\./);
    const s = structuredClone(hero(false));
    s.consumables.sustenance = 5;
    s.tokens.opposition[0]!.tokens = 60;
    const below = ok(objection(s, { what: 'sustenance', tokens: 3 }, 13), { type: 'insist', yes: true });
    expect(texts(below.events)).not.toMatch(/counts 3/);
    expect(texts(ok(below.state, { type: 'bid', tokens: 5 }).events)).toMatch(/The Opposition wins\./);
  });
});
