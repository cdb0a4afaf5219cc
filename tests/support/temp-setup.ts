/**
 * Runs in every test file's worker before the file (vitest's setupFiles): the temporary folders the file made go
 * when it ends. Registered first, this afterAll runs last, after the file's own hooks have stopped what they started.
 */
import { afterAll } from 'vitest';
import { removeTempFolders } from './temp.js';

afterAll(removeTempFolders);

// vitest ends a worker with SIGTERM, and Ctrl-C sends SIGINT to the workers too: neither fires 'exit'. The folders
// go first; then the signal does what it would have done, unless something else in the worker listens for it.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
  process.once(signal, () => {
    removeTempFolders();
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  });
}
