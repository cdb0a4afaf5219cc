/** `athack sim fight --rules fight=aa-combat`: Adventure Algorithms' Combat beside the Black Hack's fight, in one output; and no game but `sim`'s takes it. */
import { describe, expect, it } from 'vitest';
import type { FightStats } from '../../src/core/bots/fights.js';
import { athack, athackJson } from './run.js';

type Both = FightStats & { aaCombat: FightStats; rules: { fight: string } };

describe('sim fight --rules fight=aa-combat', () => {
  it('prints the Black Hack fight and the aa-combat fight side by side', async () => {
    const r = await athack('sim', 'fight', '--hero', 'Warrior:1', '--vs', 'Goblin', '--n', '200', '--seed', '1', '--threads', '1', '--rules', 'fight=aa-combat');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Warrior level 1 vs Goblin/);
    expect(r.stdout).toMatch(/ {20,}Black Hack +aa-combat\n/);
    expect(r.stdout).toMatch(/\n  wins +\d+ +[\d.]+% +\d+ +[\d.]+%\n/);
    expect(r.stdout).toMatch(/\n  mean length +[\d.]+ rounds +[\d.]+ turns\n/);
    expect(r.stdout).toMatch(/\n  left after a win +[\d.]+\/[\d.]+ HP +[\d.]+\/[\d.]+ dice\n/);
  });

  it('--json holds both: the Black Hack figures, and aa-combat’s that add up to the same fights', async () => {
    const r = await athackJson<Both>('sim', 'fight', '--hero', 'Warrior:1', '--vs', 'Goblin', '--n', '300', '--seed', '2', '--threads', '1', '--rules', 'fight=aa-combat');
    expect(r.rules).toEqual({ fight: 'aa-combat' });
    const aa = r.aaCombat;
    expect(aa.fights).toBe(300);
    expect(aa.wins + aa.losses + aa.escaped + aa.fled + aa.draws).toBe(300);
    // A Warrior (four dice at level 1) against a one-die Goblin: the Goblin wins only by taking the turn and out-rolling all four.
    expect(aa.winRate).toBeGreaterThan(0.8);
    // The Black Hack's figures are those of a run without the option.
    const plain = await athackJson<FightStats>('sim', 'fight', '--hero', 'Warrior:1', '--vs', 'Goblin', '--n', '300', '--seed', '2', '--threads', '1');
    expect({ ...r, aaCombat: undefined, rules: undefined }).toMatchObject({ ...plain });
    // A Giant Human (HD 5) is a large monster: it comes back, with a die fewer each time, so its fights last longer.
    const giant = await athackJson<Both>('sim', 'fight', '--hero', 'Warrior:5', '--vs', 'Giant Human', '--n', '100', '--seed', '2', '--threads', '1', '--rules', 'fight=aa-combat');
    expect(giant.aaCombat.meanRounds).toBeGreaterThan(3);
  });

  it('play, autoplay and a bad value are refused with a clear word', async () => {
    const auto = await athack('autoplay', '--seed', '1', '--turns', '5', '--rules', 'fight=aa-combat');
    expect(auto.code).toBe(2);
    expect(auto.stderr).toContain('fight=aa-combat is for athack sim only (sim fight, sim games)');
    const bad = await athack('sim', 'fight', '--hero', 'Warrior:1', '--vs', 'Goblin', '--n', '5', '--rules', 'fight=chess');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('fight is one of blackhack, aa-combat, not "chess"');
  });
});
