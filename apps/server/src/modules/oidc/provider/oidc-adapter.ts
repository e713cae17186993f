import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { OidcPayloadsRepository, PayloadRow } from './oidc-payloads.repository';

export interface AdapterOptions {
  /** Milliseconds since the epoch; tests move it to check expiry. */
  now?: () => number;
  /** How often, at most, expired rows are swept (on a write). */
  sweepEveryMs?: number;
}

/**
 * oidc-provider's storage in our database (sessions, interactions, grants, codes, tokens), so a
 * restart or another instance behind the load balancer sees the same state.
 */
export function createDatabaseAdapter(
  repository: OidcPayloadsRepository,
  options: AdapterOptions = {},
): AdapterFactory {
  const now = options.now ?? Date.now;
  const sweepEveryMs = options.sweepEveryMs ?? 10 * 60_000;
  let nextSweep = now() + sweepEveryMs;

  const sweep = async () => {
    if (now() < nextSweep) return;
    nextSweep = now() + sweepEveryMs;
    await repository.purgeExpired(new Date(now()));
  };

  return (model: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      const expiresAt = expiresIn ? new Date(now() + expiresIn * 1000) : null;
      await repository.upsert(model, id, { ...payload }, expiresAt);
      await sweep();
    },
    async find(id) {
      return toPayload(await repository.find(model, id, new Date(now())));
    },
    async findByUid(uid) {
      return toPayload(await repository.findByUid(model, uid, new Date(now())));
    },
    async findByUserCode(userCode) {
      return toPayload(await repository.findByUserCode(model, userCode, new Date(now())));
    },
    async consume(id) {
      await repository.consume(model, id, new Date(now()));
    },
    async destroy(id) {
      await repository.destroy(model, id);
    },
    async revokeByGrantId(grantId) {
      await repository.revokeByGrantId(model, grantId);
    },
  });
}

function toPayload(row: PayloadRow | undefined): AdapterPayload | undefined {
  if (!row) return undefined;
  const payload = row.payload as AdapterPayload;
  // oidc-provider reads `consumed` (epoch seconds) to refuse a code or token used twice.
  return row.consumedAt
    ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
    : payload;
}
