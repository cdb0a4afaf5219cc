/**
 * A table: one game shared by the connections seated at it. The table owns
 * the state; each seat's action goes through `act` (the AI seats answer at
 * once), a refusal goes back to that connection only, every action is
 * appended to the table's save, and every connection then redraws from its
 * own seat's view, never from the whole state: what it is not sent, it
 * cannot leak. A seat whose link dropped is away; a person asked to decide
 * who does not answer within the table's time gets the stated default, and
 * an away Adventurer stops that clock.
 */
import type { Action } from '../core/engine/actions.js';
import type { GameEvent } from '../core/engine/events.js';
import { viewFor } from '../core/engine/seat-view.js';
import { ADVENTURER, aiSeat, askedSeats, seatPlayer, seatsOf, seatWord, type Seat } from '../core/engine/seats.js';
import type { GameState, OppositionPlayer } from '../core/engine/types.js';
import { aiAction } from '../core/opposition/driver.js';
import { act, type ActResult } from '../core/opposition/settle.js';
import type { Recording, SavedMessage } from '../persist/recording.js';
import type { SaveWriter } from '../persist/save-writer.js';
import { gameOver } from '../core/engine/game-over.js';
import { andList } from '../base/words.js';
import { seatName } from '../tui/seats.js';
import type { SeatDraft } from '../tui/own-seat.js';
import type { TableLog } from './table-log.js';

/** Where a connection is at a table: in a seat, or watching (with the Adventurer's view). */
export type Place = Seat | 'watcher';

/** A connection at a table, as the table speaks to it. */
export interface Viewer {
  account: string;
  place: Place;
  /** The table moved on (another seat acted, a seat came or went, the clock ran out): redraw from `Table.viewOf`. */
  update(events: GameEvent[]): void;
  /** A line for everyone at the table: chat, or who came and went. */
  hear(line: string): void;
}

/** The table's file beside its save: who sits where, so a restarted server seats them again. */
export interface TableRecord {
  id: string;
  /** When the table was made (ms since 1970). */
  created: number;
  /** The save file's name in the table's folder. */
  save: string;
  /** The account in each person's seat; an open seat is null. */
  accounts: Partial<Record<Seat, string | null>>;
}

export interface TableParts {
  record: TableRecord;
  rec: Recording;
  writer: SaveWriter;
  /** Lets the save's lock go. */
  release: () => void;
  /** Seconds a person has to answer the Opposition's question before the default answers for them. */
  decideSeconds: number;
  /** Writes the table's record (`TableRecord`) beside its save. */
  keep: (record: TableRecord) => void;
  log: (line: string) => void;
  /** The clock (ms), for how long a table has run and a seat has been asked. */
  now: () => number;
  /**
   * The last lines the table said to every seat alike: the game's events
   * (never the Opposition's own, which reach no screen) and the lines it
   * tells everyone (chat, who came and went, a default answer), the latter
   * of kind `info`, which no event has. Kept as they are said, and in the
   * save's snapshots, so a seat that comes back, after a dropped link or a
   * restart, reads its log as it left it.
   */
  said: TableLog;
  /** The table is new, made for its Adventurer who has yet to sit: not one read back from its folder. */
  made?: boolean;
}


/** What an away or silent seat answers (docs/serve.md): no objection, a bid of 0, no escalation, and stocking as the fair AI would. */
export function defaultAnswer(s: GameState, seat: Seat): Action {
  const d = s.decision!;
  switch (d.kind) {
    case 'object':
      return { type: 'object', seat, yes: false };
    case 'bid':
      return { type: 'bid', seat, tokens: 0 };
    case 'escalate':
      return { type: 'escalate', seat, yes: false };
    // The hero's objection to this seat's spend: the seat lets it fall rather than pay to insist, and bids 0.
    case 'challenge':
      return d.stage === 'bid' ? { type: 'bid', seat, tokens: 0 } : { type: 'insist', seat, yes: false };
    case 'stock': {
      const view = viewFor(s, seat);
      const id = seatPlayer(seat);
      // The seat as the fair AI: the same player, no longer a person's.
      const asAi = ({ person: _person, ...p }: OppositionPlayer): OppositionPlayer => ({ ...p, difficulty: 'fair' });
      view.tokens = { ...view.tokens, opposition: view.tokens.opposition.map((p) => (p.id === id ? asAi(p) : p)) };
      return aiAction(view, seat).action;
    }
  }
}

export class Table {
  readonly id: string;
  private viewers = new Set<Viewer>();
  /** The decision now open and since when its seats have been asked. */
  private asked: { number: number; since: number; of: number; stocker?: string } | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** Since when the Adventurer has been away: the clock of the seats asked stands still meanwhile. */
  private pausedAt: number | undefined;
  private closed = false;
  /** Whether the flush of the lines appended waits for the next turn of the event loop (`secureSoon`). */
  private securing = false;
  /**
   * The seats someone has sat in: one sat in again is come back to ("bea is
   * back in the seat of the Opposition"), where "takes the seat" would read
   * as someone new sitting down. A table read back after a restart has had
   * every seat held.
   */
  private readonly sat: Set<Seat>;
  /** Each seat's choice not yet sent (a stocking order, a bid's digits), for the decision it was chosen for (`draft`). */
  private drafts = new Map<Seat, { number: number; draft: SeatDraft }>();

  constructor(private readonly p: TableParts) {
    this.id = p.record.id;
    this.sat = new Set(p.made ? [] : seatsOf(this.state).filter((seat) => typeof p.record.accounts[seat] === 'string'));
    this.noteAsked();
    // Read back after a restart: the log says so, or a player back at the table could not tell it from a long pause.
    if (!p.made) this.note(`The server restarted: the game goes on where it stood.${this.asked ? ' The question open then is asked again, with its whole time.' : ''}`, 'info');
    // Nobody sits yet, the Adventurer included: a question read back after a restart waits for the hero, as for a dropped link.
    this.arm();
  }

  get state(): GameState {
    return this.p.rec.snapshot;
  }

  get created(): number {
    return this.p.record.created;
  }

  get over(): boolean {
    return gameOver(this.state);
  }

  /** What a place at the table may see: its seat's view, the Adventurer's for a watcher, and everything once the game is over. */
  viewOf(place: Place): GameState {
    if (this.over) return this.state;
    return viewFor(this.state, place === 'watcher' ? ADVENTURER : place);
  }

  /** The account sitting in a seat, or null while it is open (undefined: an AI seat). */
  accountAt(seat: Seat): string | null | undefined {
    if (aiSeat(this.state, seat)) return undefined;
    return this.p.record.accounts[seat] ?? null;
  }

  /** The seats a person may take: open ones. */
  openSeats(): Seat[] {
    return seatsOf(this.state).filter((seat) => this.accountAt(seat) === null);
  }

  /** The seat an account holds here, if any. */
  seatOf(account: string): Seat | undefined {
    return seatsOf(this.state).find((seat) => this.accountAt(seat) === account);
  }

  /** The table's last lines, oldest first (`TableParts.said`). */
  said(): readonly SavedMessage[] {
    return this.p.said.lines;
  }

  /**
   * What a seat has chosen and not yet sent, a stocking order not
   * confirmed or the digits of a bid before Enter: its screen fills this
   * one, so the seat's person finds it as they left it when their link
   * drops and they come back (or log in again elsewhere), while the same
   * question is open. Kept in memory only: it is not an action, and a
   * restarted server asks again from nothing. Only the seat's own
   * connection is handed it.
   */
  draft(seat: Seat): SeatDraft {
    const number = this.state.decision?.number ?? -1;
    let kept = this.drafts.get(seat);
    if (kept?.number !== number) this.drafts.set(seat, (kept = { number, draft: { orders: [] } }));
    return kept.draft;
  }

  /** Whether a person's seat has no connection now. */
  away(seat: Seat): boolean {
    const account = this.accountAt(seat);
    return typeof account === 'string' && ![...this.viewers].some((v) => v.place === seat);
  }

  /** Nobody is connected to the table: no seat's person, no watcher. */
  get empty(): boolean {
    return this.viewers.size === 0;
  }

  watchers(): number {
    return [...this.viewers].filter((v) => v.place === 'watcher').length;
  }

  /** Seats a connection: its account's own seat, an open one it asks for, or a watcher's place. A message says why not. */
  sit(viewer: Viewer): string | undefined {
    if (this.closed) return `Table ${this.id} has closed.`;
    if (viewer.place !== 'watcher') {
      const holder = this.accountAt(viewer.place);
      if (holder === undefined) return `That seat of table ${this.id} is the AI's.`;
      if (holder !== null && holder !== viewer.account) return `${holder} sits in that seat of table ${this.id}.`;
      if (holder === null && this.seatOf(viewer.account)) return `You already sit at table ${this.id}.`;
      // The same account at the same seat from another connection: the newer one takes it.
      for (const v of this.viewers) if (v.place === viewer.place) this.viewers.delete(v);
      if (holder === null) {
        this.p.record.accounts[viewer.place] = viewer.account;
        this.keepRecord();
      }
    }
    this.viewers.add(viewer);
    this.tell(viewer, this.cameLine(viewer));
    if (viewer.place !== 'watcher') this.sat.add(viewer.place);
    this.changed([], viewer);
    return undefined;
  }

  /** A connection leaves (or its link dropped): its seat is away and the table is saved at once. */
  leave(viewer: Viewer): void {
    if (!this.viewers.delete(viewer)) return;
    // Told first, so the save keeps the line with the table's others.
    this.tell(undefined, this.wentLine(viewer));
    this.save();
    this.changed([], undefined);
  }

  /**
   * A seat's action. The connection's seat is the action's seat: an
   * Opposition connection cannot move the hero, nor answer for another
   * seat. The answer is the seat's own view, for its screen.
   */
  perform(place: Place, action: Action): ActResult {
    const mine = place === 'watcher' ? null : place;
    const seat = 'seat' in action && action.seat !== undefined ? action.seat : ADVENTURER;
    if (mine === null) return { ok: false, error: 'Watchers only watch.', state: this.viewOf(place) };
    if (seat !== mine) return { ok: false, error: `You sit in the seat of ${this.seatWord(mine)}: that is not yours to do.`, state: this.viewOf(place) };
    const r = this.apply(action, place);
    if (!r.ok) return { ...r, state: this.viewOf(place) };
    return { ok: true, state: this.viewOf(place), events: r.events, steps: r.steps.map((t) => ({ action: t.action, state: this.viewOf(place) })) };
  }

  /**
   * The status line: who the table waits for, and for how long; and which
   * of them is away, so nobody waits on a seat without knowing that its
   * person's link is down (the default answers it once its time is up).
   * It speaks to the one who reads it (`place`): their own seat is "You",
   * named first; the others' seats keep their names.
   */
  status(place: Place = 'watcher'): string {
    const s = this.state;
    if (this.over) return `The game is over (seed ${s.seed}).`;
    if (this.away(ADVENTURER)) return `${this.who(ADVENTURER)} is away: the table waits.`;
    // The reader's own seat first: "You and Opposition 2 (cy) are bidding".
    const waiting = askedSeats(s)
      .filter((q) => q !== ADVENTURER)
      .sort((a, b) => Number(b === place) - Number(a === place));
    const away = waiting.filter((q) => this.away(q)).map((q) => this.accountAt(q)!);
    return `${this.waitingFor(waiting, place)}${away.length === 0 ? '' : `; ${andList(away)} ${away.length === 1 ? 'is' : 'are'} away`}.`;
  }

  /** Who the table waits for, and for how long, as the status says it to `place` (`status`), without its full stop. */
  private waitingFor(waiting: Seat[], place: Place): string {
    const s = this.state;
    const d = s.decision;
    const clock = this.asked ? ` (${clockText((this.pausedAt ?? this.p.now()) - this.asked.since)})` : '';
    // Who has sealed is no secret (what they bid is): counted from the bids themselves, the hero's included.
    if (s.pending?.kind === 'bid') {
      const sealed = s.pending.sealed.length + (d?.kind === 'bid' && d.heroBid !== undefined ? 1 : 0);
      return `${sealed} of ${s.pending.contest.objectors.length + 1} bids sealed${clock}`;
    }
    // Every side with a token bids, the hero among them: counted whoever is left, the hero alone included.
    if (d?.kind === 'challenge' && d.stage === 'bid') return `${d.bids.length} of ${d.bids.length + d.owners.length} bids sealed${clock}`;
    const name = (q: Seat) => (q === place ? 'You' : this.who(q));
    if (!d || waiting.length === 0) return place === ADVENTURER ? 'You are playing' : `${name(ADVENTURER)} is playing`;
    const names = andList(waiting.map(name));
    // "You" takes the verb of several: "You are stocking", "You decide".
    const one = waiting.length === 1 && waiting[0] !== place;
    switch (d.kind) {
      case 'stock':
        return `${names} ${one ? 'is' : 'are'} stocking${clock}`;
      case 'bid':
        return `${names} ${one ? 'is' : 'are'} bidding${clock}`;
      case 'object':
        return `Waiting for objections: ${this.asked!.of - waiting.length} of ${this.asked!.of} answered${clock}`;
      case 'escalate':
        return `${names} ${one ? 'decides' : 'decide'} whether to escalate${clock}`;
      case 'challenge':
        return `${names} ${one ? 'decides' : 'decide'} whether to insist${clock}`;
    }
  }

  /**
   * What the table tells everyone as a connection sits. The Adventurer back
   * says that play goes on: the others waited on the hero (`wentLine`).
   */
  private cameLine(viewer: Viewer): string {
    const { account, place } = viewer;
    if (place === 'watcher') return `${account} watches.`;
    if (!this.sat.has(place)) return `${account} takes the seat of ${this.seatWord(place)}.`;
    return `${account} is back in the seat of ${this.seatWord(place)}${place === ADVENTURER ? ': the table plays on' : ''}.`;
  }

  /**
   * What the table tells everyone as a connection leaves or its link drops,
   * with what it means for them: nothing moves while the Adventurer is
   * away, and an away seat that is asked gets the default answer.
   */
  private wentLine(viewer: Viewer): string {
    const { account, place } = viewer;
    if (place === 'watcher') return `${account} stops watching.`;
    if (place === ADVENTURER) return `${account} is away: the table waits for the Adventurer, every clock stopped.`;
    return `${account} is away: if ${this.seatWord(place)} is asked, the default answers after ${this.p.decideSeconds} s.`;
  }

  /** A seat as the table calls it, in the form one keyboard does, with who sits there: "Opposition 1 (bea)", "Opposition 2 (open)", "The Opposition (AI fair)". */
  who(seat: Seat): string {
    const account = this.accountAt(seat);
    return seatName(this.state, seat, account === undefined ? undefined : (account ?? 'open'));
  }

  /** Chat: a line for everyone, except from an objection to its reveal, when the table is silent. */
  chat(account: string, text: string): string | undefined {
    const line = text.replace(/[^\x20-\x7e\u00a0-\uffff]/g, '').trim().slice(0, 200);
    if (line === '') return undefined;
    if (this.silent()) return 'The table is silent from an objection to its reveal.';
    this.tell(undefined, `${account}: ${line}`);
    return undefined;
  }

  /** From an objection to the reveal of the bids, nobody may talk (a hint could pass a secret). */
  silent(): boolean {
    const s = this.state;
    return s.decision?.kind === 'object' || s.decision?.kind === 'bid' || s.pending?.kind === 'objection' || s.pending?.kind === 'bid';
  }

  /** Writes where the game stands at once (a snapshot). */
  save(): void {
    this.saving(() => this.p.writer.snapshot(this.p.rec, this.said()));
  }

  /** The server stops: saved, the lock let go, the clock stopped. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.timer);
    this.save();
    this.p.release();
  }

  /** The seat's own name, as one keyboard calls it in a sentence: "the Opposition" where it is the only seat, else "Opposition 2". */
  seatWord(seat: Seat): string {
    return seat === ADVENTURER ? 'the Adventurer' : seatWord(this.state.tokens.opposition.length, seatPlayer(seat)! - 1);
  }

  private keepRecord(): void {
    try {
      this.p.keep(this.p.record);
    } catch (error) {
      this.p.log(`table ${this.id}: could not write its seats: ${String(error)}`);
    }
  }

  /** Applies an action for every seat: the recording, its line in the save, the clock, and every other connection told. */
  private apply(action: Action, actor?: Place): ActResult {
    const r = act(this.state, action);
    if (!r.ok) return r;
    const rec = this.p.rec;
    for (const taken of r.steps) {
      rec.actions.push(taken.action);
      rec.checks.push(taken.state.check);
    }
    rec.snapshot = r.state;
    // The AI's reasons and purchases are the Opposition's secrets: they reach no screen.
    const events = r.events.filter((e) => e.kind !== 'opposition');
    for (const e of events) this.note(e.text, e.kind);
    this.saving(() => this.p.writer.appended(rec, this.said()));
    this.secureSoon();
    this.noteAsked();
    this.changed(events, [...this.viewers].find((v) => v.place === actor));
    return { ...r, events };
  }

  /**
   * The disk's flush where one is due, and the snapshot every 100 actions,
   * at the next turn of the event loop: after the frames of every seat,
   * the acting one's included, which a key would otherwise wait for. The
   * lines are already in the file (`apply`), so a killed server loses
   * nothing by the wait; several actions before it share one flush.
   */
  private secureSoon(): void {
    if (this.securing) return;
    this.securing = true;
    setImmediate(() => {
      this.securing = false;
      // A closed table saved where it stood as it closed and let its lock go: nothing is left to write, nor may be.
      if (!this.closed) this.saving(() => this.p.writer.secure(this.p.rec, this.said()));
    });
  }

  /** A write to the save; one the disk refuses is logged, and play goes on (the next action writes the save whole). */
  private saving(write: () => void): void {
    try {
      write();
    } catch (error) {
      this.p.log(`table ${this.id}: could not save: ${String(error)}`);
    }
  }

  /**
   * Starts the clock when a new decision opens (and counts whom it asks, for "1 of 2 answered"). A zone's
   * stocking asks its seats one after another under one number: each seat's turn is a question of its own,
   * with the whole --decide, not what the seat before it left. A question opened while the Adventurer is
   * away has run for no time yet: its clock starts where the table stopped (`arm` moves it on at the return).
   */
  private noteAsked(): void {
    const d = this.state.decision;
    const stocker = d?.kind === 'stock' ? d.owners.join() : undefined;
    if (!d) this.asked = undefined;
    else if (this.asked?.number !== d.number || this.asked.stocker !== stocker) {
      this.asked = { number: d.number, since: this.pausedAt ?? this.p.now(), of: d.owners.length };
      if (stocker !== undefined) this.asked.stocker = stocker;
    }
  }

  /** Every connection but the one that acted redraws; the clock is set again. */
  private changed(events: GameEvent[], except: Viewer | undefined): void {
    for (const v of this.viewers) if (v !== except) v.update(events);
    this.arm();
  }

  private tell(except: Viewer | undefined, line: string): void {
    this.note(line, 'info');
    for (const v of this.viewers) if (v !== except) v.hear(line);
  }

  /** A line into the table's log (`TableParts.said`). */
  private note(text: string, kind: string): void {
    this.p.said.say({ text, kind, turn: this.state.turn });
  }

  /** The default answers for the people asked once their time is up; none while the Adventurer is away (the table waits). */
  private arm(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.away(ADVENTURER)) {
      this.pausedAt ??= this.p.now();
      return;
    }
    if (this.pausedAt !== undefined && this.asked) this.asked.since += this.p.now() - this.pausedAt;
    this.pausedAt = undefined;
    if (this.closed || this.over || !this.asked) return;
    const s = this.state;
    const people = askedSeats(s).filter((q) => q !== ADVENTURER && !aiSeat(s, q));
    if (people.length === 0) return;
    const left = Math.max(0, this.asked.since + this.p.decideSeconds * 1000 - this.p.now());
    this.timer = setTimeout(() => this.timeUp(), left);
  }

  private timeUp(): void {
    this.timer = undefined;
    const s = this.state;
    const seat = askedSeats(s).find((q) => q !== ADVENTURER && !aiSeat(s, q));
    if (seat === undefined) return;
    this.tell(undefined, `${this.who(seat)} did not answer in ${this.p.decideSeconds} s: the default answers.`);
    const r = this.apply(defaultAnswer(s, seat));
    if (!r.ok) this.p.log(`table ${this.id}: the default for ${seat} was refused: ${r.error}`);
  }
}

/** 42 s as 0:42, 75 s as 1:15, two hours as 2:00:00. */
export function clockText(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  const minutes = Math.floor(seconds / 60);
  return minutes < 60 ? `${minutes}:${two(seconds % 60)}` : `${Math.floor(minutes / 60)}:${two(minutes % 60)}:${two(seconds % 60)}`;
}
