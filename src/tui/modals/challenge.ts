/**
 * The Adventurer's objection to the Opposition's Illumination requirement
 * (docs/rules.md, "The Adventurer objects"): the box that asks whether to
 * object, with every side's tokens, and the hero's sealed bid when the
 * seat that paid insists. The bids are revealed together (bid.ts).
 */
import { ADVENTURER, playerName } from '../../core/engine/seats.js';
import type { GameState } from '../../core/engine/types.js';
import { everySide } from '../seats.js';
import { esc, tone } from '../style.js';
import type { Modal } from '../ui.js';
import { actAndReveal, heroBid } from './bid.js';
import { framed } from './frame.js';
import { topicPage } from './topics.js';
import { answerNote } from './basic.js';
import { para } from '../widgets.js';

/** The stage of the objection the Adventurer is asked now, if any. */
export function heroChallenged(s: GameState): 'object' | 'bid' | null {
  const d = s.decision;
  if (d?.kind !== 'challenge' || !d.owners.includes(ADVENTURER)) return null;
  return d.stage === 'object' ? 'object' : d.stage === 'bid' ? 'bid' : null;
}


const spenderOf = (s: GameState): number => (s.decision?.kind === 'challenge' ? s.decision.spender : 0);

export function challengePrompt(): Modal {
  const note = answerNote('y or n');
  return {
    kind: 'challenge',
    // What a zone that needs Illumination does, and how an objection is settled: the Supplies page of help.
    help: () => topicPage('Supplies'),
    draw(ui, below, width, height) {
      const s = ui.game!;
      const inner = Math.min(70, width - 8);
      const body = [
        ...para(ui.style, `${playerName(s, spenderOf(s))} paid a token to make this zone need Illumination: entering, it takes a point of yours (you have ${s.consumables.illumination}), and at 0 the zone is dark.`, inner, 'warn'),
        ...para(ui.style, everySide(s, ADVENTURER), inner),
        '',
        `${tone(ui.style, 'key', 'y')} ${esc(`object: pay 1 token; ${playerName(s, spenderOf(s), false)} may insist (1 token), then every side bids in secret (a tie goes to you)`)}`,
        `${tone(ui.style, 'key', 'n')} ${esc('let it be')}`,
      ];
      return framed(ui.style, below, width, height, 'Object to the dark?', body, 'y / n  ?: help', note.lines(ui));
    },
    key(ui, k) {
      if (k.full !== 'y' && k.full !== 'n') return note.stray(k);
      ui.pop();
      // With no one left to bid, the bids are revealed at once.
      actAndReveal(ui, { type: 'object', yes: k.full === 'y' });
    },
  };
}

export function challengeBid(): Modal {
  return heroBid('challenge-bid', 'Sealed bid against the dark', (ui) => {
    const s = ui.game!;
    return [
      ...para(ui.style, `${playerName(s, spenderOf(s))} insists that this zone needs Illumination. Every side bids in secret, each Opposition player for it or against it; your bid counts against it.`, 70),
      ...para(ui.style, `${everySide(s, ADVENTURER)} The larger total wins, a tie goes to you; every token bid is lost.`, 70),
    ];
  });
}
