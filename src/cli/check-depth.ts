/**
 * `athack check`'s "Danger by depth": per depth, what the dungeon's own
 * tables may roll there and what each AI difficulty may buy as the
 * Escalation die rises, and the chance of death each difficulty holds a
 * zone to in the first depths and deeper (docs/rules.md, "Danger by
 * depth"), read from the rules themselves so the listing is the game's own.
 */
import { CREATURE_OFFERS, ENVIRON_OFFERS } from '../core/engine/stocking/catalogue.js';
import { MAX_GROUP } from '../core/opposition/decide.js';
import { buyGroup, buyHd, environAt } from '../core/opposition/depth.js';
import { FIRST_DEPTHS, PROFILES, type Difficulty } from '../core/opposition/difficulty.js';
import { depthGroup, depthHd, lethalTrapsAt, PRINTED_FROM } from '../procgen/depth.js';

/** Escalation die values the listing shows what the AI may buy at. */
const ESCALATIONS = [1, 4, 7] as const;
const DIFFICULTIES = Object.keys(PROFILES) as Difficulty[];

export interface DepthRow {
  /** The depths the row holds for: `from` to `to`, or deeper when `to` is null. */
  from: number;
  to: number | null;
  /** The dungeon's own: the most HD and the most of a group; kinds of Appendix A that come as printed, of all. */
  hd: number;
  group: number;
  printed: number;
  kinds: number;
  /** Traps that kill outright are set there. */
  lethalTraps: boolean;
  /** What each AI difficulty may buy, at each of `ESCALATIONS`. */
  buy: Record<Difficulty, { escalation: number; hd: number; group: number }[]>;
}

/** A row per run of depths with the same ceilings, the last from the depth where Appendix A stands as printed. */
export function depthRows(): DepthRow[] {
  const rows: DepthRow[] = [];
  for (let depth = 1; depth <= PRINTED_FROM; depth++) {
    const last = rows.at(-1);
    if (last && last.hd === depthHd(depth) && last.group === depthGroup(depth) && last.lethalTraps === lethalTrapsAt(depth)) {
      last.to = depth;
      continue;
    }
    rows.push({
      from: depth,
      to: depth,
      hd: depthHd(depth),
      group: depthGroup(depth),
      printed: CREATURE_OFFERS.filter((o) => o.hd <= depthHd(depth)).length,
      kinds: CREATURE_OFFERS.length,
      lethalTraps: lethalTrapsAt(depth),
      // A group is never more than the AI's largest, whatever the ceiling.
      buy: Object.fromEntries(DIFFICULTIES.map((d) => [d, ESCALATIONS.map((escalation) => ({ escalation, hd: buyHd(depth, escalation, d), group: Math.min(MAX_GROUP, buyGroup(depth, escalation, d)) }))])) as DepthRow['buy'],
    });
  }
  rows.at(-1)!.to = null;
  return rows;
}

const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;

/** The chance of death each difficulty holds a zone to, in the first depths and deeper, with its factor by class where the classes differ. */
export function deathLine(): string {
  const parts = DIFFICULTIES.map((d) => {
    const p = PROFILES[d];
    const factors = Object.entries(p.classSharpness);
    const byClass = factors.some(([, f]) => f !== 1) ? `, times the class's factor (${factors.map(([c, f]) => `${c} ×${f}`).join(', ')})` : '';
    if (p.maxDeath < 1) return `${d} at most ${pct(p.maxDeath)} / ${pct(p.maxDeath * p.deepShare)}${byClass}`;
    return `${d} "likely deadly" at ${pct(p.enoughDeath)} / ${pct(p.enoughDeath * p.deepShare)}${byClass}`;
  });
  return `Chance of death a zone is held to, at depths 1–${FIRST_DEPTHS} / deeper: ${parts.join('; ')}`;
}

/** The environs the AI may buy in the first depths, by name, and deeper. */
export function environLine(): string {
  const first = ENVIRON_OFFERS.filter((e) => environAt(e.environ, FIRST_DEPTHS)).map((e) => e.environ.name.toLowerCase());
  return `Environs the AI may buy at depths 1–${FIRST_DEPTHS}: ${first.length} of ${ENVIRON_OFFERS.length}, none that wounds or poisons (${first.join(', ')}); deeper, all ${ENVIRON_OFFERS.length}`;
}

/** The listing's title, then a line per run of depths, then the chance of death by difficulty and the environs on sale. */
export function depthLines(rows: readonly DepthRow[]): { title: string; lines: string[] } {
  const esc = ESCALATIONS.join(' / ');
  return {
    title: `Danger by depth: the dungeon's own creatures at each depth, and what each AI difficulty may buy there with the Escalation die at ${esc} (the Final Zone has no ceiling)`,
    lines: [
      ...rows.map((r) => {
        const depths = r.to === null ? `depth ${r.from} and deeper` : r.to === r.from ? `depth ${r.from}` : `depths ${r.from}–${r.to}`;
        const kinds = r.printed === r.kinds ? 'Appendix A as printed' : `${r.printed} of ${r.kinds} kinds as printed, the others young`;
        const traps = r.lethalTraps ? 'traps that kill outright' : 'no trap that kills outright';
        const buys = DIFFICULTIES.map((d) => `${d} ${r.buy[d].map((b) => b.hd).join(' / ')} HD, groups of ${r.buy[d].map((b) => b.group).join(' / ')}`);
        return `${depths}: its own up to ${r.hd} HD, groups of up to ${r.group} (${kinds}; ${traps}); the AI buys up to: ${buys.join('; ')}`;
      }),
      deathLine(),
      environLine(),
    ],
  };
}
