/**
 * What `npm test` counts for a suite from its runner's report: a suite that failed to load, or that ran no
 * tests at all (a filter, a config or a host that could not start), has failed, never passed.
 */
export type Totals = { passed: number; failed: number; skipped: number };

export function vitestTotals(
  report: { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number },
  exitStatus: number,
): Totals {
  const t = { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
  if (exitStatus !== 0 && t.failed === 0) t.failed += 1; // a suite that failed to load
  if (t.passed + report.numFailedTests === 0) t.failed += 1; // ran nothing
  return t;
}

export function playwrightTotals(stats: { expected: number; unexpected: number; flaky: number; skipped: number }): Totals {
  const t = { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
  if (stats.expected + stats.flaky + stats.unexpected === 0) t.failed += 1; // ran nothing
  return t;
}
