import type { SupabaseClient } from '@supabase/supabase-js';
import { SUBMISSION_COLUMNS, type WriteStore } from '../write-store';

export function createSupabaseWriteStore(service: () => SupabaseClient): WriteStore {
  return {
    async insertSubmission(table, row) {
      const record = Object.fromEntries(SUBMISSION_COLUMNS[table].map((c) => [c, row[c] ?? null]));
      const { data, error } = await service().from(table).insert(record).select('id').single();
      if (error) throw new Error(`Failed to store ${table}: ${error.message}`);
      return String((data as { id: number }).id);
    },
    async recordResume(row) {
      const { error } = await service().from('resume_uploads').insert(row);
      if (error) throw new Error(`Failed to record resume: ${error.message}`);
    },
    async subscribe(name, email) {
      const { error } = await service().from('email_subscriptions').insert({ name, email, subscription_type: 'weekly_jobs', is_active: true });
      if (!error) return 'created';
      if (error.code === '23505') return 'duplicate';
      throw new Error(`Failed to subscribe: ${error.message}`);
    },
  };
}
