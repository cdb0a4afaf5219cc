/**
 * Every way out of a zone is an exit (RULES.md §5, §8): each pays every
 * side's refresh and gives a holding Opposition its chance to escalate; the
 * first exit of a zone also scores 4. One exit moves the Escalation die at
 * most once.
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/core/engine/creation.js';
import { powerLevel } from '../../src/core/engine/tokens.js';
import type { ClassName, GameState, RulesOptions } from '../../src/core/engine/types.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { ok, said, walkThrough } from './setup.js';

/** A hero made and taken into zone 1 through the reducer. */
function heroIn(seed: string, options: Partial<RulesOptions> = {}, className: ClassName = 'Warrior'): GameState {
  const s = ok(ok(newGame(seed, options).state, { type: 'create', name: 'Test', className, kit: 'A', background: { text: 'a soldier', attrs: ['STR'] } }).state, { type: 'enter-dungeon' }).state;
  if (s.phase !== 'dungeon' || s.pending) throw new Error(`seed ${seed}: the hero does not stand ready in zone 1`);
  return s;
}

/**
 * One hard Opposition player holding its boss reserve with the Escalation
 * die at 7: it escalates whenever it is given the chance, with no roll.
 */
function hardAndReady(s: GameState, holder: GameState['escalationHolder']): GameState {
  const t = structuredClone(s);
  t.escalation = 7;
  t.escalationHolder = holder;
  t.tokens.opposition[0]!.tokens = 48;
  return t;
}

const opposition = (s: GameState) => s.tokens.opposition[0]!;

// Seed 19's zone 1 has stairs down to zone 1.2.
const STAIRS_SEED = '19';

describe('one exit moves the Escalation die at most once', () => {
  it('the hero escalating on stairs down hands the die to the Opposition, which cannot escalate straight back on the same stairs', () => {
    const s = hardAndReady(heroIn(STAIRS_SEED, { opposition: 'ai-hard' }), 'hero');
    const stairs = currentZone(s).zone.exits.find((e) => e.kind === 'stairs-down')!;
    const asked = walkThrough(s, stairs).state;
    expect(asked.pending).toEqual({ kind: 'escalate', stairs: stairs.to });
    const r = ok(asked, { type: 'escalate', yes: true });
    expect(r.state.zone).toBe(stairs.to);
    expect([r.state.escalation, r.state.escalationHolder]).toEqual([8, 'opposition']);
    expect(r.state.tokens.heroRefresh).toBe(s.tokens.heroRefresh + powerLevel(s.options).adventurerEscalationBonus);
    expect(opposition(r.state).refresh).toBe(opposition(s).refresh);
    expect(said(r.events, /The Opposition escalates/)).toBe(false);
  });

  it('the Opposition holding the die as the hero begins to leave may escalate, handing it back', () => {
    const s = hardAndReady(heroIn(STAIRS_SEED, { opposition: 'ai-hard' }), 'opposition');
    const door = currentZone(s).zone.exits.find((e) => e.kind === 'door' && !e.entry)!;
    const r = walkThrough(s, door);
    expect([r.state.escalation, r.state.escalationHolder]).toEqual([8, 'hero']);
    expect(opposition(r.state).refresh).toBe(opposition(s).refresh + powerLevel(s.options).oppositionEscalationBonus);
  });
});
