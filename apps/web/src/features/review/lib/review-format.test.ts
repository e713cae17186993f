import { describe, expect, it } from 'vitest';
import { formatHold, ratio, rMultiple, usd } from './review-format';

const MIN = 60_000;
const H = 60 * MIN;
const D = 24 * H;

describe('formatHold', () => {
  it('says a holding time in its two largest units, rounded down to the minute', () => {
    expect(formatHold(3 * H + 20 * MIN)).toBe('3 h 20 min');
    expect(formatHold(2 * D + 4 * H + 59 * MIN)).toBe('2 d 4 h');
    expect(formatHold(45 * MIN + 59_000)).toBe('45 min');
    expect(formatHold(3 * H)).toBe('3 h');
    expect(formatHold(D)).toBe('1 d');
    expect(formatHold(59_000)).toBe('< 1 min');
    expect(formatHold(0)).toBe('< 1 min');
    expect(formatHold(null)).toBe('—');
  });
});

describe('figures', () => {
  it('ratios, R and dollars in es-ES; Infinity reads ∞ and null —', () => {
    expect(ratio('Infinity', 'es-ES')).toBe('∞');
    expect(ratio('1.8333333333', 'es-ES')).toBe('1,83');
    expect(ratio(null, 'es-ES')).toBe('—');
    expect(rMultiple('1.5', 'es-ES')).toBe('1,50 R');
    expect(rMultiple('-0.25', 'es-ES', false)).toBe('-0,25');
    expect(usd('1234.5', 'es-ES', true).replace(/\s/g, ' ')).toBe('+1234,50 US$');
    expect(usd(null, 'es-ES')).toBe('—');
  });
});
