/**
 * Hot-seat at one keyboard (RULES.md §7): when an Opposition seat played
 * by a person is asked to act, a curtain names it and the others look
 * away; behind it the seat stocks the zone, objects, bids or escalates on
 * screens built from its own view. Before the Adventurer's screen comes
 * back, the Adventurer's own curtain wipes the last seat's. A game with
 * only AI seats never draws a curtain.
 */
import type { Action } from '../../core/engine/actions.js';
import { viewFor } from '../../core/engine/seat-view.js';
import { ADVENTURER, aiSeat, askedSeats, playerAt, playerName, seatPlayer, type Seat } from '../../core/engine/seats.js';
import { describeSpend } from '../../core/engine/spends/index.js';
import type { ContestRecord, GameState, Order } from '../../core/engine/types.js';
import { powerLevel, split } from '../../core/engine/tokens.js';
import { FINAL_ESCALATION } from '../../core/engine/escalation.js';
import { esc, tone } from '../style.js';
import type { LogLine, Modal, Screen, Ui } from '../ui.js';
import { toldLines } from '../told.js';
import { para } from '../widgets.js';
import { curtain } from '../modals/curtain.js';
import { everySide, seatKey, seatName } from '../seats.js';
import { framed } from '../modals/frame.js';
import { answerNote } from '../modals/basic.js';
import { numberPrompt } from '../modals/number.js';
import { overBid, revealIn, showReveal, type Revealed } from '../modals/bid.js';
import { topicPage } from '../modals/topics.js';
import { stockingScreen } from './stocking.js';
import { ownDraft, ownSeat, watching } from '../own-seat.js';
import type { PanelReader } from '../panel.js';

/** Who is at the keyboard, and a reveal that waits for the Adventurer to look. */
interface Table {
  seat: Seat;
  reveal: Revealed | null;
}
const tables = new WeakMap<Ui, Table>();
const tableOf = (ui: Ui): Table => {
  let t = tables.get(ui);
  if (!t) tables.set(ui, (t = { seat: ADVENTURER, reveal: null }));
  return t;
};

/** The seat at the keyboard: a shared table's connection's own seat; at one keyboard, the Adventurer's but while a person's turn holds the screen. */
export const keyboardSeat = (ui: Ui): Seat => ownSeat(ui) ?? tables.get(ui)?.seat ?? ADVENTURER;

/** Whose eyes read the hero's panel on this screen: a watcher's frames are the Adventurer's, but the hero's die is not the watcher's. */
export const panelReader = (ui: Ui): PanelReader => (watching(ui) ? 'watcher' : keyboardSeat(ui) === ADVENTURER ? 'hero' : 'opposition');

/** Whom the log is told to at one keyboard: the hero, while a person's Opposition seat has it (told.ts); else no one, and the lines read as said (a table's seat had its own told as they came). */
export function logToldTo(ui: Ui): string | undefined {
  const seat = tables.get(ui)?.seat;
  return ownSeat(ui) === undefined && seat !== undefined && seat !== ADVENTURER ? ui.game?.hero.name : undefined;
}

/** Lines of the log as the one at the keyboard reads them (`logToldTo`): the full screen's log and plain mode's news alike. */
export function readAtKeyboard<L extends LogLine>(ui: Ui, lines: readonly L[]): readonly L[] {
  const hero = logToldTo(ui);
  // Read as said: the lines themselves, not a copy made on every frame.
  return hero === undefined ? lines : toldLines(hero, lines);
}

const hasPeople = (s: GameState) => s.tokens.opposition.some((p) => p.person);

/** A seat's turn is on screen: its curtain, its stocking or one of its boxes. */
const seatOnScreen = (ui: Ui) => ui.screen.kind === 'stocking' || ui.modals.some((m) => m.kind === 'curtain' || m.kind?.startsWith('seat-'));

/**
 * After every step: the curtain for the next person asked, or for the
 * Adventurer when a person had the keyboard. True while a seat's turn
 * holds the screen, so nothing of the Adventurer's is drawn.
 */
export function passKeyboard(ui: Ui): boolean {
  const s = ui.game;
  if (!s || !hasPeople(s) || ownSeat(ui) !== undefined) return false;
  if (seatOnScreen(ui)) return true;
  const table = tableOf(ui);
  const next = askedSeats(s).find((q) => q !== ADVENTURER && !aiSeat(s, q));
  if (next !== undefined) {
    ui.push(curtain({ name: seatName(s, next), key: seatKey(next), asked: askedFor(s) }, (u) => openSeat(u, next)));
    return true;
  }
  if (table.seat === ADVENTURER) return false;
  const asked = heroAsked(s);
  ui.push(
    curtain({ name: seatName(s, ADVENTURER), key: seatKey(ADVENTURER), ...(asked ? { asked } : {}) }, (u) => {
      table.seat = ADVENTURER;
      u.settle();
      const reveal = table.reveal;
      table.reveal = null;
      if (reveal) showReveal(u, reveal);
    }),
  );
  return true;
}

/** The seat at the keyboard as a save keeps it: only at one keyboard with people in Opposition seats, where a curtain may be up. */
export const savedKeyboard = (ui: Ui): Seat | undefined => (ui.game && hasPeople(ui.game) && ownSeat(ui) === undefined ? keyboardSeat(ui) : undefined);

/**
 * A game continued at one keyboard goes on from whoever had it (`keyboard`, as the save keeps it; in a save
 * without it, the last person's seat to act, the AI's answers after it aside). When that is a person's Opposition
 * seat, the game was saved at the Adventurer's curtain: it comes back before the hero's screen, and the bids that
 * seat's answer revealed wait behind it as they did, once: the contest's record is the reveal's own data, and what
 * followed it is the game's lines in the log after the reveal's own. The Adventurer's curtain lifted before the
 * save, the reveal was seen, and is not shown again.
 */
export function resumeTable(ui: Ui, actions: readonly Action[], keyboard?: Seat): void {
  const s = ui.game;
  if (!s || !hasPeople(s) || ownSeat(ui) !== undefined) return;
  let k = actions.length - 1;
  while (k >= 0 && actions[k]!.seat !== undefined && aiSeat(s, actions[k]!.seat!)) k--;
  const last = actions[k];
  const seat = keyboard ?? last?.seat;
  if (seat === undefined || seat === ADVENTURER) return;
  const table = tableOf(ui);
  table.seat = seat;
  if (last?.seat === undefined || last.seat === ADVENTURER) return;
  const record = s.contests?.at(-1);
  const bidding = s.pending?.kind === 'bid' || (s.decision?.kind === 'challenge' && s.decision.stage === 'bid');
  if ((last.type === 'bid' || last.type === 'insist') && !bidding && record?.counts !== undefined) table.reveal = { record, after: saidAfter(ui.log, record) };
}

/** The game's lines the log holds after the reveal of `record` (its line names every bid's salt): what followed the reveal in its step. */
function saidAfter(log: readonly LogLine[], record: ContestRecord): string[] {
  const salts = record.bids.map((b) => `salt ${b.salt}`);
  let at = log.length - 1;
  while (at >= 0 && !salts.every((salt) => log[at]!.text.includes(salt))) at--;
  if (at < 0) return [];
  // The interface's own lines (a refusal, a welcome back) are no part of the step.
  return log.slice(at + 1).flatMap((l) => (l.kind === 'info' || l.kind === 'error' ? [] : Array<string>(l.times ?? 1).fill(l.text)));
}

/** What a person is asked behind the curtain, in words a new player reads before lifting it: everyone at the table may know it. */
function askedFor(s: GameState): string | undefined {
  const d = s.decision;
  switch (d?.kind) {
    case 'stock':
      return `You are asked to stock zone ${d.zone}: what you buy waits there for the hero, unseen.`;
    case 'object':
      return d.contest.stake === 'spend' ? 'The Adventurer spends tokens: you may object.' : 'The Adventurer opens a new way: you may contest where it leads.';
    case 'bid':
      return 'You are asked for a sealed bid.';
    case 'escalate':
      return `The Adventurer is leaving zone ${d.leaving.from}: you may escalate.`;
    case 'challenge':
      return d.stage === 'bid' ? 'You are asked for a sealed bid on the Illumination requirement.' : 'The Adventurer objects to your Illumination requirement: you may insist.';
    default:
      return undefined;
  }
}

/** What the Adventurer comes back to the keyboard to answer, when a person's move asks it something: said on its curtain, as a seat's is. */
function heroAsked(s: GameState): string | undefined {
  switch (s.pending?.kind) {
    case 'objection':
      return 'Your spend is objected to: you may insist or withdraw.';
    case 'bid':
      return 'You are asked for a sealed bid.';
    default:
      return undefined;
  }
}

/** Nothing at all: what a seat's own screen gives way to, so the next curtain is drawn over no one's secrets. */
const BLANK: Screen = { kind: 'between-seats', draw: (_ui, _width, height) => Array<string>(height).fill(''), key: () => {} };

/**
 * A seat's action from its own screen; a reveal it brings waits for the Adventurer's curtain. A refused answer
 * (a bid of more than the seat holds) changes nothing: the seat is still at the keyboard, its box is asked again
 * over the log that says why, and no curtain comes between, which would be left behind once the box is answered.
 */
function seatAct(ui: Ui, action: Parameters<Ui['act']>[0]): boolean {
  const stocking = ui.screen.kind === 'stocking';
  if (stocking) ui.go(BLANK);
  const ok = ui.act(action);
  if (!ok && !stocking) return false;
  // The answer may take the hero out of the zone (an escalation as the hero leaves for Home): the zone's screen,
  // drawn under the next curtain until the Adventurer's lifts and settles on Home, has no zone left to draw.
  if (ui.screen.kind === 'zone' && !ui.game?.zone) ui.go(BLANK);
  const revealed = ok ? revealIn(ui.last) : undefined;
  if (revealed) tableOf(ui).reveal = revealed;
  ui.settle();
  return ok;
}

/** The seat's screen for its open decision: stocking (into the order so far, when a table keeps one for the seat: `ownDraft`), or the box that asks it to object, bid or escalate. */
export function openSeat(ui: Ui, seat: Seat): void {
  tableOf(ui).seat = seat;
  const s = ui.game!;
  const d = s.decision;
  const player = seatPlayer(seat)!;
  const name = seatName(s, seat);
  if (d?.kind === 'stock') {
    const draft = ownDraft(ui)?.orders;
    const spec = { seat: name, player, view: viewFor(s, seat), holdings: everySide(s, seat), done: (u: Ui, orders: Order[]) => void seatAct(u, { type: 'stock', seat, orders }), ...(draft ? { draft } : {}) };
    return ui.go(stockingScreen(spec));
  }
  if (d?.kind === 'object') {
    const what = d.contest.stake === 'spend' ? `The Adventurer declares: ${describeSpend(s, d.contest.spend)}.` : `The Adventurer would have the new way lead to ${d.contest.heroTo === 'new' ? 'a new zone' : `zone ${d.contest.heroTo}`}.`;
    const cost = d.contest.stake === 'spend' ? 'Objecting costs 1 token; then sealed bids decide, if the Adventurer insists.' : 'Contesting costs nothing; sealed bids decide.';
    return ui.push(yesNo(seat, 'Object?', [what, cost, everySide(viewFor(s, seat), seat)], 'object', (u, yes) => seatAct(u, { type: 'object', seat, yes })));
  }
  if (d?.kind === 'escalate') {
    return ui.push(yesNo(seat, 'Escalate?', [escalateText(s, player, d.leaving.from), everySide(viewFor(s, seat), seat)], 'escalate', (u, yes) => seatAct(u, { type: 'escalate', seat, yes })));
  }
  if (d?.kind === 'bid') {
    const view = viewFor(s, seat);
    const against = view.pending?.kind === 'bid' ? `Against: ${describeSpend(view, view.pending.contest.spend)}.` : '';
    return ui.push(sealedBid(seat, view, against, undefined));
  }
  if (d?.kind === 'challenge' && d.stage === 'insist') {
    const lines = [`The Adventurer objects to the Illumination requirement you bought for this zone (1 token). Insist, paying 1 token, and every side bids in secret; or let it fall (your token for it stays spent).`, everySide(viewFor(s, seat), seat)];
    return ui.push(yesNo(seat, 'Insist?', lines, 'insist', (u, yes) => seatAct(u, { type: 'insist', seat, yes })));
  }
  if (d?.kind === 'challenge' && d.stage === 'bid') {
    const view = viewFor(s, seat);
    // Named as the game's own lines name the seat that bought it ("Bea's", "Opposition 2's"), not by its label, which says who plays it ("Opposition 2 (AI fair)").
    const about = `The Adventurer objects to ${d.spender === player ? 'your' : `${playerName(s, d.spender, false)}'s`} Illumination requirement for this zone.`;
    // The seat that bought it bids for it; any other Opposition seat says first which way its bid counts.
    if (d.spender === player) return ui.push(sealedBid(seat, view, `${about} Your bid counts for it.`, false));
    return ui.push(sideBox(seat, about, (u, against) => u.push(sealedBid(seat, viewFor(u.game!, seat), `${about} Your bid counts ${against ? 'against' : 'for'} it.`, against))));
  }
}

/** What escalating does, as escalation.ts does it: the side that escalates has its refresh raised, the Opposition's bonus split among its seats. */
function escalateText(s: GameState, player: number, from: string): string {
  const bonus = powerLevel(s.options).oppositionEscalationBonus;
  const seats = s.tokens.opposition;
  const share = split(bonus, seats.length)[seats.findIndex((p) => p.id === player)] ?? 0;
  const die = s.escalation + 1;
  const refresh = seats.length === 1 ? `the Opposition's refresh rises by ${bonus}` : `the Opposition's refresh rises by ${bonus}, ${share} of it yours`;
  return `The Adventurer is leaving zone ${from}. Escalate: the Escalation die goes up to ${die} and passes back to the Adventurer, and ${refresh}.${die >= FINAL_ESCALATION ? ' At 10 the next new zone is the Final Zone.' : ''}`;
}

/** A seat's sealed bid, typed behind its curtain; `against` is its side where every side bids, else undefined. */
function sealedBid(seat: Seat, view: GameState, about: string, against: boolean | undefined): Modal {
  return {
    ...numberPrompt({
      title: `${seatName(view, seat)}: sealed bid`,
      unit: 'your bid',
      initial: 0,
      kept: ownDraft,
      cancel: false,
      max: () => playerAt(view, seat)!.tokens,
      tooMany: (_u, most) => overBid(most),
      help: () => topicPage('Playing the Opposition'),
      lines: (u) => [
        ...para(u.style, about, 70),
        ...para(u.style, `${everySide(view, seat)} The larger total wins, a tie goes to the Adventurer; every token bid is lost. No one sees your bid before the reveal.`, 70),
      ],
      enter: (u, n) => {
        // A refused bid leaves the question open: the same seat is asked again, its side kept.
        if (!seatAct(u, { type: 'bid', seat, tokens: n, ...(against === undefined ? {} : { against }) })) u.push(sealedBid(seat, viewFor(u.game!, seat), about, against));
      },
    }),
    kind: 'seat-bid',
  };
}

/** Which way a seat's bid counts, for or against another seat's requirement: chosen behind its curtain, sealed with the bid. */
function sideBox(seat: Seat, about: string, chosen: (ui: Ui, against: boolean) => void): Modal {
  return seatQuestion(seat, {
    kind: 'seat-side',
    title: 'for or against?',
    lines: (ui) => [about, everySide(viewFor(ui.game!, seat), seat)],
    answers: [
      ['f', 'bid for the requirement'],
      ['a', 'bid against it, with the Adventurer'],
    ],
    answer: (ui, key) => chosen(ui, key === 'a'),
  });
}

/** A seat's yes-or-no question, in a box that names it. */
function yesNo(seat: Seat, title: string, lines: string[], what: string, answer: (ui: Ui, yes: boolean) => boolean): Modal {
  return seatQuestion(seat, {
    kind: `seat-${what}`,
    title,
    lines: () => lines,
    answers: [
      ['y', what],
      ['n', `do not ${what}`],
    ],
    answer: (ui, key) => answer(ui, key === 'y'),
  });
}

interface SeatQuestion {
  kind: string;
  title: string;
  lines: (ui: Ui) => string[];
  /** Each answer's key and what it does. */
  answers: [string, string][];
  /** False: the answer was refused, and the question is asked again. */
  answer: (ui: Ui, key: string) => boolean | void;
}

/** A question to a seat behind its curtain: it stays until answered by one of its keys, and `?` tells how the Opposition plays. */
function seatQuestion(seat: Seat, q: SeatQuestion): Modal {
  const keys = q.answers.map(([k]) => k);
  // A key that is no answer (Esc, Enter): the box stays until answered, and says how.
  const note = answerNote(keys.join(' or '));
  const box: Modal = {
    kind: q.kind,
    guarded: true,
    help: () => topicPage('Playing the Opposition'),
    draw(ui, below, width, height) {
      const inner = Math.min(70, width - 8);
      const body = [
        ...q.lines(ui).flatMap((l) => para(ui.style, l, inner)),
        '',
        ...q.answers.map(([k, does]) => `${tone(ui.style, 'key', k)} ${esc(does)}`),
      ];
      return framed(ui.style, below, width, height, `${seatName(ui.game!, seat)}: ${q.title}`, body, `${keys.join(' / ')}  ?: help`, note.lines(ui));
    },
    key(ui, k) {
      if (!keys.includes(k.full)) return note.stray(k);
      ui.pop();
      note.answered();
      if (q.answer(ui, k.full) === false) ui.push(box);
    },
  };
  return box;
}
