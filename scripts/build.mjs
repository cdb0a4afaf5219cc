// `npm run build`: the program (and its manual page, athack.1) as one bundle with a chunk per lazily loaded
// command, so starting athack reads a handful of files instead of hundreds.
// rot.js goes into the bundle from its ES modules, so only the parts the
// game uses are loaded; the other packages stay outside, as installed.
import { build } from 'esbuild';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8'));
const external = Object.keys(dependencies).filter((name) => name !== 'rot-js');

rmSync('dist', { recursive: true, force: true });
await build({
  // early.js: what the launcher runs before the program loads, the title drawn from its cache (src/cli/early-title.ts).
  entryPoints: { main: 'src/cli/main.ts', early: 'src/cli/early-title.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external,
  mainFields: ['module', 'main'],
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
});

// The manual page, made from the commands' own help by the program just built.
const { manual } = await import(pathToFileURL('dist/main.js').href);
writeFileSync('athack.1', await manual());
