/** JobStore on Supabase: build-time reads with the anon key (so grants and RLS apply), detail reads with the service role. */
import type { SupabaseClient } from '@supabase/supabase-js';
import { ANON_COLUMNS, jobSchema, publicJobSchema, type Job, type PublicJob } from '~/features/jobs/job.schema';
import type { JobStore } from '../job-store';

const PAGE = 1000; // PostgREST's default max rows per request

export function createSupabaseJobStore(anon: SupabaseClient, service: () => SupabaseClient): JobStore {
  return {
    async listListedJobs(now = new Date()): Promise<PublicJob[]> {
      const jobs: PublicJob[] = [];
      for (let from = 0; ; from += PAGE) {
        const { data, error } = await anon
          .from('jobs')
          .select(ANON_COLUMNS.join(','))
          .eq('is_active', true)
          .or(`expires_at.is.null,expires_at.gt.${now.toISOString()}`)
          .order('posted_at', { ascending: false })
          .order('id', { ascending: false })
          .range(from, from + PAGE - 1);
        if (error) throw new Error(`Failed to load jobs from Supabase: ${error.message}`);
        const rows = (data ?? []) as unknown as Record<string, unknown>[];
        for (const row of rows) jobs.push(publicJobSchema.parse(row));
        if (rows.length < PAGE) return jobs;
      }
    },

    async getListedJobsByIds(ids: string[], now = new Date()): Promise<PublicJob[]> {
      const numeric = ids.filter((id) => /^\d{1,18}$/.test(id));
      if (numeric.length === 0) return [];
      const { data, error } = await anon
        .from('jobs')
        .select(ANON_COLUMNS.join(','))
        .in('id', numeric)
        .eq('is_active', true)
        .or(`expires_at.is.null,expires_at.gt.${now.toISOString()}`);
      if (error) throw new Error(`Failed to load saved jobs: ${error.message}`);
      const byId = new Map(((data ?? []) as unknown as Record<string, unknown>[]).map((r) => [String(r.id), publicJobSchema.parse(r)]));
      return numeric.map((id) => byId.get(id)).filter((j): j is PublicJob => !!j);
    },

    async getActiveJob(id: string): Promise<Job | null> {
      if (!/^\d{1,18}$/.test(id)) return null;
      const { data, error } = await service().from('jobs').select('*').eq('id', id).eq('is_active', true).maybeSingle();
      if (error) throw new Error(`Failed to load job ${id}: ${error.message}`);
      return data ? jobSchema.parse(data) : null;
    },
  };
}
