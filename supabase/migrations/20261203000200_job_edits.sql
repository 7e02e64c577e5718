-- An edit of a posting is written as a draft of it (the same form), then applied to the job: the draft
-- names the job it changes. my_jobs() answers more columns than it first did (its result changes, so it
-- is dropped here and declared again by src/features/postings/employer-jobs.schema.sql).
alter table public.job_drafts add column job_id bigint references public.jobs (id) on delete cascade;
create unique index job_drafts_job_idx on public.job_drafts (job_id) where job_id is not null;
drop function if exists public.my_jobs();
drop function if exists public.jobs_for_owner(bigint[]);
