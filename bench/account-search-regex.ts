/**
 * Issue 15 H1: the account search's pattern matcher on a hostile pattern, `(a|a)+$` against a
 * name of n 'a's and a '!', in RE2JS (what the server runs) and in JavaScript's backtracking
 * RegExp (what it ran before), for growing n. Prints ms per match; JavaScript's doubles with each
 * 'a', RE2's stays flat. `MAX_JS` caps the JavaScript side (default 24: about a second here).
 *
 *   npx tsx bench/account-search-regex.ts
 */
import { textMatcher } from '../apps/server/src/modules/accounts';

const PATTERN = '(a|a)+$';
const MAX_JS = Number(process.env.MAX_JS ?? 24);

function time(match: (text: string) => boolean, text: string, runs: number): number {
  const start = process.hrtime.bigint();
  for (let i = 0; i < runs; i++) match(text);
  return Number(process.hrtime.bigint() - start) / 1e6 / runs;
}

const re2 = textMatcher(PATTERN, true);
const js = new RegExp(PATTERN, 'iu');
console.log(`pattern ${PATTERN}; name = n × 'a' + '!'`);
console.log('n\tRE2 ms\tJavaScript ms');
for (const n of [16, 18, 20, 22, 24, 28, 40, 59]) {
  const name = 'a'.repeat(n) + '!';
  const re2Ms = time(re2, name, 1000);
  const jsMs = n <= MAX_JS ? time((text) => js.test(text), name, 1).toFixed(1) : 'skipped';
  console.log(`${n}\t${re2Ms.toFixed(4)}\t${jsMs}`);
}
