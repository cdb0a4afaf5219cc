/** Rules options as command-line flags, validated the same way by every command that takes them. */
import { InvalidArgumentError } from 'commander';
import type { RulesOptions } from '../core/engine/types.js';

const OPPOSITIONS: Record<string, RulesOptions['opposition']> = { easy: 'ai-easy', fair: 'ai-fair', hard: 'ai-hard', none: 'none' };

export function oppositionArg(value: string): RulesOptions['opposition'] {
  const o = OPPOSITIONS[value.trim().toLowerCase()];
  if (!o) throw new InvalidArgumentError(`the Opposition is one of ${Object.keys(OPPOSITIONS).join(', ')}, not "${value}".`);
  return o;
}

export function opponentsArg(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || n < 1 || n > 4) throw new InvalidArgumentError(`--opponents takes 1 to 4, not "${value}".`);
  return n;
}

/** The rules options the flags set; the rest keep their defaults. */
export function rulesFrom(opts: { opposition?: RulesOptions['opposition']; opponents?: number }): Partial<RulesOptions> {
  return { ...(opts.opposition ? { opposition: opts.opposition } : {}), ...(opts.opponents ? { opponents: opts.opponents } : {}) };
}
