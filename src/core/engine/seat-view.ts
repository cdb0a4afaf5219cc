/**
 * `viewFor(state, seat)`: the one gate to what a seat may know
 * (docs/architecture.md, "Seats, views and drivers"). A view is a game
 * state with what the seat may not know taken out, so whatever reads a
 * state (a screen, the AI driver) can read a view. A view is for reading:
 * `step` takes the real state.
 *
 * - Nobody sees a sealed bid before the reveal, but its own: the others'
 *   bids keep their player and hash and lose their tokens and salt, and the
 *   hero's sealed bid is the hero's alone. An objection's answers are each
 *   seat's own until the last is in: so is the token a seat pays to object,
 *   which another seat (and the hero) still counts among its tokens.
 * - Nobody sees the Survey's Prize before a die showing it is explored.
 * - The Adventurer sees the creatures in sight now, the traps found, and of
 *   the ledger each entry's tokens and hash but not what was bought; not
 *   the Opposition's fled creatures, nor the stream that places its buys.
 * - An Opposition seat sees the dungeon as it stands (it stocks it), its own
 *   purchases and fled creatures, and every side's token count; the other
 *   seats' purchases only as tokens and hash.
 * - Once the game is over, every seat sees it all.
 */
import { ADVENTURER, HERO_BIDDER, seatPlayer, type Seat } from './seats.js';
import type { Decision, GameState, LedgerEntry, OppositionPlayer, Prompt, SealedBid, ZoneState } from './types.js';
import { sightOf } from './view.js';
import { standing } from './home/quest.js';
import { gameOver } from './game-over.js';

/** A state as one seat may know it. */
export type SeatView = GameState;

const BLANK_STREAM = { name: 'hidden', alea: { c: 0, s0: 0, s1: 0, s2: 0 } };

/** Each seat's ledger as it may read it, by the ledger it was made from: a ledger is replaced whole when it grows, never changed, so a view is made once for it and not on every frame. */
const ledgersFor = new WeakMap<readonly LedgerEntry[], Map<number | null, LedgerEntry[]>>();

function ledgerFor(ledger: readonly LedgerEntry[], player: number | null): LedgerEntry[] {
  let views = ledgersFor.get(ledger);
  if (!views) ledgersFor.set(ledger, (views = new Map()));
  let view = views.get(player);
  if (!view) views.set(player, (view = ledger.map((e) => (e.player === player ? e : { ...e, purchases: [] }))));
  return view;
}

/** Another's sealed bid keeps its player and hash: its tokens, salt and side stay hidden. */
const sealedFor = (bids: readonly SealedBid[], player: number | null): SealedBid[] => bids.map((b) => (b.player === player ? b : { player: b.player, tokens: 0, salt: '', hash: b.hash }));

function pendingFor(p: Prompt | null, player: number | null): Prompt | null {
  // The Survey's Prize is nobody's to know until a die showing it is explored: 0 stands for unknown.
  if (p?.kind === 'survey' && !p.survey.found) return { ...p, survey: { ...p.survey, prize: 0 } };
  if (p?.kind !== 'bid') return p;
  return { ...p, sealed: sealedFor(p.sealed, player) };
}

function decisionFor(d: Decision | null | undefined, player: number | null): Decision | null | undefined {
  if (!d) return d;
  // The Adventurer's own bid in its objection is sealed as player 0.
  if (d.kind === 'challenge') return { ...d, bids: sealedFor(d.bids, player ?? HERO_BIDDER) };
  if (d.kind === 'bid' && d.heroBid !== undefined && player !== null) {
    const { heroBid: _hidden, ...rest } = d;
    return rest;
  }
  if (d.kind === 'object') return { ...d, contest: { ...d.contest, objectors: d.contest.objectors.filter((id) => id === player) } };
  return d;
}

/** Another seat's objection still unanswered for all, as `player` may know it: the token it paid is still its own. */
function unpaid(d: Decision | null | undefined, player: number | null, p: OppositionPlayer): OppositionPlayer {
  if (d?.kind !== 'object' || d.contest.stake !== 'spend' || p.id === player || !d.contest.objectors.includes(p.id)) return p;
  return { ...p, tokens: p.tokens + 1, spent: p.spent - 1 };
}

/** A zone as the hero knows it: the creatures in `sight` (none in a zone the hero is not in), traps only once found. */
function zoneForHero(z: ZoneState, sight: ReadonlySet<string> | undefined): ZoneState {
  return { ...z, creatures: sight ? z.creatures.filter((c) => sight.has(`${c.x},${c.y}`)) : [], traps: z.traps.filter((t) => t.found || t.disarmed) };
}

/**
 * The hero's view of each zone left behind, by the zone it was made from: a
 * step copies only the zone it changes (`copyZone`), and shares the others
 * unchanged from state to state, so each is made once, not on every frame
 * of a game that has visited many.
 */
const awayForHero = new WeakMap<ZoneState, ZoneState>();

/** The hero's zones: in the zone the hero stands in, the creatures in sight; elsewhere none; traps only once found. */
function zonesForHero(s: GameState): Record<string, ZoneState> {
  const out: Record<string, ZoneState> = {};
  for (const id in s.zones) {
    const z = s.zones[id]!;
    if (id === s.zone) {
      // The view is cast only when there is a creature it could hide.
      out[id] = zoneForHero(z, z.creatures.length > 0 && s.phase === 'dungeon' ? sightOf(s).keys : new Set<string>());
      continue;
    }
    let away = awayForHero.get(z);
    if (!away) awayForHero.set(z, (away = zoneForHero(z, undefined)));
    out[id] = away;
  }
  return out;
}

export function viewFor(s: GameState, seat: Seat): SeatView {
  // The game over, every secret is out: the ledger and the zone revealed are the end screen's to show.
  if (gameOver(s)) return s;
  const player = seat === ADVENTURER ? null : seatPlayer(seat);
  const view: SeatView = {
    ...s,
    pending: pendingFor(s.pending, player),
    ledger: ledgerFor(s.ledger, player),
    tokens: { ...s.tokens, opposition: s.tokens.opposition.map((p) => unpaid(s.decision, player, p.id === player || !p.fled ? p : { ...p, fled: [] })) },
  };
  const decision = decisionFor(s.decision, player);
  if (decision !== undefined) view.decision = decision;
  if (seat !== ADVENTURER) return view;
  const hero: SeatView = { ...view, zones: zonesForHero(s), rng: { ...s.rng, ai: BLANK_STREAM } };
  // The Quest's count of foes still standing, taken where they are before the view hides them.
  if (s.quest) hero.quest = { ...s.quest, legs: s.quest.legs.map((l) => (l.zone ? { ...l, standing: standing(s, l).length } : l)) };
  return hero;
}
