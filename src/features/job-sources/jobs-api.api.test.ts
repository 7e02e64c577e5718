/**
 * The jobs API for tracking systems on both drivers, as a tracking system and the employer's people call
 * it: keys made by owners and shown once; a job created by reference (pending review, in the key's name),
 * the same body again changing nothing, an update, the list, a close; refusals that name each field or
 * rule; another practice's key reaching none of it; keys revoked, guessed and over their limit. Every
 * answer seen is one the OpenAPI document lists for its path and method, and every documented path and
 * method has its handler.
 */
import { afterAll, expect, it } from 'vitest';
import { describeEachDriver, fnContext, suiteDb } from '../../../tests/support/databases';
import { callWithToken, practicePerson, signedInPerson } from '../../../tests/support/signed-in';
import { scanRoutes } from '~/server/pages-host/routes';
import type { PagesFunction } from '~/server/http/types';
import * as keys from '../../../functions/api/employer/api-keys';
import * as jobs from '../../../functions/api/v1/jobs/index';
import * as byRef from '../../../functions/api/v1/jobs/[reference]';
import * as openapi from '../../../functions/api/v1/openapi.json';
import { openApiDocument } from './openapi';
import { postingForm } from '../../../tests/support/job-rows';

const SIGNING = 'jobs-api-tests-signing-secret-0123456789abcd';
// The API's own shape: no role (read from the title), pay as numbers.
const { role: _role, ...apiFields } = postingForm({ city: 'Portland', state: 'OR', description: 'Orthopedic outpatient care.' });
const JOB = { ...apiFields, contact_email: 'hiring@rose.example', salary_min: 90000, salary_max: 110000 };
/** The API's answers, loosely: each test reads the parts its case has. */
interface Answer {
  result: string;
  job: { id: string; status: string; reference: string; url: string | null };
  jobs: unknown[];
  fields: Record<string, string>;
  rule: string;
  error: string;
}
/** Every (path, method, status) the tests saw, checked against the document at the end. */
const seen = new Set<string>();
let ip = 0;

describeEachDriver('the jobs API for tracking systems', (driver) => {
  const suite = suiteDb(driver, 'none');
  const env = () => ({ ...suite().env, SIGNING_SECRET: SIGNING });
  const sql = () => suite().sql;

  /** A tracking system's call: its key as the bearer, from a client of its own unless `from` is given. */
  async function api(fn: PagesFunction, method: string, key: string | null, ref?: string, body?: unknown, from?: string) {
    const path = ref === undefined ? '/jobs' : '/jobs/{reference}';
    const request = new Request(`http://localhost:4321/api/v1${ref === undefined ? '/jobs' : `/jobs/${encodeURIComponent(ref)}`}`, {
      method,
      headers: {
        'cf-connecting-ip': from ?? `10.55.${Math.floor(++ip / 250)}.${ip % 250}`,
        ...(key ? { authorization: `Bearer ${key}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const { context, settle } = fnContext<string>(request, env(), ref === undefined ? {} : { reference: ref });
    const res = await fn(context as never);
    await settle();
    seen.add(`${path} ${method.toLowerCase()} ${res.status}`);
    return { status: res.status, body: (await res.json()) as Answer };
  }
  async function keyFor(practice: string) {
    const owner = await practicePerson(sql(), SIGNING, practice, { state: 'OR' });
    const made = await callWithToken<{ key: string; prefix: string }>(env(), keys.onRequestPost, 'POST', owner.token, {
      employerId: owner.employerId,
      name: 'Workday sync',
    });
    expect(made.status).toBe(201);
    return { owner, key: made.body.key };
  }

  it('owners make keys, shown once; people list them without the key; a member cannot make one', async () => {
    const { owner, key } = await keyFor('Rose City PT');
    expect(key).toMatch(/^rmj_[A-Za-z0-9_-]{32}$/);
    const listed = await callWithToken<{ keys: Record<string, unknown>[] }>(env(), keys.onRequestGet, 'GET', owner.token);
    expect(listed.body.keys).toEqual([expect.objectContaining({ name: 'Workday sync', prefix: key.slice(0, 8), employerId: owner.employerId })]);
    expect(JSON.stringify(listed.body)).not.toContain(key);
    const member = await signedInPerson(sql(), SIGNING, `member-${Date.now()}@rosecity.example`);
    await sql().query(`insert into public.employer_people (employer_id, user_id, role) values ($1, $2, 'member')`, [owner.employerId, member.id]);
    expect((await callWithToken(env(), keys.onRequestPost, 'POST', member.token, { employerId: owner.employerId, name: 'Mine' })).status).toBe(403);
    expect((await callWithToken(env(), keys.onRequestPost, 'POST', owner.token, { employerId: owner.employerId, name: ' ' })).body).toMatchObject({
      fields: { name: 'Name the key, for example the tracking system it is for' },
    });
    const stranger = await practicePerson(sql(), SIGNING, 'Stranger PT');
    expect((await callWithToken(env(), keys.onRequestDelete, 'DELETE', stranger.token, { id: String(listed.body.keys[0]!.id) })).status).toBe(404);
    expect((await callWithToken(env(), keys.onRequestGet, 'GET', null)).status).toBe(401);
  });

  it('creates by reference, changes nothing on the same body, updates, lists and closes, in the key’s name', async () => {
    const { key } = await keyFor('Hawthorne PT');
    const made = await api(byRef.onRequestPut, 'PUT', key, 'REQ-1001', JOB);
    expect(made).toMatchObject({ status: 201, body: { result: 'created', job: { reference: 'REQ-1001', status: 'pending_review', url: null } } });
    const id = made.body.job.id;
    expect(await api(byRef.onRequestPut, 'PUT', key, 'REQ-1001', JOB)).toMatchObject({ status: 200, body: { result: 'unchanged' } });
    // Published by staff; an update once live is one of its 3 edits.
    await sql().query(`update public.jobs set status = 'live' where id = $1`, [id]);
    expect(await api(byRef.onRequestPut, 'PUT', key, 'REQ-1001', { ...JOB, salary_max: 115000 })).toMatchObject({
      status: 200,
      body: { result: 'updated', job: { status: 'live' } },
    });
    const [row] = await sql().query<{ edit_count: number; salary_max: string }>('select edit_count, salary_max::text from public.jobs where id = $1', [id]);
    expect(row).toEqual({ edit_count: 1, salary_max: expect.stringMatching(/^115000/) });
    expect((await api(jobs.onRequestGet, 'GET', key)).body.jobs).toEqual([
      expect.objectContaining({ reference: 'REQ-1001', id, status: 'live', url: `/job/${id}` }),
    ]);
    expect(await api(byRef.onRequestDelete, 'DELETE', key, 'REQ-1001')).toMatchObject({ status: 200, body: { job: { status: 'closed' } } });
    expect(await api(byRef.onRequestPut, 'PUT', key, 'REQ-1001', JOB)).toMatchObject({ status: 409, body: { rule: 'api_job_ended' } });
    const events = await sql().query<{ actor: string; action: string }>('select actor, action from public.job_events where job_id = $1 order by id', [id]);
    expect(events.filter((e) => e.actor === 'api:Workday sync').map((e) => e.action)).toEqual(['created', 'edited', 'closed']);
    // Never live: a close cancels it.
    await api(byRef.onRequestPut, 'PUT', key, 'REQ-1002', { ...JOB, job_title: 'Home Health Physical Therapist' });
    expect((await api(byRef.onRequestDelete, 'DELETE', key, 'REQ-1002')).body.job.status).toBe('closed');
    expect(await api(byRef.onRequestDelete, 'DELETE', key, 'REQ-404')).toMatchObject({ status: 404 });
  });

  it('recognises a job the practice already has on the board: taken over by the reference, not posted twice', async () => {
    const { owner, key } = await keyFor('Laurelhurst PT');
    // Typed by hand before the tracking system was connected: the same job with no reference.
    const typed = await api(byRef.onRequestPut, 'PUT', key, 'TMP', JOB);
    await sql().query(`update public.jobs set external_ref = null, status = 'live' where id = $1`, [typed.body.job.id]);
    const sent = await api(byRef.onRequestPut, 'PUT', key, 'ATS-77', { ...JOB, job_title: 'outpatient physical  therapist', salary_max: 112000 });
    expect(sent).toMatchObject({ status: 200, body: { result: 'matched', job: { id: typed.body.job.id, reference: 'ATS-77', status: 'live' } } });
    expect(await api(byRef.onRequestPut, 'PUT', key, 'ATS-77', { ...JOB, job_title: 'outpatient physical  therapist', salary_max: 112000 })).toMatchObject({
      body: { result: 'unchanged' },
    });
    // Another city is another job.
    expect((await api(byRef.onRequestPut, 'PUT', key, 'ATS-78', { ...JOB, city: 'Salem' })).body.result).toBe('created');
    const [n] = await sql().query<{ n: number }>('select count(*)::int as n from public.jobs where employer_id = $1', [owner.employerId]);
    expect(n!.n).toBe(2);
  });

  it('names each refused field and rule, and changes nothing', async () => {
    const { owner, key } = await keyFor('Sellwood PT');
    const bad = await api(byRef.onRequestPut, 'PUT', key, 'R-1', { ...JOB, job_title: '', is_active: true, salary_min: 'lots' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(expect.arrayContaining(['job_title', 'salary_min']));
    const unpaid = await api(byRef.onRequestPut, 'PUT', key, 'R-2', { ...JOB, state: 'CA', city: 'Oakland', salary_min: null, salary_max: null });
    expect(unpaid).toMatchObject({ status: 400, body: { rule: 'pay_range_law', fields: { salary_min: expect.stringContaining('California') } } });
    expect((await api(byRef.onRequestPut, 'PUT', key, 'bad ref!', JOB)).status).toBe(400);
    // Two roles in one title: the database's rule, named.
    expect(await api(byRef.onRequestPut, 'PUT', key, 'R-3', { ...JOB, job_title: 'PT / PTA' })).toMatchObject({ status: 409, body: { rule: 'jobs_one_role' } });
    const [n] = await sql().query<{ n: number }>('select count(*)::int as n from public.jobs where employer_id = $1', [owner.employerId]);
    expect(n!.n).toBe(0);
  });

  it('another practice’s key reaches none of it; a revoked, missing or guessed key is refused, guessing slowed', async () => {
    const a = await keyFor('Alberta PT');
    const b = await keyFor('Burnside PT');
    await api(byRef.onRequestPut, 'PUT', a.key, 'SHARED-1', JOB);
    expect((await api(jobs.onRequestGet, 'GET', b.key)).body.jobs).toEqual([]);
    expect((await api(byRef.onRequestDelete, 'DELETE', b.key, 'SHARED-1')).status).toBe(404);
    // The same reference from another practice is that practice's own job.
    expect((await api(byRef.onRequestPut, 'PUT', b.key, 'SHARED-1', { ...JOB, job_title: 'Acute Care Physical Therapist' })).status).toBe(201);
    const listed = await callWithToken<{ keys: { id: string }[] }>(env(), keys.onRequestGet, 'GET', a.owner.token);
    expect((await callWithToken(env(), keys.onRequestDelete, 'DELETE', a.owner.token, { id: listed.body.keys[0]!.id })).status).toBe(200);
    expect((await api(jobs.onRequestGet, 'GET', a.key)).status).toBe(401);
    expect((await api(jobs.onRequestGet, 'GET', null)).status).toBe(401);
    const guesses = [];
    for (let i = 0; i < 21; i++) guesses.push((await api(jobs.onRequestGet, 'GET', `rmj_${'x'.repeat(32)}`, undefined, undefined, '10.66.0.1')).status);
    expect(guesses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(guesses[20]).toBe(429);
  });
});

it('serves the OpenAPI document, whose paths have their handlers, and which lists every answer the tests saw', async () => {
  const doc = openApiDocument('http://localhost:4321');
  const res = await openapi.onRequestGet(fnContext(new Request('http://localhost:4321/api/v1/openapi.json'), {}).context as never);
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ openapi: '3.1.0', paths: { '/jobs': expect.anything(), '/jobs/{reference}': expect.anything() } });
  const routes = scanRoutes('functions');
  const modules: Record<string, Record<string, unknown>> = { '/api/v1/jobs': jobs, '/api/v1/jobs/[reference]': byRef };
  for (const [path, item] of Object.entries(doc.paths)) {
    const pattern = `/api/v1${path.replace('{reference}', '[reference]')}`;
    expect(
      routes.map((r) => r.pattern),
      pattern,
    ).toContain(pattern);
    for (const method of ['get', 'put', 'delete', 'post'].filter((m) => m in item))
      expect(modules[pattern]![`onRequest${method[0]!.toUpperCase()}${method.slice(1)}`], `${method} ${pattern}`).toBeTypeOf('function');
  }
  // The body's fields are the schema's: the title and the pay among them, the employer's name not.
  expect(Object.keys((doc.components.schemas.Job as { properties: object }).properties)).toEqual(
    expect.arrayContaining(['job_title', 'salary_min', 'pay_unit']),
  );
  expect(Object.keys((doc.components.schemas.Job as { properties: object }).properties)).not.toContain('employer_name');
  const documented = (path: string, method: string, status: string) =>
    status in ((doc.paths as Record<string, Record<string, { responses?: Record<string, unknown> }>>)[path]![method]?.responses ?? {});
  const undocumented = [...seen].filter((s) => {
    const [path, method, status] = s.split(' ') as [string, string, string];
    return !documented(path, method, status);
  });
  expect(seen.size).toBeGreaterThan(5);
  expect(undocumented).toEqual([]);
});

afterAll(() => seen.clear());
