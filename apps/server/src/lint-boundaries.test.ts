import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The feature boundaries are a lint rule (eslint/boundaries.js): this proves `npm run lint` fails
 * on what it forbids — another feature's internal file, and an import cycle — and accepts a
 * feature's public face.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });
const rulesOf = async (code: string, filePath: string) =>
  (await eslint.lintText(code, { filePath }))[0]!.messages.map((m) => m.ruleId);

describe('feature boundaries (lint)', () => {
  const scratch = mkdtempSync(path.join(root, 'apps/server/src/lint-fixture-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("refuses another feature's internal file, on the server and on the web", async () => {
    const server = path.join(root, 'apps/server/src/modules/accounts/probe.ts');
    expect(
      await rulesOf("export { SignalsService } from '../signals/signals.service';\n", server),
    ).toContain('import-x/no-restricted-paths');
    const web = path.join(root, 'apps/web/src/features/accounts/probe.ts');
    expect(
      await rulesOf("export { useTheme } from '../theme/stores/theme-store';\n", web),
    ).toContain('import-x/no-restricted-paths');
  });

  it("accepts a feature's public face", async () => {
    const server = path.join(root, 'apps/server/src/modules/accounts/probe.ts');
    expect(await rulesOf("export { SignalsService } from '../signals';\n", server)).toEqual([]);
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
