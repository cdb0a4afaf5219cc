/** A modifier to a test's d20: the hero's gear, load and magic name theirs as a rule does. */
export interface Modifier {
  label: string;
  /** A number, or dice rolled now (a large weapon's 1d4). */
  value: number | string;
}
