import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import pino from 'pino';
import { createContainer } from './container';
import { createContext } from './context';
import { openDatabase } from './db/client';
import { preparePrivateDir, restrictNewFiles, usesDataDir } from './lib/data-dir';
import { safeErrorMessage } from './lib/safe-errors';
import { PASSWORD_RESET_TTL_MINUTES, SETUP_LINK_TTL_HOURS } from './modules/oidc';

const USAGE = `Pulso operator commands (same DATA_DIR / DATABASE_URL as the server):

  npm run -s cli -- user:create --email E [--name N] [--admin]
      Creates a user the operator vouches for, or updates one this command made; prints its id.
      With the embedded sign-in, also prints (on stderr) a one-time link, valid ${SETUP_LINK_TTL_HOURS} h, where
      its owner chooses a password; run it again for a new link. An address someone registered
      or signed in with is refused: change that user's role in the Usuarios screen instead.
  npm run -s cli -- password:reset --email E      (or: password:reset E)
      With the embedded sign-in, prints a one-time link, valid ${PASSWORD_RESET_TTL_MINUTES} min, where the owner of
      that local account chooses a new password (no e-mail is sent: hand the link over yourself).
      A newer link replaces it; using it ends the account's sessions.
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
  const email = (values.email ?? positionals[1])?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) fail('--email needs a valid email address');

  const config = loadConfig({ LOG_LEVEL: 'silent', ...process.env });
  restrictNewFiles(); // as the server: what the CLI writes into DATA_DIR is the owner's alone
  if (usesDataDir(config))
    await preparePrivateDir(config.dataDir, (message) => process.stderr.write(`${message}\n`));
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    // Warnings (a new master key) go to stderr; stdout carries only the answer.
    const log = pino({ level: 'warn' }, pino.destination(2));
    const container = await createContainer(createContext(config, database, log));
    const users = container.users.service;
    if (command === 'user:create') {
      const { user, setPasswordUrl } = await container.oidc.createOperatorUser(email!, {
        name: values.name,
        admin: values.admin,
      });
      process.stdout.write(`${user.id}\n`);
      if (setPasswordUrl) {
        process.stderr.write(
          `Send this link to ${email} to choose a password (one use, valid ${SETUP_LINK_TTL_HOURS} h):\n${setPasswordUrl}\n`,
        );
      }
    } else if (command === 'password:reset') {
      const url = await container.oidc.passwordResetLink({ email: email! });
      process.stderr.write(
        `Send this link to ${email} to choose a new password (one use, valid ${PASSWORD_RESET_TTL_MINUTES} min):\n`,
      );
      process.stdout.write(`${url}\n`);
    } else if (command === 'token:create') {
      const user = await users.findByEmail(email!);
      if (!user) fail(`No user with email ${email}; create it with user:create first`);
      const { token } = await container.apiTokens.service.create(user!, values.name ?? 'cli');
      process.stdout.write(`${token}\n`);
    } else {
      fail(`Unknown command ${command}\n\n${USAGE}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => fail(safeErrorMessage(error)));
