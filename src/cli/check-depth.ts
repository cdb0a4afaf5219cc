/**
 * `athack check`'s "Danger by depth": per depth, what the dungeon's own
 * tables may roll there and what the AI Opposition may buy as the
 * Escalation die rises (docs/rules.md, "Danger by depth"), read from the
 * rules themselves so the listing is the game's own.
 */
import { CREATURE_OFFERS } from '../core/engine/stocking/catalogue.js';
import { MAX_GROUP } from '../core/opposition/decide.js';
import { buyGroup, buyHd } from '../core/opposition/depth.js';
import { depthGroup, depthHd, PRINTED_FROM } from '../procgen/depth.js';

/** Escalation die values the listing shows what the AI may buy at. */
const ESCALATIONS = [1, 4, 7] as const;

export interface DepthRow {
  depth: number;
  /** The dungeon's own: the most HD and the most of a group; kinds of Appendix A that come as printed, of all. */
  hd: number;
  group: number;
  printed: number;
  kinds: number;
  /** What the AI may buy, at each of `ESCALATIONS`. */
  buy: { escalation: number; hd: number; group: number }[];
}

export function depthRows(): DepthRow[] {
  return Array.from({ length: PRINTED_FROM }, (_, k) => {
    const depth = k + 1;
    return {
      depth,
      hd: depthHd(depth),
      group: depthGroup(depth),
      printed: CREATURE_OFFERS.filter((o) => o.hd <= depthHd(depth)).length,
      kinds: CREATURE_OFFERS.length,
      // A group is never more than the AI's largest, whatever the ceiling.
      buy: ESCALATIONS.map((escalation) => ({ escalation, hd: buyHd(depth, escalation), group: Math.min(MAX_GROUP, buyGroup(depth, escalation)) })),
    };
  });
}

/** The listing's title, then a line per depth. */
export function depthLines(rows: readonly DepthRow[]): { title: string; lines: string[] } {
  const esc = ESCALATIONS.join(' / ');
  return {
    title: `Danger by depth: the dungeon's own creatures at each depth, and what the AI may buy there with the Escalation die at ${esc} (the Final Zone has no ceiling)`,
    lines: rows.map((r) => {
      const last = r.depth === PRINTED_FROM ? ` and deeper` : '';
      const own = r.printed === r.kinds ? `up to ${r.hd} HD, groups of up to ${r.group}: Appendix A as printed` : `up to ${r.hd} HD, groups of up to ${r.group} (${r.printed} of ${r.kinds} kinds as printed, the others young)`;
      return `depth ${r.depth}${last}: its own ${own}; the AI buys up to ${r.buy.map((b) => b.hd).join(' / ')} HD, groups of up to ${r.buy.map((b) => b.group).join(' / ')}`;
    }),
  };
}
