/**
 * POST /api/user/upsert latency: nonce, ID token verification (RS256 through the issuer's JWKS,
 * cached after the first fetch), user upsert, activity record, session token.
 * Run: npx tsx bench/upsert.ts   (TEST_DATABASE_URL=postgres://… to run on PostgreSQL too)
 */
import { createIdentityTestApp } from '../apps/server/src/test/identity';
import { machine, report, timeMany } from './lib';

process.env.TEST_DB = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

const t = await createIdentityTestApp({ RATE_LIMIT_MAX: '1000000' });
console.log(`upsert benchmark on ${t.database.kind} — ${machine()}`);
// Sign-in is rate limited per client; spread the requests over addresses as real users are.
let nonce = '';
const tokens: string[] = [];
for (let i = 0; i < 520; i++) {
  nonce = (
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/nonce',
      remoteAddress: `10.1.${i >> 8}.${i & 255}`,
    })
  ).json().nonce;
  tokens.push(
    await t.issuer.idToken({ sub: `user-${i % 50}`, email: `user${i % 50}@example.com`, nonce }),
  );
}
const nonces = tokens.map(
  (tok) => JSON.parse(Buffer.from(tok.split('.')[1]!, 'base64url').toString()).nonce as string,
);
const upsert = (i: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/upsert',
    remoteAddress: `10.2.${i >> 8}.${i & 255}`,
    payload: { idToken: tokens[i]!, nonce: nonces[i]! },
  });
for (let i = 0; i < 20; i++) await upsert(i); // warm-up: JWKS fetch, JIT
const samples = await timeMany(500, async (i) => {
  const res = await upsert(i + 20);
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
});
report('POST /api/user/upsert (50 users, repeat sign-ins)', samples);
await t.close();
