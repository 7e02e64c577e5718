/**
 * The applications to an employer's jobs, in the person's account: GET /api/employer/applications
 * (?q=words&job=id&status=sent|reviewed|moving_forward|not_selected|spam), each with its message, a resume
 * link and the status the applicant sees; POST /api/employer/applications/status { id, status } sets a
 * status and mails the applicant as the application's signed page does (sendStatus), or marks it spam.
 * Only applications to the person's practices' jobs are read or changed (my_applications()).
 */
import { z } from 'zod';
import { EMPLOYER_STATUSES, shownStatus } from '~/domain/application';
import { error, json, validate } from '~/server/http/http';
import { personCall } from '~/server/http/staff-gate';
import type { PagesFunction } from '~/server/http/types';
import { RESUME_URL_SECONDS } from '~/server/ports/storage';
import { resumeToken, resumeUrl } from './resume-link';
import { sendStatus } from './employer-application.api';
import { createEmployerApplicationStore } from './employer-applications.store';
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
const statusSchema = z
  .object({ id: z.string().regex(/^\d{1,18}$/, 'Choose an application'), status: z.enum([...EMPLOYER_STATUSES, 'spam'], 'Choose a status') })
  .strict();

export const onListGet: PagesFunction = async (ctx) => {
  const p = await personCall(ctx, 'employer');
  if (!p.ok) return p.response;
  const params = validate(listSchema, Object.fromEntries(new URL(ctx.request.url).searchParams), { everyField: true });
  if (!params.ok) return params.response;
  const { q, job, status } = params.value;
  const s = p.services;
  const apps = await s.backend.store(createEmployerApplicationStore).list(p.who.claims, { q, jobId: job || undefined, status: status || undefined });
  const expires = Math.floor(Date.now() / 1000) + RESUME_URL_SECONDS;
  return json({
    applications: await Promise.all(
      apps.map(async ({ resumePath, ...a }) => ({
        ...a,
        shown: shownStatus(a),
        resume: resumePath ? resumeUrl(s.siteUrl, await resumeToken(s.signingSecret(), { path: resumePath, jobId: a.jobId, expires })) : null,
      })),
    ),
  });
};

export const onStatusPost: PagesFunction = async (ctx) => {
  const p = await personCall(ctx, 'employer', { schema: statusSchema, maxBody: 1024 });
  if (!p.ok) return p.response;
  const s = p.services;
  const app = await s.backend.store(createEmployerApplicationStore).one(p.who.claims, p.value.id);
  if (!app) return error(404, 'No such application to your jobs');
  if (p.value.status === 'spam') {
    await s.backend.applications.markSpam(app.id, new Date());
    return json({ result: 'spam' });
  }
  return json({ result: await sendStatus(ctx, s, app, p.value.status) });
};
