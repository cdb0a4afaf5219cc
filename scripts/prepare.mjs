// `npm install` in the project folder (and npm's install from a git URL,
// which installs the dev dependencies first) compiles athack. An install
// without dev dependencies (`npm install --omit=dev`) has no esbuild: it
// must still succeed, so the build is skipped with a word of how to get it;
// the packed package carries dist/ already and never builds.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

let esbuild = true;
try {
  createRequire(import.meta.url).resolve('esbuild');
} catch {
  esbuild = false;
}

if (esbuild) await import('./build.mjs');
else if (!existsSync('dist/main.js')) process.stderr.write('athack: esbuild (a dev dependency) is not installed, so athack was not compiled: run `npm install` with dev dependencies, then `npm run build`.\n');
