/**
 * The Adventurer's screens are drawn from the Adventurer's view: what the
 * hero has not met is nowhere on the terminal. Seed 7: zone 1's nearest
 * way on, the door at (24,14), is reached only through (24,13); a creature
 * the Opposition put there, out of the hero's sight, must not show itself,
 * neither on the map nor by what travel says.
 */
import { describe, expect, it } from 'vitest';
import { currentZone } from '../../src/core/engine/zones.js';
import { sightOf } from '../../src/core/engine/view.js';
import { foeBeside } from '../engine/setup.js';
import { harnesses } from './harness.js';

const session = harnesses();
const flat = (text: string) => text.replace(/[\s│]+/g, ' ');

describe('what the hero has not met', () => {
  it('an Opposition creature out of sight in the only way to a door neither shows on the map nor stops travel there', async () => {
    const h = await session({ seed: '7' });
    await h.startGame('Ada');
    expect(h.app.ui.game!.hero).toMatchObject({ x: 7, y: 15 });
    // The hero remembers the whole zone (as after a map of it); the zone's own creatures gone, an Orc bought by Opposition 1 waits in the way.
    h.scene((s) => {
      const { z } = currentZone(s);
      z.seen = z.seen.replace(/0/g, '1');
      foeBeside(s, { x: 24, y: 13, owner: 1, aware: false, glyph: 'O' });
    });
    expect(sightOf(h.app.ui.game!).keys.has('24,13')).toBe(false);
    await h.press('x');
    expect(flat(h.screenText())).not.toContain('Orc');
    await h.press('escape', '_', '>', 'enter');
    const screen = flat(h.screenText());
    expect(screen).not.toMatch(/stands in the way|Something stands|unseen/);
    // The hero set off towards the door, as with no creature there.
    expect(h.app.ui.game!.hero).not.toMatchObject({ x: 7, y: 15 });
  });
});
