/**
 * The browser tests' exchange: the fake Binance (the same one the server's tests use) behind a
 * real HTTP port, so the built server reaches it through EXCHANGE_API_URLS exactly as it would
 * reach Binance. It holds an account history of 1,205 fills over the last 20 days.
 *
 *   node --import tsx apps/server/src/test/fake-exchange-server.ts 3312
 */
import { createServer } from 'node:http';
import { FakeBinance } from '../modules/market-data/testing';

const port = Number(process.argv[2] ?? process.env.FAKE_EXCHANGE_PORT ?? 3312);
const exchange = new FakeBinance();
const now = Date.now();
const DAY = 86_400_000;
// Two pages of BTC/USDT (1,200 fills, ending with a sell: flat), five ETH/USDT buys.
exchange.addTrades('BTCUSDT', 1200, { from: now - 20 * DAY, stepMs: 20 * 60_000 });
exchange.addTrades('ETHUSDT', 5, { from: now - 3 * DAY, stepMs: 3_600_000, price: '3000.00' });
for (const t of exchange.myTrades.get('ETHUSDT')!) t.isBuyer = true;

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const url = `http://127.0.0.1:${port}${req.url ?? '/'}`;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers[name] = value;
    }
    const body = chunks.length ? Buffer.concat(chunks).toString('utf8') : undefined;
    Promise.resolve()
      .then(() => exchange.fetch(url, { method: req.method ?? 'GET', headers, body }))
      .then(async (answer) => {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(await answer.text());
      })
      .catch(() => {
        res.writeHead(502);
        res.end();
      });
  });
});
server.listen(port, '127.0.0.1', () => console.log(`fake exchange on ${port}`));
