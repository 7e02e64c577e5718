-- Drafts of postings, by the people of their employer only. Declared once, applied after the migrations
-- whenever this file changes.

-- Who wrote it and when; at most 50 new drafts an employer a day (a person typing posts a few).
create or replace function public.job_drafts_stamp() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if tg_op = 'INSERT' then
    new.created_by := auth.uid();
    new.created_at := now();
    perform public.employer_count('draft:' || new.employer_id, 50, 'Your practice has started 50 drafts today; finish or delete some, or go on tomorrow', 'job_drafts_daily');
  else
    new.employer_id := old.employer_id;
    new.created_by := old.created_by;
    new.created_at := old.created_at;
    new.job_id := old.job_id;
  end if;
  -- An edit's draft changes a job of its own practice, whoever writes the row.
  if new.job_id is not null and not exists (select 1 from public.jobs j where j.id = new.job_id and j.employer_id = new.employer_id) then
    perform public.refuse('A draft changes a job of its own practice', 'job_drafts_job');
  end if;
  new.updated_by := auth.uid();
  new.updated_at := now();
  return new;
end;
$$;

create or replace trigger job_drafts_stamp before insert or update on public.job_drafts
  for each row execute function public.job_drafts_stamp();

revoke all on function public.job_drafts_stamp() from public, anon, authenticated, service_role;

drop policy if exists job_drafts_mine on public.job_drafts;
create policy job_drafts_mine on public.job_drafts for all to authenticated
  using (employer_id in (select public.my_employers()))
  with check (employer_id in (select public.my_employers()));
