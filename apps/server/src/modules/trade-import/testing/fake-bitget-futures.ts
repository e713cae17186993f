/**
 * A fake of Bitget's futures API (USDT-FUTURES perpetuals of a classic account) for the exchange
 * sync's tests, beside the spot one (fake-bitget.ts), whose helpers it shares.
 */
import { Decimal } from '@pulso/domain';
import type { FetchImplementation } from '../../market-data';
import { FakeFillsApi, type NewFill } from './fake-account-api';
import { classicAccount, DAY, envelope, error, newestFills, refused } from './fake-bitget';

/**
 * How far back Bitget keeps an account's futures fills and bills, and the widest window one
 * request for fills may ask (three months), or for bills (30 days).
 */
const FUTURES_KEPT = 90 * DAY;
const FILLS_WINDOW = 90 * DAY;
const BILLS_WINDOW = 30 * DAY;

/** A USDT perpetual as GET /api/v2/mix/market/contracts lists it (fields as in ccxt's example). */
const contract = (symbol: string, baseCoin: string, pricePlace: string) => ({
  symbol,
  baseCoin,
  quoteCoin: 'USDT',
  buyLimitPriceRatio: '0.01',
  sellLimitPriceRatio: '0.01',
  feeRateUpRatio: '0.005',
  makerFeeRate: '0.0002',
  takerFeeRate: '0.0006',
  openCostUpRatio: '0.01',
  supportMarginCoins: ['USDT'],
  minTradeNum: '0.001',
  priceEndStep: '1',
  volumePlace: '3',
  pricePlace,
  sizeMultiplier: '0.001',
  symbolType: 'perpetual',
  minTradeUSDT: '5',
  maxSymbolOrderNum: '200',
  maxProductOrderNum: '400',
  maxPositionNum: '150',
  symbolStatus: 'normal',
  offTime: '-1',
  limitOpenTime: '-1',
  deliveryTime: '',
  deliveryStartTime: '',
  deliveryPeriod: '',
  launchTime: '',
  fundInterval: '8',
  minLever: '1',
  maxLever: '125',
  posLimit: '0.05',
  maintainTime: '',
});

/** Bitget's USDT perpetuals in the fake (USDT-FUTURES): sizes in the coin. */
export const BITGET_CONTRACTS = [contract('BTCUSDT', 'BTC', '1'), contract('ETHUSDT', 'ETH', '2')];

/** A fill of the futures account as GET /api/v2/mix/order/fills lists it (`baseVolume` in the coin). */
export interface BitgetFuturesFill {
  tradeId: string;
  symbol: string;
  orderId: string;
  price: string;
  baseVolume: string;
  feeDetail: {
    deduction: 'yes' | 'no';
    feeCoin: string;
    totalDeductionFee: string | null;
    totalFee: string;
  }[];
  side: 'buy' | 'sell';
  quoteVolume: string;
  profit: string;
  enterPointSource: 'web' | 'api';
  /** One-way position mode: `buy_single`, `sell_single`. */
  tradeSide: 'buy_single' | 'sell_single';
  posMode: 'one_way_mode';
  tradeScope: 'taker' | 'maker';
  cTime: string;
}

/** A bill of the futures account as GET /api/v2/mix/account/bill lists it (its `bills`). */
export interface BitgetBill {
  billId: string;
  symbol: string;
  /** Positive when received, negative when paid. */
  amount: string;
  fee: string;
  feeByCoupon: string;
  businessType: 'contract_settle_fee' | 'open_long' | 'close_long';
  coin: string;
  /** The account's balance after it. */
  balance: string;
  cTime: string;
}

/** An open position as the fake holds it: its size in the coin (Bitget's `total`). */
export interface BitgetPosition {
  symbol: string;
  holdSide: 'long' | 'short';
  total: string;
  openPriceAvg: string;
  markPrice: string;
}

/**
 * Bitget for a classic account's futures (USDT perpetuals, USDT-FUTURES): the contracts, the
 * USDT margin account (GET /api/v2/mix/account/accounts), the fills of a contract (GET
 * /api/v2/mix/order/fills: newest first, `limit` (100 at most), `idLessThan` for older pages,
 * startTime/endTime at most three months apart), the account's bills (GET
 * /api/v2/mix/account/bill, funding settlements are `contract_settle_fee`: newest first, `limit`
 * (20 by default, 100 at most), `idLessThan`, startTime/endTime at most 30 days apart), both kept
 * 90 days, and its positions (GET /api/v2/mix/position/all-position). Bills are filtered by the
 * `symbol` ccxt names (Bitget's docs do not list it as a parameter).
 */
export class FakeBitgetFutures extends FakeFillsApi<BitgetFuturesFill> {
  /** The USDT margin account's equity. */
  equity = '1000';
  /** The account's bills, oldest first. */
  readonly bills: BitgetBill[] = [];
  positions: BitgetPosition[] = [];
  private nextBill = 1;

  constructor() {
    super({ path: '/api/v2/mix/order/fills', start: 'startTime', end: 'endTime' });
  }

  protected newFill({ symbol, n, at, side, price, size }: NewFill): BitgetFuturesFill {
    const quote = new Decimal(price).times(size);
    return {
      // Bitget's ids grow with time (snowflakes): the millisecond, then a sequence.
      tradeId: `${at}${String(n).padStart(6, '0')}`,
      symbol,
      orderId: `${at - 7}${String(n).padStart(6, '0')}`,
      price,
      baseVolume: size,
      feeDetail: [
        {
          deduction: 'no',
          feeCoin: 'USDT',
          totalDeductionFee: null,
          totalFee: quote.times('-0.0006').toFixed(),
        },
      ],
      side,
      quoteVolume: quote.toFixed(),
      profit: '0',
      enterPointSource: 'api',
      tradeSide: side === 'buy' ? 'buy_single' : 'sell_single',
      posMode: 'one_way_mode',
      tradeScope: 'taker',
      cTime: String(at),
    };
  }

  protected executedAt(fill: BitgetFuturesFill): number {
    return Number(fill.cTime);
  }

  /**
   * `count` funding settlements of `symbol`, 8 hours apart from `from`, each of `amount` USDT
   * (negative: paid).
   */
  addFunding(
    symbol: string,
    count: number,
    options: { from: number; amount: string },
  ): BitgetBill[] {
    const added: BitgetBill[] = [];
    for (let i = 0; i < count; i++) {
      const at = options.from + i * 8 * 3_600_000;
      const bill: BitgetBill = {
        billId: `${at}${String(this.nextBill++).padStart(6, '0')}`,
        symbol,
        amount: options.amount,
        fee: '0',
        feeByCoupon: '',
        businessType: 'contract_settle_fee',
        coin: 'USDT',
        balance: '1000',
        cTime: String(at),
      };
      this.bills.push(bill);
      added.push(bill);
    }
    this.bills.sort((a, b) => Number(a.cTime) - Number(b.cTime));
    return added;
  }

  /** The bill requests, each with its whole query. */
  billsAsked(): URLSearchParams[] {
    return this.requests
      .filter((r) => r.url.pathname === '/api/v2/mix/account/bill')
      .map((r) => r.url.searchParams);
  }

  readonly fetch: FetchImplementation = async (url, init) => {
    const { url: u, method } = this.record(url, init);
    if (u.pathname === '/api/v2/public/time') return envelope({ serverTime: String(Date.now()) });
    if (u.pathname === '/api/v2/mix/market/contracts') {
      const usdt = u.searchParams.get('productType') === 'USDT-FUTURES';
      return envelope(usdt ? BITGET_CONTRACTS : []);
    }
    const refusal = refused(init, this.acceptedKey);
    if (refusal) return refusal;
    switch (u.pathname) {
      case '/api/v3/account/settings':
        return classicAccount();
      case '/api/v2/mix/account/accounts':
        if (u.searchParams.get('productType') !== 'USDT-FUTURES') return envelope([]);
        return envelope([
          {
            marginCoin: 'USDT',
            locked: '0',
            available: this.equity,
            crossedMaxAvailable: this.equity,
            isolatedMaxAvailable: this.equity,
            maxTransferOut: this.equity,
            accountEquity: this.equity,
            usdtEquity: this.equity,
            btcEquity: '0',
            crossedRiskRate: '0',
            unrealizedPL: '0',
            coupon: '0',
            crossedUnrealizedPL: null,
            isolatedUnrealizedPL: null,
          },
        ]);
      case '/api/v2/mix/order/fills':
        return this.fills(u);
      case '/api/v2/mix/account/bill':
        return this.bill(u);
      case '/api/v2/mix/position/all-position':
        return envelope(this.positions.map((p) => this.position(p)));
    }
    return error('40404', `fake bitget futures: no ${method} ${u.pathname}`, 404);
  };

  private position(p: BitgetPosition) {
    const pnl = new Decimal(p.markPrice)
      .minus(p.openPriceAvg)
      .times(p.total)
      .times(p.holdSide === 'long' ? 1 : -1);
    return {
      marginCoin: 'USDT',
      symbol: p.symbol,
      holdSide: p.holdSide,
      openDelegateSize: '0',
      marginSize: new Decimal(p.openPriceAvg).times(p.total).div(20).toFixed(),
      available: p.total,
      locked: '0',
      total: p.total,
      leverage: '20',
      achievedProfits: '0',
      openPriceAvg: p.openPriceAvg,
      marginMode: 'crossed',
      posMode: 'one_way_mode',
      unrealizedPL: pnl.toFixed(),
      liquidationPrice: '0',
      keepMarginRate: '0.004',
      markPrice: p.markPrice,
      marginRatio: '0.03',
      cTime: String(Date.now() - DAY),
    };
  }

  /**
   * GET /api/v2/mix/order/fills: the contract's fills (USDT-FUTURES) from startTime to endTime
   * (three months apart at most) kept in the last 90 days, older than `idLessThan`, newest first,
   * `limit` of them, and `endId` (the last one's id) to ask for the next.
   */
  private fills(u: URL): Response {
    if (this.spendsRateLimit()) return error('429', 'Too Many Requests', 429);
    const q = (name: string) => u.searchParams.get(name);
    if (q('productType') !== 'USDT-FUTURES') {
      return error('40019', 'Parameter productType cannot be empty', 400);
    }
    const symbol = q('symbol');
    this.throughOutage(symbol);
    const found = newestFills(q, this.fillsOf(symbol), {
      start: (_now, end) => end - FILLS_WINDOW,
      window: FILLS_WINDOW,
      kept: FUTURES_KEPT,
    });
    if (found instanceof Response) return found;
    return envelope({ fillList: found, endId: found.at(-1)?.tradeId ?? '' });
  }

  /**
   * GET /api/v2/mix/account/bill: the USDT-FUTURES account's bills (of `symbol`, of
   * `businessType`) from startTime to endTime (30 days apart at most) kept in the last 90 days,
   * older than `idLessThan`, newest first, `limit` (20 by default, 100 at most), and `endId` to
   * ask for the next.
   */
  private bill(u: URL): Response {
    if (this.spendsRateLimit()) return error('429', 'Too Many Requests', 429);
    const q = (name: string) => u.searchParams.get(name);
    if (q('productType') !== 'USDT-FUTURES') {
      return error('40019', 'Parameter productType cannot be empty', 400);
    }
    const now = Date.now();
    const limit = Math.min(Number(q('limit') ?? 20), 100);
    const end = q('endTime') === null ? now : Number(q('endTime'));
    const start = q('startTime') === null ? end - BILLS_WINDOW : Number(q('startTime'));
    if (start > end) return error('20001', 'startTime should be less than endTime', 400);
    if (end - start > BILLS_WINDOW) {
      return error('00001', 'startTime and endTime interval cannot be greater than 30 days', 400);
    }
    const before = q('idLessThan') === null ? undefined : BigInt(q('idLessThan')!);
    const found = this.bills
      .filter(
        (b) =>
          (q('symbol') === null || b.symbol === q('symbol')) &&
          (q('coin') === null || b.coin === q('coin')) &&
          (q('businessType') === null || b.businessType === q('businessType')),
      )
      .filter((b) => {
        const at = Number(b.cTime);
        return at >= Math.max(start, now - FUTURES_KEPT) && at <= end;
      })
      .filter((b) => before === undefined || BigInt(b.billId) < before)
      .sort((a, b) => (BigInt(b.billId) > BigInt(a.billId) ? 1 : -1))
      .slice(0, limit);
    return envelope({ bills: found, endId: found.at(-1)?.billId ?? '' });
  }
}
