/**
 * The curtain between seats at one keyboard: a whole blank screen that
 * names the seat whose turn it is and asks everyone else to look away.
 * Nothing of the screen below shows through, so whatever a seat did in
 * secret is wiped before the next seat looks. It lifts only on that seat's
 * own key: Enter, pressed out of habit by whoever sits there, does not lift
 * it, and neither does a key typed ahead in the burst that raised it.
 * Any other key says so on the curtain, so no one is left pressing keys
 * at a screen that seems stuck; Ctrl-C asks to save and quit (ui-state.ts).
 */
import { esc, tone } from '../style.js';
import type { KeyInput, Modal, Ui } from '../ui.js';
import { doesNothing, wrap } from '../widgets.js';
import { ctrlCDoes } from '../own-seat.js';

export interface CurtainSeat {
  /** The seat as the table calls it: "Opposition 2 (Bob)", "the Adventurer (Ann)". */
  name: string;
  /** The key that lifts this seat's curtain, unlike any other seat's. */
  key: string;
  /** What the seat is asked to do behind it, where a person's turn comes: who is asked is no secret, only the answer. */
  asked?: string;
}

export function curtain(seat: CurtainSeat, lift: (ui: Ui) => void): Modal {
  /** The last key pressed that does not lift it, which the curtain names. */
  let refused: KeyInput | undefined;
  return {
    kind: 'curtain',
    guarded: true,
    draw(ui, _below, width, height) {
      const text = [
        ...wrap(`${seat.name}: your turn at the keyboard.`, width - 4).map((l) => tone(ui.style, 'title', esc(l))),
        ...(seat.asked ? wrap(seat.asked, width - 4).map((l) => esc(l)) : []),
        '',
        ...wrap('Everyone else, look away now.', width - 4).map((l) => tone(ui.style, 'warn', esc(l))),
        '',
        ...wrap(`Press ${seat.key} when you alone can see the screen.`, width - 4).map((l) => tone(ui.style, 'key', esc(l))),
        ...(refused ? ['', ...wrap(doesNothing(refused, `only ${seat.key} lifts this curtain; ${ctrlCDoes(ui)}`), width - 4).map((l) => tone(ui.style, 'warn', esc(l)))] : []),
      ];
      const top = Math.max(0, Math.floor((height - text.length) / 2));
      return Array.from({ length: height }, (_, y) => (y >= top && y < top + text.length ? `  ${text[y - top]}` : ''));
    },
    key(ui, k) {
      if (k.full !== seat.key) {
        // Ctrl-C does something here: it asks to save and quit, over the curtain.
        if (k.full !== 'C-c') refused = k;
        return;
      }
      ui.pop();
      lift(ui);
    },
  };
}
