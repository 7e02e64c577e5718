/**
 * The rebuild a job change asks for, on both drivers: only changes visitors would see send one (NOTIFY for
 * the local host, the GitHub dispatch in production), and the dispatch goes at most once per 5 minutes,
 * the last change of a burst kept as pending and sent by the hourly pass.
 */
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
    expect(await db().sql.query(`select 1 as one from pg_trigger where tgname = 'jobs_notify_update'`)).toHaveLength(1);
  });
});

describeEachDriver('jobs-changed dispatch with pg_net and Vault (stand-ins of their interfaces)', (driver) => {
  const db = suiteDb(driver, 'default');
  let live = '';
  let waiting = '';
  const calls = async () => (await db().sql.query('select 1 from net.calls')).length;
  const lastSent = async () => (await db().sql.query<{ epoch: boolean }>(`select last_sent_at = 'epoch' as epoch from public.rebuild_dispatch`))[0]!.epoch;
  const pending = async () => (await db().sql.query<{ p: boolean }>(`select pending_since is not null as p from public.rebuild_dispatch`))[0]!.p;
  const confirm = (id: string, minutes: number) =>
    db().sql.query(`update public.jobs set confirmed_at = now() - make_interval(mins => $2) where id = $1`, [id, minutes]);
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
    live = (await db().sql.query<{ id: string }>(`select id::text as id from public.jobs where status = 'live' order by id limit 1`))[0]!.id;
    waiting = (
      await db().sql.query<{ id: string }>(`select id::text as id from public.jobs where not is_active and status <> 'frozen' order by id limit 1`)
    )[0]!.id;
  });

  it('without the Vault secrets sends nothing and keeps its window for the next change', async () => {
    await confirm(live, 1);
    expect(await calls()).toBe(0);
    expect(await lastSent()).toBe(true);
  });

  it('changes no visitor sees send nothing: a contact column, a job off the board', async () => {
    await db().sql.exec(`insert into vault.secrets values ('github_repo', 'owner/repo'), ('github_dispatch_token', 'ghp_test')`);
    const notices: string[] = [];
    const stop = await db().sql.listen('jobs_changed', (p) => notices.push(p));
    await db().sql.query(`update public.jobs set contact_phone = '(512) 555-0100' where id = $1`, [live]);
    await confirm(waiting, 2);
    await new Promise((r) => setTimeout(r, 100));
    await stop();
    expect(notices).toEqual([]);
    expect(await calls()).toBe(0);
  });

  it('100 seen changes send one JSON dispatch with the headers GitHub expects; the rest wait as one, sent by the hourly pass after 5 minutes', async () => {
    for (let i = 0; i < 100; i++) await confirm(live, 3 + i);
    const sent = await db().sql.query<{ url: string; body: unknown; headers: Record<string, string> }>('select url, body, headers from net.calls');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('https://api.github.com/repos/owner/repo/dispatches');
    expect(sent[0]!.body).toEqual({ event_type: 'jobs-changed' });
    expect(sent[0]!.headers).toMatchObject({ 'Content-Type': 'application/json', Authorization: 'Bearer ghp_test', Accept: 'application/vnd.github+json' });
    expect(await lastSent()).toBe(false);
    expect(await pending()).toBe(true);
    // Within the window the pass holds it back; once the window has passed it sends the one that waited.
    expect(await db().sql.query(`select public.flush_rebuild() as sent`)).toEqual([{ sent: false }]);
    await db().sql.query(`update public.rebuild_dispatch set last_sent_at = now() - interval '6 minutes'`);
    expect(await db().sql.query(`select public.flush_rebuild() as sent`)).toEqual([{ sent: true }]);
    expect(await calls()).toBe(2);
    expect(await pending()).toBe(false);
    expect(await db().sql.query(`select public.flush_rebuild() as sent`)).toEqual([{ sent: false }]);
  });
});
