/**
 * The one reader of numbers a user sends as text (a CSV cell, an alert's amount): bounded BEFORE
 * anything is expanded. decimal.js reads '1e-50000000' at once but writes it out as fifty million
 * digits; this reader checks the text's length, the exponent and the places the value would take
 * from the digits and the exponent alone, and only then writes the plain decimal text — never
 * longer than MAX_INTEGER_DIGITS + MAX_DECIMAL_PLACES digits.
 */

/** The longest number text read: longer is nonsense, never a real amount. */
export const MAX_NUMBER_TEXT = 64;
/** NUMERIC(38,18) keeps 18 decimals: a finer fraction would be stored rounded (to zero for dust). */
export const MAX_DECIMAL_PLACES = 18;
/** NUMERIC(38,18) keeps 20 integer digits. */
export const MAX_INTEGER_DIGITS = 20;

export type DecimalRead =
  { ok: true; value: string } | { ok: false; reason: 'long' | 'format' | 'places' | 'large' };

const NUMBER = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * Reads plain decimal text ('0.5', '-12', '1.5e-3' when `exponent` is allowed) into its canonical
 * plain text ('0.0015'; '0' for any zero), or says why not: `long` (over `maxLength` characters),
 * `format` (not a number), `places` (over `maxPlaces` decimals once expanded), `large` (over
 * `maxIntegerDigits` integer digits once expanded). Work and output are bounded by the limits,
 * whatever the exponent.
 */
export function readDecimalText(
  text: string,
  limits: {
    exponent?: boolean;
    /** Whether a sign ('+', '-') may lead the text. */
    signed?: boolean;
    maxLength?: number;
    maxPlaces?: number;
    maxIntegerDigits?: number;
  } = {},
): DecimalRead {
  const maxLength = limits.maxLength ?? MAX_NUMBER_TEXT;
  const maxPlaces = limits.maxPlaces ?? MAX_DECIMAL_PLACES;
  const maxIntegerDigits = limits.maxIntegerDigits ?? MAX_INTEGER_DIGITS;
  if (text.length > maxLength) return { ok: false, reason: 'long' };
  const m = NUMBER.exec(text);
  if (!m) return { ok: false, reason: 'format' };
  const [, sign = '', whole = '', fraction = '', exponentText] = m;
  if (whole === '' && fraction === '') return { ok: false, reason: 'format' };
  if (exponentText !== undefined && limits.exponent === false)
    return { ok: false, reason: 'format' };
  if (sign !== '' && limits.signed === false) return { ok: false, reason: 'format' };
  // value = digits × 10^power, with digits free of leading and trailing zeros
  let digits = (whole + fraction).replace(/^0+/, '');
  let power = (exponentText === undefined ? 0 : Number(exponentText)) - fraction.length;
  if (digits === '') return { ok: true, value: '0' };
  const trailing = digits.length - digits.replace(/0+$/, '').length;
  digits = digits.slice(0, digits.length - trailing);
  power += trailing;
  if (-power > maxPlaces) return { ok: false, reason: 'places' };
  if (digits.length + power > maxIntegerDigits) return { ok: false, reason: 'large' };
  let plain: string;
  if (power >= 0) plain = digits + '0'.repeat(power);
  else if (digits.length > -power) {
    plain = `${digits.slice(0, digits.length + power)}.${digits.slice(digits.length + power)}`;
  } else plain = `0.${'0'.repeat(-power - digits.length)}${digits}`;
  return { ok: true, value: sign === '-' ? `-${plain}` : plain };
}
