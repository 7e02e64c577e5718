/** What the fuzz layer watches on a host under test: the database's rows and the process's memory. */
import { readdirSync, readFileSync } from 'node:fs';
import type { Sql } from '../../src/server/db/sql';

/** Written by every request, valid or not, by design: the per-client rate-limit counters. */
const COUNTERS = new Set(['rate_limit_counters']);

/** Rows per table of the public schema (the counters aside). */
export async function rowCounts(sql: Sql): Promise<Record<string, number>> {
  const tables = await sql.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const out: Record<string, number> = {};
  for (const { table_name: t } of tables) {
    if (!COUNTERS.has(t)) out[t] = Number((await sql.query<{ n: number }>(`select count(*)::int as n from public."${t}"`))[0]!.n);
  }
  return out;
}

/** Resident memory of a process, in MB. */
export const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Resident memory of each process under `root` (wrangler runs workerd as a child) whose command matches, in MB. */
export function treeRssMb(root: number, command = /./): number {
  const parent = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The parent's pid is the 4th field, after the command in parentheses (which may hold spaces).
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parent.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // ended meanwhile
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) for (const [pid, ppid] of parent) if (ppid === tree[i]) tree.push(pid);
  return tree.reduce((sum, pid) => {
    try {
      return command.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8')) ? sum + rssMb(pid) : sum;
    } catch {
      return sum;
    }
  }, 0);
}
