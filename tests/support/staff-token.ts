/** A staff access token as the embedded stand-in signs it, for a session of its own (`sql` given: recorded, so it stands) or one never recorded. */
import { randomUUID } from 'node:crypto';
import { signAccessToken } from '../../src/server/embedded-auth/tokens';
import type { TestDb } from './test-db';

export async function staffToken(
  signing: string,
  email: string,
  role: string | undefined,
  aal: 'aal1' | 'aal2',
  sql?: TestDb['sql'],
  sessionId: string = randomUUID(),
): Promise<string> {
  const id = randomUUID();
  if (sql) {
    await sql.query(`insert into auth.users (id, email, encrypted_password) values ($1, $2, null) on conflict (email) do nothing`, [
      id,
      `${id}@${email.split('@')[1]}`,
    ]);
    await sql.query(`insert into auth.sessions (id, user_id) values ($1, $2)`, [sessionId, id]);
  }
  return (await signAccessToken(signing, { id, email, app_metadata: role ? { role } : {} }, sessionId, Date.now(), aal)).token;
}
