import { describe, expect, it } from 'vitest';
import { raiseThresholds, readThresholds } from './coverage-ratchet';

const config = `coverage: {\n  thresholds: { statements: 75, branches: 72, functions: 78, lines: 77 },\n},`;

describe('coverage thresholds rise on their own', () => {
  it('reads the four thresholds', () => {
    expect(readThresholds(config)).toEqual({ statements: 75, branches: 72, functions: 78, lines: 77 });
  });
  it('raises each threshold to the measured figure less the margin, rounded down', () => {
    const { config: next, raised } = raiseThresholds(config, { statements: 78.6, branches: 73.9, functions: 80.2, lines: 77.5 });
    expect(raised).toEqual(['statements', 'functions']);
    expect(readThresholds(next)).toEqual({ statements: 77, branches: 72, functions: 79, lines: 77 });
  });
  it('never lowers a threshold, and leaves the file as it was when nothing rose', () => {
    const measured = { statements: 70, branches: 60, functions: 70, lines: 70 };
    expect(raiseThresholds(config, measured)).toEqual({ config, raised: [] });
  });
  it('refuses a config without thresholds rather than guessing', () => {
    expect(() => readThresholds('coverage: {}')).toThrow(/no coverage thresholds/);
  });
});
