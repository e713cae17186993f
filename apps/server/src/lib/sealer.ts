import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const VERSION = 'v1';

/**
 * AES-256-GCM under the master key: `v1.<iv>.<ciphertext>.<tag>` (base64url). Used for exchange
 * credentials and webhook secrets, which must never be stored or logged in clear.
 */
export class Sealer {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The master key must be 32 bytes');
  }

  seal(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv, data, cipher.getAuthTag()]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  unseal(sealed: string): string {
    const [version, iv, data, tag] = sealed.split('.');
    if (version !== VERSION || !iv || data === undefined || !tag)
      throw new Error('Not a sealed value');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }

  /**
   * A keyed hash to find a sealed value by (a Telegram chat id): equal inputs give equal hashes,
   * and without the master key a small value cannot be guessed back from it.
   */
  lookupHash(purpose: string, value: string): string {
    return createHmac('sha256', this.key).update(`${purpose}:${value}`).digest('base64url');
  }

  /** A fingerprint of the key (not the key): detects a start-up with a different master key. */
  fingerprint(): string {
    return createHmac('sha256', this.key)
      .update('pulso-master-key-check')
      .digest('base64url')
      .slice(0, 16);
  }
}

/**
 * MASTER_KEY when set; otherwise a key generated once into DATA_DIR/master.key (mode 0600), with
 * a warning that losing it makes every stored credential unreadable.
 */
export async function loadMasterKey(
  configured: Buffer | undefined,
  dataDir: string,
  warn: (message: string) => void,
): Promise<Buffer> {
  if (configured) return configured;
  const file = path.join(dataDir, 'master.key');
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32);
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' }).catch(
    async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error; // another process wrote it first: use theirs
    },
  );
  warn(
    `Generated a master key in ${file}. Back it up: without it, stored exchange credentials cannot be read. ` +
      'With several instances or DATABASE_URL, set MASTER_KEY on every instance instead.',
  );
  return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
}
