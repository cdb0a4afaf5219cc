/**
 * The Opposition's objection (insist or withdraw) and the sealed bid: the
 * Opposition's bid is already fixed and sealed when the question shows (its
 * hash is on screen); the player types a number and Enter; then the bids
 * are revealed, with what followed.
 */
import { describeSpend, shownHash } from '../../core/engine/spends/index.js';
import { ADVENTURER, playerName } from '../../core/engine/seats.js';
import { everySide } from '../seats.js';
import { heroBidRate } from '../../core/engine/spends/contest.js';
import type { GameEvent } from '../../core/engine/events.js';
import type { ContestRecord } from '../../core/engine/types.js';
import { esc, tone } from '../style.js';
import type { Modal, Ui } from '../ui.js';
import { framed } from './frame.js';
import { answerNote } from './basic.js';
import { numberPrompt } from './number.js';
import { ownDraft } from '../own-seat.js';
import { topicPage } from './topics.js';
import { para } from '../widgets.js';
import { andList, capitalised, counted } from '../../base/words.js';

/** The tokens of every side, which the box covers on the panel: the objectors' count stays put until the reveal, so it gives no bid away. */
const holdings = (ui: Ui): string => everySide(ui.game!, ADVENTURER);

const stakeText = (ui: Ui): string => {
  const p = ui.game!.pending;
  if (p?.kind !== 'bid' && p?.kind !== 'objection') return '';
  const c = p.contest;
  if (c.stake === 'destination') return `Where the new way${c.squares!.length === 1 ? ' leads' : 's lead'}: you say ${c.heroTo === 'new' ? 'a new zone' : `zone ${c.heroTo}`}, the Opposition ${c.oppositionTo === 'new' ? 'a new zone' : `zone ${c.oppositionTo}`}.`;
  return `You declared: ${describeSpend(ui.game!, c.spend)} (${counted(c.cost, 'token')} set aside).`;
};

export function objectionPrompt(): Modal {
  // A key that is no answer says which are: the box stays until the hero insists or withdraws.
  const note = answerNote('y or n');
  return {
    kind: 'objection',
    // What insisting and the bids mean, for a first objection: the Tokens page of help.
    help: () => topicPage('Tokens'),
    draw(ui, below, width, height) {
      const s = ui.game!;
      const p = s.pending;
      if (p?.kind !== 'objection') return below;
      const who = andList(p.contest.objectors.map((id) => playerName(s, id)));
      const inner = Math.min(70, width - 8);
      const body = [
        ...para(ui.style, stakeText(ui), inner),
        ...para(ui.style, `${who} object${p.contest.objectors.length === 1 ? 's' : ''}, paying a token.`, inner, 'warn'),
        ...para(ui.style, holdings(ui), inner),
        '',
        `${tone(ui.style, 'key', 'y')} ${esc('insist: pay 1 token, then sealed bids (ties go to you)')}`,
        `${tone(ui.style, 'key', 'n')} ${esc(`withdraw: your ${p.contest.cost === 1 ? 'token comes' : `${p.contest.cost} tokens come`} back`)}`,
      ];
      return framed(ui.style, below, width, height, 'Objection!', body, 'y / n  ?: help', note.lines(ui));
    },
    key(ui, k) {
      if (k.full !== 'y' && k.full !== 'n') return note.stray(k);
      ui.pop();
      ui.act({ type: 'insist', yes: k.full === 'y' });
      ui.settle();
    },
  };
}

/** At Home a bid to raise a Consumable counts triple: the player must know before typing it. */
const tripleNote = (ui: Ui, rate: number, inner: number): string[] =>
  rate === 1 ? [] : para(ui.style, `At Home each token you bid here counts ${rate} (you lose only the tokens you bid).`, inner, 'good');

/** Said in a bid box when more is typed than the side holds: the box stays open for another number. */
export const overBid = (most: number): string => `You have only ${counted(most, 'token')} to bid: type 0 to ${most}.`;

/** The hero's sealed bid, typed and then revealed with every other at once; `lines` say what it is about. */
export function heroBid(kind: string, title: string, lines: (ui: Ui) => string[]): Modal {
  return numberPrompt({
    kind,
    title,
    unit: 'your bid',
    initial: 0,
    kept: ownDraft,
    cancel: false,
    max: (ui) => ui.game!.tokens.hero,
    tooMany: (_ui, most) => overBid(most),
    help: () => topicPage('Tokens'),
    lines,
    enter: (ui, n) => void actAndReveal(ui, { type: 'bid', tokens: n }),
  });
}

/** The hero's answer, what it sets going, and the bids revealed if it brought them to the reveal. */
export function actAndReveal(ui: Ui, action: Parameters<Ui['act']>[0]): boolean {
  const ok = ui.act(action);
  const revealed = revealIn(ui.last);
  ui.settle();
  if (ok && revealed) showReveal(ui, revealed);
  return ok;
}

export function bidPrompt(): Modal {
  return heroBid('bid', 'Sealed bid', (ui) => {
    const s = ui.game!;
    const p = s.pending;
    if (p?.kind !== 'bid') return [];
    const inner = Math.min(70, 74);
    return [
      ...para(ui.style, stakeText(ui), inner),
      ...p.sealed.map((b) => `${esc(`${playerName(s, b.player)} has sealed a bid:`)} ${tone(ui.style, 'dim', esc(shownHash(b.hash)))}`),
      ...para(ui.style, `${holdings(ui)} The larger total wins, a tie goes to you; every token bid is lost.`, inner),
      ...tripleNote(ui, heroBidRate(s, p.contest), inner),
    ];
  });
}

/** Bids revealed: the contest as it is kept (the reveal's own data), and the lines that followed it in its step, as the log tells them. */
export interface Revealed {
  record: ContestRecord;
  after: string[];
}

/** The bids a step's events revealed, if any. */
export function revealIn(events: readonly GameEvent[]): Revealed | undefined {
  const dataOf = (e: GameEvent) => (e as { data?: { reveal?: ContestRecord } }).data;
  const at = events.findIndex((e) => dataOf(e)?.reveal !== undefined);
  if (at < 0) return undefined;
  // The Opposition's own decisions (how it stocks the zone the step opened) are not told, as the log leaves them out.
  return { record: dataOf(events[at]!)!.reveal!, after: events.slice(at + 1).flatMap((e) => (e.kind === 'opposition' ? [] : [e.text])) };
}

/** The bids side by side, the winner, and what the step did after; `hero` false: told to someone other than the Adventurer (a seat or a watcher at a shared table). */
export function showReveal(ui: Ui, { record: r, after }: Revealed, hero = true): void {
  const s = ui.game!;
  const bid = r.hero ?? 0;
  const counts = r.counts ?? bid;
  // Not a question, but a key that does nothing here says which go on, as a question's box does.
  const note = answerNote('Enter, Space or Esc');
  ui.push({
    kind: 'reveal',
    draw(u, below, width, height) {
      const inner = Math.min(70, width - 8);
      const sides = r.stake === 'requirement';
      const body = [
        esc(`${hero ? 'Your bid' : 'The Adventurer'}: ${bid}${sides ? ' against' : counts === bid ? '' : ` (counts ${counts})`}`),
        ...r.bids.map((b) => esc(`${playerName(s, b.player)}: ${b.tokens}${b.against === undefined ? '' : b.against ? ' against' : ' for'}  (salt ${b.salt}, sealed ${shownHash(b.hash)})`)),
        ...(sides ? [esc(`Against the dark ${counts}, for it ${r.against ?? 0}.`)] : []),
        '',
        r.outcome === 'hero' ? tone(u.style, 'good', esc(capitalised(`${counts === r.against ? 'a tie: ' : ''}${hero ? 'you win' : 'the Adventurer wins'}.`))) : tone(u.style, 'bad', esc('The Opposition wins.')),
        tone(u.style, 'dim', esc('Every token bid is lost.')),
        ...(after.length > 0 ? ['', ...after.flatMap((t) => para(u.style, t, inner))] : []),
      ];
      return framed(u.style, below, width, height, 'The bids revealed', body, 'Enter: go on', note.lines(u));
    },
    key(u, k) {
      if (k.full === 'enter' || k.full === 'escape' || k.full === 'space' || k.full === 'q') u.pop();
      else note.stray(k);
    },
  });
}
