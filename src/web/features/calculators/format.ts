/** How the calculators say their figures: "about 31 hours", "$1,070". */
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
const plain = new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 1 });

/** Whole dollars ("$1,070"); below $10, cents ("$1.20"), so a small figure is not shown as $1. */
export const formatNzd = (n: number): string =>
  (Math.abs(n) < 10 && !Number.isInteger(n) ? cents : dollars).format(n);

/** Hours: one decimal below 100 ("6.7", "11.5"), whole from 100 ("145"). */
export const formatHoursNumber = (n: number): string =>
  plain.format(Math.abs(n) < 100 ? Math.round(n * 10) / 10 : Math.round(n));

/** A number as a default is shown in the hint ("1,500", "1.5"). */
export const formatPlain = (n: number): string =>
  new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 2 }).format(n);
