/** Rules options as command-line flags, validated the same way by every command that takes them. */
import { InvalidArgumentError } from 'commander';
import { RULES_ROWS, type RulesRow } from '../core/engine/rules-options.js';
import { parseSeats, seatNamesProblem } from '../core/engine/seats.js';
import type { FightResolution, RulesOptions, SimOptions } from '../core/engine/types.js';
import { UsageError } from './errors.js';
import { plainText } from '../core/plain-text.js';

const OPPOSITIONS: Record<string, RulesOptions['opposition']> = { easy: 'ai-easy', fair: 'ai-fair', hard: 'ai-hard', none: 'none', humans: 'humans' };
/** Other names taken for an Opposition: the setup screen's for people's seats, and the engine's own for the AI's (docs/rules.md: the older values still work). */
const SYNONYMS: Record<string, RulesOptions['opposition']> = { 'hot-seat': 'humans', 'ai-easy': 'ai-easy', 'ai-fair': 'ai-fair', 'ai-hard': 'ai-hard' };

/** An Opposition as typed: one kind for every seat (`fair`, `humans`, `none`), or its seats listed with `,` or `+`, such as `fair,person:Bea,hard`. */
export function oppositionArg(value: string): RulesOptions['opposition'] {
  const one = OPPOSITIONS[value.trim().toLowerCase()] ?? SYNONYMS[value.trim().toLowerCase()];
  if (one) return one;
  if (!/[,+:]/.test(value)) throw new InvalidArgumentError(`the Opposition is one of ${Object.keys(OPPOSITIONS).join(', ')}, or its seats listed as fair,person:Bea,hard, not "${value}".`);
  const seats = parseSeats({ opposition: value });
  if (typeof seats === 'string') throw new InvalidArgumentError(`${seats}.`);
  const names = seatNamesProblem(seats);
  if (names) throw new InvalidArgumentError(`${names}.`);
  return value.split(/[,+]/).map((w) => w.trim()).join(',');
}

/** A seed is free text, kept as it shows: control characters dropped, so the seed printed is the one that replays. */
export function seedArg(value: string): string {
  return plainText(value);
}

export function opponentsArg(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || n < 1 || n > 4) throw new InvalidArgumentError(`--opponents takes 1 to 4, not "${value}".`);
  return n;
}

/** The name a player types for an option: the field's own, but `armour` for the armour-die setting. */
export const ruleName = (key: string): string => (key === 'armourPrompt' ? 'armour' : key);
export const flagName = (row: RulesRow): string => ruleName(row.key);

export function playableValues(row: RulesRow): string[] {
  return row.choices.filter((c) => !c.coming).map((c) => String(c.value));
}

/** A rules option's value as a player writes it: `fair`, not the engine's `ai-fair`. */
export function ruleWord(key: keyof RulesOptions, value: unknown): string {
  const word = key === 'opposition' ? Object.keys(OPPOSITIONS).find((w) => OPPOSITIONS[w] === value) : undefined;
  return word ?? String(value);
}

/** One `name=value` of `--rules`, checked against the choices the setup screen offers; `also` names the options a command takes beside them (`sim`'s `fight`), listed with the rest when a name is none of them. */
function ruleSetting(pair: string, also: readonly string[]): [keyof RulesOptions, string | number] {
  const [name = '', value = '', ...rest] = pair.split('=').map((p) => p.trim().toLowerCase());
  const row = RULES_ROWS.find((r) => flagName(r).toLowerCase() === name);
  if (!row && name === 'fight') throw new InvalidArgumentError(`fight=${value} is for athack sim only (sim fight, sim games): a game played fights by the Black Hack.`);
  if (!row) throw new InvalidArgumentError(`"${name || pair}" is not a rules option; the options are ${[...RULES_ROWS.map(flagName), ...also].join(', ')}.`);
  if (rest.length > 0 || value === '') throw new InvalidArgumentError(`write each rules option as name=value, such as power=high, not "${pair}".`);
  if (row.key === 'opposition') return [row.key, oppositionArg(pair.slice(pair.indexOf('=') + 1))];
  // A choice answers to its name on the setup screen too, so a choice not played yet is always refused
  // as such, whichever name the player knows it by.
  const choice = row.choices.find((c) => String(c.value) === value || c.label.toLowerCase().replace(/\s+/g, '-') === value);
  const choices = playableValues(row).join(', ');
  if (!choice) throw new InvalidArgumentError(`${flagName(row)} is one of ${choices}, not "${value}".`);
  if (choice.coming) throw new InvalidArgumentError(`${flagName(row)}=${value} is not played yet; ${flagName(row)} is one of ${choices} for now.`);
  return [row.key, choice.value];
}

/** The `name=value` pieces of `--rules`: a piece with no `=` after `opposition=` is its next seat (`opposition=fair,person:Bea,hard`). */
function settings(value: string): string[] {
  const out: string[] = [];
  for (const piece of value.split(',').filter((p) => p.trim() !== '')) {
    const last = out[out.length - 1];
    if (!piece.includes('=') && last !== undefined && /^\s*opposition\s*=/i.test(last)) out[out.length - 1] = `${last},${piece}`;
    else out.push(piece);
  }
  return out;
}

/** `--rules power=high,victory=points-100`; the flag may be given more than once, each option in one place only. */
export function rulesArg(value: string, previous: Partial<RulesOptions> = {}, also: readonly string[] = []): Partial<RulesOptions> {
  const out: Record<string, string | number> = { ...previous };
  for (const pair of settings(value)) {
    const [key, v] = ruleSetting(pair, also);
    // Given twice, one setting would be dropped without a word; it is named as the player wrote it (armour, not the field's name).
    if (out[key] !== undefined) throw new InvalidArgumentError(`${ruleName(key)} is set twice (${ruleWord(key, out[key])} and ${ruleWord(key, v)}): give it once.`);
    out[key] = v;
  }
  return out as Partial<RulesOptions>;
}

/** The fight resolutions `athack sim` takes as `--rules fight=…` (RULES.md §10: simulation only). */
export const FIGHT_CHOICES: readonly FightResolution[] = ['blackhack', 'aa-combat'];

/** `--rules` of `athack sim`: `fight=` is taken here, every other option as `rulesArg` takes it. */
export function simRulesArg(value: string, previous: Partial<RulesOptions> & SimOptions = {}): Partial<RulesOptions> & SimOptions {
  const pieces = settings(value);
  const isFight = (p: string) => /^\s*fight\s*=/i.test(p);
  const out: Partial<RulesOptions> & SimOptions = rulesArg(pieces.filter((p) => !isFight(p)).join(','), previous, ['fight']);
  for (const piece of pieces.filter(isFight)) {
    const v = piece.slice(piece.indexOf('=') + 1).trim().toLowerCase();
    const fight = FIGHT_CHOICES.find((f) => f === v);
    if (!fight) throw new InvalidArgumentError(`fight is one of ${FIGHT_CHOICES.join(', ')}, not "${v}".`);
    if (out.fight !== undefined) throw new InvalidArgumentError(`fight is set twice (${out.fight} and ${fight}): give it once.`);
    out.fight = fight;
  }
  return out;
}

/** The help line of `--rules`, naming every option and what it takes now; `people` false leaves out `humans`, which a game the bot plays alone refuses. */
const rulesHelp = (people: boolean) =>
  `rules options for a new game, as name=value[,name=value…]: ${RULES_ROWS.map((r) => `${flagName(r)} (${playableValues(r).filter((v) => people || v !== 'humans').map((v) => ruleWord(r.key, v)).join('|')})`).join(', ')}`;
export const RULES_HELP = rulesHelp(true);
/** `--rules` of autoplay and sim, whose Opposition seats are the AI's. */
export const BOT_RULES_HELP = rulesHelp(false);

/** The rules options the flags set; the rest keep their defaults. `--opposition` and `--opponents` are shorthands of `--rules`, and may not disagree with it. */
export function rulesFrom(opts: { opposition?: RulesOptions['opposition']; opponents?: number; rules?: Partial<RulesOptions> }): Partial<RulesOptions> {
  const out: Partial<RulesOptions> = { ...(opts.rules ?? {}) };
  for (const key of ['opposition', 'opponents'] as const) {
    const given = opts[key];
    if (given === undefined) continue;
    if (out[key] !== undefined && out[key] !== given) throw new UsageError(`--${key} ${given} and --rules ${key}=${out[key]} disagree: give one.`);
    (out as Record<string, unknown>)[key] = given;
  }
  if (out.opposition === 'none' && out.opponents !== undefined) throw new UsageError('--opponents means nothing with no Opposition (opposition none): leave one out.');
  const listed = out.opposition?.includes(',') ? out.opposition.split(',').length : null;
  if (listed !== null && out.opponents !== undefined && out.opponents !== listed) throw new UsageError(`the Opposition lists ${listed} seats but --opponents is ${out.opponents}: give one.`);
  // One seat kind fills every seat --opponents asks for: the AI at a difficulty may, but one named person cannot sit in two.
  if (listed === null && /^\s*person\s*:/i.test(out.opposition ?? '') && (out.opponents ?? 1) > 1)
    throw new UsageError(`the Opposition ${out.opposition} is one person, whom ${out.opponents} opponents would seat ${out.opponents} times: list a seat for each (person:Ann,person:Bob,fair), or leave the names to setup with --opposition humans.`);
  return out;
}

/** The rules options for a game the bot plays alone (autoplay, sim games): every Opposition seat must be an AI, as no one is at the keyboard to answer for a person. */
export function aiRulesFrom(opts: Parameters<typeof rulesFrom>[0], command: string): Partial<RulesOptions> {
  const out = rulesFrom(opts);
  const seats = parseSeats(out);
  if (typeof seats !== 'string' && seats.some((s) => s.kind === 'person')) throw new UsageError(`${command} plays AI Opposition seats only: a person's seat needs someone at the keyboard (athack play).`);
  return out;
}
