/** `npm run golden`: rewrite the golden files on purpose, after a deliberate change. */
import { writeFileSync } from 'node:fs';
import { GOLDEN_FILES } from './catalogue.js';

for (const [name, make] of Object.entries(GOLDEN_FILES)) {
  writeFileSync(new URL(name, import.meta.url), make());
  console.log(`wrote tests/golden/${name}`);
}
