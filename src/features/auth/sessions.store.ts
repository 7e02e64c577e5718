/** Whether a signed-in session still stands (Supabase Auth's auth.sessions; the embedded stand-in keeps the same table). */
import type { Sql } from '~/server/db/sql';
import { serviceRole } from '~/server/store/acting';

export interface SessionStore {
  /** Whether a signed-in session still stands (signing out ends it, before its tokens expire). */
  sessionLive(sessionId: string): Promise<boolean>;
}

export function createSessionStore(sql: Sql): SessionStore {
  const service = serviceRole(sql);

  return {
    async sessionLive(sessionId) {
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sessionId)) return false;
      const rows = await service((tx) => tx.query<{ live: boolean }>('select public.auth_session_live($1::uuid) as live', [sessionId]));
      return rows[0]?.live === true;
    },
  };
}
