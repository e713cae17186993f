import { TRADE_CSV_COLUMNS, TRADE_SOURCES, type TradeSource } from '@pulso/domain';
import {
  coin,
  decimal,
  echo,
  fundingAmount,
  kind,
  pair,
  positive,
  RowError,
  side,
  time,
  withAsset,
  zoneOf,
} from './csv-fields';

/** A trade as one format's row gives it. */
export interface FormatRow {
  executedAtMs: number;
  asset: string;
  quoteAsset: string;
  side: 'buy' | 'sell';
  amount: string;
  price: string;
  fee: string;
  feeAsset: string;
  /** The source's own trade id, when its export has one. */
  tradeId?: string;
  orderId?: string;
  /** Pulso's own export keeps where each trade came from. */
  source?: TradeSource;
}

/**
 * A funding payment of a perpetual as a funding export's row gives it: received positive, paid
 * negative, in `currency` (what the perpetual settles in).
 */
export interface FundingFormatRow {
  paidAtMs: number;
  asset: string;
  quoteAsset: string;
  currency: string;
  amount: string;
  /**
   * The payment's id where the export has one, and whose ids they are (`source`): the sync's
   * exchange code when they are the ones its API gives (ids of one source decide between its
   * payments), else the export's own.
   */
  id?: { source: string; value: string };
}

interface FormatBase {
  id: string;
  /** As the import dialog names it. */
  name: string;
  /** Whether a header row is this format's. */
  matches(header: readonly string[]): boolean;
}

/** A trade-history export: every row is a trade. */
export interface TradeFormat extends FormatBase {
  kind: 'trades';
  /** One data row; a RowError says why it cannot be imported. */
  read(cell: (column: string) => string | undefined, file: FileContext): FormatRow;
}

/**
 * A transaction export that carries funding payments among rows of other kinds (realized PnL,
 * commissions, transfers, trades): a file of it imports funding payments, never trades.
 */
export interface FundingFormat extends FormatBase {
  kind: 'funding';
  /**
   * One data row: a payment, or null for a row of another kind (skipped and counted, not a
   * problem); a RowError says why a payment's row cannot be imported.
   */
  read(cell: (column: string) => string | undefined, file: FileContext): FundingFormatRow | null;
}

/** One file is one format: its header says which, and whether it holds trades or funding. */
export type CsvFormat = TradeFormat | FundingFormat;

export interface FileContext {
  header: readonly string[];
  /** The zone the file's name gives (Binance puts it there), in minutes east of UTC. */
  nameZone: number | undefined;
}

/** The zone of a time column: its header's, else the file name's, else the format's default. */
const zoneFor = (column: string, file: FileContext, otherwise = 0) =>
  zoneOf(column) ?? file.nameZone ?? otherwise;

const hasAll =
  (...columns: string[]) =>
  (header: readonly string[]) =>
    columns.every((c) => header.includes(c));

/** A spreadsheet-safe cell of Pulso's export back to its value ("'-x" was written for "-x"). */
const unneutralised = (text: string | undefined) =>
  text && /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;

/** Pulso's own export (GET …/export.csv): a round trip keeps every trade as it was. */
const pulso: TradeFormat = {
  kind: 'trades',
  id: 'pulso',
  name: 'Pulso',
  matches: hasAll(...TRADE_CSV_COLUMNS),
  read(cell) {
    const source = cell('source') as TradeSource;
    const orderId = unneutralised(cell('orderId'));
    return {
      tradeId: (cell('id') ?? '').trim() || undefined,
      executedAtMs: time(cell('createdAt')),
      asset: (cell('asset') ?? '').trim().toUpperCase() || pair(cell('symbol')).asset,
      quoteAsset:
        (cell('quoteAsset') ?? '').trim().toUpperCase() || pair(cell('symbol')).quoteAsset,
      side: side(cell('type')),
      amount: positive(cell('amount'), 'Cantidad'),
      price: positive(cell('price'), 'Precio'),
      fee: decimal(cell('fee') || '0', 'Comisión'),
      feeAsset: (cell('feeAsset') ?? '').trim().toUpperCase() || (cell('quoteAsset') ?? '').trim(),
      ...(TRADE_SOURCES.includes(source) ? { source } : {}),
      ...(orderId ? { orderId } : {}),
    };
  },
};

/** An amount with or without its asset written after it ('0.18SOL' or '0.18'). */
const amountOf = (text: string | undefined, what: string) =>
  /[A-Za-z]\s*$/.test(text ?? '')
    ? withAsset(text, what)
    : { value: decimal(text, what), asset: '' };

/**
 * Binance's executed amount and the pair it splits: the amount ends with the base asset, the
 * longest start of the pair that leaves a number before it ('400.00000000001INCH' in 1INCHUSDT is
 * 400 1INCH, not 400.00000000001 INCH). A plain number splits the pair by spec §5's rule.
 */
function binanceExecuted(text: string | undefined, market: string) {
  const raw = (text ?? '').trim().toUpperCase();
  for (let length = market.length - 1; length > 0; length--) {
    const base = market.slice(0, length);
    if (!raw.endsWith(base)) continue;
    const number = raw.slice(0, -length).trim();
    if (!/^[\d.,]+$/.test(number)) continue;
    return {
      amount: positive(number, 'Cantidad'),
      split: { asset: base, quoteAsset: market.slice(length) },
    };
  }
  if (/[A-Z]$/.test(raw))
    throw new RowError(`Cantidad no corresponde al par ${market.slice(0, 20)}`);
  return { amount: positive(raw, 'Cantidad'), split: pair(market) };
}

/** A column among several names a format's versions give it. */
const first = (file: FileContext, ...names: string[]) =>
  names.find((n) => file.header.includes(n)) ??
  file.header.find((h) => names.some((n) => h.startsWith(n))) ??
  names[0]!;

const upper = (text: string | undefined) => (text ?? '').trim().toUpperCase();

/**
 * Binance's spot (and margin) "Trade History" export: `Date(UTC),Pair,Side,Price,Executed,Amount,Fee`
 * (today `Time,…` in the zone the file's name gives, with 2-digit years, and sometimes an
 * `Order No` first), the asset glued after each amount ('0.1800000000SOL', '0.0198054BUSD'); older
 * files write plain numbers and the fee's asset in `Fee Coin`. No trade id: rows are fingerprinted.
 */
const binanceSpot: TradeFormat = {
  kind: 'trades',
  id: 'binance-spot',
  name: 'Binance (spot)',
  matches: (header) =>
    hasAll('Pair', 'Side', 'Price', 'Executed', 'Amount', 'Fee')(header) &&
    header.some((h) => h === 'Time' || h.startsWith('Date(')),
  read(cell, file) {
    const dateColumn = first(file, 'Time', 'Date(');
    const market = upper(cell('Pair'));
    const { amount, split } = binanceExecuted(cell('Executed'), market);
    const fee = amountOf(cell('Fee'), 'Comisión');
    return {
      executedAtMs: time(cell(dateColumn), zoneFor(dateColumn, file)),
      ...split,
      side: side(cell('Side')),
      amount,
      price: positive(cell('Price'), 'Precio'),
      fee: fee.value,
      feeAsset: fee.asset || upper(cell('Fee Coin')) || split.quoteAsset,
    };
  },
};

/**
 * Binance's USDⓈ-M futures "Trade History": today
 * `Uid,Time,Symbol,Side,Price,Quantity,Amount,Fee,Realized Profit,Buyer,Maker,Trade ID,Order ID`
 * (the fee '0.29528919 USDT'), before `Date(UTC),Pair,Side,Price,Quantity,Amount,Fee,Realized Profit`.
 * The position and its PnL come from the ledger, so `Realized Profit` is not read.
 */
const binanceFutures: TradeFormat = {
  kind: 'trades',
  id: 'binance-futures',
  name: 'Binance (futuros USDⓈ-M)',
  matches: (header) =>
    hasAll('Side', 'Price', 'Quantity', 'Amount', 'Fee', 'Realized Profit')(header) &&
    (header.includes('Symbol') || header.includes('Pair')),
  read(cell, file) {
    const dateColumn = first(file, 'Time', 'Date(');
    const market = pair(cell(file.header.includes('Symbol') ? 'Symbol' : 'Pair'));
    const fee = amountOf(cell('Fee'), 'Comisión');
    const tradeId = cell('Trade ID');
    return {
      executedAtMs: time(cell(dateColumn), zoneFor(dateColumn, file)),
      ...market,
      side: side(cell('Side')),
      amount: positive(cell('Quantity'), 'Cantidad'),
      price: positive(cell('Price'), 'Precio'),
      fee: fee.value.replace(/^-/, ''),
      feeAsset: fee.asset || market.quoteAsset,
      ...(tradeId ? { tradeId } : {}),
      ...(cell('Order ID') ? { orderId: cell('Order ID') } : {}),
    };
  },
};

/**
 * Bybit's spot trade history (unified account):
 * `Spot Pairs,Order Type,Direction,Filled Value,Filled Price,Filled Quantity,Fees,Transaction ID,Order No.,Timestamp (UTC)`,
 * some files with a `Uid` column and a 'UID: …' line above the header, the EU files with
 * `feeCoin,ExecFeeV2` (and `Fees` '--'); times as '14:35 2024-11-16' or '2024-12-09 19:48:23'.
 * Without a fee coin, Bybit charges spot fees in what the trade receives: the base on a buy, the
 * quote on a sell.
 */
const bybitSpot: TradeFormat = {
  kind: 'trades',
  id: 'bybit-spot',
  name: 'Bybit (spot)',
  matches: hasAll('Spot Pairs', 'Direction', 'Filled Price', 'Filled Quantity', 'Transaction ID'),
  read(cell, file) {
    const dateColumn = first(file, 'Timestamp (UTC', 'Timestamp');
    const market = pair(cell('Spot Pairs'));
    const direction = side(cell('Direction'));
    const feeV2 = cell('ExecFeeV2');
    const fee = feeV2 && feeV2 !== '--' ? feeV2 : cell('Fees');
    const feeValue = fee === '--' ? '0' : amountOf(fee, 'Comisión').value;
    return {
      executedAtMs: time(cell(dateColumn), zoneFor(dateColumn, file)),
      ...market,
      side: direction,
      amount: positive(amountOf(cell('Filled Quantity'), 'Cantidad').value, 'Cantidad'),
      price: positive(amountOf(cell('Filled Price'), 'Precio').value, 'Precio'),
      fee: feeValue,
      feeAsset: upper(cell('feeCoin')) || (direction === 'buy' ? market.asset : market.quoteAsset),
      tradeId: cell('Transaction ID') || undefined,
      ...(cell('Order No.') ? { orderId: cell('Order No.') } : {}),
    };
  },
};

/**
 * KuCoin's spot fills: `UID,Account Type,Order ID,Symbol,Side,Order Type,Avg. Filled Price,Filled Amount,Filled Volume,Filled Volume (USDT),Filled Time(UTC+08:00),Fee,[Tax,]Maker/Taker,Fee Currency`
 * (the zone in the time's header), and the older
 * `tradeCreatedAt,orderId,symbol,side,price,size,funds,fee,liquidity,feeCurrency,orderType`, in
 * UTC+8. Symbols as 'BTC-USDT'. No trade id: rows are fingerprinted.
 */
const kucoinSpot: TradeFormat = {
  kind: 'trades',
  id: 'kucoin-spot',
  name: 'KuCoin (spot)',
  matches: (header) =>
    hasAll('Symbol', 'Side', 'Avg. Filled Price', 'Filled Amount', 'Fee Currency')(header) ||
    hasAll('tradeCreatedAt', 'symbol', 'side', 'price', 'size', 'fee', 'feeCurrency')(header),
  read(cell, file) {
    const old = file.header.includes('tradeCreatedAt');
    const dateColumn = old ? 'tradeCreatedAt' : first(file, 'Filled Time');
    const market = pair(cell(old ? 'symbol' : 'Symbol'));
    const orderId = cell(old ? 'orderId' : 'Order ID');
    return {
      executedAtMs: time(cell(dateColumn), zoneFor(dateColumn, file, old ? 480 : 0)),
      ...market,
      side: side(cell(old ? 'side' : 'Side')),
      amount: positive(cell(old ? 'size' : 'Filled Amount'), 'Cantidad'),
      price: positive(cell(old ? 'price' : 'Avg. Filled Price'), 'Precio'),
      fee: decimal(cell(old ? 'fee' : 'Fee') || '0', 'Comisión'),
      feeAsset: upper(cell(old ? 'feeCurrency' : 'Fee Currency')) || market.quoteAsset,
      ...(orderId ? { orderId } : {}),
    };
  },
};

/**
 * Bitget's spot order details (fills):
 * `Date,Trading pair,Base Asset,Quote Asset,Direction,Price,Amount,Total,Fee,Fee Coin`, in the
 * account's display zone (the file does not say which: UTC unless its name does).
 */
const bitgetSpot: TradeFormat = {
  kind: 'trades',
  id: 'bitget-spot',
  name: 'Bitget (spot)',
  matches: hasAll(
    'Date',
    'Trading pair',
    'Base Asset',
    'Quote Asset',
    'Direction',
    'Price',
    'Amount',
    'Fee Coin',
  ),
  read(cell, file) {
    const market = pair(cell('Trading pair'));
    const fee = amountOf(cell('Fee') || '0', 'Comisión');
    return {
      executedAtMs: time(cell('Date'), zoneFor('Date', file)),
      asset: upper(cell('Base Asset')) || market.asset,
      quoteAsset: upper(cell('Quote Asset')) || market.quoteAsset,
      side: side(cell('Direction')),
      amount: positive(cell('Amount'), 'Cantidad'),
      price: positive(cell('Price'), 'Precio'),
      fee: fee.value.replace(/^-/, ''),
      feeAsset: upper(cell('Fee Coin')) || fee.asset || market.quoteAsset,
    };
  },
};

/** A payment's id as an export writes it: at most 64 letters, digits, '-' and '_'. */
function paymentId(text: string | undefined, what: string): string | undefined {
  const id = (text ?? '').trim();
  if (id === '' || id === '--') return undefined;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new RowError(`${what} no válido: "${echo(id)}"`);
  return id;
}

/** A perpetual's market (pair's rule), its two coins plain codes ('BTC USDT' is no market). */
function perpetual(text: string | undefined) {
  const market = pair(text);
  if (![market.asset, market.quoteAsset].every((c) => /^[A-Z0-9]{1,20}$/.test(c))) {
    throw new RowError(`Mercado no reconocido: "${echo((text ?? '').trim())}"`);
  }
  return market;
}

/**
 * Binance's USDⓈ-M futures "Transaction History" export: today
 * `Time,Type,Amount,Asset,Symbol,Transaction ID` (in the zone the file's name gives, as
 * 'Binance-Futures-Transaction-History-202603230525(UTC--6).csv'), before
 * `Date(UTC),type,Amount,Asset,Symbol,Transaction ID`. Its rows are the account's income of every
 * kind; only `FUNDING_FEE` is read (REALIZED_PNL, COMMISSION, TRANSFER… are not trades, and the
 * ledger computes PnL and fees from the trades themselves). The amount is signed as the wallet
 * moved (received +), in `Asset`. The Transaction ID is the income's `tranId`, the id the API
 * (and so the sync) gives the same payment: both are Binance's ids.
 */
const binanceTransactions: FundingFormat = {
  kind: 'funding',
  id: 'binance-futures-transactions',
  name: 'Binance (futuros USDⓈ-M, historial de transacciones)',
  matches: (header) =>
    hasAll('Amount', 'Asset', 'Symbol')(header) &&
    (header.includes('Type') || header.includes('type')) &&
    header.some((h) => h === 'Time' || h.startsWith('Date(')) &&
    !header.includes('Side'),
  read(cell, file) {
    if (kind(cell(file.header.includes('Type') ? 'Type' : 'type')) !== 'FUNDING_FEE') return null;
    const dateColumn = first(file, 'Time', 'Date(');
    const amount = fundingAmount(cell('Amount'), 'Importe');
    if (amount === '0') return null; // nothing paid: not a payment
    const tranId = paymentId(cell('Transaction ID'), 'Transaction ID');
    return {
      paidAtMs: time(cell(dateColumn), zoneFor(dateColumn, file)),
      ...perpetual(cell('Symbol')),
      currency: coin(cell('Asset'), 'Activo'),
      amount,
      ...(tranId ? { id: { source: 'binance', value: tranId } } : {}),
    };
  },
};

/**
 * A Bybit contract as its transaction log writes it: 'BTCUSDT', or a USDC perpetual's 'BTCPERP'
 * (settled in the row's currency).
 */
function bybitContract(text: string | undefined, currency: string) {
  const contract = (text ?? '').trim().toUpperCase();
  const perp = /^([A-Z0-9]{1,20})PERP$/.exec(contract);
  return perp ? { asset: perp[1]!, quoteAsset: currency } : perpetual(contract);
}

/**
 * Bybit's derivatives transaction log (Assets → Transaction Log → Export): the unified account's
 * `Uid,Currency,Contract,Type,Direction,Quantity,Position,Filled Price,Funding,Fee Paid,Cash Flow,Change,Wallet Balance,Action,Time(UTC)`
 * (a 'UID: …' line above the header; other versions end `…,Action,OrderId,TradeId,Time`), and
 * the classic contract account's `Time,Currency,Contract,Type,Direction,…,Funding,Fee Paid,Cash Flow,Change,Wallet Balance,Fee Rate,Trade ID,Order ID`.
 * A funding payment is a `SETTLEMENT` row (the classic log's `funding`) with a `Funding`
 * amount: a settlement without one is a USDC contract's session settling its PnL, not funding.
 * `Change` is what the wallet received (the unified log writes `Funding` with that sign, the
 * classic one as a fee, paid positive): its sign decides where it carries the payment alone.
 * Other rows (TRADE, TRANSFER_IN, …) are skipped. The log's ids are not the API's execution ids:
 * the sync's payments are recognised by what they are.
 */
const bybitTransactionLog: FundingFormat = {
  kind: 'funding',
  id: 'bybit-transaction-log',
  name: 'Bybit (derivados, registro de transacciones)',
  matches: hasAll('Currency', 'Contract', 'Type', 'Funding', 'Change', 'Cash Flow'),
  read(cell, file) {
    const type = kind(cell('Type'));
    if (type !== 'SETTLEMENT' && type !== 'FUNDING') return null;
    const written = cell('Funding');
    if (!written || written === '--') return null;
    const funding = fundingAmount(written, 'Financiación');
    if (funding === '0') return null;
    const change = cell('Change');
    const changed = change && change !== '--' ? fundingAmount(change, 'Cambio') : undefined;
    const received =
      changed !== undefined && changed.replace(/^-/, '') === funding.replace(/^-/, '')
        ? changed
        : file.header.includes('Fee Rate') // the classic log: a fee, paid positive
          ? funding.startsWith('-')
            ? funding.slice(1)
            : `-${funding}`
          : funding;
    const currency = coin(cell('Currency'), 'Moneda');
    const dateColumn = first(file, 'Time(UTC', 'Time');
    const id = paymentId(cell(first(file, 'TradeId', 'Trade ID')), 'Trade ID');
    return {
      paidAtMs: time(cell(dateColumn), zoneFor(dateColumn, file)),
      ...bybitContract(cell('Contract'), currency),
      currency,
      amount: received,
      ...(id ? { id: { source: 'bybit-log', value: id } } : {}),
    };
  },
};

export const CSV_FORMATS: readonly CsvFormat[] = [
  pulso,
  binanceFutures,
  binanceSpot,
  bybitSpot,
  kucoinSpot,
  bitgetSpot,
  binanceTransactions,
  bybitTransactionLog,
];
