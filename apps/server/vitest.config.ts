import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./src/test/global-setup.ts'],
    // Forked processes: isolated-vm needs node's --no-node-snapshot, and each file its own db.
    pool: 'forks',
    execArgv: ['--no-node-snapshot'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
