/**
 * Ctrl-C (SIGINT) or SIGTERM during a long run: the first stops the run at its next item, so what was played
 * is still reported; a second ends the process at once, as the signal does where nothing listens for it.
 */
import { signalStatus } from './errors.js';

const STOPPING = ['SIGINT', 'SIGTERM'] as const;

export interface RunStop {
  /** Aborts at the first signal. */
  signal: AbortSignal;
  /** The signal that stopped the run, if one did. */
  by(): NodeJS.Signals | undefined;
  /** Stops listening: the signals act as they do where nothing listens. */
  end(): void;
}

export function stopOnSignal(): RunStop {
  const controller = new AbortController();
  let by: NodeJS.Signals | undefined;
  const hear = (signal: NodeJS.Signals) => {
    if (by) process.exit(signalStatus(signal));
    by = signal;
    controller.abort();
  };
  for (const signal of STOPPING) process.on(signal, hear);
  return { signal: controller.signal, by: () => by, end: () => STOPPING.forEach((signal) => process.off(signal, hear)) };
}
