/** The end of a game: how it ended, the score, and the zone revealed. */
import { esc, tone } from '../style.js';
import type { Screen } from '../ui.js';

export function endScreen(): Screen {
  return {
    kind: 'end',
    draw(ui, _width, height) {
      const s = ui.game!;
      const won = s.phase === 'won';
      const lines = [
        tone(ui.style, won ? 'good' : 'bad', esc(won ? `${s.hero.name} has won!` : `${s.hero.name} is dead: ${s.causeOfDeath ?? 'unknown'}.`)),
        '',
        esc(`Score ${s.score}, level ${s.hero.level} ${s.hero.className}, deepest zone ${s.deepest}, ${Object.keys(s.zones).length} zones seen.`),
        '',
        esc('Press q or Enter to leave.'),
      ];
      return lines.slice(0, height);
    },
    key(ui, k) {
      if (k.full === 'q' || k.full === 'enter' || k.full === 'escape') ui.quit(0);
    },
  };
}
