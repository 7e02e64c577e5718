/**
 * GET /api/resumes/{name}?expires=&sig=: the embedded backend's signed, expiring resume download. Mounted
 * by the local host (and `astro dev`) only when resumes are kept in DATA_DIR; never deployed: on
 * Cloudflare, resumes live in Supabase Storage and its own signed URLs serve them.
 */
import { CONTENT_TYPES, extensionOf } from '~/domain/resume-file';
import { dataDirFromEnv } from '../db/data-dir';
import type { Services } from '../ports/services';
import { createEmbeddedStorage } from '../storage/embedded';

const PATH = /^\/api\/resumes\/([^/]+)$/;

/** The download's answer, or null when this request is not a resume download. */
export async function resumeDownload(request: Request, services: () => Promise<Services>): Promise<Response | null> {
  const url = new URL(request.url);
  const m = PATH.exec(url.pathname);
  if (!m || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
  const s = await services();
  if (s.resumes.kind !== 'embedded') return null;
  let name: string;
  try {
    name = decodeURIComponent(m[1]!);
  } catch {
    return Response.json({ error: 'Not found' }, { status: 404, headers: { 'cache-control': 'private, no-store' } });
  }
  const storage = createEmbeddedStorage(`${dataDirFromEnv({ DATA_DIR: s.env.DATA_DIR })}/resumes`, s.signingSecret());
  const headers = { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' };
  const ok = await storage.verify(name, url.searchParams.get('expires') ?? '', url.searchParams.get('sig') ?? '');
  if (!ok) return Response.json({ error: 'This link is invalid or has expired' }, { status: 403, headers });
  const bytes = await storage.read(name);
  const ext = extensionOf(name);
  if (!bytes || !ext) return Response.json({ error: 'Not found' }, { status: 404, headers });
  return new Response(new Uint8Array(bytes), {
    headers: { ...headers, 'content-type': CONTENT_TYPES[ext], 'content-disposition': `attachment; filename="resume.${ext}"` },
  });
}
