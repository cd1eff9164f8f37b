import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api-sqlite',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: 'sqlite' },
    testTimeout: 20_000,
  },
});
