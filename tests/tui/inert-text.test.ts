/**
 * A name holding escape sequences (saved by an older athack, or edited in)
 * reaches the screen as the characters it shows, never as commands to the
 * terminal: the title's Continue line and the replay's header print it
 * inertly.
 */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/core/bots/index.js';
import { keyMap } from '../../src/tui/keys.js';
import { startReplay } from '../../src/tui/replay.js';
import { writeSave } from '../../src/persist/saves.js';
import type { Recording } from '../../src/persist/recording.js';
import { harnesses, tempDir } from './harness.js';

const session = harnesses();
const HOSTILE = 'Ev\x1b]0;PWNED\x07\x1b[2J\x1b[31mil';
const SHOWN = 'Ev]0;PWNED[2J[31mil';

/** A game recorded as an older athack kept it: the name just as it was typed. */
function recordedAsTyped(): Recording {
  const played = playGame('inert', { opposition: 'none' }, { maxSteps: 30, name: 'Placeholder' });
  const actions = played.actions.map((a) => (a.type === 'create' ? { ...a, name: HOSTILE } : a));
  return { seed: 'inert', options: { opposition: 'none' }, actions, checks: played.checks, snapshot: { ...played.state, hero: { ...played.state.hero, name: HOSTILE } } };
}

describe('a name with escape sequences', () => {
  it('is shown on the title screen as text, not obeyed', async () => {
    const dir = tempDir('inert');
    writeSave(dir, recordedAsTyped(), '0.0.0-test');
    const h = await session({ saveDir: dir });
    expect(h.screenText()).toContain(`Continue ${SHOWN} (saved`);
  });

  it('is shown in the replay header as text, not obeyed', async () => {
    const rec = recordedAsTyped();
    const h = await session({
      start: (streams) => startReplay({ ...streams, style: { mono: false, ascii: false }, keys: keyMap(), terminal: 'xterm-256color', recording: rec, speed: 8, toTurn: 2 }),
    });
    expect(h.lines()[0]).toContain(`REPLAY ${SHOWN}: action 2/`);
  });
});
