/**
 * Access tokens for the embedded sign-in endpoint: HS256 JWTs (jose) with the claims Supabase Auth puts
 * in its own (sub, email, role, aud, exp, session_id), so the browser's supabase-js handles them as it
 * handles Supabase's.
 */
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

export const ACCESS_TOKEN_SECONDS = 3600;

export const accessClaimsSchema = z.object({
  sub: z.uuid(),
  email: z.string(),
  role: z.literal('authenticated'),
  aud: z.literal('authenticated'),
  session_id: z.string(),
  /** Set by the service, never by the user: `role: 'staff'` opens the contact columns (public.is_staff()). */
  app_metadata: z.object({ role: z.string().optional() }).loose().optional(),
  /** Supabase's assurance level: aal2 once a second factor was verified in this session. */
  aal: z.enum(['aal1', 'aal2']).optional(),
  exp: z.number(),
  iat: z.number(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

const key = (secret: string) => new TextEncoder().encode(`embedded-auth:${secret}`);

export async function signAccessToken(
  secret: string,
  user: { id: string; email: string; app_metadata?: Record<string, unknown> },
  sessionId: string,
  now = Date.now(),
  aal: 'aal1' | 'aal2' = 'aal1',
): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(now / 1000);
  const expiresAt = iat + ACCESS_TOKEN_SECONDS;
  // amr as Supabase writes it: the methods this session used, newest first.
  const amr = [...(aal === 'aal2' ? [{ method: 'totp', timestamp: iat }] : []), { method: 'password', timestamp: iat }];
  const token = await new SignJWT({ email: user.email, role: 'authenticated', session_id: sessionId, app_metadata: user.app_metadata ?? {}, aal, amr })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setAudience('authenticated')
    .setIssuedAt(iat)
    .setExpirationTime(expiresAt)
    .sign(key(secret));
  return { token, expiresAt };
}

/** The claims of a valid, unexpired token signed with this secret; null for anything else. */
export async function verifyAccessToken(secret: string, token: string, now = Date.now()): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], audience: 'authenticated', currentDate: new Date(now) });
    const claims = accessClaimsSchema.safeParse(payload);
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}
