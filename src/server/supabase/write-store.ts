import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { SUBMISSION_COLUMNS, type WriteStore } from '../write-store';

/** Rows from the database are a boundary too. */
const subscriberRows = z.array(z.object({ name: z.string(), email: z.string() }));

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
      if (error.code !== '23505') throw new Error(`Failed to subscribe: ${error.message}`);
      const back = await service()
        .from('email_subscriptions')
        .update({ is_active: true, name })
        .eq('email', email)
        .eq('subscription_type', 'weekly_jobs')
        .eq('is_active', false)
        .select('id');
      if (back.error) throw new Error(`Failed to subscribe: ${back.error.message}`);
      return back.data.length > 0 ? 'created' : 'duplicate';
    },
    async activeSubscribers() {
      const { data, error } = await service().from('email_subscriptions').select('name, email').eq('subscription_type', 'weekly_jobs').eq('is_active', true).order('id');
      if (error) throw new Error(`Failed to read subscribers: ${error.message}`);
      return subscriberRows.parse(data);
    },
    async unsubscribe(email) {
      const { data, error } = await service().from('email_subscriptions').update({ is_active: false }).eq('email', email).eq('subscription_type', 'weekly_jobs').eq('is_active', true).select('id');
      if (error) throw new Error(`Failed to unsubscribe: ${error.message}`);
      return data.length > 0;
    },
  };
}
