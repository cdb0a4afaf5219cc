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
    if (last && sameArgs(last, args)) return made[slot]!;
    inputs[slot] = args;
    return (made[slot] = make(...args));
  };
}

/**
 * What the last inputs made for each `owner` (a style, say), made again
 * only when they change: a frame drawn for an owner of its own (a test's,
 * drawn from nothing) shares nothing with the frames before.
 */
export function lastMadeFor<O extends object, A extends unknown[], R>(make: (owner: O, ...args: A) => R): (owner: O, ...args: A) => R {
  const kept = new WeakMap<O, { args: A; made: R }>();
  return (owner, ...args) => {
    const last = kept.get(owner);
    if (last && sameArgs(last.args, args)) return last.made;
    const made = make(owner, ...args);
    kept.set(owner, { args, made });
    return made;
  };
}

/** The same inputs, one by one: a loop, as a frame asks this of every line it keeps. */
function sameArgs(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}
