/**
 * Every way out of a zone is an exit (RULES.md §5, §8): each gives a
 * holding Opposition its chance to escalate; the first exit of a zone also
 * scores 4 and pays every side's refresh. One exit moves the Escalation die
 * at most once.
 */
import { describe, expect, it } from 'vitest';
import { Ctx } from '../../src/core/engine/context.js';
import { newGame } from '../../src/core/engine/creation.js';
import { makeScroll } from '../../src/core/engine/magic/items.js';
import { powerLevel } from '../../src/core/engine/tokens.js';
import { triggerTrapAt } from '../../src/core/engine/traps.js';
import type { ClassName, GameState, RulesOptions } from '../../src/core/engine/types.js';
import { currentZone } from '../../src/core/engine/zones.js';
import { settle } from '../../src/core/opposition/settle.js';
import { facesThen, ok, said, unobjecting, walkThrough } from './setup.js';

/** A hero made and taken into zone 1 through the reducer. */
function heroIn(seed: string, options: Partial<RulesOptions> = {}, className: ClassName = 'Warrior'): GameState {
  const s = unobjecting(ok(ok(newGame(seed, options).state, { type: 'create', name: 'Test', className, kit: 'A', background: { text: 'a soldier', attrs: ['STR'] } }).state, { type: 'enter-dungeon' }).state);
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
/** What the Opposition player took in on an exit: its tokens now, plus what it spent in the zone it stocked on arrival. */
const oppositionGain = (before: GameState, after: GameState) => opposition(after).tokens + opposition(after).spent - opposition(before).spent - opposition(before).tokens;

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

describe('escalating is discovering a deeper level', () => {
  it('stairs down taken before ask nothing: the die, its Experience and the refresh bonus come once per level found', () => {
    const s = heroIn(STAIRS_SEED, { opposition: 'none' });
    const stairs = currentZone(s).zone.exits.find((e) => e.kind === 'stairs-down')!;
    const first = ok(walkThrough(s, stairs).state, { type: 'escalate', yes: true }).state;
    expect([first.zone, first.escalation, first.hero.experiences]).toEqual([stairs.to, 2, s.hero.experiences + 1]);
    // Back up into zone 1 and down the same stairs again: straight down, no question, no second Experience.
    const up = walkThrough(first, currentZone(first).zone.exits.find((e) => e.to === '1')!).state;
    const again = walkThrough(up, stairs);
    expect(again.state.pending).toBeNull();
    expect(again.state.zone).toBe(stairs.to);
    expect([again.state.escalation, again.state.hero.experiences]).toEqual([2, first.hero.experiences]);
  });
});

describe('carried out of a zone: the same exit as walking out', () => {
  const TRAPS = [
    { name: 'Chute Down to New Level', deeper: 1 },
    // A zone is one room (RULES.md §4.3): the teleport "to a new room" takes the hero out of it.
    { name: 'Teleport - To New Room', deeper: 0 },
  ];
  for (const { name, deeper } of TRAPS) {
    it(`${name}: 4 points, every side refreshed, the Opposition's chance to escalate, and neither again for walking out later`, () => {
      const s = hardAndReady(heroIn(STAIRS_SEED, { opposition: 'ai-hard' }), 'opposition');
      const { zone, z } = currentZone(s);
      z.creatures = [];
      z.traps = [{ x: s.hero.x, y: s.hero.y, name, found: false, disarmed: false }];
      // A natural 20 fails the DEX test; every other die lands mid-range.
      const ctx = new Ctx(structuredClone(s), facesThen([20, 20]));
      triggerTrapAt(ctx, s.hero.x, s.hero.y);
      // The Opposition's seat answers the escalation, then stocks the zone the hero lands in.
      const after = settle(ctx.s).state;
      expect(after.zone).not.toBe(zone.id);
      expect(currentZone(after).zone.depth).toBe(zone.depth + deeper);
      expect(after.score).toBe(s.score + 4);
      expect(after.tokens.hero).toBe(s.tokens.hero + s.tokens.heroRefresh);
      expect(oppositionGain(s, after)).toBe(opposition(s).refresh + powerLevel(s.options).oppositionEscalationBonus);
      expect([after.escalation, after.escalationHolder]).toEqual([8, 'hero']);

      // Back up into the trap's zone and out of it again: its points and refresh were paid.
      const back = walkThrough(after, currentZone(after).zone.exits.find((e) => e.to === zone.id)!).state;
      const out = walkThrough(back, currentZone(back).zone.exits.find((e) => e.to === 'entrance' && e.kind === 'door')!);
      expect(out.state.phase).toBe('home');
      expect(out.state.score).toBe(back.score);
      expect(out.state.tokens.hero).toBe(back.tokens.hero);
    });
  }

  it('reading a Scroll of Recall: 4 points, every side refreshed, the Opposition\'s chance to escalate, Home', () => {
    const ctx = new Ctx(hardAndReady(heroIn(STAIRS_SEED, { opposition: 'ai-hard' }), 'opposition'));
    const scroll = makeScroll(ctx, 'Recall');
    ctx.s.hero.items.push(scroll);
    const s = ctx.s;
    const r = ok(s, { type: 'read', item: scroll.id });
    expect(r.state.phase).toBe('home');
    expect(r.state.score).toBe(s.score + 4);
    expect(r.state.tokens.hero).toBe(s.tokens.hero + s.tokens.heroRefresh);
    expect(opposition(r.state).tokens).toBe(opposition(s).tokens + opposition(s).refresh + powerLevel(s.options).oppositionEscalationBonus);
    expect([r.state.escalation, r.state.escalationHolder]).toEqual([8, 'hero']);
  });

  /** A Wizard able to cast Teleport, in zone 1 (seed 20: a Level 1 Wizard lives through entering it, and it has a door on). */
  function teleporter(): GameState {
    const s = structuredClone(heroIn('20', { opposition: 'ai-hard' }, 'Wizard'));
    Object.assign(s.hero, { level: 7, memorised: ['Teleport'] });
    s.hero.attributes.INT = 30;
    return s;
  }

  it('casting Teleport Home is an exit too', () => {
    const s = teleporter();
    const r = ok(s, { type: 'cast', spell: 'Teleport', to: 'home' });
    expect(r.state.phase).toBe('home');
    expect(r.state.score).toBe(s.score + 4);
    expect(r.state.tokens.hero).toBe(s.tokens.hero + s.tokens.heroRefresh);
    expect(opposition(r.state).tokens).toBe(opposition(s).tokens + opposition(s).refresh);
  });

  it('casting Teleport to a zone visited before is an exit from this one', () => {
    const one = teleporter();
    const s = walkThrough(one, currentZone(one).zone.exits.find((e) => e.kind === 'door' && !e.entry)!).state;
    s.hero.memorised = ['Teleport'];
    currentZone(s).z.creatures = [];
    const r = ok(s, { type: 'cast', spell: 'Teleport', to: { zone: '1' } });
    expect(r.state.zone).toBe('1');
    expect(r.state.score).toBe(s.score + 4);
    expect(r.state.tokens.hero).toBe(s.tokens.hero + s.tokens.heroRefresh);
  });
});
