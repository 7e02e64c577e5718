/**
 * Who is calling the staff API: the verified claims of a Supabase access token. Adapters:
 * src/server/staff-auth (Supabase's published signing keys, or the embedded stand-in's key).
 */
export interface StaffIdentity {
  /** The account (the token's `sub`). */
  userId: string;
  email: string;
  /** app_metadata.role = 'staff' (set by the service, never by the user). */
  staff: boolean;
  /** Supabase's authenticator assurance level: aal2 after a verified second factor. */
  aal: 'aal1' | 'aal2';
  /** The token's session (Supabase's session_id claim): signing out ends it. */
  sessionId: string | null;
  /** The verified claims the database reads (auth.uid(), auth.jwt()) when a query runs as this person. */
  claims: Record<string, unknown>;
}

export interface StaffAuth {
  /** The identity of a valid, unexpired token; null for anything else. */
  verify(token: string): Promise<StaffIdentity | null>;
}

/** Whether the staff API needs aal2: STAFF_MFA, else required with a Supabase project and off for the stand-in. */
export function staffMfa(env: { STAFF_MFA?: 'required' | 'off'; SUPABASE_URL?: string }): 'required' | 'off' {
  return env.STAFF_MFA ?? (env.SUPABASE_URL ? 'required' : 'off');
}
