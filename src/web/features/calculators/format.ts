/**
 * How the calculators say their figures: "about 31 hours", "$1,070". Written as New Zealand English's
 * `Intl.NumberFormat` writes them, without it: the first number format a page makes loads the browser's
 * number data, and the four this module made as it was loaded held a calculator's page for 90–190 ms at
 * Lighthouse's 4× CPU slowdown before it could be used (decisions 053 and 055). format.test.ts compares
 * every function with `Intl` over thousands of numbers.
 */

/**
 * `n` with at least `min` and at most `max` decimals, rounded half away from zero on its shortest decimal
 * form (as `Intl` rounds: 1.005 → "1.01"), its whole part grouped in thousands ("1,234.5"); a minus for
 * any negative number, zero included ("-0"), as `Intl` writes it. Null for what it does not write (not
 * finite, or so large or small that JavaScript writes it with an exponent).
 */
function decimal(n: number, min: number, max: number): { sign: string; text: string } | null {
  const written = String(Math.abs(n));
  if (!Number.isFinite(n) || written.includes('e')) return null;
  const [whole = '0', fraction = ''] = written.split('.');
  let digits = whole + fraction.slice(0, max).padEnd(max, '0');
  if ((fraction.charCodeAt(max) || 0) >= 53 /* '5' */)
    digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  let kept = digits.slice(digits.length - max);
  const integer = digits.slice(0, digits.length - max) || '0';
  while (kept.length > min && kept.endsWith('0')) kept = kept.slice(0, -1);
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return { sign, text: kept ? `${grouped}.${kept}` : grouped };
}

/** What `decimal` does not write, as `Intl` writes it (made only then). */
function viaIntl(n: number, options: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat('en-NZ', options).format(n);
}

const CURRENCY = { style: 'currency', currency: 'NZD', currencyDisplay: 'narrowSymbol' } as const;

/** Whole dollars ("$1,070"); below $10, cents ("$1.20"), so a small figure is not shown as $1. */
export const formatNzd = (n: number): string => {
  const fractionDigits = Math.abs(n) < 10 && !Number.isInteger(n) ? 2 : 0;
  const d = decimal(n, fractionDigits, fractionDigits);
  return d
    ? `${d.sign}$${d.text}`
    : viaIntl(n, {
        ...CURRENCY,
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      });
};

/** A number with at most `max` decimals ("1,234.5"). */
const plain = (n: number, max: number): string => {
  const d = decimal(n, 0, max);
  return d ? d.sign + d.text : viaIntl(n, { maximumFractionDigits: max });
};

/** Hours: one decimal below 100 ("6.7", "11.5"), whole from 100 ("145"). */
export const formatHoursNumber = (n: number): string =>
  plain(Math.abs(n) < 100 ? Math.round(n * 10) / 10 : Math.round(n), 1);

/** A number as a default is shown in the hint ("1,500", "1.5"). */
export const formatPlain = (n: number): string => plain(n, 2);
