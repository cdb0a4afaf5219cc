/**
 * The game's setup (RULES.md §1.2, §7, §10), between the title and hero
 * creation: power level, the Opposition's seats (each a person with a
 * name, the AI at a difficulty, or empty), rules options and the seed.
 * Only choices the engine plays are selectable; the others are shown,
 * greyed, as "coming", so a player knows what the game will offer.
 */
import { POWER_LEVELS } from '../../data/athack/power-levels.js';
import { DEFAULT_OPTIONS, RULES_ROWS, type RulesRow } from '../../core/engine/rules-options.js';
import type { RulesOptions } from '../../core/engine/types.js';
import { MAX_OPPONENTS, NAME_CHARS, parseSeats, SEAT_NAME, seatNamesProblem, seatWord, type SeatPlayer } from '../../core/engine/seats.js';
import { capitalised } from '../../base/words.js';
import { esc, tone } from '../style.js';
import type { KeyInput, Screen, Ui } from '../ui.js';
import { isCancel } from '../modals/basic.js';
import { helpPage } from '../modals/help.js';
import { doesNothing, hint, mark, pastedKeys, printable, shellKey, typeInto, wrap } from '../widgets.js';
import { graphemeCount } from '../../base/text-width.js';

export interface SetupChoices {
  /** The seed to start from: `--seed` from the command line, else a random one. */
  seed: string;
  /** Whether `seed` came from the command line (shown, so the player knows). */
  seedGiven?: boolean;
  randomSeed: () => string;
  /** Options to start from (the command line's), over the defaults. */
  options?: Partial<RulesOptions>;
  start: (ui: Ui, seed: string, options: RulesOptions) => void;
  back: (ui: Ui) => void;
  /** A table of `athack serve`: Esc goes back to its lobby, not a title, and a person's seat is another login's, not a turn at this keyboard. */
  served?: boolean;
}

const powerFigures = (level: string, opposed: boolean) => {
  const p = POWER_LEVELS.rows.find((r) => r.level === level)!;
  const you = `you ${p.adventurerRefresh} tokens (+${p.adventurerEscalationBonus} per escalation)`;
  return opposed ? `${you}, Opposition ${p.oppositionRefresh} (+${p.oppositionEscalationBonus})` : you;
};

const SEED_MAX = 40;
const LABEL = 15;

/** A seat row's choices, in the order left and right step through them; null is an empty seat. */
type SeatChoice = SeatPlayer | null;
const SEAT_KINDS = ['fair', 'easy', 'hard', 'person', 'empty'] as const;
const kindOf = (c: SeatChoice): (typeof SEAT_KINDS)[number] => (c === null ? 'empty' : c.kind === 'person' ? 'person' : c.difficulty);
/** A seat as the rules option lists it: a person left unnamed is a bare `person`, named by the seat as `--opposition` names it. */
const seatOption = (c: SeatPlayer): string => (c.kind === 'person' ? (c.name.trim() ? `person:${c.name.trim()}` : 'person') : c.difficulty);

/** The rows of the screen: the rules options, with a row per Opposition seat where the Opposition's two options stand, then the seed. */
type Row = { kind: 'rule'; row: RulesRow } | { kind: 'seat'; seat: number } | { kind: 'seed' };
const ROWS: Row[] = [
  ...RULES_ROWS.flatMap((row): Row[] => (row.key === 'opposition' ? Array.from({ length: MAX_OPPONENTS }, (_, seat) => ({ kind: 'seat' as const, seat })) : row.key === 'opponents' ? [] : [{ kind: 'rule', row }])),
  { kind: 'seed' },
];
/** This screen's keys, above the keys of play on its help page; `back` is where Esc goes. */
const setupKeys = (back: string) =>
  `On this screen: up and down (or Tab and Shift-Tab) move between the lines; left and right (or Space) change the choice on a line; on an Opposition seat a person's name is typed there, Backspace deleting; on the seed, typing writes a seed (the first key replaces it), Backspace deletes and Ctrl-R rolls a new one; Enter goes on to create your hero, Esc back to the ${back}. Below, the keys of play.`;

/** What an Opposition seat is; a person is at this keyboard, or (`served`) another login at the table. */
const seatAbout = (served: boolean) =>
  `Who plays each Opposition seat: the AI (fair, easy or hard), a person ${served ? '(type the name the seat goes by; anyone logged in takes an open seat from the lobby)' : 'at this keyboard (type the name; a curtain passes the keyboard to each in secret)'}, or nobody. Every seat has its own tokens; the one whose obstacle kills the hero wins.`;

export function setupScreen(c: SetupChoices): Screen {
  const chosen: RulesOptions = { ...DEFAULT_OPTIONS, ...(c.options ?? {}) };
  // A choice the engine does not play yet never stays selected, even when asked for on the command line.
  for (const row of RULES_ROWS) if (row.key !== 'opposition' && !row.choices.some((x) => x.value === chosen[row.key] && !x.coming)) (chosen as unknown as Record<string, unknown>)[row.key] = DEFAULT_OPTIONS[row.key];
  const given = parseSeats(chosen);
  const seats: SeatChoice[] = Array.from({ length: MAX_OPPONENTS }, (_, k) => (typeof given === 'string' ? (k === 0 ? { kind: 'ai', difficulty: 'fair' } : null) : (given[k] ?? null)));
  const filled = () => seats.filter((x): x is SeatPlayer => x !== null);
  const opposed = () => filled().length > 0;
  let cursor = 0;
  let seed = c.seed;
  let seedFrom: 'given' | 'random' | 'typed' = c.seedGiven ? 'given' : 'random';
  /** The seed field is fresh until typed into: the first character replaces it, as in a selected field. */
  let fresh = true;
  let note = '';
  const back = c.served ? 'lobby' : 'title';

  const cycleSeat = (k: number, by: 1 | -1) => {
    const now = SEAT_KINDS.indexOf(kindOf(seats[k]!));
    const next = SEAT_KINDS[(now + by + SEAT_KINDS.length) % SEAT_KINDS.length]!;
    if (k > 0 && seats[k - 1] === null) {
      note = `Opposition ${k + 1}: fill Opposition ${k} first.`;
      return;
    }
    if (next === 'empty' && seats[k + 1]) {
      note = `Opposition ${k + 1}: empty the seats after it first.`;
      return;
    }
    seats[k] = next === 'empty' ? null : next === 'person' ? { kind: 'person', name: '' } : { kind: 'ai', difficulty: next };
  };

  const cycle = (row: RulesRow, by: 1 | -1) => {
    const playable = row.choices.filter((x) => !x.coming);
    if (playable.length <= 1) {
      note = `${row.label}: only ${playable[0]?.label ?? 'the default'} can be played for now; the rest are coming.`;
      return;
    }
    const at = playable.findIndex((x) => x.value === chosen[row.key]);
    (chosen as unknown as Record<string, unknown>)[row.key] = playable[(at + by + playable.length) % playable.length]!.value;
  };

  const newSeed = () => {
    seed = c.randomSeed();
    seedFrom = 'random';
    fresh = true;
  };
  /** A key on the seed's line: the first typed replaces the seed shown, Backspace deletes. */
  const typeSeed = (k: KeyInput) => {
    if (k.full === 'backspace') seed = seed.slice(0, -1);
    // `?` is this screen's help, never part of a seed, and a pasted one is left out like a space.
    else if (printable(k) && k.ch !== ' ' && k.ch !== '?') seed = fresh ? k.ch : seed.length < SEED_MAX ? seed + k.ch : seed;
    else return;
    fresh = false;
    seedFrom = 'typed';
  };
  /** A key on a person's seat: the name is typed there, of the characters a name may hold (the note says why another is not taken). */
  const typeName = (seat: number, k: KeyInput) => {
    const c2 = seats[seat];
    // A name typed on a seat the AI or nobody plays would be lost: the row says how to seat a person first.
    if (c2?.kind !== 'person') {
      if (printable(k) && k.ch !== ' ') note = 'To seat a person here, choose "person" with left or right, then type the name.';
      return;
    }
    if (k.full === 'backspace') c2.name = typeInto(c2.name, k, NAME_CHARS);
    else if (printable(k) && SEAT_NAME.test(k.ch)) {
      const typed = typeInto(c2.name, k, NAME_CHARS);
      if (typed === c2.name && graphemeCount(c2.name) >= NAME_CHARS) note = `A name is at most ${NAME_CHARS} characters.`;
      else if (c2.name.length > 0 || k.ch !== ' ') c2.name = typed;
    } else if (printable(k)) note = `${JSON.stringify(k.ch)} cannot be in a name: letters, digits, spaces, ' and -.`;
  };

  return {
    kind: 'setup',
    draw(ui, width, height) {
      const st = ui.style;
      const L: string[] = [tone(st, 'title', esc('New game: setup')), ''];
      const label = (k: number, text: string) => `${mark(st, cursor === k)} ${tone(st, cursor === k ? 'title' : 'floor', esc(text.padEnd(LABEL)))}`;
      ROWS.forEach((r, k) => {
        if (r.kind === 'seed') {
          const seedText = cursor === k ? `${tone(st, fresh ? 'warn' : 'hero', esc(seed))}${tone(st, 'key', '_')}` : esc(seed);
          const from = seedFrom === 'given' ? 'from --seed' : seedFrom === 'random' ? 'random' : 'typed';
          L.push(`${label(k, 'Seed')}${seedText}  ${tone(st, 'dim', esc(`(${from})`))}`);
          return;
        }
        if (r.kind === 'seat') {
          const c = seats[r.seat]!;
          const head = label(k, `Opposition ${r.seat + 1}`);
          if (c === null) L.push(`${head}${tone(st, 'dim', esc('[empty]'))}`);
          else if (c.kind === 'ai') L.push(`${head}${tone(st, 'hero', esc(`[AI ${c.difficulty}]`))}`);
          else {
            const typing = cursor === k ? tone(st, 'key', '_') : '';
            // A person not yet named: the name the seat will give them stands dim after the cursor, as a field's suggestion that typing replaces.
            const name = c.name ? `${tone(st, 'hero', esc(c.name))}${typing}` : `${typing}${tone(st, 'dim', esc(seatWord(filled().length, r.seat)))}`;
            L.push(`${head}${tone(st, 'hero', esc('[person: '))}${name}${tone(st, 'hero', ']')}`);
          }
          return;
        }
        const row = r.row;
        const choices = row.choices
          .map((x) => {
            if (x.value === chosen[row.key]) return tone(st, 'hero', esc(`[${x.label}]`));
            if (x.coming) return tone(st, 'dim', esc(` ${x.label}`));
            return esc(` ${x.label} `);
          })
          .join(' ');
        const coming = row.choices.some((x) => x.coming) ? tone(st, 'dim', esc(' (coming)')) : '';
        L.push(`${label(k, row.label)}${choices}${coming}`);
        if (row.key === 'power') L.push(`${' '.repeat(LABEL + 2)}${tone(st, 'dim', esc(`refresh: ${powerFigures(chosen.power, opposed())}`))}`);
      });
      L.push('');
      const at = ROWS[cursor]!;
      const about =
        at.kind === 'seed'
          ? 'The seed decides every roll: the same seed and choices give the same game. Type a word or a number (the first key replaces it), Backspace deletes, Ctrl-R rolls a new one.'
          : at.kind === 'seat'
            ? seatAbout(c.served === true)
            : at.row.about;
      for (const line of wrap(about, Math.min(width - 2, 76))) L.push(`  ${esc(line)}`);
      if (note) L.push(`  ${tone(st, 'warn', esc(note))}`);
      L.push('');
      L.push(
        [hint(st, 'up/down', esc('line')), hint(st, 'left/right', esc('change')), hint(st, 'Enter', esc('create your hero')), hint(st, 'Esc', esc(back)), hint(st, '?', esc('keys'))].join('   '),
      );
      return L.slice(0, height);
    },
    key(ui: Ui, k: KeyInput) {
      note = '';
      if (k.full === 'enter') {
        if (!seed.trim()) newSeed();
        const list = filled();
        const names = seatNamesProblem(list);
        if (names) return void (note = `${capitalised(names)}.`);
        const first = list[0];
        // Seats alike in the AI keep the short form (ai-fair and a number of opponents), as every athack reads it; mixed seats are listed.
        const alike = first?.kind === 'ai' && list.every((x) => x.kind === 'ai' && x.difficulty === first.difficulty);
        const opposition = !first ? 'none' : alike ? `ai-${first.difficulty}` : list.map(seatOption).join(',');
        // A lone bare `person` fills as many seats as `opponents` says: one.
        c.start(ui, seed.trim(), { ...chosen, opposition, opponents: alike || list.length === 1 ? list.length : DEFAULT_OPTIONS.opponents });
        return;
      }
      if (isCancel(k) && k.full !== 'C-c') return c.back(ui);
      if (k.full === 'C-c') return ui.quit(0);
      // A seed is a word or a number: `?` is this screen's help on every line, the seed's too.
      if (k.full === '?') return ui.push(helpPage(setupKeys(back)));
      // Before the seed's and a name's typing, which would take them as nothing typed and say nothing.
      if (shellKey(k)) return void (note = doesNothing(k, `Enter goes on, Esc back to the ${back}; ? lists the keys`));
      const row = ROWS[cursor]!;
      if (k.full === 'up' || k.full === 'S-tab') cursor = (cursor + ROWS.length - 1) % ROWS.length;
      else if (k.full === 'down' || k.full === 'tab') cursor = (cursor + 1) % ROWS.length;
      else if (k.full === 'C-r') newSeed();
      else if (row.kind === 'seed') typeSeed(k);
      else if (k.full === 'left' || k.full === 'right' || (k.full === 'space' && !(row.kind === 'seat' && seats[row.seat]?.kind === 'person'))) {
        if (row.kind === 'seat') cycleSeat(row.seat, k.full === 'left' ? -1 : 1);
        else cycle(row.row, k.full === 'left' ? -1 : 1);
      } else if (row.kind === 'seat') typeName(row.seat, k);
      else if (printable(k)) note = doesNothing(k, "left and right change this line, Enter goes on; ? lists the keys");
    },
    paste(_ui, text) {
      note = '';
      const row = ROWS[cursor]!;
      const typing = row.kind === 'seed' ? typeSeed : row.kind === 'seat' && seats[row.seat]?.kind === 'person' ? (k: KeyInput) => typeName(row.seat, k) : undefined;
      if (!typing) return false;
      for (const k of pastedKeys(text)) typing(k);
      return true;
    },
  };
}
