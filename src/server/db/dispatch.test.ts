import { beforeAll, expect, it } from 'vitest';
import { describeEachDriver, suiteDb } from '../../../tests/support/databases';

describeEachDriver('jobs-changed dispatch trigger', (driver) => {
  const db = suiteDb(driver, 'none');
  it('applies without pg_net, and job writes still succeed', async () => {
    await db().sql.query(
      `insert into public.jobs (job_title, employer_name, city, state, job_type, setting, role, description) values ('PT ' || gen_random_uuid(), 'Clinic', 'Austin', 'TX', 'full-time', 'outpatient', 'pt', 'd')`,
    );
    await db().sql.query(`update public.jobs set job_title = 'Senior PT'`);
    expect(await db().sql.query('select job_title from public.jobs')).toEqual([{ job_title: 'Senior PT' }]);
    expect(await db().sql.query(`select 1 as one from pg_trigger where tgname = 'jobs_changed_dispatch'`)).toHaveLength(1);
  });
});

describeEachDriver('jobs-changed dispatch with pg_net and Vault (stand-ins of their interfaces)', (driver) => {
  const db = suiteDb(driver, 'none');
  const insertJob = () =>
    db().sql.query(
      `insert into public.jobs (job_title, employer_name, city, state, job_type, setting, role, description) values ('PT ' || gen_random_uuid(), 'Clinic', 'Austin', 'TX', 'full-time', 'outpatient', 'pt', 'd')`,
    );
  const lastSent = async () => (await db().sql.query<{ epoch: boolean }>(`select last_sent_at = 'epoch' as epoch from public.rebuild_dispatch`))[0]!.epoch;
  beforeAll(async () => {
    // pg_net's net.http_post(url, body, headers) and Vault's decrypted_secrets view, recorded in tables.
    await db().sql.exec(`
      create schema net;
      create table net.calls (url text, body jsonb, headers jsonb);
      create function net.http_post(url text, body jsonb, headers jsonb) returns bigint language sql as
        $$ insert into net.calls values (url, body, headers) returning 1::bigint $$;
      create schema vault;
      create table vault.secrets (name text primary key, secret text);
      create view vault.decrypted_secrets as select name, secret as decrypted_secret from vault.secrets;
    `);
  });

  it('without the Vault secrets sends nothing and keeps its debounce slot for the next change', async () => {
    await insertJob();
    expect(await db().sql.query('select * from net.calls')).toEqual([]);
    expect(await lastSent()).toBe(true);
  });

  it('with them sends one JSON dispatch with the headers GitHub expects, then waits a minute', async () => {
    await db().sql.exec(`insert into vault.secrets values ('github_repo', 'owner/repo'), ('github_dispatch_token', 'ghp_test')`);
    await insertJob();
    await insertJob();
    const calls = await db().sql.query<{ url: string; body: unknown; headers: Record<string, string> }>('select url, body, headers from net.calls');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://api.github.com/repos/owner/repo/dispatches');
    expect(calls[0]!.body).toEqual({ event_type: 'jobs-changed' });
    expect(calls[0]!.headers).toMatchObject({ 'Content-Type': 'application/json', Authorization: 'Bearer ghp_test', Accept: 'application/vnd.github+json' });
    expect(await lastSent()).toBe(false);
  });
});
