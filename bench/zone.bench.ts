/** Time to generate one zone, by room type: paid on every zone entry in play and per zone in simulations. */
import { firstZoneContext, rollEntrance } from '../src/procgen/entrance.js';
import { FIRST_ZONE } from '../src/procgen/ids.js';
import type { RoomKind } from '../src/procgen/types.js';
import { generateZone } from '../src/procgen/zone.js';
import type { Bench } from './bench.js';

const PER_KIND = 1000;

/** Generates first zones of seeds 1, 2, … until every room type has PER_KIND timings. */
function measure(): Record<RoomKind, number[]> {
  const times: Record<RoomKind, number[]> = { corridor: [], room: [], cavern: [], chamber: [] };
  for (let s = 1; Object.values(times).some((t) => t.length < PER_KIND); s++) {
    const seed = String(s);
    const context = firstZoneContext(rollEntrance(seed));
    const start = process.hrtime.bigint();
    const zone = generateZone(seed, FIRST_ZONE, context);
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (times[zone.kind].length < PER_KIND) times[zone.kind].push(ms);
  }
  return times;
}

let cached: Record<RoomKind, number[]> | undefined;
const timesFor = (kind: RoomKind) => (cached ??= measure())[kind];

export const benches: Bench[] = (['corridor', 'room', 'cavern', 'chamber'] as const).map((kind) => ({
  name: `zone.generate.${kind}`,
  unit: 'ms',
  samples: () => timesFor(kind),
}));
