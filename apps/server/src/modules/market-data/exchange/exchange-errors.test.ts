import ccxt from 'ccxt';
import { describe, expect, it } from 'vitest';
import {
  ExchangeFailure,
  exchangeFailure,
  exchangeMessage,
  redactSecrets,
  reducedError,
} from './exchange-errors';

/** Issue 34 R15: an exchange's error is kept as its class, its code and a fixed message. */
describe('exchange errors reduced to their code and a fixed message', () => {
  const KEY = 'k3y+Ana/2024=ñ&live';
  const quoting = `GET https://api.binance.com/api/v3/account?apiKey=${encodeURIComponent(KEY)}`;

  it.each([
    [
      new ccxt.AuthenticationError(`binance {"code":-2015,"msg":"Invalid API-key ${quoting}"}`),
      'credentials',
      'El exchange rechazó las credenciales de API (binance AuthenticationError, código -2015)',
    ],
    [
      new ccxt.InsufficientFunds(
        'binance {"code":-2010,"msg":"Account has insufficient balance for requested action."}',
      ),
      'funds',
      'El exchange rechazó la orden por saldo insuficiente (binance InsufficientFunds, código -2010)',
    ],
    [
      new ccxt.RateLimitExceeded(`bybit {"retCode":10006,"retMsg":"Too many visits! ${quoting}"}`),
      'rate-limit',
      'El exchange limitó las peticiones (bybit RateLimitExceeded, código 10006)',
    ],
    [
      new ccxt.RequestTimeout(`kucoin GET ${quoting} request timed out (10000 ms)`),
      'network',
      'Sin respuesta del exchange (kucoin RequestTimeout)',
    ],
    [
      new ccxt.OrderImmediatelyFillable(`bitget {"code":"40762","msg":"${KEY}"}`),
      'order',
      'El exchange rechazó la orden (bitget OrderImmediatelyFillable, código 40762)',
    ],
    [
      // A code that is not digits is not kept: only what cannot carry a credential.
      new ccxt.ExchangeError(`binance {"code":"${KEY}","msg":"x"}`),
      'exchange',
      'Error del exchange (binance ExchangeError)',
    ],
    [
      new TypeError(`fetch failed ${quoting}`),
      'unexpected',
      'Error inesperado al hablar con el exchange (Error)',
    ],
    ['a string thrown', 'unexpected', 'Error inesperado al hablar con el exchange (Error)'],
  ])('%s', (error, kind, message) => {
    const facts = exchangeFailure(error);
    expect(facts).toMatchObject({ kind, message });
    expect(exchangeMessage(error)).toBe(message);
    expect(message).not.toContain(KEY);
    expect(message).not.toContain(encodeURIComponent(KEY));
  });

  it('an unknown exchange id in the message is not repeated', () => {
    const facts = exchangeFailure(new ccxt.ExchangeError(`${KEY} {"code":1}`));
    expect(facts).toMatchObject({
      exchange: undefined,
      message: 'Error del exchange (ExchangeError, código 1)',
    });
  });

  it('reduces once: the error thrown has no stack or cause from the original, and reducing it again is the same', () => {
    const original = new ccxt.AuthenticationError(`binance {"code":-2015,"msg":"${quoting}"}`);
    const reduced = reducedError(original);
    expect(reduced).toBeInstanceOf(ExchangeFailure);
    expect(reduced.cause).toBeUndefined();
    expect(
      JSON.stringify({ ...reduced, stack: reduced.stack, message: reduced.message }),
    ).not.toContain(encodeURIComponent(KEY));
    expect(reducedError(reduced)).toBe(reduced);
    expect(exchangeFailure(reduced)).toEqual(exchangeFailure(original));
  });
});

describe('redactSecrets: defense in depth, every encoding', () => {
  const credentials = {
    apiKey: 'k3y+Ana/2024=ñ&live',
    secret: 'S3cr3t?x=1&y=2/zz',
    passphrase: 'frase larga',
  };
  const b64 = (text: string) => Buffer.from(text).toString('base64');
  const reversed = (text: string) => [...text].reverse().join('');

  it.each(Object.entries(credentials))(
    'masks the %s as it is, URL-encoded, base64, hex, reversed',
    (_, value) => {
      const forms = [
        value,
        encodeURIComponent(value),
        encodeURIComponent(value).toLowerCase(),
        encodeURIComponent(value).replace(/%20/g, '+'),
        b64(value),
        b64(value).replace(/\+/g, '-').replace(/\//g, '_'),
        Buffer.from(value).toString('hex').toUpperCase(),
        reversed(value),
        reversed(b64(value)),
      ];
      for (const form of forms) {
        const masked = redactSecrets(`antes ${form} después`, credentials);
        expect(masked, form).toBe('antes *** después');
      }
      // Inside a longer base64 text (a basic-auth header), at every alignment.
      for (const prefix of ['', 'u', 'us', 'usr:']) {
        const masked = redactSecrets(`Basic ${b64(`${prefix}${value}:tail`)}`, credentials);
        expect(masked, prefix).toContain('***');
        expect(masked).not.toContain(b64(value).slice(4, -4));
      }
    },
  );

  it('leaves text without credentials, and credentials too short to mask safely, as they are', () => {
    expect(redactSecrets('nada que ocultar', credentials)).toBe('nada que ocultar');
    expect(redactSecrets('la clave abc', { apiKey: 'abc' })).toBe('la clave abc');
    expect(redactSecrets('sin claves', {})).toBe('sin claves');
  });
});
