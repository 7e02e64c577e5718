/**
 * A staff member's read of one job's contact columns, straight from the database: the
 * public.job_contacts view answers only when the session's JWT carries app_metadata.role = 'staff', and
 * only for an active job. Any other signed-in user gets no row, exactly like an anonymous visitor.
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

/** The job's contact columns, or null when there is no session, the user is not staff, no such active job, or the read failed. */
export async function fetchJobContact(supabase: SupabaseClient, jobId: string): Promise<JobContact | null> {
  const { data: session } = await supabase.auth.getSession();
  if (!session.session) return null;
  const { data, error } = await supabase
    .from('job_contacts')
    .select('contact_name, contact_email, contact_phone, application_email, phone_number')
    .eq('id', jobId)
    .maybeSingle();
  if (error || !data) return null;
  const parsed = jobContactSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The address an application goes to: application_email, else contact_email. */
export function applyAddress(contact: JobContact | null): string | null {
  return contact?.application_email?.trim() || contact?.contact_email?.trim() || null;
}
