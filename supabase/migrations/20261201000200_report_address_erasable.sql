-- A CCPA delete erases the requester's address from the reports they filed: the report stays (it is
-- about a job, and counted towards its freeze), anonymous. Everything else of a report is kept as filed.

create or replace function public.job_reports_admit() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  st text;
  k text;
  cap integer;
  used integer;
  today date := (now() at time zone 'UTC')::date;
begin
  if tg_op = 'UPDATE' then
    -- What a report says, who sent it and when are kept as filed; its address may only be erased (a CCPA delete).
    if new.job_id <> old.job_id or new.reason <> old.reason or new.details is distinct from old.details or new.client_key <> old.client_key
       or (new.email is distinct from old.email and new.email is not null) or new.created_at <> old.created_at
       or (old.outcome is not null and new.outcome is distinct from old.outcome) then
      perform public.job_refuse('A report is kept as it was filed', 'job_reports_as_filed');
    end if;
    return new;
  end if;
  -- A new report is new: nobody files one already trusted, confirmed or resolved.
  new.created_at := now();
  new.email_confirmed_at := null;
  new.trusted_at := null;
  new.trusted_by := null;
  new.outcome := null;
  new.resolved_at := null;
  new.resolved_by := null;
  select status into st from public.jobs where id = new.job_id;
  if st is null or st not in ('live', 'frozen') then
    perform public.job_refuse('Only a job on the board can be reported', 'job_reports_listed');
  end if;
  insert into public.job_report_tally as t (job_id, reports) values (new.job_id, 1)
    on conflict (job_id) do update set reports = t.reports + 1;
  foreach k in array array['c:' || new.client_key, 'j:' || new.job_id] loop
    cap := case when k like 'c:%' then 10 else 50 end;
    used := null;
    insert into public.job_report_counts as c (key, day, used) values (k, today, 1)
      on conflict (key, day) do update set used = c.used + 1 where c.used < cap
      returning c.used into used;
    if used is null then
      perform public.job_refuse(case when k like 'c:%'
        then 'You have sent the most reports we take from one visitor in a day; please write to us instead'
        else 'This job has had the most reports it takes in a day; staff are reviewing it' end,
        case when k like 'c:%' then 'job_reports_client_limit' else 'job_reports_job_limit' end);
    end if;
  end loop;
  return new;
end;
$$;

