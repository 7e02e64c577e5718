/**
 * The embedded backend's stand-in for the two Supabase services the browser talks to when someone is
 * signed in: Auth (`/auth/v1/token`, `/auth/v1/user`, `/auth/v1/logout`) and the REST data interface
 * (`GET /rest/v1/jobs?select=...&id=eq.N`, the one read the site makes). The local host mounts it only
 * when no Supabase project is configured, so the real supabase-js in the browser signs in against the
 * local PGlite database, and the very same column grants and row-level security decide what a signed-in
 * user and an anonymous visitor can read. It is never deployed: production talks to Supabase itself.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { z } from 'zod';
import { ALL_COLUMNS } from '~/features/jobs/job.schema';
import { hashPassword, verifyPassword } from './passwords';
import { ACCESS_TOKEN_SECONDS, signAccessToken, verifyAccessToken, type AccessClaims } from './tokens';

export interface EmbeddedSupabase {
  /** Answers a request under /auth/v1/ or /rest/v1/; null for any other path. */
  handle(request: Request): Promise<Response | null>;
}

const MAX_BODY_BYTES = 4096;
const passwordGrant = z.object({ email: z.string().trim().toLowerCase().max(320).pipe(z.email()), password: z.string().min(1).max(200) });
const refreshGrant = z.object({ refresh_token: z.string().min(20).max(200) });
const userRow = z.object({ id: z.string(), email: z.string(), created_at: z.coerce.date(), last_sign_in_at: z.coerce.date().nullable() });
type UserRow = z.infer<typeof userRow>;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'authorization, apikey, content-type, x-client-info, accept-profile, content-profile, prefer, x-supabase-api-version', 'access-control-allow-methods': 'GET, POST, OPTIONS' };
const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'no-store', ...cors } });
/** Supabase Auth's error shape: supabase-js reads `error_code`/`msg` and the status. */
const authError = (status: number, code: string, msg: string) => json({ code: status, error_code: code, msg }, status);
/** PostgREST's error shape. */
const restError = (status: number, code: string, message: string) => json({ code, message, details: null, hint: null }, status);

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function userJson(user: UserRow) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: user.created_at.toISOString(),
    last_sign_in_at: user.last_sign_in_at?.toISOString() ?? null,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    factors: [],
    created_at: user.created_at.toISOString(),
    updated_at: user.created_at.toISOString(),
  };
}

/** Parses `email:password, email:password`. */
export function parseEmbeddedUsers(value: string | undefined): { email: string; password: string }[] {
  return (value ?? '')
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf(':');
      if (at <= 0 || at === pair.length - 1) throw new Error('EMBEDDED_AUTH_USERS must be email:password pairs separated by commas');
      return { email: pair.slice(0, at).trim().toLowerCase(), password: pair.slice(at + 1) };
    });
}

/** Creates these accounts, or sets their password when they exist. */
export async function ensureEmbeddedUsers(db: PGlite, users: { email: string; password: string }[]): Promise<void> {
  for (const u of users) {
    await db.query('insert into auth.users (email, encrypted_password) values ($1, $2) on conflict (email) do update set encrypted_password = excluded.encrypted_password', [u.email, await hashPassword(u.password)]);
  }
}

export function createEmbeddedSupabase(options: { getDb: () => Promise<PGlite>; secret: string; now?: () => number }): EmbeddedSupabase {
  const now = options.now ?? Date.now;

  async function session(db: PGlite | Transaction, user: UserRow) {
    const refresh = randomBytes(32).toString('base64url');
    await db.query('insert into auth.refresh_tokens (token_hash, user_id) values ($1, $2)', [sha256(refresh), user.id]);
    const { token, expiresAt } = await signAccessToken(options.secret, user, randomUUID(), now());
    return { access_token: token, token_type: 'bearer', expires_in: ACCESS_TOKEN_SECONDS, expires_at: expiresAt, refresh_token: refresh, user: userJson(user) };
  }

  async function bearerClaims(request: Request): Promise<AccessClaims | null> {
    const auth = request.headers.get('authorization') ?? '';
    return auth.startsWith('Bearer ') ? verifyAccessToken(options.secret, auth.slice(7), now()) : null;
  }

  async function token(request: Request, grant: string | null): Promise<Response> {
    const body = await readBody(request);
    const db = await options.getDb();
    if (grant === 'password') {
      const parsed = passwordGrant.safeParse(body);
      if (!parsed.success) return authError(400, 'validation_failed', 'An email address and a password are required');
      const found = await db.query<Record<string, unknown>>('select id, email, encrypted_password, created_at, last_sign_in_at from auth.users where email = $1', [parsed.data.email]);
      const row = found.rows[0];
      if (!row || !(await verifyPassword(parsed.data.password, String(row.encrypted_password)))) return authError(400, 'invalid_credentials', 'Invalid login credentials');
      await db.query('update auth.users set last_sign_in_at = now() where id = $1', [row.id]);
      return json(await session(db, userRow.parse(row)));
    }
    if (grant === 'refresh_token') {
      const parsed = refreshGrant.safeParse(body);
      if (!parsed.success) return authError(400, 'validation_failed', 'A refresh token is required');
      // Rotation: each refresh token works once; the answer carries the next one.
      const result = await db.transaction(async (tx) => {
        const used = await tx.query<{ user_id: string }>('update auth.refresh_tokens set revoked = true where token_hash = $1 and not revoked returning user_id', [sha256(parsed.data.refresh_token)]);
        const userId = used.rows[0]?.user_id;
        if (!userId) return null;
        const user = await tx.query<Record<string, unknown>>('select id, email, created_at, last_sign_in_at from auth.users where id = $1', [userId]);
        return user.rows[0] ? session(tx, userRow.parse(user.rows[0])) : null;
      });
      return result ? json(result) : authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    }
    return authError(400, 'unsupported_grant_type', 'Unsupported grant type');
  }

  async function user(request: Request): Promise<Response> {
    const claims = await bearerClaims(request);
    if (!claims) return authError(401, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
    const db = await options.getDb();
    const found = await db.query<Record<string, unknown>>('select id, email, created_at, last_sign_in_at from auth.users where id = $1', [claims.sub]);
    return found.rows[0] ? json(userJson(userRow.parse(found.rows[0]))) : authError(404, 'user_not_found', 'User not found');
  }

  async function logout(request: Request): Promise<Response> {
    const claims = await bearerClaims(request);
    if (!claims) return authError(401, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
    const db = await options.getDb();
    // scope=global (supabase-js's default): every refresh token of the user stops working.
    await db.query('update auth.refresh_tokens set revoked = true where user_id = $1', [claims.sub]);
    return new Response(null, { status: 204, headers: cors });
  }

  const columnSet = new Set<string>(ALL_COLUMNS);

  /** `GET /rest/v1/jobs?select=a,b&id=eq.1`: eq filters and limit only, on whitelisted columns. */
  async function restJobs(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const select = (url.searchParams.get('select') ?? '*').split(',').map((c) => c.trim());
    const columns = select.length === 1 && select[0] === '*' ? [...ALL_COLUMNS] : select;
    if (columns.some((c) => !columnSet.has(c))) return restError(400, 'PGRST100', 'Unknown column in select');
    const where: string[] = [];
    const values: unknown[] = [];
    let limit = 1000;
    for (const [key, value] of url.searchParams) {
      if (key === 'select') continue;
      if (key === 'limit') {
        limit = Math.min(1000, Math.max(0, Number.parseInt(value, 10) || 0));
        continue;
      }
      if (!columnSet.has(key) || !value.startsWith('eq.')) return restError(400, 'PGRST100', `Unsupported filter ${key}`);
      values.push(value.slice(3));
      where.push(`${key}::text = $${values.length}`);
    }
    const claims = await bearerClaims(request);
    const bearer = request.headers.get('authorization');
    // A bearer that is not our anon key and does not verify is refused, as PostgREST does.
    if (!claims && bearer && bearer !== `Bearer ${request.headers.get('apikey') ?? ''}`) return restError(401, 'PGRST301', 'JWT could not be verified');
    const role = claims ? 'authenticated' : 'anon';
    const db = await options.getDb();
    try {
      const rows = await db.transaction(async (tx) => {
        await tx.exec(`set local role ${role}`);
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims ?? { role: 'anon' })]);
        const sql = `select ${columns.join(', ')} from public.jobs${where.length ? ` where ${where.join(' and ')}` : ''} order by id limit ${limit}`;
        return (await tx.query<Record<string, unknown>>(sql, values)).rows;
      });
      return json(rows);
    } catch (error) {
      // 42501: a column or table this role may not read (anon asking for contact columns).
      if ((error as { code?: string }).code === '42501') return restError(claims ? 403 : 401, '42501', 'permission denied for table jobs');
      throw error;
    }
  }

  return {
    async handle(request) {
      const url = new URL(request.url);
      const path = url.pathname;
      if (!path.startsWith('/auth/v1/') && !path.startsWith('/rest/v1/')) return null;
      if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
      if (path === '/auth/v1/token' && request.method === 'POST') return token(request, url.searchParams.get('grant_type'));
      if (path === '/auth/v1/user' && request.method === 'GET') return user(request);
      if (path === '/auth/v1/logout' && request.method === 'POST') return logout(request);
      if (path === '/rest/v1/jobs' && request.method === 'GET') return restJobs(request);
      return path.startsWith('/auth/') ? authError(404, 'not_found', 'Not found') : restError(404, 'PGRST205', 'Not found');
    },
  };
}
