import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Two cores here and in CI: more workers only fight over them.
    maxWorkers: 2,
    testTimeout: 30_000,
  },
});
