import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The boundaries and conventions are lint rules (eslint/boundaries.js, eslint/conventions.js):
 * this proves `npm run lint`'s config fails on each thing they forbid, planted as a file of its
 * own (linted as if it stood at that path), and accepts the allowed way next to it.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });
const lint = async (code: string, file: string) =>
  (await eslint.lintText(code, { filePath: path.join(root, file) }))[0]!.messages;
const rulesOf = async (code: string, file: string) => (await lint(code, file)).map((m) => m.ruleId);
/** The one problem the planted file has: its rule and its message. */
async function problemOf(code: string, file: string) {
  const messages = await lint(code, file);
  expect(messages, JSON.stringify(messages)).toHaveLength(1);
  return { rule: messages[0]!.ruleId, message: messages[0]!.message };
}

const ZONE = 'import-x/no-restricted-paths';
/** Linting resolves and parses what a probe imports (for no-cycle): seconds on a busy machine. */
const SLOW = { timeout: 60_000 };

describe('feature boundaries (lint)', SLOW, () => {
  const scratch = mkdtempSync(path.join(root, 'apps/server/src/lint-fixture-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("refuses another feature's internal file, on the server and on the web", async () => {
    expect(
      await rulesOf(
        "export { SignalsService } from '../signals/signals.service';\n",
        'apps/server/src/modules/accounts/probe.ts',
      ),
    ).toContain(ZONE);
    expect(
      await rulesOf(
        "export { useTheme } from '../theme/stores/theme-store';\n",
        'apps/web/src/features/accounts/probe.ts',
      ),
    ).toContain(ZONE);
  });

  it("accepts a feature's public face", async () => {
    expect(
      await rulesOf(
        "export { SignalsService } from '../signals';\n",
        'apps/server/src/modules/accounts/probe.ts',
      ),
    ).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    const a = path.join(scratch, 'a.ts');
    const b = path.join(scratch, 'b.ts');
    writeFileSync(a, "import { b } from './b';\nexport const a = () => b;\n");
    writeFileSync(b, "import { a } from './a';\nexport const b = () => a;\n");
    const [result] = await eslint.lintFiles([a]);
    expect(result!.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});

describe('direction zones (lint)', SLOW, () => {
  it('refuses a domain file importing Fastify, Drizzle, a driver, React or an app', async () => {
    for (const module of ['fastify', 'drizzle-orm', 'pg', '@electric-sql/pglite', 'react']) {
      const { rule, message } = await problemOf(
        `export * from '${module}';\n`,
        'packages/domain/src/probe.ts',
      );
      expect(rule).toBe('no-restricted-imports');
      expect(message).toMatch(/packages\/domain is pure/);
    }
    const { rule, message } = await problemOf(
      "export { actorFor } from '../../../apps/server/src/lib/actor';\n",
      'packages/domain/src/probe.ts',
    );
    expect(rule).toBe('no-restricted-imports');
    expect(message).toMatch(/imports no app code/);
    // What the domain is made of stays allowed.
    expect(
      await rulesOf(
        "export { z } from 'zod';\nexport * from './core';\n",
        'packages/domain/src/probe.ts',
      ),
    ).toEqual([]);
  });

  it('refuses lib/ (server or web) importing a feature, even through its face', async () => {
    const server = await problemOf(
      "export { AccountsService } from '../modules/accounts';\n",
      'apps/server/src/lib/probe.ts',
    );
    expect(server.rule).toBe(ZONE);
    expect(server.message).toMatch(/imports no feature/);
    const db = await problemOf(
      "export { SettingsRepository } from '../modules/settings';\n",
      'apps/server/src/db/probe.ts',
    );
    expect(db.rule).toBe(ZONE);
    const web = await problemOf(
      "export { accountsKeys } from '../features/accounts';\n",
      'apps/web/src/lib/probe.ts',
    );
    expect(web.rule).toBe(ZONE);
    expect(web.message).toMatch(/components\/ and lib\/ are shared/);
    const component = await problemOf(
      "export { App } from '../../app/app';\n",
      'apps/web/src/components/ui/probe.tsx',
    );
    expect(component.rule).toBe(ZONE);
  });

  it('refuses a web feature importing app/', async () => {
    const { rule, message } = await problemOf(
      "export { App } from '../../app/app';\n",
      'apps/web/src/features/accounts/probe.tsx',
    );
    expect(rule).toBe(ZONE);
    expect(message).toMatch(/Features do not import app\//);
  });

  it('refuses a module importing the composition root (container.ts, caches.ts, app.ts, main.ts, cli.ts)', async () => {
    for (const rootFile of ['container', 'caches', 'app']) {
      const { rule, message } = await problemOf(
        `export * from '../../${rootFile}';\n`,
        'apps/server/src/modules/accounts/probe.ts',
      );
      expect(rule).toBe(ZONE);
      expect(message).toMatch(/composition root/);
    }
    // A feature's test builds the whole app: tests sit above the directions.
    expect(
      await rulesOf(
        "export { buildApp } from '../../app';\n",
        'apps/server/src/modules/accounts/probe.test.ts',
      ),
    ).toEqual([]);
  });

  it('refuses a product file importing a testing face; a test may', async () => {
    for (const [code, file] of [
      ["export { FakeBinance } from '../market-data/testing';\n", 'modules/accounts/probe.ts'],
      ["export { testConfig } from '../../test/harness';\n", 'modules/accounts/probe.ts'],
      ["export { testConfig } from '../test/harness';\n", 'plugins/probe.ts'],
    ] as const) {
      const { rule, message } = await problemOf(code, `apps/server/src/${file}`);
      expect(rule).toBe(ZONE);
      expect(message).toMatch(/testing face/);
    }
    const web = await problemOf(
      "export * from '../accounts/testing/fixtures';\n",
      'apps/web/src/features/trades/probe.ts',
    );
    expect(web.rule).toBe(ZONE);
    expect(web.message).toMatch(/testing face/);
    for (const [code, file] of [
      ["export { FakeBinance } from '../market-data/testing';\n", 'modules/accounts/probe.test.ts'],
      [
        "export { FakeBinance } from '../../market-data/testing';\n",
        'modules/accounts/testing/probe.ts',
      ],
      ["export { testConfig } from '../../test/harness';\n", 'modules/accounts/probe.test.ts'],
    ] as const) {
      expect(await rulesOf(code, `apps/server/src/${file}`)).toEqual([]);
    }
  });

  it("refuses a bench/ file importing a feature's internals; its faces (testing too) pass", async () => {
    const { rule, message } = await problemOf(
      "export { textMatcher } from '../apps/server/src/modules/accounts/accounts.search';\n",
      'bench/probe.ts',
    );
    expect(rule).toBe(ZONE);
    expect(message).toMatch(/through its index\.ts/);
    expect(
      await rulesOf(
        [
          "export { textMatcher } from '../apps/server/src/modules/accounts';",
          "export { FakeBinance } from '../apps/server/src/modules/market-data/testing';",
          "export { testConfig } from '../apps/server/src/test/harness';",
          "export { buildAppWithContainer } from '../apps/server/src/app';\n",
        ].join('\n'),
        'bench/probe.ts',
      ),
    ).toEqual([]);
  });
});

describe('naming conventions (lint)', SLOW, () => {
  it('refuses a worker class in a file not named *.worker.ts', async () => {
    for (const name of ['ProbeWorker', 'ProbeScheduler']) {
      const { rule, message } = await problemOf(
        `export class ${name} {}\n`,
        'apps/server/src/modules/accounts/probe.ts',
      );
      expect(rule).toBe('pulso/worker-file-name');
      expect(message).toMatch(/probe\.worker\.ts/);
    }
    expect(
      await rulesOf(
        'export class ProbeWorker {}\n',
        'apps/server/src/modules/accounts/probe.worker.ts',
      ),
    ).toEqual([]);
  });

  it('refuses a schema file with two tables', async () => {
    const table = (name: string) =>
      `export const ${name} = pgTable('${name}', { id: uuid('id').primaryKey() });\n`;
    const imports = "import { pgTable, uuid } from 'drizzle-orm/pg-core';\n";
    const { rule, message } = await problemOf(
      imports + table('probes') + table('probe_parts'),
      'apps/server/src/db/schema/probes.ts',
    );
    expect(rule).toBe('pulso/one-table-per-file');
    expect(message).toMatch(/One table per schema file/);
    expect(await rulesOf(imports + table('probes'), 'apps/server/src/db/schema/probes.ts')).toEqual(
      [],
    );
  });
});
