/**
 * The Opposition's ledger as plain lines, for the end screen and the morgue:
 * each player's purchases zone by zone with the hash sealed when the zone
 * was stocked, and every objection and sealed bid with its salt and hash,
 * so anyone can recompute them (SHA-256 of `{"zone","player","purchases"}`
 * for a zone, of `{"player","tokens","salt"}` for a bid).
 */
import type { GameState, Purchase } from '../types.js';
import { andList, counted } from '../../../base/words.js';
import { key } from '../geometry.js';
import { doorName, riddleRow } from '../puzzles.js';
import { zoneMap } from '../zones.js';
import { bySeatWord, playerName, seatWord } from '../seats.js';

/** `door` names the exit a puzzle or riddle is on: by its wall where the zone is known, as the log names it, else by its square. */
export function purchaseText(p: Purchase, door: (exit: string) => string = (exit) => `the exit at ${exit}`): string {
  const cost = counted(p.cost, 'token');
  switch (p.kind) {
    case 'creature':
      return `${p.count} × ${p.name} (HD ${p.hd}, d${p.rank}): ${cost}`;
    case 'armour':
      return `${p.dice} armour ${p.dice === 1 ? 'die' : 'dice'} for ${p.name}: ${cost}`;
    case 'returning':
      return `returning after fleeing: ${p.name} (HD ${p.hd}, d${p.rank}): ${cost}`;
    case 'trap':
      return `trap: ${p.name} (d${p.rank}, ${counted(p.triggers, 'trigger')}): ${cost}`;
    case 'environ':
      return `environ: ${p.name} (d${p.rank}): ${cost}`;
    case 'illumination':
      return `Illumination required: ${cost}`;
    case 'puzzle':
      return `puzzle on ${door(p.exit)}, ${p.tokens} to pass: ${cost}`;
    case 'riddle': {
      // A riddle costs its setter nothing; what it is worth goes to the hero who answers it.
      const worth = riddleRow(p.riddle)?.difficulty;
      return `riddle on ${door(p.exit)}${worth === undefined ? '' : `, worth ${counted(worth, 'token')} to the hero who answers it`}: ${cost}`;
    }
  }
}

/** The doors of zone `id` by the names the log gives them; the ledger is read after the game, where the squares' coordinates were never shown. */
function doorIn(s: GameState, id: string): (exit: string) => string {
  const z = s.zones[id];
  const zone = z ? zoneMap(s.seed, id, z.context) : undefined;
  return (exit) => {
    const e = zone?.exits.find((o) => key(o.x, o.y) === exit);
    return zone && e ? doorName(zone, e) : `the exit at ${exit}`;
  };
}

export function ledgerText(s: GameState): string[] {
  const players = s.tokens.opposition;
  if (players.length === 0) return ['No Opposition played this game.'];
  const out: string[] = [];
  for (const p of players) {
    // A person who goes by the seat's own name is not given it twice ("The Opposition (a person)"); a named one is given the seat as the table calls it ("Ann (a person, the Opposition)").
    const seat = p.person ? (bySeatWord(s, p) ? 'a person' : `a person, ${seatWord(players.length, p.id - 1)}`) : p.difficulty;
    out.push(`${playerName(s, p.id)} (${seat}): spent ${p.spent}, ${p.lost} came back to the hero, ${p.tokens} left.`);
    const entries = s.ledger.filter((e) => e.player === p.id);
    if (entries.length === 0) out.push('  Bought nothing.');
    for (const e of entries) {
      out.push(`  Zone ${e.zone}: ${counted(e.tokens, 'token')}${e.purchases.length === 0 ? ', nothing bought' : ''}`);
      for (const x of e.purchases) out.push(`    ${purchaseText(x, doorIn(s, e.zone))}`);
      out.push(`    sealed ${e.hash}`);
    }
  }
  const contests = s.contests ?? [];
  out.push('', 'Objections and sealed bids:');
  if (contests.length === 0) out.push('  None.');
  for (const c of contests) {
    const who = andList(c.objectors.map((id) => playerName(s, id, false)));
    const won = c.outcome === 'hero' ? 'you won' : 'they won';
    const where = `  Turn ${c.turn}${c.zone ? `, zone ${c.zone}` : ', at Home'}: ${c.what}`;
    // The Adventurer's objection to a seat's spend: the objectors hold the seat that paid for it.
    if (c.stake === 'requirement') out.push(`${where}, bought by ${who}. You objected; ${c.outcome === 'withdrawn' ? 'it fell without a bid' : `you bid ${c.hero}, ${won}`}.`);
    else out.push(`${where}. ${c.stake === 'spend' ? 'Objected' : 'Contested'} by ${who}; ${c.outcome === 'withdrawn' ? 'you withdrew' : `you bid ${c.hero}, ${won}`}.`);
    for (const b of c.bids) {
      out.push(`    ${playerName(s, b.player)} bid ${b.tokens}${b.against === undefined ? '' : b.against ? ' against' : ' for'}, salt ${b.salt}:`);
      out.push(`    sealed ${b.hash}`);
    }
  }
  return out;
}
