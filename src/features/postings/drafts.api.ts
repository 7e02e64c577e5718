/**
 * An employer's people post through the site: GET /api/employer/drafts (their drafts), POST (save one: a
 * new one for a practice, or changes to one), DELETE { id }, and POST /api/employer/drafts/submit { id }:
 * the draft checked with the intake's own schema (job-lifecycle.ts) and the pay-range laws, then a posting
 * pending review, as the person. A bad value is a 400 naming every field (`fields`, for the form); a
 * posting rule's refusal a 409 that says which. Each answer for a draft carries its job-page preview.
 * A draft that edits a job (made by POST /api/employer/jobs/act { action: 'edit' }) is applied to the job on
 * submit instead. GET /api/employer/jobs lists the practices' jobs with their status and figures; POST
 * /api/employer/jobs/act { id, action } does one of the actions the job's status allows (employer-actions.ts).
 */
import { z } from 'zod';
import { ANON_COLUMNS, publicJobSchema } from '~/domain/job';
import { intakeJobSchema } from '~/domain/job-lifecycle';
import { hasPayRange, payLawFor, payLawRefusal } from '~/domain/pay-laws';
import { PolicyRefusal } from '~/server/ports/policy-refusal';
import { error, json } from '~/server/http/http';
import { personCall } from '~/server/http/staff-gate';
import type { PagesFunction } from '~/server/http/types';
import { createDraftStore, type Draft } from './drafts.store';
import { createEmployerJobStore, type StateAction } from './employer-jobs.store';
import { verifyOwnerToken } from '~/features/auth/owner-link';
import { signedBearer } from '~/server/http/signed-link';
import { JOB_ACTIONS } from './employer-actions';
import { extensionNotice } from './check-mail';
import { afterResponse, drainOutbox } from '~/server/http/context';
import { postingValues, POSTING_FIELDS } from './posting-fields';

const MAX_BODY = 64 * 1024;
const id = z.string().regex(/^\d{1,18}$/, 'Choose a draft');
const formValue = z.union([z.string().max(20_000), z.array(z.string().max(40)).max(10)]);
const saveSchema = z
  .object({
    id: id.optional(),
    employerId: z.string().regex(/^\d{1,18}$/, 'Choose the practice'),
    fields: z.partialRecord(z.enum(POSTING_FIELDS.map((f) => f.name) as [string, ...string[]]), formValue),
  })
  .strict();
const idSchema = z.object({ id }).strict();

async function person<T>(ctx: Parameters<PagesFunction>[0], schema?: z.ZodType<T>) {
  const call = await personCall(ctx, 'employer', schema && { schema, maxBody: MAX_BODY });
  return call.ok ? { ...call, drafts: call.services.backend.store(createDraftStore), jobs: call.services.backend.store(createEmployerJobStore) } : call;
}

/** The draft's job page as visitors would see it, when its fields make one (else null). */
function preview(d: Draft) {
  const at = d.updatedAt;
  const values = {
    ...postingValues(d.fields),
    id: '0',
    employer_name: d.employerName,
    is_active: true,
    posted_at: at,
    posted_date: at,
    created_at: at,
    updated_at: at,
  };
  const parsed = publicJobSchema.safeParse(Object.fromEntries(ANON_COLUMNS.map((c) => [c, (values as Record<string, unknown>)[c]])));
  return parsed.success ? parsed.data : null;
}
const withPreview = (d: Draft) => ({ ...d, preview: preview(d) });

/** GET /api/employer/jobs: the person's practices' jobs with their status and figures. */
export const onJobsGet: PagesFunction = async (ctx) => {
  const p = await person(ctx);
  if (!p.ok) return p.response;
  return json({ jobs: await p.jobs.jobs(p.who.claims) });
};

const actSchema = z.object({ id: z.string().regex(/^\d{1,18}$/, 'Choose a job'), action: z.enum(JOB_ACTIONS, 'Choose an action') }).strict();

/** A refusal as its answer: a job not the person's is not found; any other rule is a 409 naming it. */
function refusal(e: unknown) {
  if (!(e instanceof PolicyRefusal)) throw e;
  return e.rule === 'employer_job_not_yours' ? error(404, e.message) : json({ error: e.message, rule: e.rule }, 409);
}

/**
 * POST /api/employer/jobs/act { id, action }: a state action answers the job as its page shows it after;
 * edit and copy answer the draft to open in the posting form.
 */
export const onJobActPost: PagesFunction = async (ctx) => {
  const p = await person(ctx, actSchema);
  if (!p.ok) return p.response;
  const { id: jobId, action } = p.value;
  try {
    if (action === 'edit' || action === 'copy') return json({ draft: await p.jobs.draftOf(p.who.claims, p.who.email, jobId, action) }, 201);
    const s = p.services;
    const job = await p.jobs.act(p.who.claims, p.who.email, jobId, action, new Date(), (j) => extensionNotice(j, s.staffEmail));
    if (action === 'extend') afterResponse(ctx, () => drainOutbox(s));
    return json({ job });
  } catch (e) {
    return refusal(e);
  }
};

export const onDraftsGet: PagesFunction = async (ctx) => {
  const p = await person(ctx);
  if (!p.ok) return p.response;
  return json({ drafts: (await p.drafts.list(p.who.claims)).map(withPreview) });
};

export const onDraftPost: PagesFunction = async (ctx) => {
  const p = await person(ctx, saveSchema);
  if (!p.ok) return p.response;
  try {
    const saved = await p.drafts.save(p.who.claims, p.value);
    return saved ? json({ draft: withPreview(saved) }, p.value.id ? 200 : 201) : error(404, 'No such draft among your practices');
  } catch (e) {
    if (e instanceof PolicyRefusal) return json({ error: e.message, rule: e.rule }, 409);
    throw e;
  }
};

export const onDraftDelete: PagesFunction = async (ctx) => {
  const p = await person(ctx, idSchema);
  if (!p.ok) return p.response;
  return (await p.drafts.remove(p.who.claims, p.value.id)) ? json({ ok: true }) : error(404, 'No such draft among your practices');
};

export const onSubmitPost: PagesFunction = async (ctx) => {
  const p = await person(ctx, idSchema);
  if (!p.ok) return p.response;
  const draft = await p.drafts.get(p.who.claims, p.value.id);
  if (!draft) return error(404, 'No such draft among your practices');
  const values = postingValues(draft.fields);
  const parsed = intakeJobSchema.safeParse({
    ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null)),
    employer_name: draft.employerName,
    legal_entity: draft.legalEntity,
    // The employer hears of the listing at its contact address: the person's own unless they gave one.
    contact_email: values.contact_email ?? p.who.email,
  });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const i of parsed.error.issues) fields[i.path.join('.') || 'form'] ??= i.message;
    return json({ error: `Check these fields: ${Object.keys(fields).join(', ')}`, fields }, 400);
  }
  // Where the law requires a pay range, the pay field says which law.
  const law = payLawFor(parsed.data, new Date());
  if (law && !hasPayRange(parsed.data))
    return json({ error: payLawRefusal(law), fields: { salary_min: payLawRefusal(law) }, rule: 'pay_range_law', law: law.id }, 400);
  try {
    const job = draft.jobId
      ? await p.jobs.applyEdit(p.who.claims, p.who.email, { ...draft, jobId: draft.jobId }, parsed.data)
      : await p.drafts.submit(p.who.claims, p.who.email, draft, parsed.data);
    return job
      ? json({ id: job, edited: draft.jobId !== null }, draft.jobId ? 200 : 201)
      : error(409, 'This draft changed or was submitted a moment ago: open it again');
  } catch (e) {
    return refusal(e);
  }
};

const linkActSchema = z
  .object({
    id: z.string().regex(/^\d{1,18}$/, 'Choose a job'),
    action: z.enum(
      JOB_ACTIONS.filter((a): a is StateAction => a !== 'edit' && a !== 'copy'),
      'Choose an action',
    ),
  })
  .strict();

/** GET /api/employer/link/jobs: the job a signed link opens (its bearer), as the account lists jobs. */
export const onLinkJobsGet: PagesFunction = async (ctx) => {
  const link = await signedBearer(ctx, 'employer', verifyOwnerToken);
  if (!link.ok) return link.response;
  const job = await link.s.backend.store(createEmployerJobStore).linked(link.value);
  return json({ jobs: job ? [job] : [] });
};

/** POST /api/employer/link/jobs/act { id, action }: a state action on that job (edit and copy need an account). */
export const onLinkActPost: PagesFunction = async (ctx) => {
  const link = await signedBearer(ctx, 'employer', verifyOwnerToken, { schema: linkActSchema, maxBody: 1024 });
  if (!link.ok) return link.response;
  if (link.body.id !== link.value) return error(404, 'No such job for this link');
  const s = link.s;
  try {
    const job = await s.backend.store(createEmployerJobStore).actByLink(link.value, link.body.action, new Date(), (j) => extensionNotice(j, s.staffEmail));
    if (!job) return error(404, 'No such job for this link');
    if (link.body.action === 'extend') afterResponse(ctx, () => drainOutbox(s));
    return json({ job });
  } catch (e) {
    return refusal(e);
  }
};
