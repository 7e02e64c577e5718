/**
 * The embedded backend's stand-in for the two Supabase services the browser talks to when someone is
 * signed in: Auth (`/auth/v1/token`, `/auth/v1/user`, `/auth/v1/logout`) and the REST data interface
 * (`GET /rest/v1/jobs` and `/rest/v1/job_contacts` with `select=` and `eq.` filters, the reads the site
 * makes). The local host mounts it only when no Supabase project is configured, so the real supabase-js
 * in the browser signs in against the local database (PGlite, or DATABASE_URL's server), and the very
 * same grants, row-level security and staff claim decide what a signed-in user and an anonymous visitor
 * can read. It is never deployed: production talks to Supabase itself.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ALL_COLUMNS, CONTACT_COLUMNS } from '~/domain/job';
import { asRole, sqlState, type Queryable, type Sql } from '../db/sql';
import { clientKey, createMemoryRateLimiter } from '../rate-limit';
import { hashPassword, verifyPassword } from './passwords';
import { ACCESS_TOKEN_SECONDS, signAccessToken, verifyAccessToken, type AccessClaims } from './tokens';

export interface EmbeddedSupabase {
  /** Answers a request under /auth/v1/ or /rest/v1/; null for any other path. */
  handle(request: Request): Promise<Response | null>;
}

const MAX_BODY_BYTES = 4096;
const passwordGrant = z.object({ email: z.string().trim().toLowerCase().max(320).pipe(z.email()), password: z.string().min(1).max(200) });
const refreshGrant = z.object({ refresh_token: z.string().min(20).max(200) });
const userRow = z.object({
  id: z.string(),
  email: z.string(),
  created_at: z.coerce.date(),
  last_sign_in_at: z.coerce.date().nullable(),
  // Supabase's raw_app_meta_data; only the role is used (`staff`).
  raw_app_meta_data: z
    .union([z.object({ role: z.string().optional() }).loose(), z.string().transform((t) => JSON.parse(t) as { role?: string })])
    .nullable()
    .optional(),
});
const USER_COLUMNS = 'id, email, created_at, last_sign_in_at, raw_app_meta_data';
type UserRow = z.infer<typeof userRow>;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, apikey, content-type, x-client-info, accept-profile, content-profile, prefer, x-supabase-api-version',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};
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
    app_metadata: appMetadata(user),
    user_metadata: {},
    identities: [],
    factors: [],
    created_at: user.created_at.toISOString(),
    updated_at: user.created_at.toISOString(),
  };
}

/** Supabase's app_metadata: set by the service only, so it can carry the staff role. */
function appMetadata(user: UserRow): { provider: string; providers: string[]; role?: string } {
  const role = user.raw_app_meta_data?.role;
  return { provider: 'email', providers: ['email'], ...(role ? { role } : {}) };
}

export interface EmbeddedUser {
  email: string;
  password: string;
  staff: boolean;
}

/** Parses `email:password, email:password:staff` (a trailing `:staff` marks a staff account). */
export function parseEmbeddedUsers(value: string | undefined): EmbeddedUser[] {
  return (value ?? '')
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf(':');
      if (at <= 0 || at === pair.length - 1)
        throw new Error('EMBEDDED_AUTH_USERS must be email:password pairs (email:password:staff for staff) separated by commas');
      const rest = pair.slice(at + 1);
      const staff = rest.endsWith(':staff') && rest.length > ':staff'.length;
      return { email: pair.slice(0, at).trim().toLowerCase(), password: staff ? rest.slice(0, -':staff'.length) : rest, staff };
    });
}

/** Creates these accounts, or sets their password and role when they exist. */
export async function ensureEmbeddedUsers(db: Sql, users: EmbeddedUser[]): Promise<void> {
  for (const u of users) {
    await db.query(
      `insert into auth.users (email, encrypted_password, raw_app_meta_data) values ($1, $2, $3::jsonb)
       on conflict (email) do update set encrypted_password = excluded.encrypted_password, raw_app_meta_data = excluded.raw_app_meta_data`,
      [u.email, await hashPassword(u.password), JSON.stringify(u.staff ? { role: 'staff' } : {})],
    );
  }
}

/** A fixed hash to verify against when the account does not exist, so both paths cost the same. */
let decoyHash: Promise<string> | undefined;

/**
 * Password attempts on the stand-in: 10 per 10 minutes per client and per account, so guessing is slow
 * whichever of the two an attacker rotates (a person who forgot their password tries a few times).
 */
export const SIGN_IN_LIMIT = { limit: 10, windowSeconds: 600 } as const;

export function createEmbeddedSupabase(options: { getDb: () => Promise<Sql>; secret: string; now?: () => number }): EmbeddedSupabase {
  const perClient = createMemoryRateLimiter({ ...SIGN_IN_LIMIT, now: options.now });
  const perAccount = createMemoryRateLimiter({ ...SIGN_IN_LIMIT, now: options.now });
  const now = options.now ?? Date.now;

  async function session(db: Queryable, user: UserRow) {
    const refresh = randomBytes(32).toString('base64url');
    await db.query('insert into auth.refresh_tokens (token_hash, user_id) values ($1, $2)', [sha256(refresh), user.id]);
    const { token, expiresAt } = await signAccessToken(options.secret, { ...user, app_metadata: appMetadata(user) }, randomUUID(), now());
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
      for (const [limiter, key] of [
        [perClient, clientKey(request)],
        [perAccount, parsed.data.email],
      ] as const) {
        const allowed = await limiter.limit(key);
        if (!allowed.ok) {
          const res = authError(429, 'over_request_rate_limit', 'Too many sign-in attempts. Please try again later.');
          res.headers.set('retry-after', String(allowed.retryAfterSeconds));
          return res;
        }
      }
      const found = await db.query(`select ${USER_COLUMNS}, encrypted_password from auth.users where email = $1`, [parsed.data.email]);
      const row = found[0];
      // Unknown accounts verify against a decoy hash: the answer takes as long as a wrong password.
      const hash = row ? String(row.encrypted_password) : await (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));
      const valid = await verifyPassword(parsed.data.password, hash);
      if (!row || !valid) return authError(400, 'invalid_credentials', 'Invalid login credentials');
      await db.query('update auth.users set last_sign_in_at = now() where id = $1', [row.id]);
      return json(await session(db, userRow.parse(row)));
    }
    if (grant === 'refresh_token') {
      const parsed = refreshGrant.safeParse(body);
      if (!parsed.success) return authError(400, 'validation_failed', 'A refresh token is required');
      // Rotation: each refresh token works once; the answer carries the next one.
      const result = await db.transaction(async (tx) => {
        const used = await tx.query<{ user_id: string }>(
          'update auth.refresh_tokens set revoked = true where token_hash = $1 and not revoked returning user_id',
          [sha256(parsed.data.refresh_token)],
        );
        const userId = used[0]?.user_id;
        if (!userId) return null;
        const user = await tx.query(`select ${USER_COLUMNS} from auth.users where id = $1`, [userId]);
        return user[0] ? session(tx, userRow.parse(user[0])) : null;
      });
      return result ? json(result) : authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    }
    return authError(400, 'unsupported_grant_type', 'Unsupported grant type');
  }

  async function user(request: Request): Promise<Response> {
    const claims = await bearerClaims(request);
    if (!claims) return authError(401, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
    const db = await options.getDb();
    const found = await db.query(`select ${USER_COLUMNS} from auth.users where id = $1`, [claims.sub]);
    return found[0] ? json(userJson(userRow.parse(found[0]))) : authError(404, 'user_not_found', 'User not found');
  }

  async function logout(request: Request): Promise<Response> {
    const claims = await bearerClaims(request);
    if (!claims) return authError(401, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
    const db = await options.getDb();
    // scope=global (supabase-js's default): every refresh token of the user stops working.
    await db.query('update auth.refresh_tokens set revoked = true where user_id = $1', [claims.sub]);
    return new Response(null, { status: 204, headers: cors });
  }

  /** The relations the site reads, with the columns each has (names are never taken from a request). */
  const relations: Record<string, Set<string>> = {
    jobs: new Set<string>(ALL_COLUMNS),
    job_contacts: new Set<string>(['id', ...CONTACT_COLUMNS]),
  };

  /** `GET /rest/v1/{relation}?select=a,b&id=eq.1`: eq filters and limit only, on whitelisted columns. */
  async function rest(request: Request, relation: string): Promise<Response> {
    const columnSet = relations[relation]!;
    const url = new URL(request.url);
    const select = (url.searchParams.get('select') ?? '*').split(',').map((c) => c.trim());
    const columns = select.length === 1 && select[0] === '*' ? [...columnSet] : select;
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
      const rows = await asRole(
        db,
        role,
        (tx) =>
          tx.query(
            `select ${columns.join(', ')} from public.${relation}${where.length ? ` where ${where.join(' and ')}` : ''} order by id limit ${limit}`,
            values,
          ),
        (claims as Record<string, unknown> | null) ?? { role: 'anon' },
      );
      return json(rows);
    } catch (error) {
      // 42501: a column or relation this role may not read (contact columns for anyone but staff).
      if (sqlState(error) === '42501') return restError(claims ? 403 : 401, '42501', `permission denied for ${relation}`);
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
      const relation = path.slice('/rest/v1/'.length);
      if (request.method === 'GET' && Object.hasOwn(relations, relation)) return rest(request, relation);
      return path.startsWith('/auth/') ? authError(404, 'not_found', 'Not found') : restError(404, 'PGRST205', 'Not found');
    },
  };
}
