/**
 * Posting through the site on both drivers, as the employer's people call it: drafts kept and read only by
 * their practice's people; a submitted draft checked by the intake's schema and the pay-range laws (the
 * law named at the pay field), then a posting pending review whose history names the person, once.
 */
import { expect, it } from 'vitest';
import { describeEachDriver, suiteDb } from '../../../tests/support/databases';
import { callWithToken, practicePerson } from '../../../tests/support/signed-in';
import { postingForm } from '../../../tests/support/job-rows';
import type { PagesFunction } from '~/server/http/types';
import { onRequestDelete as remove, onRequestGet as list, onRequestPost as save } from '../../../functions/api/employer/drafts/index';
import { onRequestPost as submit } from '../../../functions/api/employer/drafts/submit';
import { onRequestGet as jobs } from '../../../functions/api/employer/jobs';

const SIGNING = 'drafts-api-tests-signing-secret-0123456789';
const FORM = postingForm({ schedule: ['days', '4x10'], documentation_paid: 'yes' });

describeEachDriver('posting through the site', (driver) => {
  const suite = suiteDb(driver, 'none');
  const env = () => ({ ...suite().env, SIGNING_SECRET: SIGNING });

  /** A person of a new practice (verified when asked), signed in. */
  const personOf = (practice: string, verified = true) => practicePerson(suite().sql, SIGNING, practice, { verified });
  const call = (fn: PagesFunction, method: string, token: string | null, body?: unknown) =>
    callWithToken<{ draft: { id: string; updatedAt: string; preview: unknown } }>(env(), fn, method, token, body);

  it('answers 401 without a token', async () => {
    expect((await call(list, 'GET', null)).status).toBe(401);
    expect((await call(save, 'POST', null, { employerId: '1', fields: {} })).status).toBe(401);
    expect((await call(submit, 'POST', null, { id: '1' })).status).toBe(401);
  });

  it('keeps a draft with its preview for its practice only, and refuses an unknown field by name', async () => {
    const owner = await personOf('Harbor PT');
    const other = await personOf('Other PT');
    const made = await call(save, 'POST', owner.token, { employerId: owner.employerId, fields: FORM });
    expect(made.status).toBe(201);
    expect(made.body.draft.preview).toMatchObject({ job_title: 'Outpatient Physical Therapist', employer_name: 'Harbor PT', schedule: '4x10,days' });
    expect(await call(save, 'POST', owner.token, { employerId: owner.employerId, fields: { ...FORM, is_active: 'true' } })).toMatchObject({ status: 400 });
    // Another practice's person: not in their list, not theirs to change, delete or submit; nor a draft for a practice not theirs.
    expect((await call(list, 'GET', other.token)).body.drafts).toEqual([]);
    expect((await call(save, 'POST', other.token, { id: made.body.draft.id, employerId: other.employerId, fields: {} })).status).toBe(404);
    expect((await call(remove, 'DELETE', other.token, { id: made.body.draft.id })).status).toBe(404);
    expect((await call(submit, 'POST', other.token, { id: made.body.draft.id })).status).toBe(404);
    expect((await call(save, 'POST', other.token, { employerId: owner.employerId, fields: FORM })).status).toBe(404);
    expect((await call(list, 'GET', owner.token)).body.drafts).toHaveLength(1);
  });

  it('submits a draft: the pay-range law named at the pay field, then pending review in the person’s name, once', async () => {
    const owner = await personOf('Cedar PT');
    const draft = (await call(save, 'POST', owner.token, { employerId: owner.employerId, fields: FORM })).body.draft;
    const refused = await call(submit, 'POST', owner.token, { id: draft.id });
    expect(refused.status).toBe(400);
    expect((refused.body.fields as Record<string, string>).salary_min).toMatch(/California/);
    const missing = await call(save, 'POST', owner.token, {
      id: draft.id,
      employerId: owner.employerId,
      fields: { ...FORM, description: ' ', salary_min: '90000', salary_max: '110000' },
    });
    expect((await call(submit, 'POST', owner.token, { id: missing.body.draft.id })).body.fields).toMatchObject({ description: expect.any(String) });
    const ready = await call(save, 'POST', owner.token, {
      id: draft.id,
      employerId: owner.employerId,
      fields: { ...FORM, salary_min: '90000', salary_max: '110000' },
    });
    const twice = await Promise.all([
      call(submit, 'POST', owner.token, { id: ready.body.draft.id }),
      call(submit, 'POST', owner.token, { id: ready.body.draft.id }),
    ]);
    // A double tap: one posting; the other hears the draft is gone (404) or changed (409).
    expect(twice.filter((r) => r.status === 201)).toHaveLength(1);
    expect(twice.filter((r) => r.status === 404 || r.status === 409)).toHaveLength(1);
    const jobId = String(twice.find((r) => r.status === 201)!.body.id);
    const [job] = await suite().sql.query<{ status: string; employer_id: string; contact_email: string; schedule: string }>(
      'select status, employer_id::text, contact_email, schedule from public.jobs where id = $1',
      [jobId],
    );
    expect(job).toEqual({ status: 'pending_review', employer_id: owner.employerId, contact_email: owner.email, schedule: '4x10,days' });
    const events = await suite().sql.query<{ actor: string; action: string }>('select actor, action from public.job_events where job_id = $1', [jobId]);
    expect(events).toEqual([{ actor: owner.email, action: 'created' }]);
    expect((await call(list, 'GET', owner.token)).body.drafts).toEqual([]);
    // The practice's jobs, with status and figures, for its people only.
    expect((await call(jobs, 'GET', owner.token)).body.jobs).toEqual([
      expect.objectContaining({
        id: jobId,
        title: 'Outpatient Physical Therapist',
        place: 'Fresno, CA',
        status: 'pending_review',
        figures: { views: 0, applyStarts: 0, saves: 0, applications: 0, answered: 0, medianDaysToAnswer: null },
      }),
    ]);
    const stranger = await personOf('Stranger PT');
    expect((await call(jobs, 'GET', stranger.token)).body.jobs).toEqual([]);
    expect((await call(jobs, 'GET', null)).status).toBe(401);
  });
});
