/**
 * The game's setup (RULES.md §1.2, §10), between the title and hero
 * creation: power level, Opposition, rules options and the seed. Only
 * choices the engine plays are selectable; the others are shown, greyed,
 * as "coming", so a player knows what the game will offer.
 */
import { POWER_LEVELS } from '../../data/athack/power-levels.js';
import { RULES_ROWS, type RulesRow } from '../../core/engine/rules-options.js';
import { DEFAULT_OPTIONS } from '../../core/engine/creation.js';
import type { RulesOptions } from '../../core/engine/types.js';
import { esc, tone } from '../style.js';
import type { KeyInput, Screen, Ui } from '../ui.js';
import { isCancel } from '../modals/basic.js';
import { hint, mark, printable, wrap } from '../widgets.js';

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
}

const powerFigures = (level: string, opposed: boolean) => {
  const p = POWER_LEVELS.rows.find((r) => r.level === level)!;
  const you = `you ${p.adventurerRefresh} tokens (+${p.adventurerEscalationBonus} per escalation)`;
  return opposed ? `${you}, Opposition ${p.oppositionRefresh} (+${p.oppositionEscalationBonus})` : you;
};

const SEED_ROW = RULES_ROWS.length;
const SEED_MAX = 40;
const LABEL = 15;

export function setupScreen(c: SetupChoices): Screen {
  const chosen: RulesOptions = { ...DEFAULT_OPTIONS, ...(c.options ?? {}) };
  // A choice the engine does not play yet never stays selected, even when asked for on the command line.
  for (const row of RULES_ROWS) if (!row.choices.some((x) => x.value === chosen[row.key] && !x.coming)) (chosen as unknown as Record<string, unknown>)[row.key] = DEFAULT_OPTIONS[row.key];
  let cursor = 0;
  let seed = c.seed;
  let seedFrom: 'given' | 'random' | 'typed' = c.seedGiven ? 'given' : 'random';
  /** The seed field is fresh until typed into: the first character replaces it, as in a selected field. */
  let fresh = true;
  let note = '';

  const cycle = (row: RulesRow, by: 1 | -1) => {
    if (row.key === 'opponents' && chosen.opposition === 'none') {
      note = 'Opponents: no Opposition plays; choose an AI Opposition first.';
      return;
    }
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

  return {
    kind: 'setup',
    draw(ui, width, height) {
      const st = ui.style;
      const L: string[] = [tone(st, 'title', esc('New game: setup')), ''];
      RULES_ROWS.forEach((row, k) => {
        const unopposed = row.key === 'opponents' && chosen.opposition === 'none';
        const choices = unopposed
          ? tone(st, 'dim', esc(' none: no Opposition plays'))
          : row.choices
          .map((x) => {
            if (x.value === chosen[row.key]) return tone(st, 'hero', esc(`[${x.label}]`));
            if (x.coming) return tone(st, 'dim', esc(` ${x.label}`));
            return esc(` ${x.label} `);
          })
          .join(' ');
        const coming = row.choices.some((x) => x.coming) ? tone(st, 'dim', esc(' (coming)')) : '';
        L.push(`${mark(st, cursor === k)} ${tone(st, cursor === k ? 'title' : 'floor', esc(row.label.padEnd(LABEL)))}${choices}${coming}`);
        if (row.key === 'power') L.push(`${' '.repeat(LABEL + 2)}${tone(st, 'dim', esc(`refresh: ${powerFigures(chosen.power, chosen.opposition !== 'none')}`))}`);
      });
      const seedText = cursor === SEED_ROW ? `${tone(st, fresh ? 'warn' : 'hero', esc(seed))}${tone(st, 'key', '_')}` : esc(seed);
      const from = seedFrom === 'given' ? 'from --seed' : seedFrom === 'random' ? 'random' : 'typed';
      L.push(`${mark(st, cursor === SEED_ROW)} ${tone(st, cursor === SEED_ROW ? 'title' : 'floor', esc('Seed'.padEnd(LABEL)))}${seedText}  ${tone(st, 'dim', esc(`(${from})`))}`);
      L.push('');
      const about =
        cursor === SEED_ROW
          ? 'The seed decides every roll: the same seed and choices give the same game. Type a word or a number (the first key replaces it), Backspace deletes, Ctrl-R rolls a new one.'
          : RULES_ROWS[cursor]!.about;
      for (const line of wrap(about, Math.min(width - 2, 76))) L.push(`  ${esc(line)}`);
      if (note) L.push(`  ${tone(st, 'warn', esc(note))}`);
      L.push('');
      L.push(
        [hint(st, 'up/down', esc('line')), hint(st, 'left/right', esc('change')), hint(st, 'Enter', esc('create your hero')), hint(st, 'Esc', esc('title'))].join('   '),
      );
      return L.slice(0, height);
    },
    key(ui: Ui, k: KeyInput) {
      note = '';
      if (k.full === 'enter') {
        if (!seed.trim()) newSeed();
        // With no Opposition the number of opponents means nothing: the game records the default.
        c.start(ui, seed.trim(), { ...chosen, ...(chosen.opposition === 'none' ? { opponents: DEFAULT_OPTIONS.opponents } : {}) });
        return;
      }
      if (isCancel(k) && k.full !== 'C-c') return c.back(ui);
      if (k.full === 'C-c') return ui.quit(0);
      if (k.full === 'up' || k.full === 'S-tab') cursor = (cursor + SEED_ROW) % (SEED_ROW + 1);
      else if (k.full === 'down' || k.full === 'tab') cursor = (cursor + 1) % (SEED_ROW + 1);
      else if (k.full === 'C-r') newSeed();
      else if (cursor === SEED_ROW) {
        if (k.full === 'backspace') {
          seed = seed.slice(0, -1);
          fresh = false;
          seedFrom = 'typed';
        } else if (printable(k) && k.ch !== ' ') {
          seed = fresh ? k.ch : seed.length < SEED_MAX ? seed + k.ch : seed;
          fresh = false;
          seedFrom = 'typed';
        }
      } else if (k.full === 'left' || k.full === 'right' || k.full === 'space') cycle(RULES_ROWS[cursor]!, k.full === 'left' ? -1 : 1);
    },
  };
}
