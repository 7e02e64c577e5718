/** GET /api/resumes/{name}?expires=&sig=: the embedded backend's signed, expiring resume download. */
import { createEmbeddedStorage } from '../../../src/server/storage/embedded';
import { parseEnv } from '../../../src/config/env';
import { dataDirFromEnv } from '../../../src/server/db/pglite';
import { signingSecret } from '../../../src/server/signing';
import { CONTENT_TYPES, extensionOf } from '../../../src/features/apply/resume-file';
import { error } from '../../_lib/http';
import type { PagesFunction } from '../../_lib/types';

export const onRequestGet: PagesFunction<'name'> = async ({ request, env, params }) => {
  const name = String(params.name);
  const url = new URL(request.url);
  const parsed = parseEnv(env);
  const dataDir = dataDirFromEnv({ DATA_DIR: parsed.DATA_DIR });
  const storage = createEmbeddedStorage(`${dataDir}/resumes`, signingSecret(parsed, dataDir));
  const ok = await storage.verify(name, url.searchParams.get('expires') ?? '', url.searchParams.get('sig') ?? '');
  if (!ok) return error(403, 'This link is invalid or has expired');
  const bytes = await storage.read(name);
  const ext = extensionOf(name);
  if (!bytes || !ext) return error(404, 'Not found');
  return new Response(new Uint8Array(bytes), {
    headers: { 'content-type': CONTENT_TYPES[ext], 'content-disposition': `attachment; filename="resume.${ext}"`, 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' },
  });
};
