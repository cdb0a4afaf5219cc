/**
 * A saved state's shape, checked before a game is picked up from it. A save
 * of format 1 has no checksum, and any save may come from a build with a
 * bug: a snapshot that lacks what play reads would fail later, in the
 * middle of the interface. This names the first part that is missing or of
 * the wrong kind; the recording's actions are not replayed.
 */
import { ATTRS } from '../core/engine/types.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const PHASES = new Set(['creation', 'home', 'dungeon', 'dead', 'won']);

/** The first field of `o` among `keys` that is not a finite number. */
const notNumber = (o: Obj, keys: readonly string[]) => keys.find((k) => !isNum(o[k]));
const notArray = (o: Obj, keys: readonly string[]) => keys.find((k) => !Array.isArray(o[k]));
const notObject = (o: Obj, keys: readonly string[]) => keys.find((k) => !isObj(o[k]));

function heroProblem(h: unknown): string | undefined {
  if (!isObj(h)) return 'the hero is missing';
  const bad = notNumber(h, ['level', 'hp', 'maxHp', 'x', 'y', 'coins', 'experiences', 'armourBroken', 'armourPermanent']) ?? notArray(h, ['items', 'conditions', 'effects', 'memorised', 'known', 'castThisVisit']) ?? notObject(h, ['attributes', 'equipped', 'background']);
  if (bad) return `the hero's ${bad} is damaged`;
  if (ATTRS.some((a) => !isNum((h.attributes as Obj)[a]))) return "the hero's attributes are damaged";
  if ((h.items as unknown[]).some((i) => !isObj(i) || !isNum(i.id) || typeof i.name !== 'string')) return "one of the hero's items is damaged";
  return undefined;
}

function zoneProblem(id: string, z: unknown): string | undefined {
  if (!isObj(z) || typeof z.seen !== 'string' || notArray(z, ['creatures', 'items', 'traps', 'fountainsUsed']) || notObject(z, ['context', 'doors', 'puzzles'])) return `zone ${id} is damaged`;
  return undefined;
}

/** A Quest's legs are what the zones entered after it read: each with its foes, counted. */
function questProblem(q: unknown): string | undefined {
  if (q === undefined || q === null) return undefined;
  const legOk = (l: unknown) =>
    isObj(l) && Array.isArray(l.foes) && typeof l.light === 'boolean' && (l.zone === undefined || typeof l.zone === 'string') && (l.placed === undefined || (Array.isArray(l.placed) && l.placed.every(isNum))) && l.foes.every((f) => isObj(f) && typeof f.category === 'string' && typeof f.name === 'string' && notNumber(f, ['count', 'hd']) === undefined);
  if (!isObj(q) || !isNum(q.spent) || !Array.isArray(q.legs) || !q.legs.every(legOk)) return "the hero's Quest is damaged";
  return undefined;
}

const streamOk = (r: unknown) => isObj(r) && isObj(r.alea) && notNumber(r.alea, ['c', 's0', 's1', 's2']) === undefined;

/** What is wrong with a saved state, or undefined when it has every part play reads. */
export function snapshotProblem(s: unknown): string | undefined {
  if (!isObj(s) || Object.keys(s).length === 0) return 'there is no game state';
  if (s.version !== 1) return `its state version (${JSON.stringify(s.version)}) is not one this athack knows`;
  if (typeof s.seed !== 'string' || !PHASES.has(s.phase as string)) return 'its seed or phase is damaged';
  const bad = notNumber(s, ['turn', 'check', 'score', 'nextId', 'visits', 'deepest', 'escalation']) ?? notObject(s, ['options', 'rng', 'time', 'home', 'tokens', 'consumables', 'hunger', 'zones']) ?? notArray(s, ['ledger']);
  if (bad) return `its ${bad} is damaged`;
  const hero = heroProblem(s.hero) ?? questProblem(s.quest);
  if (hero) return hero;
  const rng = s.rng as Obj;
  if (!['gameplay', 'cosmetic', 'ai'].every((k) => streamOk(rng[k]))) return 'its random streams are damaged';
  const zones = s.zones as Obj;
  for (const id of Object.keys(zones)) {
    const zone = zoneProblem(id, zones[id]);
    if (zone) return zone;
  }
  if (s.zone !== null && !(typeof s.zone === 'string' && isObj(zones[s.zone]))) return 'the zone the hero stands in is missing';
  const home = s.home as Obj;
  const tokens = s.tokens as Obj;
  if (notArray(home, ['stash', 'quotes']) || !isNum(tokens.hero) || !Array.isArray(tokens.opposition) || !isNum((s.time as Obj).minutes)) return 'its Home, tokens or time are damaged';
  return undefined;
}
