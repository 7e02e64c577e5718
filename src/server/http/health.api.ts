/** GET /api/health: liveness, whether the database answers (503 when not), and the objects this runtime's composition root chose (never credentials). */
import { services } from '~/server/http/context';
import type { PagesFunction } from '~/server/http/types';

export const onRequestGet: PagesFunction = async (ctx) => {
  try {
    const s = await services(ctx);
    // The database answers, or the site is not healthy (its forms, alerts and sign-in need it).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const database = await Promise.race([
      s.backend.sql.query('select 1 as ok').then(
        () => 'ok',
        (e: unknown) => `unreachable: ${(e as Error)?.message ?? e}`,
      ),
      new Promise<string>((r) => (timer = setTimeout(() => r('unreachable: no answer within 5 s'), 5000))),
    ]);
    clearTimeout(timer);
    const ok = database === 'ok';
    return Response.json({ ok, database, adapters: s.describe() }, { status: ok ? 200 : 503, headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    return Response.json({ ok: false, error: (error as Error).message }, { status: 500, headers: { 'cache-control': 'no-store' } });
  }
};
