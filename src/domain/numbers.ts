/**
 * Numbers as the site writes them (US English). The formatters are made once: `toLocaleString` with a
 * locale builds a new formatter on every call, which cost a filter change on a phone 5 ms at 10,000 jobs
 * (every count beside every option, every card's pay).
 */
const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "1,234": a count, or any whole amount. */
export function formatCount(n: number): string {
  return WHOLE.format(n);
}

/** "$90,000", "$48.50": an amount as posted, with cents only when it has them (job-format's formatUsd rounds to the dollar). */
export function formatMoney(n: number): string {
  return `$${(n % 1 ? CENTS : WHOLE).format(n)}`;
}
