#!/usr/bin/env node
/**
 * Lighthouse on the pages a visitor lands on: `/`, `/public/accounts` and a public account's
 * dashboard (issue 9: performance ≥ 90, accessibility ≥ 95, best practices ≥ 95).
 *
 *   npm start                               # in one terminal (embedded defaults, demo accounts)
 *   npm run audit:lighthouse                # in another; or pass a base URL:
 *   node scripts/lighthouse.mjs http://localhost:3010
 *
 * Uses Debian's Chromium (/usr/bin/chromium, or CHROME_PATH). Prints each page's scores and
 * exits 1 when one is under its floor. Desktop form factor: it is a dashboard.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktop from 'lighthouse/core/config/desktop-config.js';

const base = (process.argv[2] ?? process.env.BASE_URL ?? 'http://localhost:3010').replace(
  /\/$/,
  '',
);
const FLOORS = { performance: 90, accessibility: 95, 'best-practices': 95 };

async function publicAccountPath() {
  const res = await fetch(`${base}/api/account/public/list?limit=1`);
  if (!res.ok) throw new Error(`${base} does not answer (${res.status}): start it with npm start`);
  const { data } = await res.json();
  return data[0] ? `/public/accounts/${data[0].id}` : undefined;
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
let failed = false;
try {
  const account = await publicAccountPath();
  const paths = ['/', '/public/accounts', ...(account ? [account] : [])];
  if (!account) console.log('No public account to audit: is DEMO_DATA off?');
  for (const path of paths) {
    const result = await lighthouse(
      `${base}${path}`,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(FLOORS) },
      desktop,
    );
    const scores = Object.fromEntries(
      Object.keys(FLOORS).map((id) => [
        id,
        Math.round((result.lhr.categories[id]?.score ?? 0) * 100),
      ]),
    );
    const low = Object.entries(FLOORS).filter(([id, floor]) => scores[id] < floor);
    failed ||= low.length > 0;
    console.log(
      `${path.padEnd(52)} ${Object.entries(scores)
        .map(([id, score]) => `${id} ${score}`)
        .join('  ')}${low.length ? '  ← under the floor' : ''}`,
    );
    for (const [id] of low) {
      const audits = result.lhr.categories[id].auditRefs
        .map((ref) => result.lhr.audits[ref.id])
        .filter(
          (audit) =>
            audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
        )
        .slice(0, 6)
        .map((audit) => `    ${id}: ${audit.id} — ${audit.displayValue ?? audit.title}`);
      console.log(audits.join('\n'));
    }
  }
} finally {
  await chrome.kill();
}
process.exit(failed ? 1 : 0);
