import { describe, expect, it } from 'vitest';
import { formatDecimalInput, parseDecimalInput } from './decimal-input';

describe('parseDecimalInput', () => {
  it.each([
    ['1.250,5', '1250.5'],
    ['1250,5', '1250.5'],
    ['1250.5', '1250.5'],
    [' 250 ', '250'],
    ['1.250', '1250'], // es-ES groups thousands with a dot: what the field shows reads back
    ['1.250.000', '1250000'],
    ['0.125', '0.125'],
    ['12.5', '12.5'],
    ['1,250.5', '1250.5'],
    ['0,00000001', '0.00000001'],
    ['250.50', '250.5'],
  ])('reads %s as %s in es-ES', (typed, plain) => {
    expect(parseDecimalInput(typed, 'es-ES')).toBe(plain);
  });

  it.each(['', 'abc', '-5', '1e3', '1,2,5', '12.50.0', '1.2.3', '5,', ',5', '1.25,0.5'])(
    'refuses %j',
    (typed) => {
      expect(parseDecimalInput(typed, 'es-ES')).toBeNull();
    },
  );

  it('reads English grouping in en-US', () => {
    expect(parseDecimalInput('1,250', 'en-US')).toBe('1250');
    expect(parseDecimalInput('1,250.5', 'en-US')).toBe('1250.5');
    expect(parseDecimalInput('1250,5', 'en-US')).toBe('1250.5');
  });
});

describe('formatDecimalInput', () => {
  it('writes every digit, always grouped, in the reader format', () => {
    expect(formatDecimalInput('1250.5', 'es-ES')).toBe('1.250,5');
    expect(formatDecimalInput('1000000000', 'es-ES')).toBe('1.000.000.000');
    expect(formatDecimalInput('0.00000001', 'es-ES')).toBe('0,00000001');
    expect(formatDecimalInput('1250.5', 'en-US')).toBe('1,250.5');
    expect(formatDecimalInput(null)).toBe('');
  });

  it('round-trips through the parser', () => {
    for (const value of ['1250.5', '250', '1250', '0.125', '123456789.12345678']) {
      expect(parseDecimalInput(formatDecimalInput(value, 'es-ES'), 'es-ES')).toBe(value);
      expect(parseDecimalInput(formatDecimalInput(value, 'en-US'), 'en-US')).toBe(value);
    }
  });
});
