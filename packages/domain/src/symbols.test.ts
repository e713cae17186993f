import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_COINS, SUPPORTED_QUOTES, SUPPORTED_SYMBOLS } from './constants';
import { parseSymbol, toCcxtSymbol, tryParseSymbol } from './symbols';

describe('parseSymbol (spec §5)', () => {
  it.each([
    ['BTCUSDT', 'BTC', 'USDT'],
    ['ETH/USDC', 'ETH', 'USDC'],
    ['eth-usdc', 'ETH', 'USDC'],
    ['sol_usdt', 'SOL', 'USDT'],
    ['BTC/USDT:USDT', 'BTC', 'USDT'],
    ['ETHBUSD', 'ETH', 'BUSD'],
    ['BTCUSD', 'BTC', 'USD'],
    ['ETHBTC', 'ETH', 'BTC'],
    ['LINKETH', 'LINK', 'ETH'],
    ['SOLBNB', 'SOL', 'BNB'],
    ['USDCUSDT', 'USDC', 'USDT'],
    ['ABCDEF', 'ABC', 'DEF'],
    ['DOGEEUR', 'DOG', 'EEUR'],
    // A separator does not choose the split (issue 18): the spec's rule reads 'DOGEEUR'.
    ['DOGE/EUR', 'DOG', 'EEUR'],
    ['doge-try', 'DOG', 'ETRY'],
  ])('%s → %s / %s', (symbol, base, quote) => {
    expect(parseSymbol(symbol)).toEqual({ base, quote });
  });

  it.each(['USDT', 'USD', 'ABCDE', '', '/', 'BTC', 'A/B', 'a-b', 'AB/CD', 'BTC/'])(
    '%j is unparsable',
    (symbol) => {
      expect(() => parseSymbol(symbol)).toThrow('Unable to parse symbol');
      expect(tryParseSymbol(symbol)).toBeNull();
    },
  );

  it('gives the ccxt form', () => {
    expect(toCcxtSymbol('pepeusdc')).toBe('PEPE/USDC');
  });

  it('property: round-trips base + quote for every supported symbol', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SUPPORTED_SYMBOLS), (symbol) => {
        const { base, quote } = parseSymbol(symbol);
        expect(`${base}${quote}`).toBe(symbol);
        expect(SUPPORTED_COINS).toContain(base);
        expect(SUPPORTED_QUOTES).toContain(quote);
      }),
    );
  });

  it('property: any separator and case give the same result', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SUPPORTED_COINS),
        fc.constantFrom(...SUPPORTED_QUOTES),
        fc.constantFrom('', '/', '-', '_'),
        fc.boolean(),
        (base, quote, sep, lower) => {
          const text = `${base}${sep}${quote}`;
          expect(parseSymbol(lower ? text.toLowerCase() : text)).toEqual({ base, quote });
        },
      ),
    );
  });
});
