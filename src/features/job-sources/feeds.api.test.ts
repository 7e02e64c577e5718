/**
 * Feeds in the employer's account and the console, on both drivers: an owner adds one (the address checked
 * and named when refused), the practice's people list it with its reports, a member cannot add one, a
 * stranger sees none and turns none off; at most 5 a practice, each once; staff list every practice's and
 * add one for a practice. The bound holds row by row whatever the statement: a multi-row insert or update
 * as the service is refused whole.
 */
import { expect, it } from 'vitest';
import { describeEachDriver, suiteDb } from '../../../tests/support/databases';
import { callWithToken, practicePerson, signedInPerson } from '../../../tests/support/signed-in';
import { staffToken } from '../../../tests/support/staff-token';
import { asRole } from '~/server/db/sql';
import * as feeds from '../../../functions/api/employer/feeds';
import * as staffFeeds from '../../../functions/api/staff/feeds';

const SIGNING = 'feeds-api-tests-signing-secret-0123456789abcd';

describeEachDriver('feeds in the account and the console', (driver) => {
  const suite = suiteDb(driver, 'none');
  const env = () => ({ ...suite().env, SIGNING_SECRET: SIGNING });
  const sql = () => suite().sql;

  it('an owner adds a feed; its people list it with its reports; members, strangers and bad addresses change nothing', async () => {
    const owner = await practicePerson(sql(), SIGNING, 'Feedwell PT', { state: 'OR' });
    const added = await callWithToken<{ id: string }>(env(), feeds.onRequestPost, 'POST', owner.token, {
      employerId: owner.employerId,
      url: 'https://careers.feedwell.example/jobs.xml',
    });
    expect(added.status).toBe(201);
    await sql().query(
      `insert into public.feed_runs (feed_id, started_at, finished_at, outcome, created, matched, refused) values ($1, now(), now(), 'read', 3, 1, '[{"reference":"X","reason":"No pay"}]')`,
      [added.body.id],
    );
    const listed = await callWithToken<{ feeds: Record<string, unknown>[] }>(env(), feeds.onRequestGet, 'GET', owner.token);
    expect(listed.body.feeds).toEqual([
      expect.objectContaining({
        id: added.body.id,
        url: 'https://careers.feedwell.example/jobs.xml',
        contact: owner.email,
        jobs: 0,
        runs: [expect.objectContaining({ outcome: 'read', created: 3, matched: 1, refused: [{ reference: 'X', reason: 'No pay' }] })],
      }),
    ]);
    const member = await signedInPerson(sql(), SIGNING, `member-${Date.now()}@feedwell.example`);
    await sql().query(`insert into public.employer_people (employer_id, user_id, role) values ($1, $2, 'member')`, [owner.employerId, member.id]);
    expect((await callWithToken<{ feeds: unknown[] }>(env(), feeds.onRequestGet, 'GET', member.token)).body.feeds).toHaveLength(1);
    expect(
      (await callWithToken(env(), feeds.onRequestPost, 'POST', member.token, { employerId: owner.employerId, url: 'https://other.feedwell.example/a.json' }))
        .status,
    ).toBe(403);
    const stranger = await practicePerson(sql(), SIGNING, 'Elsewhere PT');
    expect((await callWithToken<{ feeds: unknown[] }>(env(), feeds.onRequestGet, 'GET', stranger.token)).body.feeds).toEqual([]);
    expect((await callWithToken(env(), feeds.onRequestDelete, 'DELETE', stranger.token, { id: added.body.id })).status).toBe(404);
    expect(
      (await callWithToken(env(), feeds.onRequestPost, 'POST', stranger.token, { employerId: owner.employerId, url: 'https://x.feedwell.example/a.json' }))
        .status,
    ).toBe(403);
    for (const [url, message] of [
      ['ftp://feeds.example/jobs.xml', 'The address starts https:// or http://'],
      ['http://127.0.0.1/jobs.xml', 'Give a public address by its name (not a number or a local name)'],
      ['http://[::1]/jobs.xml', 'Give a public address by its name (not a number or a local name)'],
      ['http://metadata.google.internal/', 'Give a public address by its name (not a number or a local name)'],
      ['https://user:pw@feeds.example/jobs.xml', 'Leave the user name and password out of the address'],
      ['jobs.xml', 'Give the whole address, starting https://'],
    ])
      expect((await callWithToken(env(), feeds.onRequestPost, 'POST', owner.token, { employerId: owner.employerId, url })).body, url).toMatchObject({
        fields: { url: message },
      });
    expect(
      (await callWithToken(env(), feeds.onRequestPost, 'POST', owner.token, { employerId: owner.employerId, url: 'https://a.example/x', contact: 'nope' }))
        .body,
    ).toMatchObject({
      fields: { contact: expect.any(String) },
    });
    expect(await callWithToken(env(), feeds.onRequestGet, 'GET', null)).toMatchObject({ status: 401 });
    const [n] = await sql().query<{ n: number }>('select count(*)::int as n from public.employer_feeds where employer_id = $1', [owner.employerId]);
    expect(n!.n).toBe(1);
    // Turned off: gone from the list; added again, it is the same feed with its reports.
    expect((await callWithToken(env(), feeds.onRequestDelete, 'DELETE', owner.token, { id: added.body.id })).status).toBe(200);
    expect((await callWithToken<{ feeds: unknown[] }>(env(), feeds.onRequestGet, 'GET', owner.token)).body.feeds).toEqual([]);
    const again = await callWithToken<{ id: string }>(env(), feeds.onRequestPost, 'POST', owner.token, {
      employerId: owner.employerId,
      url: 'https://careers.feedwell.example/jobs.xml',
    });
    expect(again).toMatchObject({ status: 201, body: { id: added.body.id } });
    expect(
      (await callWithToken(env(), feeds.onRequestPost, 'POST', owner.token, { employerId: owner.employerId, url: 'https://careers.feedwell.example/jobs.xml' }))
        .body,
    ).toMatchObject({ rule: 'employer_feeds_once' });
  });

  it('at most 5 live feeds a practice, row by row: one at a time, a multi-row insert and a multi-row update alike', async () => {
    const owner = await practicePerson(sql(), SIGNING, 'Fivefold PT', { state: 'OR' });
    const add = (i: number) =>
      callWithToken<{ rule: string }>(env(), feeds.onRequestPost, 'POST', owner.token, {
        employerId: owner.employerId,
        url: `https://f${i}.fivefold.example/jobs.xml`,
      });
    for (let i = 1; i <= 5; i++) expect((await add(i)).status).toBe(201);
    expect(await add(6)).toMatchObject({ status: 409, body: { rule: 'employer_feeds_count' } });
    const other = await practicePerson(sql(), SIGNING, 'Multirow PT', { state: 'OR' });
    const rows = (k: number) =>
      Array.from({ length: k }, (_, i) => `(${other.employerId}, 'https://m${i}.multirow.example/jobs.xml', 'test', 'hr@multirow.example')`).join(', ');
    const insert = (k: number) =>
      asRole(sql(), 'service_role', (tx) => tx.query(`insert into public.employer_feeds (employer_id, url, added_by, contact_email) values ${rows(k)}`));
    await expect(insert(6)).rejects.toThrow(/at most 5 feeds/);
    const count = async () =>
      (
        await sql().query<{ n: number }>('select count(*)::int as n from public.employer_feeds where employer_id = $1 and disabled_at is null', [
          other.employerId,
        ])
      )[0]!.n;
    expect(await count()).toBe(0);
    await sql().query(
      `insert into public.employer_feeds (employer_id, url, added_by, contact_email, disabled_at) select $1, 'https://d' || g || '.multirow.example/', 'test', 'hr@multirow.example', now() from generate_series(1, 6) g`,
      [other.employerId],
    );
    await expect(
      asRole(sql(), 'service_role', (tx) => tx.query(`update public.employer_feeds set disabled_at = null where employer_id = $1`, [other.employerId])),
    ).rejects.toThrow(/at most 5 feeds/);
    expect(await count()).toBe(0);
    // The table's own checks, row by row in one statement: a bad address or contact anywhere refuses them all.
    await expect(
      sql().query(
        `insert into public.employer_feeds (employer_id, url, added_by, contact_email) values ($1, 'https://ok.multirow.example/', 't', 'a@b.example'), ($1, 'gopher://x', 't', 'a@b.example')`,
        [other.employerId],
      ),
    ).rejects.toThrow(/employer_feeds_url/);
    await expect(
      sql().query(
        `insert into public.feed_runs (feed_id, started_at, finished_at, outcome, created) select id, now(), now(), 'read', case when id % 2 = 0 then -1 else 1 end from public.employer_feeds where employer_id = $1`,
        [owner.employerId],
      ),
    ).rejects.toThrow(/feed_runs_counts/);
  });

  it('staff list every practice’s feeds with the practices to add one for, and add one', async () => {
    const owner = await practicePerson(sql(), SIGNING, 'Staffed Feed PT', { state: 'OR' });
    const staff = await staffToken(SIGNING, 'ops@staff.example', 'staff', 'aal2', sql());
    const made = await callWithToken<{ id: string }>(env(), staffFeeds.onRequestPost, 'POST', staff, {
      employerId: owner.employerId,
      url: 'https://jobs.staffedfeed.example/feed.json',
      contact: 'HR@StaffedFeed.example',
    });
    expect(made.status).toBe(201);
    const listed = await callWithToken<{ feeds: Record<string, unknown>[]; practices: { id: string; name: string }[] }>(
      env(),
      staffFeeds.onRequestGet,
      'GET',
      staff,
    );
    expect(listed.body.feeds).toContainEqual(
      expect.objectContaining({ id: made.body.id, employerName: 'Staffed Feed PT', contact: 'hr@staffedfeed.example', runs: [] }),
    );
    expect(listed.body.practices).toContainEqual({ id: owner.employerId, name: 'Staffed Feed PT' });
    expect(
      (await callWithToken(env(), staffFeeds.onRequestPost, 'POST', staff, { employerId: '999999999', url: 'https://a.example/f.xml', contact: 'a@b.example' }))
        .status,
    ).toBe(404);
    expect((await callWithToken(env(), staffFeeds.onRequestGet, 'GET', owner.token)).status).toBe(403);
    expect((await callWithToken(env(), staffFeeds.onRequestDelete, 'DELETE', staff, { id: made.body.id })).status).toBe(200);
    expect((await callWithToken(env(), staffFeeds.onRequestDelete, 'DELETE', staff, { id: made.body.id })).status).toBe(404);
  });
});
