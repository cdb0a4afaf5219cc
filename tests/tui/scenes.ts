/** Games set up for what a test looks at, shared by the tests of the screens that show it. */
import { currentZone } from '../../src/core/engine/zones.js';
import type { GameState } from '../../src/core/engine/types.js';
import type { Harness, HarnessOptions } from './harness.js';
import { curtainKey, finishCreation, toCreation } from './flow.js';

/** For `h.scene`: no creature in the hero's zone, so nothing moves or strikes while a test looks at something else. */
export const noCreatures = (s: GameState): void => void (currentZone(s).z.creatures = []);

/** A game with the Workshop rule, no creature about, and a found spiked pit east of the hero. */
export async function workshopTrapBeside(session: (o?: HarnessOptions) => Promise<Harness>): Promise<Harness> {
  const h = await session({ seed: '1', options: { disarm: 'workshop' } });
  await h.startGame('Ada');
  h.scene((s) => {
    noCreatures(s);
    currentZone(s).z.traps = [{ x: s.hero.x + 1, y: s.hero.y, name: 'Pit Trap w/ Spikes - 10x10', found: true, disarmed: false }];
  });
  return h;
}

/** Seed 7 with Ann, a person, in Opposition 1: she buys the Illumination requirement for zone 1 behind her curtain, and the hero is asked whether to object to the dark. */
export async function darkToObject(session: (o?: HarnessOptions) => Promise<Harness>): Promise<Harness> {
  const h = await session({ seed: '7', options: { opposition: 'person:Ann' } });
  await toCreation(h);
  await finishCreation(h, 'Hero');
  await h.press('enter');
  await h.press(curtainKey(h)!, 'tab', 'tab', 'tab', 'enter', 'c', 'y');
  await h.press('@');
  return h;
}
