/**
 * The readers of an alert's values (api/trade-receiver, api/alert-intent): numbers may arrive as
 * numbers or text, words in any case. Every reader is bounded before it expands anything.
 */
import Decimal from 'decimal.js';
import { z } from 'zod';
import { MAX_DECIMAL_PLACES, readDecimalText } from '../decimal-text';

/** The largest amount or price an alert may carry: far above any real one, far below NUMERIC(38,18)'s limit. */
export const MAX_SIGNAL_NUMBER = 1e12;
/** Plain decimal text only: no sign, exponent, hex, octal, binary or words (decimal.js reads all of those). */
const PLAIN = { exponent: false, signed: false, maxIntegerDigits: 13 } as const;
const POSITIVE_DECIMAL_MESSAGE = `Debe ser un número decimal positivo (como 0.5 o 1250) hasta ${MAX_SIGNAL_NUMBER}`;
const PERCENT_MESSAGE = 'Debe ser un porcentaje mayor que 0 y hasta 100 (como 2.5)';

/** A decimal in (0, max], from a number or plain decimal text; kept as plain decimal text. */
function boundedDecimal(
  max: number,
  message: string,
  input: z.ZodType<number | string> = z.union([z.number(), z.string().trim()]),
) {
  return input.transform((value, c) => {
    // Text goes through the one bounded reader of user numbers (the CSV import's too).
    const read = typeof value === 'number' ? undefined : readDecimalText(value, PLAIN);
    const readable = typeof value === 'number' ? Number.isFinite(value) : read!.ok;
    const d = readable ? new Decimal(read?.ok ? read.value : value) : undefined;
    if (!d || d.lte(0) || d.gt(max) || d.decimalPlaces() > MAX_DECIMAL_PLACES) {
      c.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return d.toFixed();
  });
}

/**
 * A positive decimal, from a number or plain decimal text, within sane bounds; kept as plain
 * decimal text (money is exact). Anything else — "0x10", "1e3", "NaN", "", 1e308 — is refused.
 */
export const positiveDecimal = boundedDecimal(MAX_SIGNAL_NUMBER, POSITIVE_DECIMAL_MESSAGE);
/** positiveDecimal from text only (a JSON field documented as decimal text, say a price). */
export const positiveDecimalText = boundedDecimal(
  MAX_SIGNAL_NUMBER,
  POSITIVE_DECIMAL_MESSAGE,
  z.string().trim(),
);
/** A percent in (0, 100], read like positiveDecimal. */
export const percentDecimal = boundedDecimal(100, PERCENT_MESSAGE);

const INTEGER_TEXT = /^\d{1,9}$/;

/** A whole number in [min, max], from a number or digits. */
export function boundedInteger(min: number, max: number) {
  return z.union([z.number(), z.string().trim()]).transform((value, c) => {
    const n = typeof value === 'number' ? value : INTEGER_TEXT.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(n) || n < min || n > max) {
      c.addIssue({ code: 'custom', message: `Debe ser un número entero entre ${min} y ${max}` });
      return z.NEVER;
    }
    return n;
  });
}

/** true/false, or the text 'true'/'false' (TradingView sends every value as text). */
export const flag = z.union([z.boolean(), z.string()]).transform((value, c) => {
  if (typeof value === 'boolean') return value;
  const text = value.trim().toLowerCase();
  if (text !== 'true' && text !== 'false') {
    c.addIssue({ code: 'custom', message: 'Debe ser true o false' });
    return z.NEVER;
  }
  return text === 'true';
});

/** One of `values`, in any case and with spaces around. */
export function lowerEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(values, { error: `Debe ser uno de: ${values.join(', ')}` }));
}
