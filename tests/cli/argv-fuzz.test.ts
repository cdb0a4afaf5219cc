/**
 * Command lines at random: every command with its options in any order,
 * values good and bad, unknown flags, repeats and options left without
 * their value. Whatever is typed, athack never crashes: it exits 0, 1 or
 * 2, says what is wrong when it is not 0, never shows a stack trace or an
 * `undefined`, and `--json` prints JSON, a refusal's reason too.
 */
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Stream, randomInt } from '../../src/base/rng.js';
import { tempDir } from '../tui/harness.js';
import { athack } from './run.js';

const RUNS = 800;

/** Each command's arguments and options, with values to try (null: a flag); `DIR` is a fresh folder. */
const COMMANDS: Record<string, { args: string[]; options: Record<string, string[] | null> }> = {
  'odds test': { args: ['13', '0', '21', '-3', 'x', '1e2', '13.5'], options: { '--adv': null, '--dis': null, '--mod': ['2', '-1', '1d4', '-1d6', 'x', '1d0', '99999', ''], '--json': null } },
  'odds usage': { args: ['d8', 'd4', 'd20', 'd3', 'd0', '8', 'x', 'd100000'], options: { '--json': null } },
  'odds roll': { args: ['2d6+3', 'd20', '4d8x10', '1d6-1', '1d6+1d8', '0d6', '1000d1000', '2d6+', 'x', '1d6x0'], options: { '--adv': null, '--dis': null, '--json': null } },
  'odds pool': { args: ['d8', 'd6', 'd20', 'd7', 'x'], options: { '--vs': ['d10', 'd6', 'x', ''], '--json': null } },
  'odds armour': { args: ['2', '0', '6', '-1', 'x'], options: { '--broken': ['1', '0', '5', '-1', 'x', ''], '--self-reliant': null, '--json': null } },
  'odds tables': { args: [], options: { '--json': null } },
  map: { args: [], options: { '--seed': ['7', '', 'x'.repeat(300), '🙂', '-x'], '--zones': ['1', '0', '50', '-1', 'x', '1e9'], '--zone': ['1', '1.2', '0', '9.9.9', 'x', '', '1..2'], '--reveal': null, '--json': null } },
  check: { args: [], options: { '--json': null, '--unresolved': null } },
  'sim fight': { args: [], options: { '--hero': ['Warrior:3', 'wizard:10', 'Thief:0', 'Bard:1', 'Cleric', ':', ''], '--vs': ['Orc', 'ogre', 'x', '', 'Lich'], '--n': ['5', '0', '-1', 'x', '2000000', '1.5'], '--seed': ['1', ''], '--threads': ['1', '2', '0', 'x'], '--json': null } },
  scores: { args: [], options: { '--save-dir': ['DIR', 'DIR/none', ''], '--json': null } },
  morgue: { args: [], options: { '--save-dir': ['DIR', 'DIR/none', ''], '--json': null } },
  autoplay: { args: [], options: { '--seed': ['7', ''], '--turns': ['30', '0', '-1', 'x'], '--class': ['warrior', 'bard', ''], '--name': ['Zed', '', '../../etc', 'x'.repeat(200)], '--opposition': ['easy', 'none', 'ai-fair', ''], '--opponents': ['1', '4', '5', '0', 'x'], '--save-dir': ['DIR'], '--json': null } },
  replay: { args: ['DIR/none.json', 'DIR', ''], options: { '--verify': null, '--json': null, '--speed': ['8', '0', 'x'], '--to-turn': ['1', '-1', 'x'] } },
};

describe('command lines at random', () => {
  it(`${RUNS} never crash: exit 0, 1 or 2, a reason on stderr when not 0, JSON for --json on every path`, async () => {
    const rng = Stream.derive('argv', 'fuzz');
    const pick = <T,>(xs: readonly T[]) => xs[randomInt(rng, 0, xs.length - 1)]!;
    const dir = tempDir('argv');
    const found: string[] = [];
    try {
      for (let n = 0; n < RUNS && found.length < 5; n++) {
        const name = pick(Object.keys(COMMANDS));
        const spec = COMMANDS[name]!;
        const argv = name.split(' ');
        if (spec.args.length > 0 && randomInt(rng, 0, 5) > 0) argv.push(pick(spec.args));
        for (let k = randomInt(rng, 0, 4); k > 0; k--) {
          const option = randomInt(rng, 0, 12) === 0 ? pick(['--bogus', '-x', '--json=1']) : pick(Object.keys(spec.options));
          argv.push(option);
          const values = spec.options[option];
          // Now and then the value is left out.
          if (values && randomInt(rng, 0, 9) > 0) argv.push(pick(values));
        }
        // autoplay writes a save: always into the fresh folder.
        if (name === 'autoplay' && !argv.includes('--save-dir')) argv.push('--save-dir', 'DIR');
        const typed = argv.join(' ');
        const r = await athack(...argv.map((a) => a.replace(/^DIR/, dir)));
        const said = r.stdout + r.stderr;
        if (![0, 1, 2].includes(r.code)) found.push(`${typed}: exit ${r.code}: ${r.stderr}`);
        if (r.code !== 0 && r.stderr.trim() === '') found.push(`${typed}: exit ${r.code}, nothing said`);
        if (/\n\s+at /.test(r.stderr)) found.push(`${typed}: a stack trace`);
        if (/\bundefined\b|\bNaN\b|\[object Object\]/.test(said)) found.push(`${typed}: ${said.match(/.{0,50}(undefined|NaN|\[object Object\]).{0,50}/)?.[0]}`);
        // With --json, standard output is JSON whatever happened: a refusal prints its reason as JSON too.
        if (argv.includes('--json')) {
          try {
            JSON.parse(r.stdout);
          } catch {
            found.push(`${typed}: --json printed ${JSON.stringify(r.stdout.slice(0, 80))}`);
          }
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(found).toEqual([]);
  });
});
