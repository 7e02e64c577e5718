/**
 * The embedded backend's stand-in for the two Supabase services the browser talks to when someone is
 * signed in: Auth (`/auth/v1/token`, `/auth/v1/user` GET and PUT, `/auth/v1/logout`, `/auth/v1/recover`,
 * `/auth/v1/otp` and `/auth/v1/verify` (sign-in codes, and links), and the admin `/auth/v1/invite` and `/auth/v1/admin/users/{id}` that
 * `npm run staff:invite` calls with the embedded service key) and the REST data interface
 * (`GET /rest/v1/jobs` and `/rest/v1/job_contacts` with `select=` and `eq.` filters, the reads the site
 * makes). The local host mounts it only when no Supabase project is configured, so the real supabase-js
 * in the browser signs in against the local database (PGlite, or DATABASE_URL's server), and the very
 * same grants, row-level security and staff claim decide what a signed-in user and an anonymous visitor
 * can read. It is never deployed: production talks to Supabase itself.
 */
import { createHash, createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { z } from 'zod';
import { ALL_COLUMNS, CONTACT_COLUMNS } from '~/domain/job';
import { MIN_PASSWORD_LENGTH } from '~/domain/password';
import { readLimited } from '~/lib/read-body';
import { asRole, sqlState, type Queryable, type Sql } from '../db/sql';
import { createMemoryRateLimiter } from '../rate-limit';
import { clientKey, networkKey } from '../ports/rate-limit';
import { hashPassword, verifyPassword } from './passwords';
import { ACCESS_TOKEN_SECONDS, signAccessToken, verifyAccessToken, type AccessClaims } from './tokens';

export interface EmbeddedSupabase {
  /** Answers a request under /auth/v1/ or /rest/v1/; null for any other path. */
  handle(request: Request): Promise<Response | null>;
}

/** A mail the stand-in sends (invite and recovery links), as Supabase Auth would. */
export interface AuthMail {
  to: string;
  subject: string;
  text: string;
}

/** The admin key of the embedded stand-in (Supabase's secret key has this role): derived from the signing secret. */
export function embeddedServiceKey(secret: string): string {
  return `embedded_secret_${createHash('sha256').update(`embedded-service-key:${secret}`).digest('hex')}`;
}

const LINK_TOKEN_HOURS = 24;
/** Sign-in codes (Supabase Auth's email OTP): 6 digits, for 10 minutes, once; a new one at most each minute. */
const CODE_MINUTES = 10;
const CODE_EVERY_SECONDS = 60;
/**
 * Wrong codes per address from one network (a person mistypes; a guesser is stopped), and from all networks
 * before the code is used up. Counted per network so that a stranger's wrong tries cannot burn the code a
 * person is about to type: only many networks together can, and a new code a minute later starts afresh.
 */
const CODE_TRIES_PER_NETWORK = 5;
const CODE_TRIES = 50;
const CHALLENGE_SECONDS = 300;
const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());
const newPassword = z.object({ password: z.string().min(MIN_PASSWORD_LENGTH).max(200) });

const MAX_BODY_BYTES = 4096;
const passwordGrant = z.object({ email: z.string().trim().toLowerCase().max(254).pipe(z.email()), password: z.string().min(1).max(200) });
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
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
};
const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'no-store', ...cors } });
/** Supabase Auth's error shape: supabase-js reads `error_code`/`msg` and the status. */
const authError = (status: number, code: string, msg: string) => json({ code: status, error_code: code, msg }, status);
/** PostgREST's error shape. */
const restError = (status: number, code: string, message: string) => json({ code, message, details: null, hint: null }, status);

async function readBody(request: Request): Promise<unknown> {
  const bytes = await readLimited(request, MAX_BODY_BYTES);
  if (!bytes) return null;
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}

/** A factor as Supabase lists it on the user (supabase-js reads `factor_type` and `status`). */
interface FactorJson {
  id: string;
  friendly_name: string | null;
  factor_type: 'totp';
  status: 'verified' | 'unverified';
  created_at: string;
  updated_at: string;
}

function userJson(user: UserRow, factors: FactorJson[] = []) {
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
    factors,
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
      `insert into auth.users (email, encrypted_password, raw_app_meta_data) values ($1, $2, $3::text::jsonb)
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
const SIGN_IN_LIMIT = { limit: 10, windowSeconds: 600 } as const;

export function createEmbeddedSupabase(options: {
  getDb: () => Promise<Sql>;
  secret: string;
  now?: () => number;
  /** Sends invite and recovery mails (the host's mailer); without it links are only logged. */
  sendMail?: (mail: AuthMail) => Promise<void>;
  /**
   * The site (SITE_URL): the origin of every link mailed and the only place they may send the browser back
   * to. Never the request's Host, which a stranger chooses (a recovery link to their host hands them the token).
   */
  siteUrl: string;
}): EmbeddedSupabase {
  const perClient = createMemoryRateLimiter({ ...SIGN_IN_LIMIT, now: options.now });
  const perAccount = createMemoryRateLimiter({ ...SIGN_IN_LIMIT, now: options.now });
  const recoverPerAccount = createMemoryRateLimiter({ limit: 3, windowSeconds: 3600, now: options.now });
  // Codes asked for and tried per client: one network cannot mail many addresses or guess across them.
  const codesPerClient = createMemoryRateLimiter({ limit: 10, windowSeconds: 600, now: options.now });
  const triesPerClient = createMemoryRateLimiter({ limit: 30, windowSeconds: 600, now: options.now });
  const codeHash = (email: string, code: string) => createHmac('sha256', options.secret).update(`sign-in-code:${email}:${code}`).digest('hex');
  const now = options.now ?? Date.now;
  const serviceKey = embeddedServiceKey(options.secret);
  const isAdmin = (request: Request) => request.headers.get('authorization') === `Bearer ${serviceKey}`;

  /** A redirect target on the site itself (an open redirect would hand tokens to a stranger). */
  const own = new URL(options.siteUrl).origin;
  function safeRedirect(to: string | null): string {
    try {
      const url = new URL(to ?? '', own);
      if (url.origin === own) return url.toString().split('#')[0]!;
    } catch {
      // not a URL
    }
    return `${own}/account/set-password`;
  }

  /** Stores a one-time link token and mails the link (`/auth/v1/verify`, as Supabase's templates link). */
  async function mailLink(user: { id: string; email: string }, kind: 'invite' | 'recovery', redirectTo: string | null) {
    const db = await options.getDb();
    const token = randomBytes(32).toString('base64url');
    await db.query('insert into auth.embedded_link_tokens (token_hash, user_id, kind) values ($1, $2, $3)', [sha256(token), user.id, kind]);
    const link = new URL('/auth/v1/verify', own);
    link.searchParams.set('token', token);
    link.searchParams.set('type', kind);
    link.searchParams.set('redirect_to', safeRedirect(redirectTo));
    const mail: AuthMail =
      kind === 'invite'
        ? {
            to: user.email,
            subject: 'You have been invited',
            text: `You have been invited to create an account. Follow this link to set your password (it works once, for ${LINK_TOKEN_HOURS} hours):\n\n${link}\n`,
          }
        : {
            to: user.email,
            subject: 'Reset your password',
            text: `Follow this link to set a new password (it works once, for ${LINK_TOKEN_HOURS} hours):\n\n${link}\n\nIf you did not ask for this, ignore this mail.`,
          };
    if (options.sendMail) await options.sendMail(mail);
    else console.log(`Embedded auth: ${kind} link for user ${user.id}: ${link}`);
  }

  /** POST /auth/v1/invite (admin): creates the account without a password and mails the invite. */
  async function invite(request: Request): Promise<Response> {
    if (!isAdmin(request)) return authError(401, 'no_authorization', 'This endpoint requires a valid service key');
    const body = z.object({ email: emailSchema }).safeParse(await readBody(request));
    if (!body.success) return authError(400, 'validation_failed', 'An email address is required');
    const db = await options.getDb();
    const found = await db.query(
      `insert into auth.users (email, encrypted_password) values ($1, null) on conflict (email) do update set email = excluded.email returning ${USER_COLUMNS}, encrypted_password is not null as has_password`,
      [body.data.email],
    );
    const row = found[0]!;
    if (row.has_password) return authError(422, 'email_exists', 'A user with this email address has already been registered');
    const user = userRow.parse(row);
    await mailLink(user, 'invite', new URL(request.url).searchParams.get('redirect_to'));
    return json(userJson(user));
  }

  /** PUT /auth/v1/admin/users/{id} (admin): app_metadata (the staff role). */
  async function adminUpdate(request: Request, id: string): Promise<Response> {
    if (!isAdmin(request)) return authError(401, 'no_authorization', 'This endpoint requires a valid service key');
    const body = z.object({ app_metadata: z.object({ role: z.string().max(40).optional() }).loose() }).safeParse(await readBody(request));
    if (!body.success || !z.uuid().safeParse(id).success) return authError(400, 'validation_failed', 'app_metadata is required');
    const db = await options.getDb();
    const found = await db.query(`update auth.users set raw_app_meta_data = raw_app_meta_data || $2::text::jsonb where id = $1 returning ${USER_COLUMNS}`, [
      id,
      JSON.stringify(body.data.app_metadata),
    ]);
    return found[0] ? json(userJson(userRow.parse(found[0]))) : authError(404, 'user_not_found', 'User not found');
  }

  /** POST /auth/v1/recover: mails a recovery link when the account exists; the answer is the same either way. */
  async function recover(request: Request): Promise<Response> {
    const body = z.object({ email: emailSchema }).safeParse(await readBody(request));
    if (!body.success) return authError(400, 'validation_failed', 'An email address is required');
    const allowed = await recoverPerAccount.limit(body.data.email);
    if (!allowed.ok) return authError(429, 'over_email_send_rate_limit', 'For security purposes, you can only request this after a while.');
    const db = await options.getDb();
    const found = await db.query(`select ${USER_COLUMNS} from auth.users where email = $1`, [body.data.email]);
    if (found[0]) await mailLink(userRow.parse(found[0]), 'recovery', new URL(request.url).searchParams.get('redirect_to'));
    return json({});
  }

  /**
   * GET /auth/v1/verify?token&type&redirect_to: uses the link's token once and sends the browser back
   * with a session in the fragment (Supabase's implicit flow), which supabase-js on the page picks up.
   */
  async function verify(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const type = url.searchParams.get('type');
    const to = safeRedirect(url.searchParams.get('redirect_to'));
    const fail = (code: string, description: string) =>
      new Response(null, {
        status: 303,
        headers: { location: `${to}#error=access_denied&error_code=${code}&error_description=${encodeURIComponent(description)}`, ...cors },
      });
    if (type !== 'invite' && type !== 'recovery') return fail('validation_failed', 'Unknown link type');
    const token = url.searchParams.get('token') ?? '';
    const db = await options.getDb();
    const result = await db.transaction(async (tx) => {
      const used = await tx.query<{ user_id: string }>(
        `update auth.embedded_link_tokens set used_at = now()
         where token_hash = $1 and kind = $2 and used_at is null and created_at > now() - make_interval(hours => $3)
         returning user_id`,
        [sha256(token), type, LINK_TOKEN_HOURS],
      );
      const userId = used[0]?.user_id;
      if (!userId) return null;
      const user = await tx.query(`select ${USER_COLUMNS} from auth.users where id = $1`, [userId]);
      return user[0] ? session(tx, userRow.parse(user[0])) : null;
    });
    if (!result) return fail('otp_expired', 'Email link is invalid or has expired');
    const fragment = new URLSearchParams({
      access_token: result.access_token,
      expires_at: String(result.expires_at),
      expires_in: String(result.expires_in),
      refresh_token: result.refresh_token,
      token_type: 'bearer',
      type,
    });
    return new Response(null, { status: 303, headers: { location: `${to}#${fragment}`, 'cache-control': 'no-store', ...cors } });
  }

  const tooMany = (retryAfter: number, msg: string, code = 'over_request_rate_limit') => {
    const res = authError(429, code, msg);
    res.headers.set('retry-after', String(retryAfter));
    return res;
  };

  /**
   * POST /auth/v1/otp { email, create_user }: mails a 6-digit sign-in code (supabase-js `signInWithOtp`).
   * One live code per address; asking again within a minute is refused, as Supabase Auth does. The account
   * is made when the code is used, so asking for codes creates nothing.
   */
  async function otp(request: Request): Promise<Response> {
    const body = z
      .object({ email: emailSchema, create_user: z.boolean().optional() })
      .loose()
      .safeParse(await readBody(request));
    if (!body.success) return authError(400, 'validation_failed', 'A valid email address is required');
    const { email } = body.data;
    const db = await options.getDb();
    if (body.data.create_user === false) {
      const found = await db.query('select 1 from auth.users where email = $1', [email]);
      if (!found[0]) return authError(422, 'otp_disabled', 'Signups not allowed for otp');
    }
    const allowed = await codesPerClient.limit(clientKey(request));
    if (!allowed.ok) return tooMany(allowed.retryAfterSeconds, 'Too many codes asked for. Please try again later.', 'over_email_send_rate_limit');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    // Replaces the address's code unless one was sent within the minute (then nothing changes).
    const stored = await db.query(
      `insert into auth.embedded_otp_codes (email, code_hash) values ($1, $2)
       on conflict (email) do update set code_hash = excluded.code_hash, created_at = now(), tries = 0, tries_by = '{}'
         where auth.embedded_otp_codes.created_at <= now() - make_interval(secs => $3)
       returning email`,
      [email, codeHash(email, code), CODE_EVERY_SECONDS],
    );
    if (!stored[0])
      return tooMany(CODE_EVERY_SECONDS, `For security purposes, you can only request this after ${CODE_EVERY_SECONDS} seconds.`, 'over_email_send_rate_limit');
    const mail: AuthMail = {
      to: email,
      subject: `Your sign-in code: ${code}`,
      text: `Your sign-in code is ${code}\n\nType it where you asked for it. It works once, for ${CODE_MINUTES} minutes.\n\nIf you did not ask for it, ignore this mail: no one can sign in without the code.\n`,
    };
    if (options.sendMail) await options.sendMail(mail);
    else console.log(`Embedded auth: a sign-in code was asked for (${email}); no mailer is set`);
    return json({});
  }

  /**
   * POST /auth/v1/verify { email, token, type: 'email' }: a right code, once and in time, signs the address in
   * (making its account on first use) and answers the session, as supabase-js `verifyOtp` expects.
   */
  async function verifyCode(request: Request): Promise<Response> {
    const body = z
      .object({ email: emailSchema, token: z.string().trim().max(20), type: z.enum(['email', 'magiclink', 'signup']) })
      .loose()
      .safeParse(await readBody(request));
    if (!body.success) return authError(400, 'validation_failed', 'An email address and the code are required');
    const allowed = await triesPerClient.limit(clientKey(request));
    if (!allowed.ok) return tooMany(allowed.retryAfterSeconds, 'Too many codes tried. Please try again later.');
    const { email, token: code } = body.data;
    const db = await options.getDb();
    const network = networkKey(request);
    const result = await db.transaction(async (tx) => {
      // A network that has sent this code wrong too often is refused even the right one (else its cap is no cap).
      const used = await tx.query(
        `delete from auth.embedded_otp_codes where email = $1 and code_hash = $2 and created_at > now() - make_interval(mins => $3)
           and coalesce((tries_by ->> $4)::int, 0) < $5
         returning email`,
        [email, codeHash(email, code), CODE_MINUTES, network, CODE_TRIES_PER_NETWORK],
      );
      if (!used[0]) {
        await tx.query(
          `update auth.embedded_otp_codes set tries = tries + 1,
             tries_by = jsonb_set(tries_by, array[$2::text], to_jsonb(coalesce((tries_by ->> $2)::int, 0) + 1))
           where email = $1`,
          [email, network],
        );
        await tx.query('delete from auth.embedded_otp_codes where email = $1 and tries >= $2', [email, CODE_TRIES]);
        return null;
      }
      const found = await tx.query(
        `insert into auth.users (email, encrypted_password, last_sign_in_at) values ($1, null, now())
         on conflict (email) do update set last_sign_in_at = now() returning ${USER_COLUMNS}`,
        [email],
      );
      return session(tx, userRow.parse(found[0]));
    });
    return result ? json(result) : authError(403, 'otp_expired', 'Token has expired or is invalid');
  }

  /** PUT /auth/v1/user: the signed-in user sets a new password. */
  async function updateUser(request: Request): Promise<Response> {
    const claims = await bearerClaims(request);
    if (!claims) return authError(401, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
    const body = newPassword.safeParse(await readBody(request));
    if (!body.success) return authError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`);
    const db = await options.getDb();
    // As Supabase Auth: with a verified second factor, only a session that used it may change the password.
    const factor = await db.query(`select 1 from auth.embedded_factors where user_id = $1 and status = 'verified'`, [claims.sub]);
    if (factor[0] && claims.aal !== 'aal2')
      return authError(401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.');
    const found = await db.query(`update auth.users set encrypted_password = $2 where id = $1 returning ${USER_COLUMNS}`, [
      claims.sub,
      await hashPassword(body.data.password),
    ]);
    return found[0] ? json(userJson(userRow.parse(found[0]))) : authError(404, 'user_not_found', 'User not found');
  }

  async function factorsOf(db: Queryable, userId: string): Promise<FactorJson[]> {
    const rows = await db.query(`select id, friendly_name, status, created_at, updated_at from auth.embedded_factors where user_id = $1 order by created_at`, [
      userId,
    ]);
    return rows.map((r) => ({
      id: String(r.id),
      friendly_name: (r.friendly_name as string | null) ?? null,
      factor_type: 'totp',
      status: r.status === 'verified' ? 'verified' : 'unverified',
      created_at: new Date(r.created_at as string).toISOString(),
      updated_at: new Date(r.updated_at as string).toISOString(),
    }));
  }

  async function session(db: Queryable, user: UserRow, aal: 'aal1' | 'aal2' = 'aal1', sessionId: string = randomUUID()) {
    const refresh = randomBytes(32).toString('base64url');
    // The session lives until sign-out (a refresh keeps it); the staff API checks it is still there.
    await db.query('insert into auth.sessions (id, user_id) values ($1, $2) on conflict (id) do nothing', [sessionId, user.id]);
    await db.query('insert into auth.refresh_tokens (token_hash, user_id, aal, session_id) values ($1, $2, $3, $4)', [
      sha256(refresh),
      user.id,
      aal,
      sessionId,
    ]);
    const { token, expiresAt } = await signAccessToken(options.secret, { ...user, app_metadata: appMetadata(user) }, sessionId, now(), aal);
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: expiresAt,
      refresh_token: refresh,
      user: userJson(user, await factorsOf(db, user.id)),
    };
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
      // An invited account that has not set its password yet cannot sign in with one.
      const hash = row?.encrypted_password ? String(row.encrypted_password) : await (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));
      const valid = await verifyPassword(parsed.data.password, hash);
      if (!row?.encrypted_password || !valid) return authError(400, 'invalid_credentials', 'Invalid login credentials');
      await db.query('update auth.users set last_sign_in_at = now() where id = $1', [row.id]);
      return json(await session(db, userRow.parse(row)));
    }
    if (grant === 'refresh_token') {
      const parsed = refreshGrant.safeParse(body);
      if (!parsed.success) return authError(400, 'validation_failed', 'A refresh token is required');
      // Rotation: each refresh token works once; the answer carries the next one.
      const result = await db.transaction(async (tx) => {
        const used = await tx.query<{ user_id: string; aal: string; session_id: string | null }>(
          'update auth.refresh_tokens set revoked = true where token_hash = $1 and not revoked returning user_id, aal, session_id',
          [sha256(parsed.data.refresh_token)],
        );
        const userId = used[0]?.user_id;
        if (!userId) return null;
        const user = await tx.query(`select ${USER_COLUMNS} from auth.users where id = $1`, [userId]);
        return user[0] ? session(tx, userRow.parse(user[0]), used[0]!.aal === 'aal2' ? 'aal2' : 'aal1', used[0]!.session_id ?? undefined) : null;
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
    return found[0] ? json(userJson(userRow.parse(found[0]), await factorsOf(db, claims.sub))) : authError(404, 'user_not_found', 'User not found');
  }

  /** POST /auth/v1/factors: enrols a TOTP factor (unverified until its first code), as Supabase does. */
  async function enroll(request: Request): Promise<Response> {
    const claims = await bearerClaims(request);
    if (!claims) return authError(401, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
    const body = z
      .object({ factor_type: z.literal('totp'), friendly_name: z.string().max(100).optional(), issuer: z.string().max(100).optional() })
      .safeParse(await readBody(request));
    if (!body.success) return authError(422, 'validation_failed', 'Only TOTP factors are supported here');
    const db = await options.getDb();
    const verified = await db.query(`select 1 from auth.embedded_factors where user_id = $1 and status = 'verified'`, [claims.sub]);
    // Adding a factor to an account that has one needs that factor first (aal2), as on Supabase.
    if (verified.length && claims.aal !== 'aal2') return authError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
    await db.query(`delete from auth.embedded_factors where user_id = $1 and status = 'unverified'`, [claims.sub]);
    const totp = new OTPAuth.TOTP({ issuer: body.data.issuer ?? 'RehabMatch', label: claims.email, secret: new OTPAuth.Secret({ size: 20 }) });
    const rows = await db.query<{ id: string }>(`insert into auth.embedded_factors (user_id, friendly_name, secret) values ($1, $2, $3) returning id`, [
      claims.sub,
      body.data.friendly_name ?? null,
      totp.secret.base32,
    ]);
    const uri = totp.toString();
    return json({
      id: rows[0]!.id,
      type: 'totp',
      friendly_name: body.data.friendly_name ?? null,
      totp: { qr_code: await QRCode.toString(uri, { type: 'svg', margin: 1 }), secret: totp.secret.base32, uri },
    });
  }

  async function ownFactor(db: Queryable, userId: string, factorId: string) {
    if (!z.uuid().safeParse(factorId).success) return null;
    const rows = await db.query<{ id: string; secret: string; status: string; last_step: string | number | null }>(
      `select id, secret, status, last_step from auth.embedded_factors where id = $1 and user_id = $2`,
      [factorId, userId],
    );
    return rows[0] ?? null;
  }

  /** POST /auth/v1/factors/{id}/challenge: a challenge to answer within 5 minutes. */
  async function challenge(request: Request, factorId: string): Promise<Response> {
    const claims = await bearerClaims(request);
    if (!claims) return authError(401, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
    const db = await options.getDb();
    if (!(await ownFactor(db, claims.sub, factorId))) return authError(404, 'mfa_factor_not_found', 'Factor not found');
    const rows = await db.query<{ id: string; created_at: string }>(`insert into auth.embedded_challenges (factor_id) values ($1) returning id, created_at`, [
      factorId,
    ]);
    return json({ id: rows[0]!.id, type: 'totp', expires_at: Math.floor(new Date(rows[0]!.created_at).getTime() / 1000) + CHALLENGE_SECONDS });
  }

  /** POST /auth/v1/factors/{id}/verify { challenge_id, code }: a right code makes the session aal2. */
  async function verifyFactor(request: Request, factorId: string): Promise<Response> {
    const claims = await bearerClaims(request);
    if (!claims) return authError(401, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
    const body = z.object({ challenge_id: z.uuid(), code: z.string().regex(/^\d{6}$/) }).safeParse(await readBody(request));
    if (!body.success) return authError(422, 'validation_failed', 'A challenge and a 6-digit code are required');
    const allowed = await perAccount.limit(`mfa:${claims.sub}`);
    if (!allowed.ok) return authError(429, 'over_request_rate_limit', 'Too many attempts. Please try again later.');
    const db = await options.getDb();
    const result = await db.transaction(async (tx) => {
      const factor = await ownFactor(tx, claims.sub, factorId);
      if (!factor) return authError(404, 'mfa_factor_not_found', 'Factor not found');
      const used = await tx.query(
        `update auth.embedded_challenges set verified_at = now()
         where id = $1 and factor_id = $2 and verified_at is null and created_at > now() - make_interval(secs => $3) returning id`,
        [body.data.challenge_id, factorId, CHALLENGE_SECONDS],
      );
      if (!used[0]) return authError(422, 'mfa_challenge_expired', 'MFA challenge has expired, verify against another challenge');
      const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(factor.secret) });
      const delta = totp.validate({ token: body.data.code, timestamp: now(), window: 1 });
      const step = Math.floor(now() / 30_000) + (delta ?? 0);
      // A code works once: its step must be newer than the last one accepted.
      if (delta === null || (factor.last_step != null && step <= Number(factor.last_step)))
        return authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
      await tx.query(`update auth.embedded_factors set status = 'verified', last_step = $2, updated_at = now() where id = $1`, [factorId, step]);
      const user = await tx.query(`select ${USER_COLUMNS} from auth.users where id = $1`, [claims.sub]);
      return json(await session(tx, userRow.parse(user[0]!), 'aal2'));
    });
    return result;
  }

  /** DELETE /auth/v1/factors/{id}: removes a factor (a verified one only from an aal2 session). */
  async function unenroll(request: Request, factorId: string): Promise<Response> {
    const claims = await bearerClaims(request);
    if (!claims) return authError(401, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
    const db = await options.getDb();
    const factor = await ownFactor(db, claims.sub, factorId);
    if (!factor) return authError(404, 'mfa_factor_not_found', 'Factor not found');
    if (factor.status === 'verified' && claims.aal !== 'aal2') return authError(403, 'insufficient_aal', 'AAL2 required to unenroll a verified factor');
    await db.query(`delete from auth.embedded_factors where id = $1`, [factorId]);
    return json({ id: factorId });
  }

  async function logout(request: Request): Promise<Response> {
    const claims = await bearerClaims(request);
    if (!claims) return authError(401, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
    const db = await options.getDb();
    // scope=global (supabase-js's default): every refresh token of the user stops working.
    await db.query('update auth.refresh_tokens set revoked = true where user_id = $1', [claims.sub]);
    await db.query('delete from auth.sessions where user_id = $1', [claims.sub]);
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
      if (path === '/auth/v1/user' && request.method === 'PUT') return updateUser(request);
      if (path === '/auth/v1/invite' && request.method === 'POST') return invite(request);
      if (path === '/auth/v1/recover' && request.method === 'POST') return recover(request);
      if (path === '/auth/v1/verify' && request.method === 'GET') return verify(request);
      if (path === '/auth/v1/verify' && request.method === 'POST') return verifyCode(request);
      if (path === '/auth/v1/otp' && request.method === 'POST') return otp(request);
      const admin = /^\/auth\/v1\/admin\/users\/([^/]+)$/.exec(path);
      if (admin && request.method === 'PUT') return adminUpdate(request, admin[1]!);
      if (path === '/auth/v1/logout' && request.method === 'POST') return logout(request);
      if (path === '/auth/v1/factors' && request.method === 'POST') return enroll(request);
      const factor = /^\/auth\/v1\/factors\/([^/]+)(\/challenge|\/verify)?$/.exec(path);
      if (factor && request.method === 'POST' && factor[2] === '/challenge') return challenge(request, factor[1]!);
      if (factor && request.method === 'POST' && factor[2] === '/verify') return verifyFactor(request, factor[1]!);
      if (factor && request.method === 'DELETE' && !factor[2]) return unenroll(request, factor[1]!);
      const relation = path.slice('/rest/v1/'.length);
      if (request.method === 'GET' && Object.hasOwn(relations, relation)) return rest(request, relation);
      return path.startsWith('/auth/') ? authError(404, 'not_found', 'Not found') : restError(404, 'PGRST205', 'Not found');
    },
  };
}
