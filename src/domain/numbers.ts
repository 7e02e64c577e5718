/**
 * Numbers as the site writes them (US English: digits grouped by threes with commas, a point before cents).
 * Written out rather than through Intl.NumberFormat: making the first formatter loads the locale's data,
 * which on a phone was the largest single piece of main-thread work before a shared search's results on /jobs; `toLocaleString` with a locale costs that on each call.
 */
const group = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/** "1,234": a count, or any whole amount (rounded, halves up). */
export function formatCount(n: number): string {
  const whole = Math.round(Math.abs(n));
  return `${n < 0 && whole ? '-' : ''}${group(String(whole))}`;
}

/** "$90,000", "$48.50": an amount as posted, with cents only when it has them (job-format's formatUsd rounds to the dollar). */
export function formatMoney(n: number): string {
  if (n % 1 === 0) return `${n < 0 ? '-' : ''}$${formatCount(Math.abs(n))}`;
  const [whole, cents] = Math.abs(n).toFixed(2).split('.');
  return `${n < 0 ? '-' : ''}$${group(whole!)}.${cents}`;
}
