/** Business rules about jobs, shared by pages, islands, functions, scripts and the store's tests. Pure. */

/**
 * A recruiting-partner job is one the product itself recruits for: employer_name equals the product's
 * name (PRODUCT_NAME, passed in: the domain reads no configuration).
 */
export function isRecruitingPartnerJob(job: { employer_name: string }, productName: string): boolean {
  return job.employer_name.trim().toLowerCase() === productName.trim().toLowerCase();
}

/** Whether an expiry timestamp (ISO string, epoch ms, or none) has passed at `now`. */
export function isExpiredAt(expiresAt: string | number | null | undefined, now: Date | number): boolean {
  if (expiresAt == null || expiresAt === '') return false;
  const at = typeof expiresAt === 'number' ? expiresAt : Date.parse(expiresAt);
  return at <= (typeof now === 'number' ? now : now.getTime());
}

/**
 * Listed: active, and expires_at empty or in the future. The one rule every
 * page, island, script and function uses; the store writes the same rule in SQL (src/features/jobs/jobs.store.ts).
 * Jobs on pre-rendered pages are active by construction, so `is_active` may be left out.
 */
export function isListedAt(job: { is_active?: boolean; expires_at: string | number | null | undefined }, now: Date | number): boolean {
  return job.is_active !== false && !isExpiredAt(job.expires_at, now);
}

/**
 * Whether the site itself takes the job's application (the relay: "Send application"), not only a mail
 * program: every job of the database does (its own address, or staff for a recruiting-partner job); the
 * fixed pages' jobs (slug ids) are not in it. The apply card and the JobPosting's directApply say the same.
 */
export function takesApplicationsHere(job: { id: string }): boolean {
  return /^\d+$/.test(job.id);
}
