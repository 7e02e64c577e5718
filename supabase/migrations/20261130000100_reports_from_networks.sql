-- Reports cannot take the board down. An automatic freeze now needs three reports, each from an address
-- its reporter confirmed, sent from three different networks (an IPv4 /24 or an IPv6 /48 is one network,
-- however many addresses in it report), within 7 days; it is counted when a reporter confirms, one
-- confirmation after another (each takes its job's tally row). Automatic freezes are capped site-wide per
-- hour and per day (report_settings); past a cap, or within 30 days of staff restoring the job, the job
-- stays listed and the reports wait in the staff queue, the hold in its history. Staff marking a report
-- trusted still freezes at once: only staff may freeze a job they restored.

create table public.report_settings (
  id boolean primary key default true check (id),
  freezes_per_hour integer not null default 5 check (freezes_per_hour between 0 and 1000),
  freezes_per_day integer not null default 20 check (freezes_per_day between 0 and 10000),
  restored_days integer not null default 30 check (restored_days between 0 and 365)
);
insert into public.report_settings default values;
revoke all on table public.report_settings from anon, authenticated, public;
grant select, update on table public.report_settings to service_role;
alter table public.report_settings enable row level security;

-- The reporter's network as a keyed hash, as the client is. Reports filed before this count as a network each.
alter table public.job_reports add column network_key text;
update public.job_reports set network_key = client_key where network_key is null;
alter table public.job_reports add constraint job_reports_network_key check (network_key is null or length(network_key) between 16 and 128);

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
create trigger job_reports_network_as_filed before insert or update on public.job_reports
  for each row execute function public.job_reports_network_as_filed();

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

revoke all on function public.job_reports_network_as_filed() from public, anon, authenticated;
grant execute on function public.job_reports_network_as_filed() to service_role;
