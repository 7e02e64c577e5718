-- Issue 17, first facts: the role a job is for (its O*NET occupation) and the unit its pay is posted in.
-- Every job had annual pay so far; a role is derived from the title for existing rows (the same rule as
-- src/domain/job-role.ts) and required from now on.

alter table public.jobs
  add column pay_unit text not null default 'year',
  add constraint jobs_pay_unit check (pay_unit in ('year', 'hour', 'day', 'week', 'visit')),
  add column role text,
  add constraint jobs_role check (role in ('pt', 'pta', 'ot', 'cota', 'other'));

update public.jobs set role = case
  when job_title ~* '\mcota\M|occupational therap(y|ist) assistant' then 'cota'
  when job_title ~* '\mpta\M|physical therap(y|ist) assistant' then 'pta'
  when job_title ~* '\mot\M|\motr\M|occupational therap' then 'ot'
  when job_title ~* '\mpt\M|\mdpt\M|physical therap|physiotherap' then 'pt'
  else 'other'
end;

alter table public.jobs alter column role set not null;

-- Public facts: readable like the other public columns (grants are per column).
grant select (role, pay_unit) on public.jobs to anon, authenticated;
