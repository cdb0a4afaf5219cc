/**
 * athack as a user gets it: the project packed by npm (its own prepack
 * build, in a copy of the working tree so the tree's dist/ is left alone),
 * installed globally into a fresh prefix, and the installed command run.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, ROOT } from '../support/project-copy.js';
import { commandInPty } from '../tui/pty.js';

const temp = mkdtempSync(join(tmpdir(), 'athack-package-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const npm = (args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) => {
  const r = spawnSync('npm', args, { cwd, encoding: 'utf8', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`npm ${args.join(' ')} exited ${r.status}:\n${r.stderr}`);
  return r;
};

describe('the packed package', () => {
  let prefix: string;
  let tarball: string;
  const home = join(temp, 'home');

  beforeAll(() => {
    const project = copyProject(join(temp, 'clone'), { modules: true });
    // No dist/ in a fresh clone: only prepack can have made the one packed.
    expect(existsSync(join(project, 'dist'))).toBe(false);
    npm(['pack', '--silent', '--pack-destination', temp], project);
    tarball = join(temp, readdirSync(temp).find((f) => f.endsWith('.tgz'))!);
    prefix = join(temp, 'prefix');
    mkdirSync(home);
    npm(['install', '--global', '--prefix', prefix, '--prefer-offline', '--no-audit', '--no-fund', tarball], temp);
  });

  const installed = (...args: string[]) =>
    spawnSync(join(prefix, 'bin', 'athack'), args, { cwd: temp, encoding: 'utf8', env: { ...process.env, HOME: home, XDG_DATA_HOME: '', ATHACK_SAVE_DIR: '' } });

  it('holds what runs and the docs, not the sources or the tests', () => {
    const list = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n');
    expect(list).toContain('package/dist/main.js');
    expect(list).toContain('package/bin/athack');
    expect(list).toContain('package/README.md');
    expect(list).toContain('package/docs/rules.md');
    expect(list).toContain('package/athack.1');
    expect(list.filter((f) => /^package\/(src|tests|bench)\//.test(f))).toEqual([]);
  });

  it('installs the manual page: man athack shows every command and its options', () => {
    const page = join(prefix, 'share', 'man', 'man1', 'athack.1');
    expect(existsSync(page)).toBe(true);
    const shown = spawnSync('man', ['-l', page], { encoding: 'utf8', env: { ...process.env, MANWIDTH: '80', MAN_KEEP_FORMATTING: '' } });
    expect(shown.status).toBe(0);
    const text = shown.stdout.replace(/.\x08/g, '');
    expect(text).toMatch(/^ATHACK\(1\)/);
    for (const usage of ['athack play [options]', 'athack odds test [options] <target>', 'athack sim games [options]', 'athack completion [options] <shell>']) expect(text).toContain(usage);
    expect(text).toContain('--opposition <ai>');
    expect(text).toContain('XDG_DATA_HOME');
  });

  it('installs a working athack: --version, map, odds and sim', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    const version = installed('--version');
    expect(version.stderr).toBe('');
    expect(version.stdout.trim()).toBe(pkg.version);
    const map = installed('map', '--seed', '7');
    expect(map.status).toBe(0);
    expect(map.stdout).toMatch(/zone/i);
    const odds = installed('odds', 'roll', '2d6');
    expect(odds.status).toBe(0);
    expect(odds.stdout).toContain('1/36');
    const sim = installed('sim', 'fight', '--hero', 'Wizard:1', '--vs', 'ogre', '--n', '20', '--seed', '1');
    expect(sim.stderr).toBe('');
    expect(sim.status).toBe(0);
  });

  it('runs the game with the memory flags only Node\'s command line can give, through npm\'s link to the command', async () => {
    const run = commandInPty([join(prefix, 'bin', 'athack'), '--save-dir', join(temp, 'saves'), '--config-dir', join(temp, 'config')], { HOME: home });
    try {
      expect(await run.until(/q Quit/, 10_000)).toBe(true);
      // `script` runs the command through sh, which the launcher replaces with Node: the one child left.
      const game = spawnSync('pgrep', ['-P', String(run.proc.pid)], { encoding: 'utf8' }).stdout.trim();
      const argv = readFileSync(`/proc/${game}/cmdline`, 'utf8').split('\0');
      expect(argv).toContain('--max-semi-space-size=1');
    } finally {
      run.kill();
    }
  });

  it("check --engine says its proofs, the project's tests, are not installed, and exits 1", () => {
    const r = installed('check', '--engine');
    expect(r.stderr).toContain("athack check --engine: the proofs are the project's tests, run by vitest, and this athack has no tests or vitest installed. Run it in a clone of the project after npm ci.");
    expect(r.status).toBe(1);
  });
});

describe('installing from the project folder', () => {
  it('npm install --omit=dev, with no esbuild to compile, still succeeds and says how to build', () => {
    const project = copyProject(join(temp, 'no-dev'));
    const r = spawnSync(process.execPath, ['scripts/prepare.mjs'], { cwd: project, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stderr).toContain('npm run build');
  });

  it('the lockfile matches package.json: npm install leaves it as committed', () => {
    const project = join(temp, 'lock');
    mkdirSync(project);
    for (const f of ['package.json', 'package-lock.json']) cpSync(join(ROOT, f), join(project, f));
    npm(['install', '--package-lock-only', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], project);
    expect(readFileSync(join(project, 'package-lock.json'), 'utf8')).toBe(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));
  });

  it('engines names the Node that can load the extensionless ES module bin', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
    expect(pkg.engines.node).toBe('>=20.10');
  });
});
