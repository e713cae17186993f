import { defineConfig } from 'vitest/config';

// One runner, three projects: the pure domain, the server (on PGlite, and again on PostgreSQL
// when TEST_DATABASE_URL is set), and the web components in jsdom.
const postgres = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      'packages/domain/vitest.config.ts',
      'apps/web/vitest.config.ts',
      {
        extends: 'apps/server/vitest.config.ts',
        root: 'apps/server',
        test: { name: 'server:pglite', env: { TEST_DB: 'pglite' } },
      },
      ...(postgres
        ? [
            {
              extends: 'apps/server/vitest.config.ts',
              root: 'apps/server',
              test: {
                name: 'server:postgres',
                env: { TEST_DB: 'postgres' },
                // Files that test the embedded database itself run once, in server:pglite.
                exclude: ['**/node_modules/**', 'src/**/*.pglite.test.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
