/**
 * The applications to an employer's jobs, in the person's account: GET /api/employer/applications
 * (?q=words&job=id&status=sent|reviewed|moving_forward|not_selected|spam), each with its message, a resume
 * link and the status the applicant sees; POST /api/employer/applications/status { id, status } sets a
 * status and mails the applicant as the application's signed page does (sendStatus), or marks it spam.
 * Only applications to the person's practices' jobs are read or changed (my_applications()). The same
 * under /api/employer/link/ for the account's view opened from a signed link in a mail (the link as the
 * bearer): a job's link opens its applications, an application's link that one.
 */
import { z } from 'zod';
import { EMPLOYER_STATUSES, shownStatus } from '~/domain/application';
import { error, json, validate } from '~/server/http/http';
import { personCall } from '~/server/http/staff-gate';
import type { PagesFunction } from '~/server/http/types';
import { RESUME_URL_SECONDS } from '~/server/ports/storage';
import { resumeToken, resumeUrl } from '~/domain/resume-link';
import { sendStatus } from './employer-application.api';
import { createEmployerApplicationStore, type LinkScope } from './employer-applications.store';
import type { EmployerApplication, ListedApplication } from './employer-application-view';
import { verifyStatusToken } from './application-links';
import { verifyOwnerToken } from '~/features/auth/owner-link';
import { signedBearer } from '~/server/http/signed-link';
import type { Services } from '~/server/http/context';
import { APPLICATION_FILTERS } from './employer-application-view';

const listSchema = z
  .object({
    q: z.string().max(200, 'Search with fewer words').optional(),
    job: z
      .string()
      .regex(/^(\d{1,18})?$/, 'Choose a job')
      .optional(),
    status: z.enum(['', ...APPLICATION_FILTERS], 'Choose a status').optional(),
  })
  .strict();
const STATUSES = [...EMPLOYER_STATUSES, 'spam'] as const;
const statusSchema = z.object({ id: z.string().regex(/^\d{1,18}$/, 'Choose an application'), status: z.enum(STATUSES, 'Choose a status') }).strict();

export const onListGet: PagesFunction = async (ctx) => {
  const p = await personCall(ctx, 'employer');
  if (!p.ok) return p.response;
  const params = validate(listSchema, Object.fromEntries(new URL(ctx.request.url).searchParams), { everyField: true });
  if (!params.ok) return params.response;
  const { q, job, status } = params.value;
  const s = p.services;
  return json({
    applications: await listed(
      s,
      await s.backend.store(createEmployerApplicationStore).list(p.who.claims, { q, jobId: job || undefined, status: status || undefined }),
    ),
  });
};

/** Each with a signed resume link for its file (for a while) and the status the applicant sees. */
async function listed(s: Services, apps: EmployerApplication[]) {
  const expires = Math.floor(Date.now() / 1000) + RESUME_URL_SECONDS;
  return Promise.all(
    apps.map(async ({ resumePath, ...a }): Promise<ListedApplication> => ({
      ...a,
      shown: shownStatus(a),
      resume: resumePath ? resumeUrl(s.siteUrl, await resumeToken(s.signingSecret(), { path: resumePath, jobId: a.jobId, expires })) : null,
    })),
  );
}

/** A status set or spam marked: the applicant mailed as the signed page does. */
async function mark(ctx: Parameters<PagesFunction>[0], s: Services, app: { id: string; email: string }, status: (typeof STATUSES)[number]) {
  if (status === 'spam') {
    await s.backend.applications.markSpam(app.id, new Date());
    return json({ result: 'spam' });
  }
  return json({ result: await sendStatus(ctx, s, app, status) });
}

/** What a signed link opens: the job's link, its applications; an application's link, that one. */
const linkScope = async (secret: string, token: string): Promise<LinkScope | null> => {
  const jobId = await verifyOwnerToken(secret, token);
  if (jobId !== null) return { jobId };
  const applicationId = await verifyStatusToken(secret, token);
  return applicationId === null ? null : { applicationId };
};

/** GET /api/employer/link/applications: the same list, from a signed link (its bearer). */
export const onLinkListGet: PagesFunction = async (ctx) => {
  const link = await signedBearer(ctx, 'employer', linkScope);
  if (!link.ok) return link.response;
  const params = validate(listSchema, Object.fromEntries(new URL(ctx.request.url).searchParams), { everyField: true });
  if (!params.ok) return params.response;
  const { q, status } = params.value;
  const apps = await link.s.backend.store(createEmployerApplicationStore).linked(link.value, { q, status: status || undefined });
  return json({ applications: await listed(link.s, apps) });
};

/** POST /api/employer/link/applications/status: a status for an application the link opens. */
export const onLinkStatusPost: PagesFunction = async (ctx) => {
  const link = await signedBearer(ctx, 'employer', linkScope, { schema: statusSchema, maxBody: 1024 });
  if (!link.ok) return link.response;
  const app = (await link.s.backend.store(createEmployerApplicationStore).linked(link.value)).find((a) => a.id === link.body.id);
  if (!app) return error(404, 'No such application to this job');
  return mark(ctx, link.s, app, link.body.status);
};

export const onStatusPost: PagesFunction = async (ctx) => {
  const p = await personCall(ctx, 'employer', { schema: statusSchema, maxBody: 1024 });
  if (!p.ok) return p.response;
  const s = p.services;
  const app = await s.backend.store(createEmployerApplicationStore).one(p.who.claims, p.value.id);
  if (!app) return error(404, 'No such application to your jobs');
  return mark(ctx, s, app, p.value.status);
};
