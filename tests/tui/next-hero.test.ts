/**
 * A dead hero stays dead: the next hero made in the same sitting gets a
 * record and a save of its own, and nothing of it reaches the dead hero's
 * morgue file or brings the dead hero back to the title.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replay } from '../../src/core/bots/index.js';
import { readRecording } from '../../src/cli/replay.js';
import { readSave } from '../../src/persist/saves.js';
import { morgueDir } from '../../src/persist/morgue.js';
import { harnesses, tempDir } from './harness.js';

const session = harnesses();

describe('the next hero after a death', () => {
  it('starts a new record and a new save; the dead hero is never offered to continue', async () => {
    const saveDir = tempDir('next-hero');
    const h = await session({ seed: 'r1', saveDir });
    await h.startGame('Alpha');
    await h.press('Q', 'y');
    expect(h.screenText()).toContain('Alpha is dead');
    await h.press('enter', 'enter');
    expect(h.screenText()).toContain('New game');
    await h.createHero('Bravo');
    expect(existsSync(join(saveDir, 'Alpha.json')), 'the dead hero has no save').toBe(false);
    await h.press('enter');
    await h.press('S');
    expect(await h.app.done).toBe(0);

    // One morgue file, for Alpha alone, whose recording replays to Alpha's death.
    const morgues = readdirSync(morgueDir(saveDir));
    expect(morgues).toHaveLength(1);
    const alpha = readRecording(join(morgueDir(saveDir), morgues[0]!));
    expect(alpha.actions.map((a) => a.type)).toEqual(['create', 'enter-dungeon', 'suicide']);
    const ended = replay(alpha.seed, alpha.options, alpha.actions, alpha.checks);
    expect(ended.divergedAt).toBeNull();
    expect(ended.state.phase).toBe('dead');

    // Bravo's save is Bravo's from its first action.
    expect(readdirSync(saveDir).filter((n) => n.endsWith('.json') && n !== 'scores.json')).toEqual(['Bravo.json']);
    const bravo = readSave(join(saveDir, 'Bravo.json'));
    expect(bravo.actions.map((a) => a.type)).toEqual(['create', 'enter-dungeon']);
    expect(bravo.snapshot.hero.name).toBe('Bravo');
    const again = replay(bravo.seed, bravo.options, bravo.actions, bravo.checks);
    expect(again.divergedAt).toBeNull();
    expect(again.state.hero.name).toBe('Bravo');

    const next = await session({ saveDir });
    expect(next.screenText()).toMatch(/c +Continue Bravo/);
    expect(next.screenText()).not.toContain('Alpha');
  });
});
