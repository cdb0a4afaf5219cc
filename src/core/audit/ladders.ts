/**
 * The two @HACK! cost ladders: Talent and Environ costs double at every rank
 * (1, 2, 4, …), Gear and Trap costs grow as each step adds the two before it
 * (1, 2, 3, 5, 8, 13).
 */
export interface LadderRow {
  rank: string;
  talentCost: number;
  gearCost: number;
}

export function ladderProblems(rows: readonly LadderRow[]): string[] {
  const problems: string[] = [];
  const sizes = rows.map((r) => Number(/^d(\d+)$/.exec(r.rank)?.[1] ?? NaN));
  if (sizes.some((s, k) => !(s > (sizes[k - 1] ?? 0)))) problems.push(`ranks ${rows.map((r) => r.rank).join(', ')} are not dice in increasing order`);
  rows.forEach((row, k) => {
    if (k === 0) {
      if (row.talentCost !== 1 || row.gearCost !== 1) problems.push(`${row.rank} should cost 1 on both ladders`);
      return;
    }
    const prev = rows[k - 1]!;
    if (row.talentCost !== prev.talentCost * 2) problems.push(`${row.rank} Talent cost ${row.talentCost} is not double ${prev.rank}'s ${prev.talentCost}`);
    const gearExpected = k === 1 ? 2 : prev.gearCost + rows[k - 2]!.gearCost;
    if (row.gearCost !== gearExpected) problems.push(`${row.rank} Gear cost ${row.gearCost} should be ${gearExpected} (the two ranks below it added)`);
  });
  return problems;
}
