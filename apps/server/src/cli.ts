import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { createContext } from './context';
import { openDatabase } from './db/client';
import { ApiTokensService } from './modules/api-tokens/api-tokens.service';
import { UsersService } from './modules/users/users.service';

const USAGE = `Pulso operator commands (same DATA_DIR / DATABASE_URL as the server):

  npm run -s cli -- user:create --email E [--name N] [--admin]
      Creates the user, or updates the one with that email; prints its id.
  npm run -s cli -- token:create --email E [--name N]
      Creates a personal API token for that user; prints the token alone on stdout.

With the embedded database, stop the server first (one process at a time), or use DATABASE_URL.
`;

/** Output that is not the command's answer goes to stderr, so stdout can be captured. */
const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      admin: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const command = positionals[0];
  if (values.help || !command) {
    process.stderr.write(USAGE);
    process.exit(command ? 0 : 1);
  }
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) fail('--email needs a valid email address');

  const config = loadConfig({ LOG_LEVEL: 'silent', ...process.env });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const ctx = await createContext(config, database);
    const users = new UsersService(ctx);
    if (command === 'user:create') {
      const user = await users.upsertByEmail(email!, { name: values.name, admin: values.admin });
      process.stdout.write(`${user.id}\n`);
    } else if (command === 'token:create') {
      const user = await users.findByEmail(email!);
      if (!user) fail(`No user with email ${email}; create it with user:create first`);
      const { token } = await new ApiTokensService(ctx).create(user!, values.name ?? 'cli');
      process.stdout.write(`${token}\n`);
    } else {
      fail(`Unknown command ${command}\n\n${USAGE}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
