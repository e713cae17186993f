/**
 * The receiving end of bench/notifications.ts, in its own process so that receiving costs the
 * server nothing: an HTTP server on loopback that answers 200 to every request and notes each
 * one's delivery id (`x-pulso-delivery` of the signed webhook, `x-message-id` of ntfy) and the
 * time it arrived (epoch ms). Prints its address; on stdin "report" prints every note as JSON
 * one JSON line of `[id, ms]` pairs.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const notes: [string, number][] = [];
const server = http.createServer((req, res) => {
  const id = String(req.headers['x-pulso-delivery'] ?? req.headers['x-message-id'] ?? '');
  req.resume();
  req.on('end', () => {
    notes.push([id, Date.now()]);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{}');
  });
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`http://127.0.0.1:${(server.address() as AddressInfo).port}\n`);
});
process.stdin.setEncoding('utf8');
process.stdin.on('data', (line: string) => {
  if (line.includes('report')) {
    process.stdout.write(`${JSON.stringify(notes)}\n`);
  }
  if (line.includes('exit')) {
    process.stdin.destroy();
    server.close();
    server.closeAllConnections();
  }
});
