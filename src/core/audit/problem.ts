/** A problem the audit reports: where it is, what is wrong, and how the game resolves it. */
export interface Problem {
  /** Table id, e.g. `blackhack.reactions`. */
  table: string;
  /** `seed file: table title`. */
  source: string;
  message: string;
  /** How the shipped game resolves it; null when nothing does, which fails the audit. */
  resolution: string | null;
  /** Why the resolution changes nothing the game plays, so needs no proof; null when it changes play (or nothing resolves the problem). */
  noPlayChange: string | null;
  /** The tests that prove the resolution on the real engine (src/core/audit/proofs.ts), by file and titles; empty when none does yet. */
  proof: { file: string; titles: string[] }[];
}
