/** GET /api/health: liveness, and the objects this runtime's composition root chose (never credentials). */
import { services } from '../_lib/context';
import type { PagesFunction } from '../_lib/types';

export const onRequestGet: PagesFunction = async (ctx) => {
  try {
    const s = await services(ctx);
    return Response.json({ ok: true, adapters: s.describe() }, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    return Response.json({ ok: false, error: (error as Error).message }, { status: 500, headers: { 'cache-control': 'no-store' } });
  }
};
