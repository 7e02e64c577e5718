/**
 * Coverage thresholds that rise on their own: after a run that met them, each threshold in vitest.config.ts
 * becomes the measured figure less a margin (for the timing paths that vary between runs), never lower than
 * it was. The change shows in `git diff` and is committed with the work that raised it.
 */
export const METRICS = ['statements', 'branches', 'functions', 'lines'] as const;
export type Metric = (typeof METRICS)[number];

const THRESHOLDS = /thresholds:\s*\{([^}]*)\}/;

/** The thresholds written in a vitest config. */
export function readThresholds(config: string): Record<Metric, number> {
  const body = THRESHOLDS.exec(config)?.[1];
  if (!body) throw new Error('vitest.config.ts has no coverage thresholds');
  const out = {} as Record<Metric, number>;
  for (const metric of METRICS) {
    const value = new RegExp(`${metric}:\\s*(\\d+(?:\\.\\d+)?)`).exec(body)?.[1];
    if (value === undefined) throw new Error(`vitest.config.ts has no ${metric} threshold`);
    out[metric] = Number(value);
  }
  return out;
}

/** The config with each threshold raised to floor(measured - margin) where that is higher; unchanged otherwise. */
export function raiseThresholds(config: string, measured: Record<Metric, number>, margin = 1): { config: string; raised: Metric[] } {
  const current = readThresholds(config);
  const next = { ...current };
  const raised: Metric[] = [];
  for (const metric of METRICS) {
    const candidate = Math.floor(measured[metric] - margin);
    if (candidate > current[metric]) {
      next[metric] = candidate;
      raised.push(metric);
    }
  }
  if (!raised.length) return { config, raised };
  const body = METRICS.map((m) => `${m}: ${next[m]}`).join(', ');
  return { config: config.replace(THRESHOLDS, `thresholds: { ${body} }`), raised };
}
