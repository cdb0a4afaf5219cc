/**
 * A frame's lines made again only where their inputs changed. Each line has
 * a slot (its row) that keeps the inputs it was last made from and what
 * came of them: the same inputs give back that very string, so the steps
 * after it (fitting, the painter) see at a glance that nothing changed.
 */
export function perSlot<A extends unknown[], R>(make: (...args: A) => R): (slot: number, ...args: A) => R {
  const inputs: A[] = [];
  const made: R[] = [];
  return (slot, ...args) => {
    const last = inputs[slot];
    if (last && last.length === args.length && last.every((a, k) => a === args[k])) return made[slot]!;
    inputs[slot] = args;
    return (made[slot] = make(...args));
  };
}
