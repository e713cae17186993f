import type { LiveEventType } from '@pulso/domain';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { accounts } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { LIVE_CHANNEL } from './live-hub';

/** A request to the test app as someone (their headers) or as a visitor (null). */
export const requestAs =
  (t: Pick<TestApp, 'app'>) =>
  (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    who: { headers: Record<string, string> } | null,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: who?.headers ?? {},
      ...(payload === undefined ? {} : { payload }),
    });

/** An event as a client received it. */
export interface ReceivedEvent {
  id: string | undefined;
  type: LiveEventType | string;
  data: Record<string, unknown>;
  at: number;
}

export interface TestStream {
  status: number;
  events: ReceivedEvent[];
  /** Resolves with the first event (already received or to come) that matches. */
  waitFor(match: (e: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens GET /api/events like a browser would and parses what arrives (tests and benchmarks). */
export async function openStream(
  baseUrl: string,
  options: { headers?: Record<string, string>; query?: string } = {},
): Promise<TestStream> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/events${options.query ? `?${options.query}` : ''}`, {
    headers: { accept: 'text/event-stream', ...options.headers },
    signal: controller.signal,
  });
  const events: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  let done = false;
  let resolveEnded: () => void = () => {};
  const ended = new Promise<void>((resolve) => (resolveEnded = resolve));
  const pump = async () => {
    if (!res.body || res.status !== 200) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields: Record<string, string> = {};
          for (const line of frame.split('\n')) {
            const colon = line.indexOf(':');
            if (colon <= 0) continue;
            fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
          }
          if (!fields.data) continue;
          events.push({
            id: fields.id,
            type: fields.event ?? 'message',
            data: JSON.parse(fields.data) as Record<string, unknown>,
            at: performance.now(),
          });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      done = true;
      resolveEnded();
      for (const wake of waiters) wake();
    }
  };
  void pump();
  return {
    status: res.status,
    events,
    ended,
    waitFor: (match, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (found) {
            cleanup();
            resolve(found);
          } else if (done) {
            cleanup();
            reject(new Error('the stream ended before the event arrived'));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching event within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
    close: () => controller.abort(),
  };
}

/**
 * A public account that shares its figures, made once per database (benchmarks: visitors may
 * read analytics.changed about it). Its webhook secret is unusable (no sealed secret to match).
 * Made before streams open, its own account.changed reaches none of them.
 */
export function publicAccount(db: Db): Promise<{ id: string; ownerId: string }> {
  let made = publicAccounts.get(db);
  if (!made) {
    made = findOrMakePublicAccount(db);
    publicAccounts.set(db, made);
  }
  return made;
}
const publicAccounts = new WeakMap<Db, Promise<{ id: string; ownerId: string }>>();

async function findOrMakePublicAccount(db: Db): Promise<{ id: string; ownerId: string }> {
  const [found] = await queryRows<{ id: string; owner_id: string }>(
    db,
    sql`select a.id, a.owner_id from accounts a join users u on u.id = a.owner_id
        where a.name = 'Live events bench' and a.is_public and a.public_stats and a.is_active
          and a.deleted_at is null and u.is_active limit 1`,
  );
  if (found) return { id: found.id, ownerId: found.owner_id };
  const [made] = await queryRows<{ id: string; owner_id: string }>(
    db,
    sql`with owner as (
          insert into users (uid, email, role_id)
          values ('system:live-bench', 'live-bench@example.com',
                  (select id from roles where name = 'user'))
          returning id
        )
        insert into accounts (owner_id, name, account_type, exchange_id, is_public, public_stats,
                              webhook_secret_hash, webhook_secret_sealed)
        select owner.id, 'Live events bench', 'spot',
               (select id from exchanges where code = 'binance'), true, true, '-', '-'
        from owner
        returning id, owner_id`,
  );
  return { id: made!.id, ownerId: made!.owner_id };
}

/**
 * Writes an event visitors may read as the triggers would (analytics.changed of a public account
 * that shares its figures, carrying `data` as its payload), and notifies (benchmarks: a steady
 * event rate).
 */
export async function writePublicEvent(db: Db, data: Record<string, unknown>): Promise<void> {
  const account = await publicAccount(db);
  await db.execute(sql`
    with e as (
      insert into live_events (type, account_id, owner_id, data)
      values ('analytics.changed', ${account.id}, ${account.ownerId},
              ${JSON.stringify(data)}::jsonb)
      returning id
    )
    select pg_notify(${LIVE_CHANNEL}, '') from e`);
}

/** The owner of an account (benchmarks sign in as them). */
export async function ownerOf(db: Db, accountId: string): Promise<string> {
  const [row] = await db
    .select({ ownerId: accounts.ownerId })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!row) throw new Error(`no account ${accountId}`);
  return row.ownerId;
}
