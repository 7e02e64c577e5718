/**
 * A signed-in user's read of one job's contact columns (SPEC 6), straight from the database under
 * row-level security: Supabase answers only for a valid session, and only for an active job.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
// zod/mini: the same checks at a fraction of the weight, in a chunk only signed-in users load.
import { z } from 'zod/mini';

export const jobContactSchema = z.object({
  contact_name: z.nullable(z.string()),
  contact_email: z.nullable(z.string()),
  contact_phone: z.nullable(z.string()),
  application_email: z.nullable(z.string()),
  phone_number: z.nullable(z.string()),
});
export type JobContact = z.infer<typeof jobContactSchema>;

/** The job's contact columns, or null when there is no session, no such active job, or the read failed. */
export async function fetchJobContact(supabase: SupabaseClient, jobId: string): Promise<JobContact | null> {
  const { data: session } = await supabase.auth.getSession();
  if (!session.session) return null;
  const { data, error } = await supabase.from('jobs').select('contact_name, contact_email, contact_phone, application_email, phone_number').eq('id', jobId).maybeSingle();
  if (error || !data) return null;
  const parsed = jobContactSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The address an application goes to: application_email, else contact_email. */
export function applyAddress(contact: JobContact | null): string | null {
  return contact?.application_email?.trim() || contact?.contact_email?.trim() || null;
}
