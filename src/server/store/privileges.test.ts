/**
 * Least privilege in the database, on both drivers: every SECURITY DEFINER function and the roles that may
 * call it, listed (a new one fails here until it is added, with its reason), and a visitor's role refused
 * the policy and lifecycle functions.
 */
import { expect, it } from 'vitest';
import { describeEachDriver, suiteDb } from '../../../tests/support/databases';
import { asRole } from '../db/sql';

/** Who may call each SECURITY DEFINER function, of the roles the site uses. */
const CALLERS: Record<string, string[]> = {
  // Row-level security policies call it as the visitor's role.
  is_staff: ['anon', 'authenticated', 'service_role'],
  // The lifecycle pass and the staff API, as the service role.
  advance_jobs: ['service_role'],
  auth_session_live: ['service_role'],
  // The lifecycle pass sends a rebuild the 5-minute window held back; the trigger sends the rest.
  flush_rebuild: ['service_role'],
  request_rebuild: ['service_role'],
  applications_for_jobs: ['service_role'],
  jobs_for_owner: ['service_role'],
  job_paused_by_owner: ['service_role'],
  job_policy_daily_cap: ['service_role'],
  job_policy_duplicate: ['service_role'],
  // The build reads each listed job's employer figures (aggregates only) as a visitor.
  job_response_figures: ['anon', 'authenticated', 'service_role'],
  // An employer's people: row-level security asks which employers the signed-in person acts for.
  my_employers: ['authenticated', 'service_role'],
  my_owned_employers: ['authenticated', 'service_role'],
  my_employers_session_live: ['authenticated', 'service_role'],
  // A signed-in person claims a practice and joins those that invited their address.
  employer_claim: ['authenticated'],
  employer_join: ['authenticated'],
  my_employer_people: ['authenticated'],
  // Staff's employers view: who claimed it.
  employer_claimant: ['service_role'],
  // A suspension signs the employer's people out.
  employer_sign_out: ['service_role'],
  // Stamps a draft with who wrote it (a trigger).
  job_drafts_stamp: [],
  // An employer's people list their practices' jobs and figures.
  employer_api_key_add: ['authenticated'],
  employer_api_key_revoke: ['authenticated'],
  my_api_keys: ['authenticated'],
  employer_feed_add: ['authenticated'],
  // Bounds a practice's live keys and feeds (a trigger).
  employer_live_bound: [],
  employer_feed_remove: ['authenticated'],
  my_feeds: ['authenticated'],
  my_applications: ['authenticated', 'service_role'],
  my_jobs: ['authenticated'],
  my_job_for_change: ['authenticated', 'service_role'],
  // Trigger functions: a trigger fires them (firing needs no EXECUTE); nobody calls them.
  jobs_notify_changed: [],
  employers_sync_jobs: [],
  jobs_lifecycle: [],
  jobs_log: [],
  jobs_resolve_reports: [],
  job_reports_admit: [],
  job_reports_freeze: [],
  job_reports_network_as_filed: [],
  mail_outbox_inbox_cap: [],
  // Called from the functions above and the invite trigger only.
  employer_count: [],
  owner_only: [],
  employer_invites_check: [],
  employer_people_keep_owner: [],
  // Open to offers: the signed-in person's own reads and a verified employer's search (talent.schema.sql);
  // the block check for the match pass; the row checks fire from their triggers only.
  talent_me: ['authenticated'],
  talent_my_verified_employers: ['authenticated'],
  talent_search: ['authenticated'],
  my_interview_requests: ['authenticated'],
  employer_interview_requests: ['authenticated'],
  talent_blocked: ['service_role'],
  talent_blockers: [],
  talent_profile_emails: ['service_role'],
  talent_request_parties: ['service_role'],
  talent_profiles_write: [],
  talent_own_row: [],
  talent_blocks_bound: [],
  interview_requests_check: [],
  interview_requests_answer: [],
};

describeEachDriver('database privileges', (driver) => {
  const db = suiteDb(driver, 'none');

  it('lists every SECURITY DEFINER function with the roles that may call it', async () => {
    const rows = await db().sql.query<{ name: string; anon: boolean; authenticated: boolean; service_role: boolean }>(
      `select p.proname as name,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
              has_function_privilege('service_role', p.oid, 'execute') as service_role
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prosecdef order by p.proname`,
    );
    const found = Object.fromEntries(rows.map((r) => [r.name, (['anon', 'authenticated', 'service_role'] as const).filter((role) => r[role])]));
    expect(found).toEqual(CALLERS);
  });

  it("a visitor's role cannot call the policy functions (which named an unpublished posting)", async () => {
    for (const role of ['anon', 'authenticated'] as const) {
      for (const call of [
        `select public.job_policy_duplicate(null::public.jobs)`,
        `select public.advance_jobs()`,
        `select public.job_title_roles('PT')`,
        `select public.job_refuse('x', 'y')`,
      ]) {
        await expect(
          asRole(db().sql, role, (tx) => tx.query(call)),
          `${role}: ${call}`,
        ).rejects.toThrow(/permission denied/);
      }
    }
  });
});
