// `npm run build`: the program (and its manual page, athack.1) as one bundle with a chunk per lazily loaded
// command, so starting athack reads a handful of files instead of hundreds.
// rot.js goes into the bundle from its ES modules, so only the parts the
// game uses are loaded; the other packages stay outside, as installed.
import { build } from 'esbuild';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8'));
const external = Object.keys(dependencies).filter((name) => name !== 'rot-js');

const common = {
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external,
  mainFields: ['module', 'main'],
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
  metafile: true,
};

/**
 * The `odds` commands are built apart, into dist/odds/, with chunks shared
 * only among themselves: every chunk is one more file to resolve, read and
 * link before the answer, and split with the whole program `odds usage d20`
 * read 25 files where apart it reads 15 (10 of them the start every command
 * shares), about a tenth of its time. The program imports the group by the
 * path it has in dist.
 */
const ODDS = './odds/index.js';
const oddsApart = {
  name: 'odds-apart',
  setup(b) {
    b.onResolve({ filter: /^\.\/odds\/index\.js$/ }, (args) => (args.importer.endsWith('src/cli/program.ts') ? { path: ODDS, external: true } : undefined));
  },
};

rmSync('dist', { recursive: true, force: true });
const program = await build({
  ...common,
  // early.js: what the launcher runs before the program loads, the title drawn from its cache (src/cli/early-title.ts).
  entryPoints: { main: 'src/cli/main.ts', early: 'src/cli/early-title.ts' },
  outdir: 'dist',
  plugins: [oddsApart],
});
await build({ ...common, entryPoints: { index: 'src/cli/odds/index.ts' }, outdir: 'dist/odds' });
// The path above holds only from dist/main.js itself: a chunk would need another.
const importer = Object.entries(program.metafile.outputs).find(([, out]) => Object.keys(out.inputs).includes('src/cli/program.ts'))?.[0];
if (importer !== 'dist/main.js') throw new Error(`the command list was bundled into ${importer}, not dist/main.js: the odds group's import path (${ODDS}) would not resolve from there`);

// The manual page, made from the commands' own help by the program just built.
const { manual } = await import(pathToFileURL('dist/main.js').href);
writeFileSync('athack.1', await manual());
