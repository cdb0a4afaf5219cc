import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Each test file's temporary folders go when it ends, however it ends.
    setupFiles: ['tests/support/temp-setup.ts'],
    // Two cores here and in CI: more workers only fight over them.
    maxWorkers: 2,
    // Generous: the machine has two cores, and the property and replay suites run whole games.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
