import { mkdirSync } from 'node:fs';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { createAccount, marketClose, sendAlert } from './helpers/accounts';
import {
  banner,
  dismissToasts,
  gotoApp,
  newAccount,
  register,
  sessionToken,
  signOut,
} from './helpers/identity';

// Issue 33's browser test: a Binance export whose fees are paid in BNB (priced through
// conversion) and in a coin no market knows (ZZQ) imported into a public account. Its page shows
// every figure with the Spanish caveat; a visitor's Cuentas Públicas and home page show the other
// accounts' figures unchanged; undoing the import brings the account back to its figures before.
test.describe.configure({ mode: 'serial' });

const SHOTS = new URL('../../../.tmp/shots/issue-33/', import.meta.url).pathname;
const FILE = new URL(
  '../../server/src/modules/trade-import/fixtures/binance-spot-bnb-fees.csv',
  import.meta.url,
).pathname;
const FILE_NAME = 'binance-spot-bnb-fees.csv';

const alice = newAccount('Alba Estable');
const bruno = newAccount('Bruno Comisiones');
const A_ACCOUNT = 'Alba pública';
const B_ACCOUNT = 'Bruno BNB';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Words only an untranslated message would put on screen (the spec's own "trades" is Spanish here). */
const ENGLISH =
  /\b(Cannot|convert|price data|Failed|Error|error|Loading|undefined|NaN|No USD|unpriced|Undo|Import(?:ed)?\b|Trades\b)/;

/** What goes wrong without being asserted: error toasts, failed API answers, page errors. */
function watch(page: Page, problems: string[]): void {
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && r.status() >= 400)
      problems.push(`${r.status()} ${r.request().method()} ${url.pathname}${url.search}`);
  });
}

/** A new width, and the page laid out and painted at it before any screenshot. */
async function resize(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 150))),
      ),
  );
}

/** The dashboard's two charts drawn (their canvases), so a screenshot shows them. */
async function chartsDrawn(page: Page): Promise<void> {
  for (const chart of ['pnl-chart', 'volume-chart']) {
    await expect(page.getByTestId(chart)).not.toHaveAttribute('data-points', '0');
    await expect(page.getByTestId(chart).locator('canvas').first()).toBeVisible();
  }
}

async function expectNoErrorToast(page: Page): Promise<void> {
  await expect(page.locator('.Toastify__toast--error')).toHaveCount(0);
}

async function expectSpanish(region: Locator): Promise<void> {
  const text = await region.innerText();
  expect(text, 'no English on screen').not.toMatch(ENGLISH);
}

/** A round trip on BTCUSDT through the webhook, each signal followed until it is written. */
async function roundTrip(
  page: Page,
  request: APIRequestContext,
  webhook: { url: string; secret: string },
  tag: string,
) {
  const bearer = await sessionToken(page);
  for (const [action, marketPosition] of [
    ['buy', 'long'],
    ['sell', 'flat'],
  ] as const) {
    const sent = await sendAlert(request, webhook, {
      action,
      contracts: '0.002',
      orderId: `${tag}-${action}-${Date.now()}`,
      marketPosition,
      close: await marketClose(request),
    });
    expect(sent.status()).toBe(202);
    const { signalId } = (await sent.json()) as { signalId: string };
    await expect
      .poll(
        async () => {
          const status = await request.get(`/api/trade/signal/${signalId}`, {
            headers: { authorization: `Bearer ${bearer}` },
          });
          return ((await status.json()) as { status: string }).status;
        },
        { timeout: 30_000 },
      )
      .toBe('done');
  }
}

/** Picks "Todo el tiempo" in the page's range control (kept in the browser for every page). */
async function allTime(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /^Rango de Fechas:/ })
    .first()
    .click();
  await page.getByRole('menuitemradio', { name: 'Todo el tiempo', exact: true }).last().click();
}

/** The account page's five KPI cards, loaded (no skeleton): their texts and raw values. */
async function accountFigures(page: Page): Promise<string[]> {
  const dashboard = page.getByTestId('analytics-dashboard');
  await expect(dashboard).toHaveAttribute('data-loading', 'false', { timeout: 20_000 });
  const keys = ['totalPnL', 'roi', 'winRate', 'trades', 'volume'];
  for (const key of keys) {
    await expect(page.getByTestId(`kpi-${key}`)).toHaveAttribute('data-value', /.+/);
  }
  await expect(dashboard.locator('.animate-pulse')).toHaveCount(0);
  return Promise.all(
    keys.map(async (key) => {
      const card = page.getByTestId(`kpi-${key}`);
      return `${await card.getAttribute('data-value')} | ${await card.innerText()}`;
    }),
  );
}

interface VisitorView {
  /** Alba's row on Cuentas Públicas, as the visitor reads it. */
  boardRow: string;
  /** Alba's card on the home page's leaderboard, without its rank. */
  homeCard: string;
  /** The rows on Cuentas Públicas of the accounts that share their statistics, for the record. */
  rows: string[];
}

/** A visitor's Cuentas Públicas and home page: every sharing account shows its figures. */
async function visitorView(
  page: Page,
  { brunoCaveat, shot }: { brunoCaveat: boolean; shot?: string },
): Promise<VisitorView> {
  const caveat = '* Sin precio en USD para ZZQ: estas cifras no lo incluyen';
  await page.goto('/public/accounts');
  const list = page.getByRole('region', { name: 'Listado de cuentas públicas' });
  const rows = list.getByRole('listitem');
  const alba = rows.filter({ hasText: A_ACCOUNT });
  // Figures, not "No comparte estadísticas" nor a pending line, on every row that shares them:
  // Alba's, Bruno's and the demo accounts' (other specs' public accounts may not share them).
  await expect(alba).toContainText('US$', { timeout: 20_000 });
  await expect(rows.filter({ hasText: B_ACCOUNT })).toContainText('US$');
  await expect(list.getByText(/Cargando|llegarán/)).toHaveCount(0);
  const sharing = (await rows.allInnerTexts()).filter(
    (text) => text.includes(A_ACCOUNT) || text.includes(B_ACCOUNT) || text.startsWith('Demo ·'),
  );
  expect(sharing.length).toBeGreaterThanOrEqual(5); // three demo accounts, Alba's and Bruno's
  for (const text of sharing) {
    expect(text).toMatch(/US\$/);
    expect(text).not.toContain('No comparte estadísticas');
  }
  await expect(alba.getByTestId('unpriced-mark')).toHaveCount(0);
  await expect(alba.getByTestId('unpriced-note')).toHaveCount(0);
  // Bruno's own row says, in words, what its figures leave out while the import is there.
  const brunoRow = rows.filter({ hasText: B_ACCOUNT });
  if (brunoCaveat) {
    await expect(brunoRow.getByTestId('unpriced-note')).toHaveText(caveat);
    await expect(brunoRow.getByTestId('unpriced-mark')).toHaveAttribute(
      'aria-label',
      caveat.slice(2),
    );
  } else {
    await expect(brunoRow.getByTestId('unpriced-note')).toHaveCount(0);
  }
  await expectSpanish(list);
  if (shot) {
    for (const [size, suffix] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      await resize(page, size);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/${shot}-board-${suffix}.png`, fullPage: true });
    }
    await resize(page, DESKTOP);
  }
  const boardRow = await alba.innerText();

  await page.goto('/');
  const leaderboard = page.getByTestId('leaderboard');
  await expect(leaderboard).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('No hay cuentas públicas')).toHaveCount(0);
  const card = leaderboard.getByRole('link').filter({ hasText: A_ACCOUNT });
  await expect(card).toContainText('US$');
  await expect(card.getByTestId('unpriced-note')).toHaveCount(0);
  const brunoCard = leaderboard.getByRole('link').filter({ hasText: B_ACCOUNT });
  await expect(brunoCard).toContainText('US$');
  await expect(brunoCard.getByTestId('unpriced-note')).toHaveCount(brunoCaveat ? 1 : 0);
  if (brunoCaveat) await expect(brunoCard).toContainText(caveat.slice(2));
  await expectSpanish(leaderboard);
  if (shot) {
    await leaderboard.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${shot}-home-desktop.png` });
    await resize(page, PHONE);
    await leaderboard.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${shot}-home-phone.png` });
    await resize(page, DESKTOP);
  }
  // Alba's figures, not her place: Bruno's import may rank him above her.
  const homeCard = (await card.innerText()).replace(/^#\d+ · /, '');
  return { boardRow, homeCard, rows: sharing };
}

async function newVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'es-ES' });
  const page = await context.newPage();
  // The visitor's range: the whole history, so Bruno's March trades are inside every figure.
  await page.goto('/public/accounts');
  await allTime(page);
  return page;
}

test('a Binance file with BNB and unpriced fees imports into a public account, shows its caveat, breaks no one else’s page, and undoes', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  const problems: string[] = [];
  watch(page, problems);
  await resize(page, DESKTOP);

  // Alba: a public account with a closed round trip, so its figures hold still.
  await gotoApp(page);
  await register(page, alice);
  const albaHook = await createAccount(page, A_ACCOUNT, { public: true });
  await dismissToasts(page);
  await roundTrip(page, request, albaHook, 'alba');
  await signOut(page, alice);

  // Bruno: a public Binance spot account with a round trip of its own before the import.
  await register(page, bruno);
  const brunoHook = await createAccount(page, B_ACCOUNT, { public: true });
  await dismissToasts(page);
  await roundTrip(page, request, brunoHook, 'bruno');
  await page.getByRole('link', { name: B_ACCOUNT }).click();
  await expect(page.getByRole('heading', { level: 1, name: B_ACCOUNT })).toBeVisible();
  await allTime(page);
  // The round trip's sell closes its buy: the figures have both once they say so (a figure the
  // page read while the trades were landing is refreshed by the live stream).
  await expect(page.getByTestId('kpi-winRate')).toContainText('de 1 de cierre', {
    timeout: 20_000,
  });
  const before = await accountFigures(page);
  expect(before[3]).toMatch(/^2 \|/); // the round trip's two trades
  await expect(page.getByTestId('unpriced-note')).toHaveCount(0);

  // The visitor, before Bruno's import.
  const visitor = await newVisitor(browser);
  const visitorProblems: string[] = [];
  watch(visitor, visitorProblems);
  const seenBefore = await visitorView(visitor, { brunoCaveat: false });

  // The preview warns about the fee no price converts (ZZQ), not about BNB, which converts.
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar historial de operaciones' });
  await dialog.getByLabel('Archivo CSV').setInputFiles(FILE);
  const preview = dialog.getByTestId('import-preview');
  await expect(preview).toContainText('Formato: Binance (spot)');
  await expect(preview).toContainText('4 operaciones nuevas');
  const warning = preview.getByTestId('import-unpriced');
  await expect(warning).toHaveCount(1);
  await expect(warning).toHaveText(
    '1 operación con comisión en ZZQ, sin precio en USD: su comisión no se contará hasta que haya precio',
  );
  await expect(preview).not.toContainText('comisión en BNB');
  await expectSpanish(dialog);
  await page.screenshot({ path: `${SHOTS}/preview-desktop.png` });
  await resize(page, PHONE);
  await warning.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/preview-phone.png` });
  await resize(page, DESKTOP);
  await dialog.getByRole('button', { name: 'Importar 4 operaciones' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Se importaron 4 operaciones' }).first(),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await dismissToasts(page);

  // Bruno's page: every figure (no skeleton), and the caveat in Spanish right under the cards.
  await expect(page.getByTestId('kpi-trades')).toHaveAttribute('data-value', '6');
  const after = await accountFigures(page);
  expect(after[3]).toMatch(/^6 \|/);
  expect(after).not.toEqual(before);
  const note = page.getByTestId('unpriced-note').first();
  await expect(note).toHaveText(
    /^Sin precio en USD, no se cuenta en estas cifras: ZZQ \(1 operación, comisiones 0,458 ZZQ\)$/,
  );
  await expect(note).not.toContainText('BNB');
  const cards = await page.getByTestId('kpi-totalPnL').locator('..').boundingBox();
  const noteBox = await note.boundingBox();
  expect(noteBox!.y - (cards!.y + cards!.height)).toBeLessThan(24); // beside the figures it affects
  // The caveat fits the phone's width: no line runs past the page.
  await expectSpanish(page.getByTestId('analytics-dashboard'));
  await chartsDrawn(page);
  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/account-caveat-desktop.png` });
  await resize(page, PHONE);
  await expect(note).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page is no wider than the phone').toBeLessThanOrEqual(0);
  const phoneNote = await note.boundingBox();
  expect(phoneNote!.x + phoneNote!.width).toBeLessThanOrEqual(PHONE.width);
  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/account-caveat-phone.png` });
  await resize(page, DESKTOP);

  // Bruno's home dashboard (all his accounts) answers too, with the same caveat.
  await gotoApp(page, '/');
  await expect(page.getByTestId('kpi-trades')).toHaveAttribute('data-value', '6', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('unpriced-note').first()).toContainText('ZZQ');
  await expectNoErrorToast(page);

  // The visitor, after the import: Alba's figures byte for byte, every row with figures, and
  // Bruno's row marked with the caveat.
  const seenAfter = await visitorView(visitor, { brunoCaveat: true, shot: 'visitor' });
  expect(seenAfter.boardRow).toBe(seenBefore.boardRow);
  expect(seenAfter.homeCard).toBe(seenBefore.homeCard);
  await expectNoErrorToast(visitor);

  // Undo: the imports list, its confirmation, and the figures as they were before the import.
  await page.goto('/');
  await banner(page).getByRole('link', { name: 'Mis Cuentas' }).click();
  await page.getByRole('link', { name: B_ACCOUNT }).click();
  const imports = page.locator('section[aria-labelledby="trade-imports-title"]');
  await expect(imports.getByRole('heading', { name: 'Importaciones' })).toBeVisible();
  const row = imports.getByRole('listitem').filter({ hasText: FILE_NAME });
  await expect(row).toContainText(/ · \d{1,2}\/\d{1,2}\/\d{2,4}, \d{1,2}:\d{2} · 4 operaciones/);
  await expect(row).toContainText('Importada');
  await expectSpanish(imports);
  // The section itself: a viewport shot taken while the page relayouts after a scroll came out
  // torn at phone width.
  await imports.screenshot({ path: `${SHOTS}/imports-list-desktop.png` });
  await resize(page, PHONE);
  await imports.screenshot({ path: `${SHOTS}/imports-list-phone.png` });
  await resize(page, DESKTOP);
  await row.getByRole('button', { name: 'Deshacer' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Deshacer esta importación?' });
  await expect(confirm).toContainText(`Se borrarán las 4 operaciones que trajo «${FILE_NAME}».`);
  await expectSpanish(confirm);
  await page.screenshot({ path: `${SHOTS}/undo-confirm-desktop.png` });
  await confirm.getByRole('button', { name: 'Deshacer' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Importación deshecha: 4 operaciones borradas' })
      .first(),
  ).toBeVisible();
  await expect(row).toContainText('Deshecha');
  await expect(row.getByRole('button', { name: 'Deshacer' })).toHaveCount(0);
  await dismissToasts(page);
  await expect(page.getByTestId('kpi-trades')).toHaveAttribute('data-value', '2');
  const undone = await accountFigures(page);
  expect(undone).toEqual(before);
  await expect(page.getByTestId('unpriced-note')).toHaveCount(0);
  await expectNoErrorToast(page);

  // And the visitor still reads Alba's figures as before.
  const seenUndone = await visitorView(visitor, { brunoCaveat: false });
  expect(seenUndone.boardRow).toBe(seenBefore.boardRow);
  expect(seenUndone.homeCard).toBe(seenBefore.homeCard);
  await visitor.context().close();

  expect(problems).toEqual([]);
  expect(visitorProblems).toEqual([]);
});
