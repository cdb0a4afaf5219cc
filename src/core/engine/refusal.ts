/**
 * A refusal that costs no turn: thrown from deep in a rule and caught by
 * `step`, which answers with its message and the state as it was. Not an
 * Error: refusals are common (a bump into a wall) and need no stack trace.
 * A leaf, so a rule can refuse without importing another rule.
 */
export class Refusal {
  constructor(readonly message: string) {}
}
