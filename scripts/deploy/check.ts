/**
 * `npm run deploy:check`: the deploy preflight. Lists, for the build, the upload, the functions and the
 * scheduled jobs, every setting that is missing or malformed in this environment (src/config/
 * deploy-settings.ts is the catalogue), and exits 1 when there is any. The deploy workflow runs it
 * before anything else, so nothing is migrated or uploaded with a setting missing.
 */
import { label, SETTINGS, settingProblems, TARGETS, type Target } from '../../src/config/deploy-settings';

export function preflight(env: Record<string, unknown>): { ok: boolean; report: string } {
  const lines: string[] = [];
  let bad = 0;
  for (const target of Object.keys(TARGETS) as Target[]) {
    const problems = new Map(settingProblems(target, env).map((p) => [p.name.split(' ')[0]!, p.problem]));
    lines.push(`${TARGETS[target]}:`);
    for (const s of SETTINGS.filter((x) => x.targets.includes(target))) {
      const problem = [...problems].find(([name]) => s.names.includes(name))?.[1];
      if (problem) bad++;
      lines.push(
        `  ${problem ? '✗' : '✓'} ${label(s)}${problem ? (problem === 'missing' ? `: missing (GitHub ${s.github}: ${s.what})` : `: ${problem}`) : ''}`,
      );
    }
  }
  lines.push(bad ? `${bad} setting${bad === 1 ? '' : 's'} missing or malformed: nothing was deployed.` : 'Every setting is present and well-formed.');
  return { ok: bad === 0, report: lines.join('\n') };
}

if (process.argv[1]?.endsWith('check.ts')) {
  const { ok, report } = preflight(process.env);
  console.log(report);
  process.exit(ok ? 0 : 1);
}
