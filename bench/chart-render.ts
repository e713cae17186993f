/**
 * How long the markets chart takes to draw 50,000 candles in Chromium: the chart module the web
 * app uses (create-price-chart.ts, with lightweight-charts) is bundled on its own, given 50,000
 * one-minute candles of the simulated market, and timed from creation to the first painted
 * frame; then the cost of one live update (the newest candle moving). Prints the figures.
 * Headless Chromium paints in software here (no GPU): a desktop browser paints faster.
 *
 *   npx tsx bench/chart-render.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { SimulatedMarket } from '../apps/server/src/modules/market-data';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, '.tmp', 'bench-chart');
const CANDLES = 50_000;
const RUNS = 7;
const NOW = Date.parse('2025-11-19T15:42:17Z');

// Runs in the page: create the chart, hand it the candles, wait for two frames (the chart paints
// on the next animation frame), report the time; then time live updates of the newest candle.
const harness = `
window.runBench = async (candles) => {
  const box = document.getElementById('chart');
  const started = performance.now();
  const chart = window.PulsoChart.createPriceChart(box, 'dark');
  chart.setInterval(60000);
  chart.setPriceDecimals(2);
  chart.setCandles(candles);
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const firstPaint = performance.now() - started;
  let shown = candles;
  let inUpdate = 0;
  const updateStarted = performance.now();
  for (let i = 0; i < 200; i++) {
    const last = shown[shown.length - 1];
    const moved = { ...last, close: last.close + 1, high: Math.max(last.high, last.close + 1) };
    shown = shown.slice(0, -1).concat([moved]);
    const t = performance.now();
    chart.setCandles(shown);
    inUpdate += performance.now() - t;
    await new Promise((r) => requestAnimationFrame(r));
  }
  const perUpdate = (performance.now() - updateStarted) / 200;
  const perUpdateScript = inUpdate / 200;
  const canvases = box.querySelectorAll('canvas').length;
  chart.destroy();
  return { firstPaint, perUpdate, perUpdateScript, canvases };
};`;

async function main() {
  await mkdir(outDir, { recursive: true });
  await build({
    entryPoints: [
      path.join(
        root,
        'apps/web/src/features/market-data/components/price-chart/create-price-chart.ts',
      ),
    ],
    bundle: true,
    format: 'iife',
    globalName: 'PulsoChart',
    minify: true,
    outfile: path.join(outDir, 'chart.js'),
    logLevel: 'warning',
  });
  await writeFile(
    path.join(outDir, 'index.html'),
    `<!doctype html><html><body style="margin:0;background:#10161e">
<div id="chart" style="position:relative;width:1280px;height:600px"></div>
<script src="chart.js"></script><script>${harness}</script></body></html>`,
  );

  const market = new SimulatedMarket();
  const candles = market.candles(
    'BTCUSDT',
    'binance',
    '1m',
    NOW - (CANDLES - 1) * 60_000,
    NOW,
    NOW,
  );
  if (candles.length !== CANDLES)
    throw new Error(`expected ${CANDLES} candles, got ${candles.length}`);

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const results: Array<{
    firstPaint: number;
    perUpdate: number;
    perUpdateScript: number;
    canvases: number;
  }> = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 600 } });
    await page.goto(`file://${path.join(outDir, 'index.html')}`);
    results.push(await page.evaluate(`window.runBench(${JSON.stringify(candles)})`));
    await page.close();
  }
  await browser.close();

  if (results.some((r) => r.canvases === 0)) throw new Error('the chart drew nothing');
  const paints = results.map((r) => r.firstPaint).sort((a, b) => a - b);
  const updates = results.map((r) => r.perUpdate).sort((a, b) => a - b);
  const scripts = results.map((r) => r.perUpdateScript).sort((a, b) => a - b);
  const median = (xs: number[]) => xs[Math.floor(xs.length / 2)]!;
  console.log(
    `Chart render in Chromium (${RUNS} runs, 1280×600, ${CANDLES.toLocaleString('en')} candles + volume)`,
  );
  console.log(
    `  create → first painted frame: median ${median(paints).toFixed(0)} ms (min ${paints[0]!.toFixed(0)}, max ${paints.at(-1)!.toFixed(0)})`,
  );
  console.log(
    `  live update of the newest candle: median ${median(scripts).toFixed(1)} ms of script, ${median(updates).toFixed(0)} ms with the frame it repaints`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
