/**
 * `npm run db:migrate`: brings the configured database up to date. With DATABASE_URL: on a bare
 * PostgreSQL server the bootstrap first (Supabase's roles and the parts of its schemas the migrations
 * use; never on a Supabase project), then every migration in supabase/migrations/ not applied yet, each
 * in its own transaction, then the schema files when one changed (src/server/db/migrate.ts). Without it: the embedded PGlite database in DATA_DIR (which also migrates
 * itself whenever it is opened).
 */
import { parseEnv } from '~/config/env';
import { migrate } from '~/server/db/migrate';
import { closeEmbeddedDbs, dataDirFromEnv, openEmbeddedSql } from '~/server/db/pglite';
import { openPostgres } from '~/server/db/postgres';

const env = parseEnv(process.env);
try {
  if (env.DATABASE_URL) {
    const sql = openPostgres(env.DATABASE_URL, { max: 1 });
    try {
      const report = await migrate(sql);
      const where = `${new URL(env.DATABASE_URL).host}${new URL(env.DATABASE_URL).pathname}`;
      const done = [
        report.adopted.length && `recorded ${report.adopted.join(', ')} (it stands for the migrations this database applied)`,
        report.applied.length && `applied ${report.applied.join(', ')}`,
        report.declared.length && `applied the ${report.declared.length} schema files (one or more was new or changed)`,
      ].filter(Boolean);
      console.log(
        `${where}: ${report.bootstrapped ? 'bootstrap applied (not a Supabase project); ' : 'Supabase project (no bootstrap); '}${done.length ? done.join('; ') : 'already up to date'}`,
      );
    } finally {
      await sql.close();
    }
  } else {
    const dataDir = dataDirFromEnv();
    await openEmbeddedSql(dataDir);
    await closeEmbeddedDbs();
    console.log(`Embedded database in ${dataDir} is up to date`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
