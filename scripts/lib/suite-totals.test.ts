import { describe, expect, it } from 'vitest';
import { playwrightTotals, vitestTotals } from './suite-totals';
import { E2E_PORT_OFFSETS, freePortBase } from './free-ports';
import { createServer } from 'node:net';

describe('what npm test counts', () => {
  it('a layer that ran no tests has failed, even when its runner exits 0', () => {
    expect(vitestTotals({ numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 }, 0)).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(vitestTotals({ numPassedTests: 0, numFailedTests: 0, numPendingTests: 3, numTodoTests: 0 }, 0)).toEqual({ passed: 0, failed: 1, skipped: 3 });
    expect(playwrightTotals({ expected: 0, unexpected: 0, flaky: 0, skipped: 0 })).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });
  it('a layer that ran tests counts them; one that failed to load counts a failure', () => {
    expect(vitestTotals({ numPassedTests: 5, numFailedTests: 0, numPendingTests: 1, numTodoTests: 0 }, 0)).toEqual({ passed: 5, failed: 0, skipped: 1 });
    expect(vitestTotals({ numPassedTests: 5, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 }, 1)).toEqual({ passed: 5, failed: 1, skipped: 0 });
    expect(playwrightTotals({ expected: 7, unexpected: 1, flaky: 1, skipped: 2 })).toEqual({ passed: 8, failed: 1, skipped: 2 });
  });
  it('tests take free ports: a port held by another process (a running npm start) is passed over', async () => {
    const base = await freePortBase(20_321);
    const held = createServer();
    await new Promise<void>((r) => held.listen(base, '127.0.0.1', () => r()));
    try {
      const next = await freePortBase(base);
      expect(next).not.toBe(base);
      for (const o of E2E_PORT_OFFSETS) expect(next + o).not.toBe(base);
    } finally {
      held.close();
    }
  });
});
