/**
 * Bot games against the AI Opposition with one to four players of each
 * difficulty: budgets never go negative, every purchase is priced exactly
 * by the ladders, every seal matches its purchases, every decision is an
 * event, and an environ strikes on every entry into its zone.
 */
import { describe, expect, it } from 'vitest';
import { Bot, botTurn } from '../../src/core/bots/index.js';
import { newGame } from '../../src/core/engine/creation.js';
import type { GameEvent, OppositionEvent } from '../../src/core/engine/events.js';
import type { GameState, RulesOptions } from '../../src/core/engine/types.js';
import { ladderPrice, rankProblems, sealOf } from './setup.js';

const DIFFICULTIES: RulesOptions['opposition'][] = ['ai-easy', 'ai-fair', 'ai-hard'];
const GAMES_EACH = 3;
const STEPS = 600;

interface Tally {
  games: number;
  steps: number;
  purchases: Record<string, number>;
  problems: string[];
  decisions: number;
  environEntries: number;
}

function play(seed: string, options: Partial<RulesOptions>, t: Tally): void {
  const bot = new Bot(seed);
  let s: GameState = newGame(seed, options).state;
  const players = s.tokens.opposition.length;
  // An entry waiting on the hero's answer to the Illumination requirement goes on in the next turn: its events with it.
  let entering: GameEvent[] = [];
  for (let k = 0; k < STEPS && s.phase !== 'dead' && s.phase !== 'won'; k++) {
    const zonesBefore = Object.keys(s.zones).length;
    const ledgerBefore = s.ledger.length;
    const { result } = botTurn(bot, s);
    s = result.state;
    t.steps++;
    for (const p of s.tokens.opposition) if (p.tokens < 0) t.problems.push(`${seed} step ${k}: ${p.name} has ${p.tokens} tokens`);
    for (const e of s.ledger.slice(ledgerBefore)) {
      if (e.hash !== sealOf(e)) t.problems.push(`${seed}: the seal of zone ${e.zone} player ${e.player} does not match`);
      if (e.tokens !== e.purchases.reduce((n, p) => n + p.cost, 0)) t.problems.push(`${seed}: ledger total ${e.tokens} is not the sum of its purchases`);
      for (const p of e.purchases) {
        t.purchases[p.kind] = (t.purchases[p.kind] ?? 0) + 1;
        if (p.cost !== ladderPrice(p)) t.problems.push(`${seed}: ${JSON.stringify(p)} costs ${p.cost}, the ladders say ${ladderPrice(p)}`);
        t.problems.push(...rankProblems(p).map((x) => `${seed}: ${x}`));
      }
    }
    const events: GameEvent[] = result.events;
    const fresh = Object.keys(s.zones).length - zonesBefore;
    if (fresh > 0 && players > 0) {
      const decisions = events.filter((e): e is OppositionEvent => e.kind === 'opposition' && ['stock', 'pass', 'final'].includes(e.decision));
      t.decisions += decisions.length;
      if (decisions.length < fresh * players) t.problems.push(`${seed} step ${k}: ${fresh} new zone(s), ${players} players, ${decisions.length} decision events`);
    }
    const entry = [...entering, ...events];
    entering = s.decision?.kind === 'challenge' ? entry : [];
    if (entering.length > 0) continue;
    // Every entry into a zone with an environ: the environ strikes.
    entry.forEach((e, i) => {
      if (e.kind !== 'zone' || typeof e.data?.['zone'] !== 'string' || e.data['first'] === undefined) return;
      const environ = s.zones[e.data['zone'] as string]?.environ;
      if (!environ) return;
      t.environEntries++;
      const next = entry.slice(i + 1).findIndex((x) => x.kind === 'zone' && x.data?.['first'] !== undefined);
      const upto = next === -1 ? entry.length : i + 1 + next;
      if (!entry.slice(i + 1, upto).some((x) => x.kind === 'zone' && x.data?.['environ'] === environ.name)) t.problems.push(`${seed} step ${k}: entered ${e.data['zone']} and its ${environ.name} did not strike`);
    });
  }
  t.games++;
}

describe('the AI Opposition in bot games', () => {
  it(`keeps budgets whole, prices by the ladders, seals and reports every decision (${DIFFICULTIES.length} difficulties × 1–4 players × ${GAMES_EACH} games)`, () => {
    const t: Tally = { games: 0, steps: 0, purchases: {}, problems: [], decisions: 0, environEntries: 0 };
    for (const opposition of DIFFICULTIES) {
      for (let opponents = 1; opponents <= 4; opponents++) {
        for (let g = 0; g < GAMES_EACH; g++) play(`ledger:${opposition}:${opponents}:${g}`, { opposition, opponents }, t);
      }
    }
    expect(t.problems.slice(0, 20)).toEqual([]);
    // The games bought a bit of everything.
    for (const kind of ['creature', 'trap', 'environ', 'illumination', 'puzzle', 'riddle']) expect(t.purchases[kind] ?? 0, kind).toBeGreaterThan(0);
    expect(t.decisions).toBeGreaterThan(t.games);
    expect(t.environEntries).toBeGreaterThan(0);
  });
});
