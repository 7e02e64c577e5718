/**
 * POST /api/resumes (multipart: file, email, jobId, companyName): stores a pdf, doc or docx of at most
 * 5 MB — checked by extension and by its first bytes, the size enforced while reading so a larger body
 * is cut off, not buffered — under an unguessable name, records it in resume_uploads, and answers the
 * site's download link, valid for 7 days (./open/[token].ts counts it and forwards to the storage).
 */
import { z } from 'zod';
import { optionalText, singleLine } from '~/domain/text';
import { CONTENT_TYPES, extensionOf, INVALID_TYPE, magicMatches, RESUME_MAX_BYTES, storedName, TOO_LARGE } from '~/domain/resume-file';
import { resumeToken, resumeUrl } from '~/domain/resume-link';
import { RESUME_URL_SECONDS } from '~/server/ports/storage';
import { services } from '~/server/http/context';
import { clientKey, networkKey } from '~/server/ports/rate-limit';
import { overLimit, sameOrigin } from '~/server/http/guard';
import { error, json } from '~/server/http/http';
import type { PagesFunction } from '~/server/http/types';

const MULTIPART_OVERHEAD = 16 * 1024;
const fieldsSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'must be at most 254 characters')
    .pipe(z.email({ error: 'must be a valid email address' }))
    .optional()
    .or(z.literal('')),
  jobId: z
    .string()
    .trim()
    .max(80)
    .regex(/^[a-z0-9-]*$/i, 'must be a job id')
    .optional(),
  companyName: optionalText(200, 'single'),
  // The file's own name is text a stranger chose too: it is stored and shown to staff.
  fileName: singleLine(200),
});

/**
 * The daily overall budget (UTC day), whatever the clients: per-client limits alone let many addresses
 * fill the storage. 200 files and 250 MB a day are far above what job seekers send and a quarter of the
 * Supabase free plan's 1 GB.
 */
const RESUME_BUDGET = { files: 200, bytes: 250 * 1024 * 1024 } as const;
/**
 * Fairness: a client's second and later uploads of the day may use only this share of the budget; the
 * rest is kept for clients' first uploads, so 21 addresses uploading all they may still leave room for
 * the next applicant.
 */
const RESUME_SHARED = { files: 150, bytes: 190 * 1024 * 1024 } as const;

class TooLarge extends Error {}

/** The body as a stream that errors once more than `limit` bytes have arrived. */
function capped(body: ReadableStream<Uint8Array>, limit: number): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) controller.error(new TooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
}

export const onRequestPost: PagesFunction = async (ctx) => {
  const { request } = ctx;
  const cross = sameOrigin(ctx);
  if (cross) return cross;
  const limited = await overLimit(ctx, 'resume');
  if (limited) return limited;
  if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) return error(400, 'Send the resume as multipart/form-data');
  const limit = RESUME_MAX_BYTES + MULTIPART_OVERHEAD;
  if (Number(request.headers.get('content-length') ?? 0) > limit || !request.body) return error(413, `${TOO_LARGE.title} - ${TOO_LARGE.description}`);

  let form: FormData;
  try {
    form = await new Request(request.url, {
      method: 'POST',
      headers: request.headers,
      body: capped(request.body, limit),
      duplex: 'half',
    } as RequestInit).formData();
  } catch (e) {
    if (e instanceof TooLarge || (e as Error)?.cause instanceof TooLarge) return error(413, `${TOO_LARGE.title} - ${TOO_LARGE.description}`);
    return error(400, 'The upload could not be read');
  }
  const file = form.get('file');
  if (!(file instanceof File)) return error(400, 'file: is required');
  if (file.size > RESUME_MAX_BYTES) return error(413, `${TOO_LARGE.title} - ${TOO_LARGE.description}`);
  const ext = extensionOf(file.name);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!ext || !magicMatches(ext, bytes.subarray(0, 8))) return error(415, `${INVALID_TYPE.title} - ${INVALID_TYPE.description}`);
  const fields = fieldsSchema.safeParse({
    email: form.get('email') ?? undefined,
    jobId: form.get('jobId') ?? undefined,
    companyName: form.get('companyName') ?? undefined,
    fileName: file.name,
  });
  if (!fields.success) return error(400, `${fields.error.issues[0]?.path.join('.')}: ${fields.error.issues[0]?.message}`);

  // Everything is validated; only now is anything written, and a failure after the file is stored removes it.
  const s = await services(ctx);
  const { backend, resumes } = s;
  let path: string | null = null;
  // The day the budget is taken from, and given back to if storing fails (even across midnight).
  const day = new Date().toISOString().slice(0, 10);
  let reserved = false;
  try {
    const retry = String(Math.max(60, Math.ceil((Date.parse(day) + 86_400_000 - Date.now()) / 1000)));
    // Per network first (many addresses of one network are one sender), then the day's budget, taken
    // atomically: a client's first upload of the day may use all of it, later ones only the shared part.
    if (!(await s.limiter('resumeNetwork').limit(networkKey(request))).ok) {
      return error(429, 'Too many resumes from your network today. Please try again tomorrow.', { 'retry-after': retry });
    }
    const first = (await s.limiter('resumeFirst').limit(clientKey(request))).ok;
    if (!(await backend.writes.reserveResume(day, bytes.byteLength, first ? RESUME_BUDGET : RESUME_SHARED))) {
      return error(503, 'We cannot take more resumes today. Please try again tomorrow.', { 'retry-after': retry });
    }
    reserved = true;
    path = await resumes.put(storedName(ext), bytes, CONTENT_TYPES[ext]);
    await backend.writes.recordResume({
      file_name: fields.data.fileName,
      file_path: path,
      uploaded_by_email: fields.data.email || null,
      job_id: fields.data.jobId || null,
      company_name: fields.data.companyName,
      file_size: bytes.byteLength,
    });
    // The link is built from SITE_URL, never from the request's Host header.
    // The site's own link, counted when opened; it forwards to the storage's.
    const jobId = /^\d{1,18}$/.test(fields.data.jobId ?? '') ? fields.data.jobId! : null;
    const expires = Math.floor(Date.now() / 1000) + RESUME_URL_SECONDS;
    const url = resumeUrl(s.siteUrl, await resumeToken(s.signingSecret(), { path, jobId, expires }));
    return json({ url, expiresIn: RESUME_URL_SECONDS }, 201);
  } catch (e) {
    console.error('resume upload failed:', e);
    if (path) await resumes.remove(path).catch((r) => console.error('removing the orphan upload failed:', r));
    if (reserved) await backend.writes.releaseResume(day, bytes.byteLength).catch(() => undefined);
    return error(503, 'Something went wrong. Please try again.');
  }
};
