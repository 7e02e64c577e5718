/**
 * Staff tokens, verified where they are signed: Supabase's JWTs against the project's published signing
 * keys (JWKS, asymmetric keys: Supabase's default for new projects and the only kind after the legacy
 * secret is retired), the embedded stand-in's against its own key. jose runs on workerd and Node alike.
 */
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import { verifyAccessToken } from '../embedded-auth/tokens';
import type { StaffAuth, StaffIdentity } from '../ports/staff-auth';

const claims = z.object({
  sub: z.string(),
  email: z.string(),
  aal: z.enum(['aal1', 'aal2']).optional(),
  session_id: z.string().optional(),
  app_metadata: z.object({ role: z.string().optional() }).loose().optional(),
});

function identity(payload: JWTPayload | Record<string, unknown>): StaffIdentity | null {
  const c = claims.safeParse(payload);
  if (!c.success) return null;
  const { sub, email, aal, session_id: sessionId, app_metadata } = c.data;
  return {
    userId: sub,
    email,
    staff: app_metadata?.role === 'staff',
    aal: aal ?? 'aal1',
    sessionId: sessionId ?? null,
    claims: { role: 'authenticated', sub, email, aal: aal ?? 'aal1', session_id: sessionId ?? null, app_metadata: app_metadata ?? {} },
  };
}

export function supabaseStaffAuth(supabaseUrl: string): StaffAuth {
  const issuer = `${supabaseUrl.replace(/\/$/, '')}/auth/v1`;
  const keys = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, keys, { issuer, audience: 'authenticated' });
        return identity(payload);
      } catch {
        return null;
      }
    },
  };
}

export function embeddedStaffAuth(secret: () => string): StaffAuth {
  return {
    async verify(token) {
      const verified = await verifyAccessToken(secret(), token);
      return verified ? identity(verified) : null;
    },
  };
}
