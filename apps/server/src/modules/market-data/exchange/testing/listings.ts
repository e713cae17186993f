/**
 * Spot market listings as each exchange's API publishes them, cut down to three markets
 * (BTC/USDT, ETH/USDT, BTC/USDC), plus a fee coin's USDT market on binance (BNB) and kucoin (KCS):
 * the entries carry the fields ccxt reads.
 */
const PAIRS = [
  ['BTC', 'USDT'],
  ['ETH', 'USDT'],
  ['BTC', 'USDC'],
] as const;
/** Spot only: a fee coin each, priced for conversion (not tradable in Pulso). */
const BINANCE_SPOT = [...PAIRS, ['BNB', 'USDT']] as const;
const KUCOIN_SPOT = [...PAIRS, ['KCS', 'USDT']] as const;

export const LISTINGS = {
  binance: {
    timezone: 'UTC',
    serverTime: 1_763_500_000_000,
    rateLimits: [
      { rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE', intervalNum: 1, limit: 6000 },
    ],
    symbols: BINANCE_SPOT.map(([base, quote]) => ({
      symbol: `${base}${quote}`,
      status: 'TRADING',
      baseAsset: base,
      baseAssetPrecision: 8,
      quoteAsset: quote,
      quotePrecision: 8,
      quoteAssetPrecision: 8,
      orderTypes: ['LIMIT', 'LIMIT_MAKER', 'MARKET', 'STOP_LOSS_LIMIT', 'TAKE_PROFIT_LIMIT'],
      isSpotTradingAllowed: true,
      isMarginTradingAllowed: true,
      permissions: [],
      permissionSets: [['SPOT', 'MARGIN']],
      filters: [
        {
          filterType: 'PRICE_FILTER',
          minPrice: '0.01000000',
          maxPrice: '1000000.00000000',
          tickSize: '0.01000000',
        },
        {
          filterType: 'LOT_SIZE',
          minQty: '0.00001000',
          maxQty: '9000.00000000',
          stepSize: '0.00001000',
        },
        { filterType: 'NOTIONAL', minNotional: '5.00000000', maxNotional: '9000000.00000000' },
      ],
    })),
  },
  /** Binance USDⓈ-M futures (GET /fapi/v1/exchangeInfo): the same pairs as perpetuals. */
  binanceFutures: {
    timezone: 'UTC',
    serverTime: 1_763_500_000_000,
    rateLimits: [
      { rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE', intervalNum: 1, limit: 2400 },
    ],
    assets: [
      { asset: 'USDT', marginAvailable: true, autoAssetExchange: '-10000' },
      { asset: 'USDC', marginAvailable: true, autoAssetExchange: '-10000' },
    ],
    symbols: PAIRS.map(([base, quote]) => ({
      symbol: `${base}${quote}`,
      pair: `${base}${quote}`,
      contractType: 'PERPETUAL',
      deliveryDate: 4_133_404_800_000,
      onboardDate: 1_569_398_400_000,
      status: 'TRADING',
      maintMarginPercent: '2.5000',
      requiredMarginPercent: '5.0000',
      baseAsset: base,
      quoteAsset: quote,
      marginAsset: quote,
      pricePrecision: 2,
      quantityPrecision: 3,
      baseAssetPrecision: 8,
      quotePrecision: 8,
      underlyingType: 'COIN',
      underlyingSubType: ['PoW'],
      triggerProtect: '0.0500',
      liquidationFee: '0.012500',
      marketTakeBound: '0.05',
      filters: [
        { filterType: 'PRICE_FILTER', minPrice: '556.80', maxPrice: '4529764', tickSize: '0.10' },
        { filterType: 'LOT_SIZE', stepSize: '0.001', maxQty: '1000', minQty: '0.001' },
        { filterType: 'MARKET_LOT_SIZE', stepSize: '0.001', maxQty: '120', minQty: '0.001' },
        { filterType: 'MIN_NOTIONAL', notional: '100' },
      ],
      orderTypes: ['LIMIT', 'MARKET', 'STOP', 'STOP_MARKET', 'TAKE_PROFIT', 'TAKE_PROFIT_MARKET'],
      timeInForce: ['GTC', 'IOC', 'FOK', 'GTX'],
    })),
  },
  kucoin: {
    code: '200000',
    data: KUCOIN_SPOT.map(([base, quote]) => ({
      symbol: `${base}-${quote}`,
      name: `${base}-${quote}`,
      baseCurrency: base,
      quoteCurrency: quote,
      feeCurrency: quote,
      market: 'USDS',
      baseMinSize: '0.00001',
      quoteMinSize: '0.1',
      baseMaxSize: '10000000000',
      quoteMaxSize: '99999999',
      baseIncrement: '0.00000001',
      quoteIncrement: '0.000001',
      priceIncrement: '0.1',
      priceLimitRate: '0.1',
      minFunds: '0.1',
      isMarginEnabled: true,
      enableTrading: true,
    })),
  },
  bybit: {
    retCode: 0,
    retMsg: 'OK',
    result: {
      category: 'spot',
      list: PAIRS.map(([base, quote]) => ({
        symbol: `${base}${quote}`,
        baseCoin: base,
        quoteCoin: quote,
        innovation: '0',
        status: 'Trading',
        marginTrading: 'utaOnly',
        lotSizeFilter: {
          basePrecision: '0.000001',
          quotePrecision: '0.00000001',
          minOrderQty: '0.000048',
          maxOrderQty: '71.73956243',
          minOrderAmt: '1',
          maxOrderAmt: '2000000',
        },
        priceFilter: { tickSize: '0.01' },
      })),
    },
    retExtInfo: {},
    time: 1_763_500_000_000,
  },
  bitget: {
    code: '00000',
    msg: 'success',
    requestTime: 1_763_500_000_000,
    data: PAIRS.map(([base, quote]) => ({
      symbol: `${base}${quote}`,
      baseCoin: base,
      quoteCoin: quote,
      minTradeAmount: '0',
      maxTradeAmount: '10000000000',
      takerFeeRate: '0.002',
      makerFeeRate: '0.002',
      pricePrecision: '2',
      quantityPrecision: '6',
      quotePrecision: '8',
      status: 'online',
      minTradeUSDT: '5',
      buyLimitPriceRatio: '0.05',
      sellLimitPriceRatio: '0.05',
      areaSymbol: 'no',
      orderQuantity: '200',
      openTime: '1532454360000',
    })),
  },
} as const;
