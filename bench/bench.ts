/** What a benchmark file exports: named measurements, each a list of samples in its unit. */
export interface Bench {
  name: string;
  unit: string;
  /** Higher is better for rates (e.g. M draws/s), lower for times; the runner only reports. */
  samples(): Promise<number[]> | number[];
  /** The floor or peer this figure is read against: the runner prints the ratio of the medians when both ran. */
  versus?: string;
  /** Said instead of figures when the samples come back empty (a peer program that is not installed). */
  missing?: string;
}

export function quantile(sorted: readonly number[], q: number): number {
  // Nearest-rank, so the figure is always a sample that was measured.
  const k = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[k]!;
}

/** `f`'s answer, worked out on first use: figures measured together (interleaved, or from one recording) are each read from it. */
export function once<T>(f: () => T): () => T {
  let answer: { value: T } | undefined;
  return () => (answer ??= { value: f() }).value;
}
