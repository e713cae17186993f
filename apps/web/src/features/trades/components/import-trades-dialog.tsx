import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { amountDecimals, formatNumber, priceDisplayDecimals } from '@pulso/domain/core';
import type { TradeImportSummary } from '@pulso/domain/schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { intlLocale } from '../../../lib/intl-locale';
import { previewTradeImport, useImportTrades } from '../api/import-trades';

interface ImportTradesDialogProps {
  accountId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Trade-history import: the user picks an exchange's export (or Pulso's), sees what it would do
 * (format, new trades, ones the account already has, rows skipped and why, the first trades and
 * the totals), and imports on confirmation. A funding export (Binance's futures transaction
 * history, Bybit's transaction log) shows its funding payments the same way instead.
 */
export function ImportTradesDialog({ accountId, open, onClose }: ImportTradesDialogProps) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [preview, setPreview] = useState<TradeImportSummary | null>(null);
  const [reading, setReading] = useState(false);
  const importing = useImportTrades(accountId);

  const close = () => {
    setFile(null);
    setPreview(null);
    onClose();
  };
  const choose = async (picked: File | undefined) => {
    setPreview(null);
    setFile(null);
    if (!picked) return;
    setReading(true);
    try {
      const read = { name: picked.name, csv: await picked.text() };
      setFile(read);
      setPreview(await previewTradeImport(accountId, read));
    } catch {
      // apiFetch has already shown why.
    } finally {
      setReading(false);
    }
  };
  const confirm = async () => {
    if (!file) return;
    const done = await importing.mutateAsync(file).catch(() => null);
    if (!done) return;
    toast.success(
      done.funding
        ? t('trades.import.fundingDone', { count: done.funding.imported })
        : t('trades.import.done', { count: done.imported }),
    );
    close();
  };
  /** A funding export's part of the preview (none for a trade history). */
  const funding = preview?.funding;
  const toImport = funding ? funding.toImport : (preview?.toImport ?? 0);
  const n = (value: string, asset: string) =>
    formatNumber(Number(value), amountDecimals(asset), locale);
  /** A price with the decimals its size needs (0,2410 USDT, not 0,24). */
  const price = (value: string, quote: string) =>
    formatNumber(
      Number(value),
      Math.max(amountDecimals(quote), priceDisplayDecimals(Number(value))),
      locale,
    );
  /** A funding amount as exact as it was paid (cents are too coarse: −0,1245 USDT), up to 8. */
  const paid = (value: string, currency: string) =>
    formatNumber(
      Number(value),
      Math.min(8, Math.max(amountDecimals(currency), (value.split('.')[1] ?? '').length)),
      locale,
    );
  const day = (iso: string) => new Date(iso).toLocaleDateString(locale);

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('trades.import.title')}
      description={t('trades.import.description')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('trades.import.cancel')}
          </Button>
          <Button
            disabled={!preview || toImport === 0}
            busy={importing.isPending}
            onClick={() => void confirm()}
          >
            {t(funding ? 'trades.import.fundingConfirm' : 'trades.import.confirm', {
              count: toImport,
            })}
          </Button>
        </>
      }
    >
      <label className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {t('trades.import.file')}
        <input
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => void choose(e.target.files?.[0])}
          className="peer sr-only"
        />
        {/* The browser's own button speaks the browser's language: this one speaks the app's. */}
        <span className="mt-1 flex items-center gap-3 rounded-lg peer-focus-visible:ring-2 peer-focus-visible:ring-emerald-500">
          <span className="shrink-0 cursor-pointer rounded-lg bg-slate-100 px-3 py-2 font-medium text-slate-800 dark:bg-ink-800 dark:text-slate-200">
            {t('trades.import.choose')}
          </span>
          <span className="truncate font-normal text-slate-500 dark:text-slate-400">
            {file?.name ?? t('trades.import.noFile')}
          </span>
        </span>
      </label>
      {reading ? (
        <p role="status" className="mt-3 text-sm text-slate-500">
          {t('trades.import.reading')}
        </p>
      ) : null}
      {preview ? (
        <div className="mt-4 space-y-3 text-sm" data-testid="import-preview">
          <p className="font-medium text-slate-900 dark:text-white">
            {t('trades.import.format', { name: preview.format.name })}
          </p>
          <ul className="space-y-1 text-slate-600 dark:text-slate-300">
            <li>{t('trades.import.rows', { count: preview.rows })}</li>
            {funding ? (
              <>
                <li
                  className="font-semibold text-slate-900 dark:text-white"
                  data-testid="import-funding"
                >
                  {t('trades.import.fundingToImport', { count: funding.toImport })}
                </li>
                {funding.duplicates > 0 ? (
                  <li>{t('trades.import.fundingDuplicates', { count: funding.duplicates })}</li>
                ) : null}
                {funding.skipped > 0 ? (
                  <li>{t('trades.import.fundingSkipped', { count: funding.skipped })}</li>
                ) : null}
              </>
            ) : (
              <>
                <li className="font-semibold text-slate-900 dark:text-white">
                  {t('trades.import.toImport', { count: preview.toImport })}
                </li>
                {preview.duplicates > 0 ? (
                  <li>{t('trades.import.duplicates', { count: preview.duplicates })}</li>
                ) : null}
              </>
            )}
            {preview.from && preview.to ? (
              <li>{t('trades.import.period', { from: day(preview.from), to: day(preview.to) })}</li>
            ) : null}
            {preview.volumes.map((v) => (
              <li key={v.quoteAsset}>
                {t('trades.import.volume', {
                  quote: v.quoteAsset,
                  buy: n(v.buy, v.quoteAsset),
                  sell: n(v.sell, v.quoteAsset),
                })}
              </li>
            ))}
            {funding?.totals.map((f) => (
              <li key={f.currency}>
                {t('trades.import.fundingTotal', {
                  currency: f.currency,
                  amount: paid(f.amount, f.currency),
                  count: f.payments,
                })}
              </li>
            ))}
            {preview.unpricedFees?.map((u) => (
              <li
                key={u.asset}
                data-testid="import-unpriced"
                className="text-amber-700 dark:text-amber-400"
              >
                {t('trades.import.unpricedFee', { count: u.trades, asset: u.asset })}
              </li>
            ))}
          </ul>
          {toImport === 0 ? (
            <p className="text-slate-600 dark:text-slate-300">
              {t(funding ? 'trades.import.fundingNothing' : 'trades.import.nothing')}
            </p>
          ) : null}
          {preview.problemCount > 0 ? (
            <div>
              <p className="font-medium text-amber-700 dark:text-amber-400">
                {t('trades.import.problems', { count: preview.problemCount })}
              </p>
              <ul className="mt-1 max-h-32 overflow-y-auto text-xs text-slate-600 dark:text-slate-300">
                {preview.problems.map((p) => (
                  <li key={p.line}>
                    {t('trades.import.line', { line: p.line })}: {p.reason}
                  </li>
                ))}
                {preview.problemCount > preview.problems.length ? (
                  <li>
                    {t('trades.import.more', {
                      count: preview.problemCount - preview.problems.length,
                    })}
                  </li>
                ) : null}
              </ul>
            </div>
          ) : null}
          <SampleTable
            caption={t('trades.import.sample')}
            columns={[
              { label: t('trades.columns.createdAt') },
              { label: t('trades.columns.type') },
              { label: t('trades.columns.asset') },
              { label: t('trades.columns.amount'), numeric: true },
              { label: t('trades.columns.price'), numeric: true },
              { label: t('trades.columns.fee'), numeric: true },
            ]}
            rows={preview.sample.map((s) => ({
              key: s.line,
              cells: [
                new Date(s.executedAt).toLocaleString(locale),
                t(`trades.types.${s.side}`),
                `${s.asset}/${s.quoteAsset}`,
                n(s.amount, s.asset),
                price(s.price, s.quoteAsset),
                `${n(s.fee, s.feeAsset)} ${s.feeAsset}`,
              ],
            }))}
          />
          {funding ? (
            <SampleTable
              caption={t('trades.import.fundingSample')}
              columns={[
                { label: t('trades.columns.createdAt') },
                { label: t('trades.import.fundingMarket') },
                { label: t('trades.import.fundingAmount'), numeric: true },
              ]}
              rows={funding.sample.map((s) => ({
                key: s.line,
                cells: [
                  new Date(s.paidAt).toLocaleString(locale),
                  `${s.asset}/${s.quoteAsset}`,
                  `${paid(s.amount, s.currency)} ${s.currency}`,
                ],
              }))}
            />
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}

/** The first rows a file would import (trades or funding payments), as a small table. */
function SampleTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: { label: string; numeric?: boolean }[];
  rows: { key: number; cells: string[] }[];
}) {
  if (rows.length === 0) return null;
  // Every cell but the last keeps a gap on its right.
  const cell = (i: number) =>
    `py-1${i < columns.length - 1 ? ' pr-2' : ''}${columns[i]?.numeric ? ' text-right' : ''}`;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-xs">
        <caption className="mb-1 text-left font-medium text-slate-700 dark:text-slate-200">
          {caption}
        </caption>
        <thead className="text-slate-500">
          <tr>
            {columns.map((c, i) => (
              <th key={c.label} className={cell(i)}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-slate-100 dark:border-white/5">
              {row.cells.map((value, i) => (
                <td key={i} className={cell(i)}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
