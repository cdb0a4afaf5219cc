/** The side panel of the zone view: who the hero is and how they stand. */
import { armourLeft, armourPool, carried, encumbered, equippedItem } from '../core/engine/hero.js';
import type { GameState, Hero } from '../core/engine/types.js';
import { carryLimit, hackssentialLoad, type HackssentialLoad } from '../core/engine/load.js';
import { currentEnviron } from '../core/engine/environs.js';
import { ENVIRON_SOURCE, sourceText } from '../core/engine/condition-source.js';
import { casterOf, noun } from '../core/engine/magic/lists.js';
import { PANEL_WIDTH } from './layout.js';
import { para } from './widgets.js';
import { esc, tone, type Style } from './style.js';
import { questProgress } from '../core/engine/home/quest.js';
import { counted } from '../base/words.js';
import { lastMadeFor } from './slot-memo.js';
import { keyFor, type KeyMap } from './keys.js';

/**
 * The panel's lines in a style, each made again only when what it shows
 * changed (slot-memo.ts): a step changes the turn and little else, and a
 * line kept is the very string of the frame before, which the lines beside
 * it and the painter pass over at a glance.
 */
const nameLines = lastMadeFor((style: Style, name: string) => para(style, name, PANEL_WIDTH, 'title'));
const classLine = lastMadeFor((_: Style, className: string, level: number) => esc(`${className}, level ${level}`));
const hpLine = lastMadeFor((style: Style, hp: number, maxHp: number, armour: number, pool: number) => {
  const hpTone = hp * 3 <= maxHp ? 'bad' : hp * 3 <= maxHp * 2 ? 'warn' : 'good';
  return `HP ${tone(style, hpTone, `${hp}/${maxHp}`)}  Armour ${armour}/${pool}`;
});
const bodyLine = lastMadeFor((_: Style, str: number, dex: number, con: number) => esc(`STR ${pad(str)} DEX ${pad(dex)} CON ${pad(con)}`));
const mindLine = lastMadeFor((_: Style, int: number, wis: number, cha: number) => esc(`INT ${pad(int)} WIS ${pad(wis)} CHA ${pad(cha)}`));
const lightLines = lastMadeFor((style: Style, name: string | undefined, usageDie: number | null | undefined) => para(style, name !== undefined ? `Light: ${name}${usageDie ? ` Ud${usageDie}` : ''}` : 'Light: none', PANEL_WIDTH));
const coinsLine = lastMadeFor((_: Style, coins: number, experiences: number) => esc(`Coins ${coins}  XP ${experiences}`));
const suppliesLine = lastMadeFor((style: Style, sustenance: number, illumination: number) => `Sust ${tone(style, sustenance <= 3 ? 'bad' : 'floor', String(sustenance))}  Illum ${tone(style, illumination <= 3 ? 'bad' : 'floor', String(illumination))}`);
const tokensLine = lastMadeFor((_: Style, hero: number, opposition: string) => esc(`Tokens ${hero}${opposition ? `  Opp ${opposition}` : ''}`));
const escalationLine = lastMadeFor((_: Style, die: number, holder: string) => esc(`Escalation d10: ${die}${holder}`));

/** Whose eyes read the panel: the Adventurer's, an Opposition seat's, or a watcher's (the hero's sheet is on every seat's screen). */
export type PanelReader = 'hero' | 'opposition' | 'watcher';

/** Who holds the Escalation die, told to the panel's reader: "yours" only for the side that holds it, so an Opposition seat is never told the hero's die is its own. */
function holderMark(holder: GameState['escalationHolder'], reader: PanelReader): string {
  if (reader === 'hero') return holder === 'hero' ? ' (yours)' : '';
  if (holder === 'hero') return ' (hero)';
  return reader === 'opposition' ? ' (yours)' : ' (Opp)';
}
const whereLine = lastMadeFor((style: Style, zone: string | null, depth: number | undefined) => esc(zone ? zoneLine(zone, depth, style) : 'At Home'));
const scoreLine = lastMadeFor((_: Style, score: number, turn: number) => esc(`Score ${score}  Turn ${turn}`));
const timeLine = lastMadeFor((style: Style, round: number | undefined, minutes: number) => (round !== undefined ? tone(style, 'bad', esc(`Fight: round ${round}`)) : esc(`Minute ${minutes}`)));

/** Every line fits the panel: longer text wraps at spaces, so nothing spills past the screen's edge. */
export function panelLines(s: GameState, style: Style, reader: PanelReader = 'hero'): string[] {
  const h = s.hero;
  const a = h.attributes;
  const light = equippedItem(h, 'light');
  const lines = [
    ...nameLines(style, h.name),
    classLine(style, h.className, h.level),
    hpLine(style, h.hp, h.maxHp, armourLeft(h), armourPool(h)),
    bodyLine(style, a.STR, a.DEX, a.CON),
    mindLine(style, a.INT, a.WIS, a.CHA),
    ...lightLines(style, light?.name, light?.usageDie),
    coinsLine(style, h.coins, h.experiences),
    suppliesLine(style, s.consumables.sustenance, s.consumables.illumination),
    tokensLine(style, s.tokens.hero, s.tokens.opposition.map((p) => p.tokens).join('/')),
    escalationLine(style, s.escalation, holderMark(s.escalationHolder, reader)),
    whereLine(style, s.zone, s.zone ? s.zones[s.zone]?.context.depth : undefined),
    scoreLine(style, s.score, s.turn),
    timeLine(style, s.time.fight?.round, s.time.minutes),
  ];
  const quest = questProgress(s);
  if (quest) lines.push(esc(`Quest ${quest.zones}/${quest.of} zones, ${counted(quest.left, 'foe')}`));
  const environ = s.zone ? currentEnviron(s) : undefined;
  if (environ) {
    // What the environ does while the hero stays, on its own line: the conditions below leave it out.
    const holds = [environ.disadvantage.length > 0 ? `${environ.disadvantage.join(', ')} at Disadvantage` : '', environ.slowed ? 'half speed' : ''].filter(Boolean).join('; ');
    lines.push(...para(style, `Here: ${environ.name}${holds ? ` (${holds})` : ''}`, PANEL_WIDTH, 'warn'));
  }
  const load = loadText(s);
  if (load) lines.push(...para(style, load.short, PANEL_WIDTH, load.tone));
  const conditions = conditionNames(s);
  if (conditions.length > 0) lines.push(...para(style, conditions.join(', '), PANEL_WIDTH, 'warn'));
  // Each lasting magic once, however many of it are running (two Banish Undead, say).
  if (h.effects.length > 0) lines.push(...para(style, [...new Set(h.effects.map((e) => e.name))].slice(0, 3).join(', '), PANEL_WIDTH, 'good'));
  const memorised = memorisedLine(h, style);
  if (memorised) lines.push(esc(memorised));
  return lines;
}

/** The hero's conditions, each named once; the environ's own Disadvantage is left to the line that names the environ. */
export function conditionNames(s: GameState): string[] {
  const environ = s.zone ? currentEnviron(s) : undefined;
  const shown = s.hero.conditions.filter((c) => !(environ && c.kind === 'disadvantage' && c.source.startsWith(ENVIRON_SOURCE)));
  return [...new Set(shown.map((c) => (c.kind === 'ongoing' ? 'poisoned' : c.kind === 'disadvantage' ? sourceText(c.source) : c.kind)))];
}

/**
 * `Spells: Sleep, Web ×2 +1`: what a Wizard or Cleric has ready to cast, in
 * one line, so no menu need be opened to see it. A spell held twice is
 * named once with its count; the names that do not fit are counted.
 */
function memorisedLine(h: Hero, style: Style): string | undefined {
  const caster = casterOf(h);
  if (!caster) return undefined;
  const label = `${noun(caster) === 'spell' ? 'Spells' : 'Prayers'}: `;
  const held = new Map<string, number>();
  for (const name of h.memorised) held.set(name, (held.get(name) ?? 0) + 1);
  const names = [...held].map(([name, n]) => (n > 1 ? `${name} ${style.ascii ? 'x' : '×'}${n}` : name));
  if (names.length === 0) return `${label}none`;
  const rest = (shown: number) => (shown < names.length ? ` +${names.length - shown}` : '');
  for (let k = names.length; k > 0; k--) {
    const line = `${label}${names.slice(0, k).join(', ')}${rest(k)}`;
    if (line.length <= PANEL_WIDTH) return line;
  }
  // Not even the first name fits whole: it is cut, so the line still says what comes first.
  const cut = style.ascii ? '..' : '…';
  return `${label}${names[0]!.slice(0, PANEL_WIDTH - label.length - cut.length - rest(1).length)}${cut}${rest(1)}`;
}

/**
 * Carrying more than STR things hinders every test, as NetHack's Burdened
 * does: the panel says so in a word, the sheet in full. Over twice STR (a
 * STR lost since the load was taken up) nothing more can be picked up.
 * Hackssential's load always shows its tier: it is the option's whole point.
 */
export function loadText(s: GameState): { short: string; long: string; tone: 'floor' | 'warn' | 'bad' } | null {
  const tiers = hackssentialLoad(s);
  if (tiers) return hackssentialText(tiers);
  const h = s.hero;
  if (!encumbered(h)) return null;
  const n = carried(h);
  const limit = 2 * h.attributes.STR;
  const over = n > limit;
  return {
    short: over ? `Overloaded ${n}/${h.attributes.STR} (max ${limit})` : `Encumbered ${n}/${h.attributes.STR}`,
    long: `${over ? 'Overloaded' : 'Encumbered'}: carrying ${n} things, more than STR ${h.attributes.STR}${over ? ` and the most you may carry (${limit})` : ''}; Disadvantage on every test until you carry ${h.attributes.STR} or fewer`,
    tone: over ? 'bad' : 'warn',
  };
}

/** How much the hero carries against the load's limits, for the sheet, the inventory and Home: `6 things (heavy over 12, at most 24)`. */
export function carryingText(s: GameState): { text: string; heavy: boolean } {
  const h = s.hero;
  const n = carried(h);
  const load = hackssentialLoad(s);
  if (!load) return { text: `${n} things (heavy over ${h.attributes.STR}, at most ${carryLimit(s)})`, heavy: encumbered(h) };
  return { text: `${n} things (${load.tier}: ${load.items} Inventory Items of a max load of ${load.maxLoad}; at most ${carryLimit(s)} things)`, heavy: load.dexLost > 0 };
}

function hackssentialText(load: HackssentialLoad): { short: string; long: string; tone: 'floor' | 'warn' | 'bad' } {
  const cost = load.dexLost > 0 ? ` DEX -${load.dexLost}` : '';
  const hinders = load.tier === 'Overloaded' ? ', and Disadvantage on every test' : '';
  return {
    short: `${load.tier} ${load.items}/${load.maxLoad}${cost}`,
    long: `${load.tier}: ${load.items} Inventory Items of a max load of ${load.maxLoad}${load.dexLost > 0 ? `; DEX ${-load.dexLost} on DEX tests${hinders}` : ''}`,
    tone: load.tier === 'Overloaded' ? 'bad' : load.dexLost > 0 ? 'warn' : 'floor',
  };
}

/** The panel cut to `rows` lines: one that runs over ends on a pointer to the character sheet, which holds all of it. */
export function fitPanel(lines: string[], rows: number, style: Style, keys: KeyMap): string[] {
  if (lines.length <= rows) return lines;
  const sheetKey = keyFor(keys, 'character');
  return [...lines.slice(0, Math.max(0, rows - 1)), tone(style, 'dim', esc(`${style.ascii ? '..' : '…'} more on the sheet${sheetKey ? ` (${sheetKey})` : ''}`))];
}

/** `Zone 1.2.1  depth 3`; a zone deep enough to be longer than the panel keeps the end of its id, the part that tells it from its neighbours. */
function zoneLine(id: string, depth: number | undefined, style: Style): string {
  const tail = `  depth ${depth ?? '?'}`;
  const full = `Zone ${id}${tail}`;
  if (full.length <= PANEL_WIDTH) return full;
  const more = style.ascii ? '..' : '…';
  // Whole numbers only: the cut falls where a number begins.
  let from = id.length - (PANEL_WIDTH - 'Zone '.length - more.length - tail.length);
  while (from < id.length && id[from - 1] !== '.') from++;
  return `Zone ${more}${id.slice(from)}${tail}`;
}

const pad = (n: number) => String(n).padStart(2);
