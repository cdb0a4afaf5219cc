/**
 * The working state of one step. The reducer copies the state, then the
 * rules change the copy through this context, which also holds the gameplay
 * stream and collects the events. Nothing outside sees the copy until the
 * step returns it (docs/architecture.md rule 1).
 */
import { combineEdges, parseDice, rollDice, rollTotal, type Edge } from '../../base/dice/index.js';
import { Stream, type RandomSource, type StreamState } from '../../base/rng.js';
import type { GameEvent, PlainEvent, RollEvent, TestEvent } from './events.js';
import { armourPenalty, disadvantages } from './hero.js';
import { loadHindrance } from './load.js';
import { isDark } from './darkness.js';
import { famous } from './home/fame.js';
import { magicTestHelp } from './magic/hooks.js';
import type { Modifier } from './modifier.js';
import type { Attr, GameState } from './types.js';

export type { Modifier };

export interface TestSpec {
  label: string;
  attr: Attr;
  mods?: Modifier[];
  advantage?: boolean;
  disadvantage?: boolean;
  /** Overrides the attribute as the number to roll under. */
  target?: number;
  /** A test a Stunt may re-roll: it becomes `GameState.lastTest` (the caller adds how to undo a failure). */
  rerollable?: boolean;
}

export interface ShapedTest {
  edge: Edge;
  /** The test's own modifiers and magic's, not yet rolled. */
  mods: Modifier[];
  target: number;
  /** Why it has Advantage or Disadvantage. */
  why: string[];
  /** The background's Advantage is spent on it. */
  background: boolean;
}

/**
 * Everything a test will be before its dice are rolled: Advantage from a
 * primed background, fame or magic; Disadvantage from hindrances, load or
 * magic; armour the class may not wear and magic's modifiers. The reducer
 * rolls it; an interface shows its exact odds from the same shape.
 */
export function shapeTest(s: GameState, spec: TestSpec): ShapedTest {
  const hero = s.hero;
  const load = loadHindrance(s, spec.attr);
  const hindered = disadvantages(hero, spec.attr, load.why);
  const background = hero.background.primed === spec.attr;
  // Fame from carousing: CHA tests have Advantage until the hero next comes Home.
  const fame = spec.attr === 'CHA' && famous(s);
  const magic = magicTestHelp(s, spec);
  const armour = armourPenalty(hero);
  // A dark zone (RULES.md §4.9): every test has Disadvantage.
  if (isDark(s)) hindered.push('darkness');
  const edge = combineEdges(spec.advantage === true || background || fame || magic.advantage.length > 0, spec.disadvantage === true || hindered.length > 0 || magic.disadvantage.length > 0);
  const why: string[] = [];
  if (background) why.push('background');
  if (fame) why.push('fame');
  why.push(...magic.advantage, ...magic.disadvantage, ...hindered);
  return {
    edge,
    mods: armour.length === 0 && magic.mods.length === 0 && load.mods.length === 0 ? (spec.mods ?? []) : [...(spec.mods ?? []), ...armour, ...magic.mods, ...load.mods],
    target: spec.target ?? hero.attributes[spec.attr],
    why,
    background,
  };
}

/** The gameplay stream as a step uses it. */
export type StepRng = RandomSource & { state(): StreamState };

export class Ctx {
  readonly events: GameEvent[] = [];
  readonly rng: StepRng;

  /** `forced` replaces the dice (tests of rule edge cases); the saved stream state is then left as it was. */
  constructor(
    readonly s: GameState,
    forced?: RandomSource,
  ) {
    const stream = Stream.restore(s.rng.gameplay);
    this.rng = forced ? { next: () => forced.next(), state: () => stream.state() } : stream;
  }

  say(kind: PlainEvent['kind'], text: string, data?: Record<string, unknown>): void {
    this.events.push(data ? { kind, text, data } : { kind, text });
  }

  /** Rolls dice and reports them; `better` is the total that favours the roller with Advantage. */
  roll(label: string, dice: string, edge: Edge = 'normal', better: 'high' | 'low' = 'high'): number {
    return this.rolled(label, dice, edge, better).total;
  }

  /** Rolls dice kept apart (the mini-games lay each die out on its own) and reports them as one roll. */
  rollFaces(label: string, dice: string): number[] {
    return this.rolled(label, dice, 'normal', 'high', true).faces;
  }

  /** `apart`: the dice are each a die of their own (a mini-game's supply, its Field), so the line shows the faces and no total. */
  private rolled(label: string, dice: string, edge: Edge, better: 'high' | 'low', apart = false): RollEvent {
    const expr = parseDice(dice);
    const first = rollDice(expr, this.rng);
    let kept = first;
    let dropped: number | undefined;
    if (edge !== 'normal') {
      const second = rollDice(expr, this.rng);
      const firstBetter = better === 'high' ? first.total >= second.total : first.total <= second.total;
      kept = (edge === 'advantage') === firstBetter ? first : second;
      dropped = (kept === first ? second : first).total;
    }
    const faces = kept.faces.map((f) => f.face);
    const text = apart ? `${label}: ${dice} → ${faces.join(' ')}` : `${label}: ${dice}${faces.length > 1 ? ` (${faces.join('+')})` : ''} = ${kept.total}${dropped !== undefined ? ` (other roll ${dropped})` : ''}`;
    const event: RollEvent = { kind: 'roll', label, dice, faces, total: kept.total, text };
    // Set only when there was a second roll: a spread of a maybe-empty object is slow on this path.
    if (dropped !== undefined) event.dropped = dropped;
    this.events.push(event);
    return event;
  }

  /** A d20 from the stream, with no event: the test reports it. */
  private d20(): number {
    return 1 + Math.floor(this.rng.next() * 20);
  }

  /**
   * A Black Hack test: d20 plus modifiers, success when below the attribute.
   * Advantage keeps the lower d20, Disadvantage the higher; both cancel.
   */
  test(spec: TestSpec): TestEvent {
    const { edge, mods: allMods, target, why, background } = shapeTest(this.s, spec);
    if (background) this.s.hero.background.primed = null;
    const a = this.d20();
    let d20 = a;
    let dropped: number | undefined;
    if (edge !== 'normal') {
      const b = this.d20();
      d20 = edge === 'advantage' ? Math.min(a, b) : Math.max(a, b);
      dropped = d20 === a ? b : a;
    }
    const mods = allMods.map((m) => ({ label: m.label, value: typeof m.value === 'number' ? m.value : rollTotal(parseDice(m.value), this.rng) }));
    const total = d20 + mods.reduce((s, m) => s + m.value, 0);
    const success = total < target;
    const modText = mods.map((m) => ` ${m.value >= 0 ? '+' : '-'}${Math.abs(m.value)} (${m.label})`).join('');
    const reasons = why.join(', ');
    const edgeText = edge === 'normal' ? '' : ` [${edge}${reasons ? `: ${reasons}` : ''}, other d20 ${dropped}]`;
    const text = `${spec.attr} test, ${spec.label}: d20=${d20}${modText}${edgeText} ${success ? '<' : '>='} ${target}: ${success ? 'success' : 'failure'}`;
    const event: TestEvent = { kind: 'test', label: spec.label, attr: spec.attr, target, d20, edge, mods, total, success, text };
    if (dropped !== undefined) event.dropped = dropped;
    this.events.push(event);
    // A failure stays the test to re-roll for the rest of its turn: a Defend passed after a missed blow must not hide the miss from a Stunt.
    const failed = this.s.lastTest && !this.s.lastTest.success && this.s.lastTest.turn === this.s.turn;
    if (spec.rerollable && (!success || !failed)) this.s.lastTest = { turn: this.s.turn, zone: this.s.zone, label: spec.label, attr: spec.attr, target, d20, edge, mods, success, redo: null };
    return event;
  }

  nextId(): number {
    return this.s.nextId++;
  }
}
