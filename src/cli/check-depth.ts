/**
 * `athack check`'s "Danger by depth": per depth, what the dungeon's own
 * tables may roll there and what the AI Opposition may buy as the
 * Escalation die rises (docs/rules.md, "Danger by depth"), read from the
 * rules themselves so the listing is the game's own.
 */
import { CREATURE_OFFERS } from '../core/engine/stocking/catalogue.js';
import { MAX_GROUP } from '../core/opposition/decide.js';
import { buyGroup, buyHd } from '../core/opposition/depth.js';
import { depthGroup, depthHd, lethalTrapsAt, PRINTED_FROM } from '../procgen/depth.js';

/** Escalation die values the listing shows what the AI may buy at. */
const ESCALATIONS = [1, 4, 7] as const;

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
  /** What the AI may buy, at each of `ESCALATIONS`. */
  buy: { escalation: number; hd: number; group: number }[];
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
      buy: ESCALATIONS.map((escalation) => ({ escalation, hd: buyHd(depth, escalation), group: Math.min(MAX_GROUP, buyGroup(depth, escalation)) })),
    });
  }
  rows.at(-1)!.to = null;
  return rows;
}

/** The listing's title, then a line per run of depths. */
export function depthLines(rows: readonly DepthRow[]): { title: string; lines: string[] } {
  const esc = ESCALATIONS.join(' / ');
  return {
    title: `Danger by depth: the dungeon's own creatures at each depth, and what the AI may buy there with the Escalation die at ${esc} (the Final Zone has no ceiling)`,
    lines: rows.map((r) => {
      const depths = r.to === null ? `depth ${r.from} and deeper` : r.to === r.from ? `depth ${r.from}` : `depths ${r.from}–${r.to}`;
      const kinds = r.printed === r.kinds ? 'Appendix A as printed' : `${r.printed} of ${r.kinds} kinds as printed, the others young`;
      const traps = r.lethalTraps ? 'traps that kill outright' : 'no trap that kills outright';
      return `${depths}: its own up to ${r.hd} HD, groups of up to ${r.group} (${kinds}; ${traps}); the AI buys up to ${r.buy.map((b) => b.hd).join(' / ')} HD, groups of up to ${r.buy.map((b) => b.group).join(' / ')}`;
    }),
  };
}
