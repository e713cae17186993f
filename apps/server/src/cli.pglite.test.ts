import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from './db/client';
import { localAccounts, roles, users } from './db/schema';
import { SERVER_ROOT } from './lib/paths';
import { createTestApp, TEST_MASTER_KEY } from './test/harness';

const run = promisify(execFile);
const cli = (dataDir: string, ...args: string[]) =>
  run(process.execPath, ['--no-node-snapshot', '--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: SERVER_ROOT,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, MASTER_KEY: TEST_MASTER_KEY },
  });

describe('the operator CLI', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'pulso-cli-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('creates a user, updates it by email, and makes a token that the server accepts', async () => {
    const created = await cli(
      dataDir,
      'user:create',
      '--email',
      'Bot@Example.com',
      '--name',
      'Bot',
    );
    const id = created.stdout.trim();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // The owner's one-time link goes to the console, not into the command's answer.
    expect(created.stderr).toMatch(
      /one use, valid 24 h\):\nhttp:\/\/localhost:3010\/idp\/set-password\?token=[\w-]{43}\n$/,
    );
    const again = await cli(dataDir, 'user:create', '--email', 'bot@example.com', '--admin');
    expect(again.stdout.trim()).toBe(id);
    expect(again.stderr).toContain('/idp/set-password?token='); // no password yet: a new link

    const { stdout, stderr } = await cli(
      dataDir,
      'token:create',
      '--email',
      'bot@example.com',
      '--name',
      'ci',
    );
    expect(stdout).toMatch(/^pulso_[A-Za-z0-9_-]{43}\n$/); // the token alone
    expect(stderr).toBe('');

    const database = await openDatabase({ dataDir });
    const t = await createTestApp({ database });
    const me = await t.app.inject({
      url: '/api/user/me',
      headers: { authorization: `Bearer ${stdout.trim()}` },
    });
    expect(me.json()).toMatchObject({
      id,
      email: 'bot@example.com',
      displayName: 'Bot',
      role: { name: 'admin' },
    });
    await t.close();
    await database.close();
  }, 60_000);

  it('refuses to promote an address someone registered on the sign-in page', async () => {
    const database = await openDatabase({ dataDir });
    const t = await createTestApp({ database });
    const [account] = await t.container.db
      .insert(localAccounts)
      .values({ email: 'squatter@example.com', displayName: 'Squatter', passwordHash: 'x' })
      .returning();
    const userRole = await t.container.db.query.roles.findFirst({
      where: (r, { eq }) => eq(r.name, 'user'),
    });
    await t.container.db.insert(users).values({
      uid: account!.id,
      email: 'squatter@example.com',
      roleId: userRole!.id,
    });
    await t.close();
    await database.close();

    await expect(
      cli(dataDir, 'user:create', '--email', 'squatter@example.com', '--admin'),
    ).rejects.toMatchObject({
      stdout: '',
      stderr: expect.stringContaining('registered itself on the sign-in page'),
    });
    const reopened = await openDatabase({ dataDir });
    const rows = await reopened.db
      .select({ role: roles.name })
      .from(users)
      .innerJoin(roles, eq(users.roleId, roles.id))
      .where(eq(users.email, 'squatter@example.com'));
    expect(rows).toEqual([{ role: 'user' }]);
    await reopened.close();
  }, 60_000);

  it('fails clearly on bad input', async () => {
    await expect(
      cli(dataDir, 'token:create', '--email', 'nobody@example.com'),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('No user with email nobody@example.com'),
    });
    await expect(cli(dataDir, 'user:create', '--email', 'not-an-email')).rejects.toMatchObject({
      stderr: '--email needs a valid email address\n',
    });
    await expect(cli(dataDir, 'user:delete', '--email', 'a@b.c')).rejects.toMatchObject({
      stderr: expect.stringContaining('Unknown command user:delete'),
    });
  }, 60_000);
});
