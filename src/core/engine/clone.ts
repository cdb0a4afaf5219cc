/**
 * The copy a step works on. A step changes the hero, time, the RNG and the
 * zone the hero is in (entering another zone copies that one first), so
 * only those are copied; the other visited zones are shared with the input
 * state, which is never changed. A plain recursive copy is several times
 * faster than structuredClone for state this small and JSON-shaped.
 */
import type { GameState } from './types.js';

export function copy<T>(v: T): T {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) {
    const out = new Array(v.length);
    for (let i = 0; i < v.length; i++) out[i] = copy(v[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in v) out[k] = copy((v as Record<string, unknown>)[k]);
  return out as T;
}

export function workingCopy(s: GameState): GameState {
  const zones = { ...s.zones };
  if (s.zone && zones[s.zone]) zones[s.zone] = copy(zones[s.zone]!);
  const next: GameState = { ...s, zones };
  for (const k of Object.keys(s) as (keyof GameState)[]) {
    if (k !== 'zones') (next as unknown as Record<string, unknown>)[k] = copy(s[k]);
  }
  return next;
}
