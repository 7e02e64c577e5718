-- Reports: which reports are taken, when a job is frozen by them, and what staff resolving one does.
-- Declared once, applied after the migrations whenever this file changes (src/server/db/migrate.ts):
-- functions are created or replaced, triggers too, policies dropped and made again. A table, a column
-- or a row is a migration's; so is removing a function or changing its arguments or result.

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

create or replace function public.job_reports_freeze() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  j public.jobs;
  settings public.report_settings;
  networks integer;
  why text;
  held text;
  used integer;
  today date := (now() at time zone 'UTC')::date;
  hour_key text := 'freeze-hour:' || to_char(now() at time zone 'UTC', 'HH24');
begin
  if tg_op = 'INSERT' then
    insert into public.job_events (job_id, actor, action, note)
      values (new.job_id, 'visitor', 'reported', format('Report %s: %s', new.id, replace(new.reason, '_', ' ')));
  elsif new.trusted_at is not null and old.trusted_at is null then
    insert into public.job_events (job_id, actor, action, note)
      values (new.job_id, new.trusted_by, 'report trusted', format('Report %s marked trusted', new.id));
    if new.outcome is null then
      why := format('Report %s marked trusted by %s', new.id, new.trusted_by);
    end if;
  elsif new.email_confirmed_at is not null and old.email_confirmed_at is null and new.outcome is null then
    -- One confirmation at a time per job: a concurrent one waits here and then counts this one too (under
    -- REPEATABLE READ it is refused and retried), so three at once never leave the job listed.
    update public.job_report_tally set reports = reports where job_id = new.job_id;
    select count(distinct network_key) into networks from public.job_reports
      where job_id = new.job_id and outcome is null and email_confirmed_at is not null and created_at > now() - interval '7 days';
    if networks >= 3 then
      select * into j from public.jobs where id = new.job_id;
      if j.status in ('live', 'paused', 'expired') then
        select * into settings from public.report_settings;
        if exists (select 1 from public.job_events e where e.job_id = new.job_id and e.action = 'restored'
                   and e.at > now() - make_interval(days => settings.restored_days)) then
          held := format('staff restored this job within %s days; only staff freeze it again', settings.restored_days);
        else
          used := null;
          insert into public.job_report_counts as c (key, day, used) values (hour_key, today, 1)
            on conflict (key, day) do update set used = c.used + 1 where c.used < settings.freezes_per_hour
            returning c.used into used;
          if used is null or used > settings.freezes_per_hour then
            held := format('the site froze %s jobs after reports this hour, the most it does on its own', settings.freezes_per_hour);
          else
            used := null;
            insert into public.job_report_counts as c (key, day, used) values ('freeze-day', today, 1)
              on conflict (key, day) do update set used = c.used + 1 where c.used < settings.freezes_per_day
              returning c.used into used;
            if used is null or used > settings.freezes_per_day then
              update public.job_report_counts c set used = c.used - 1 where c.key = hour_key and c.day = today;
              held := format('the site froze %s jobs after reports today, the most it does on its own', settings.freezes_per_day);
            end if;
          end if;
        end if;
        if held is null then
          why := format('%s confirmed reports from different networks within 7 days', networks);
        else
          insert into public.job_events (job_id, actor, action, note)
            values (new.job_id, 'visitor', 'freeze held', format('%s confirmed reports from different networks, but %s: staff decide', networks, held));
        end if;
      end if;
    end if;
  end if;
  if why is not null then
    select * into j from public.jobs where id = new.job_id;
    if j.status in ('live', 'paused', 'expired') then
      perform set_config('jobs.freeze', 'on', true);
      perform set_config('jobs.note', why, true);
      update public.jobs set status = 'frozen' where id = new.job_id;
      perform set_config('jobs.freeze', '', true);
      perform set_config('jobs.note', '', true);
    end if;
  end if;
  return null;
end;
$$;

-- The network a report came from is kept as filed (job_reports_admit keeps the rest); a report that names
-- none counts as a network of its own.
create or replace function public.job_reports_network_as_filed() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if tg_op = 'INSERT' then
    new.network_key := coalesce(new.network_key, new.client_key);
  elsif new.network_key is distinct from old.network_key then
    perform public.job_refuse('A report is kept as it was filed', 'job_reports_as_filed');
  end if;
  return new;
end;
$$;

-- A frozen job moved on (restored or closed, by whatever path) resolves its open reports with that outcome.
create or replace function public.jobs_resolve_reports() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  update public.job_reports set outcome = case when new.status = 'closed' then 'closed' else 'restored' end,
      resolved_at = now(), resolved_by = public.job_actor()
    where job_id = new.id and outcome is null;
  return null;
end;
$$;

-- Who may call them (nobody but those named).
revoke all on function public.job_reports_admit(), public.job_reports_freeze(), public.job_reports_network_as_filed(),
  public.jobs_resolve_reports() from public, anon, authenticated, service_role;

create or replace trigger job_reports_admit before insert or update on public.job_reports
  for each row execute function public.job_reports_admit();

create or replace trigger job_reports_freeze after insert or update on public.job_reports
  for each row execute function public.job_reports_freeze();

create or replace trigger job_reports_network_as_filed before insert or update on public.job_reports
  for each row execute function public.job_reports_network_as_filed();

create or replace trigger jobs_resolve_reports after update on public.jobs
  for each row when (old.status = 'frozen' and new.status <> 'frozen') execute function public.jobs_resolve_reports();

-- A frozen job's page stays up, saying it is under review: a visitor reads a frozen row's anonymous
-- columns as it reads a listed one's (the column grants are unchanged). These are the only rows a visitor
-- sees that are not active.
drop policy if exists jobs_frozen_read_anon on public.jobs;
create policy jobs_frozen_read_anon on public.jobs for select to anon using (status = 'frozen');
