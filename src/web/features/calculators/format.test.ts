/**
 * The calculators write their figures without `Intl` (decision 055): each function must give what New
 * Zealand English's `Intl.NumberFormat` gives for the same number, for money, hours and defaults alike.
 */
import { describe, expect, test } from 'vitest';
import { formatHoursNumber, formatNzd, formatPlain } from './format';

const dollars = new Intl.NumberFormat('en-NZ', {
  style: 'currency',
  currency: 'NZD',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
});
const cents = new Intl.NumberFormat('en-NZ', {
  style: 'currency',
  currency: 'NZD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const oneDecimal = new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 2 });

/** Numbers of every size and sign, halves and near-halves included, reproducibly. */
function numbers(): number[] {
  const list = [
    0,
    -0,
    0.5,
    -0.5,
    1.005,
    1.015,
    2.675,
    0.05,
    0.045,
    0.15,
    0.25,
    9.995,
    9.999,
    10,
    99.95,
    99.96,
    999.5,
    999_999.5,
    1_234_567.891,
    -1_070.4,
    1e-7,
    5e-7,
    123e18,
    1e21,
    -1e21,
    1.7976931348623157e308,
    Number.MIN_VALUE,
    Number.EPSILON,
    Number.MAX_SAFE_INTEGER,
    Number.NaN,
    Infinity,
    -Infinity,
  ];
  let seed = 55;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let i = 0; i < 3000; i++) {
    const magnitude = 10 ** Math.floor(random() * 12 - 4);
    const n = (random() - 0.3) * magnitude;
    // Some exact, some with 1–4 decimals (the halves Intl rounds away from zero), some as computed.
    list.push(n, Math.round(n), Math.round(n * 100) / 100 + 0.005, Math.round(n * 1000) / 1000);
  }
  return list;
}

describe('the calculators’ figures, written as Intl writes them', () => {
  test('money: whole dollars, and cents below $10', () => {
    for (const n of numbers()) {
      const intl = Math.abs(n) < 10 && !Number.isInteger(n) ? cents : dollars;
      expect(formatNzd(n), String(n)).toBe(intl.format(n));
    }
  });

  test('hours: one decimal below 100, whole from 100', () => {
    for (const n of numbers()) {
      const rounded = Math.abs(n) < 100 ? Math.round(n * 10) / 10 : Math.round(n);
      expect(formatHoursNumber(n), String(n)).toBe(oneDecimal.format(rounded));
    }
  });

  test('defaults: up to two decimals', () => {
    for (const n of numbers()) expect(formatPlain(n), String(n)).toBe(twoDecimals.format(n));
  });

  test('a few as a person reads them', () => {
    expect(formatNzd(1070.4)).toBe('$1,070');
    expect(formatNzd(1.2)).toBe('$1.20');
    expect(formatHoursNumber(6.66)).toBe('6.7');
    expect(formatHoursNumber(145.4)).toBe('145');
    expect(formatPlain(1500)).toBe('1,500');
  });
});
