-- The posting rules and the lifecycle: refusals by rule, the daily cap per legal entity, duplicates,
-- the 60-day term, edits, pauses and extensions, and every change in the job's history with who made it.
-- Declared once, applied after the migrations whenever this file changes (src/server/db/migrate.ts):
-- functions are created or replaced, triggers too, policies dropped and made again. A table, a column
-- or a row is a migration's; so is removing a function or changing its arguments or result.

-- Whether a job in this status is open: its employer's, on the board or on its way there. What the duplicates
-- rule compares, and what the jobs API adopts. Immutable SQL, so the planner inlines it.
create or replace function public.job_open(status text) returns boolean
language sql immutable parallel safe as $$
  select status in ('pending_review', 'scheduled', 'live', 'paused', 'frozen')
$$;

-- The posting rules' refusal (public.refuse: 23514 with the rule's name as the constraint).
create or replace function public.job_refuse(message text, rule text) returns void
language sql as $$ select public.refuse(message, rule) $$;

-- Who is acting: the staff API sets jobs.actor; otherwise the signed-in user's email, else the database role.
create or replace function public.job_actor() returns text
language sql stable as $$
  select coalesce(nullif(current_setting('jobs.actor', true), ''), nullif(auth.jwt() ->> 'email', ''), current_user::text)
$$;

create or replace function public.job_content(j public.jobs) returns jsonb
language sql stable as $$ select to_jsonb(j) - public.job_lifecycle_columns() $$;

-- When a job left the board for good: its end for an expired job, the close for a closed one.
create or replace function public.job_ended_at(j public.jobs) returns timestamptz
language sql stable set search_path = '' as $$
  select case
    when j.status = 'expired' then j.expires_at
    when j.status = 'closed' then coalesce(
      (select max(e.at) from public.job_events e where e.job_id = j.id and e.after ->> 'status' = 'closed'),
      j.updated_at)
  end
$$;

-- The roles a title names, read folded with runs of single letters joined ("P T A" is "pta", "P T / P T A"
-- two roles): the same words as src/domain/job-status.ts titleRoles.
create or replace function public.job_title_roles(title text) returns text[]
language plpgsql immutable as $$
declare
  t text := regexp_replace(public.text_fold(title), '\m([a-z])\s+(?=[a-z]\M)', '\1', 'g');
  found text[] := '{}';
begin
  if t ~ '\mcota\M|occupational therap(y|ist)s? assistant' then
    found := found || 'cota'::text;
    t := regexp_replace(t, '\mcota\M|occupational therap(y|ist)s? assistants?', ' ', 'g');
  end if;
  if t ~ '\mpta\M|physical therap(y|ist)s? assistant' then
    found := found || 'pta'::text;
    t := regexp_replace(t, '\mpta\M|physical therap(y|ist)s? assistants?', ' ', 'g');
  end if;
  if t ~ '\mot\M|\motr\M|occupational therap' then found := found || 'ot'::text; end if;
  if t ~ '\mpt\M|\mdpt\M|physical therap|physiotherap' then found := found || 'pt'::text; end if;
  return found;
end;
$$;

create or replace function public.job_lifecycle_columns() returns text[]
language sql immutable as $$
  select array['status', 'close_reason', 'go_live_at', 'live_since', 'extensions', 'paused_at', 'paused_total',
               'edit_count', 'is_active', 'expires_at', 'posted_at', 'posted_date', 'updated_at', 'created_at',
               'employer_verified', 'confirmed_at']
$$;

create or replace function public.job_policy_daily_cap(emp public.employers) returns void
language plpgsql security definer set search_path = public as $$
declare
  today date := (now() at time zone 'America/Los_Angeles')::date;
  k text;
  used integer;
begin
  -- The employer's own count, and its legal entity's among employers alike: verified ones ('n:') apart
  -- from unverified ones ('u:'), so postings typed by strangers never spend a verified employer's cap.
  foreach k in array array['e:' || emp.id, case when emp.verified_at is null then 'u:' else 'n:' end || emp.entity_key] loop
    -- Taken row by row: a counter at 3 is not raised (no row comes back), and the posting is refused; a
    -- refusal rolls back what the statement took before it.
    insert into public.job_daily_postings as c (key, day, used) values (k, today, 1)
      on conflict (key, day) do update set used = c.used + 1 where c.used < 3
      returning c.used into used;
    if used is null then
      perform public.job_refuse(format('%s has made its 3 new postings today (Pacific Time); the next can be posted tomorrow', emp.name), 'jobs_daily_cap');
    end if;
  end loop;
end;
$$;

create or replace function public.job_policy_duplicate(j public.jobs) returns void
language plpgsql security definer set search_path = public as $$
declare
  other bigint;
begin
  if not public.job_open(j.status) then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtext('jobs-duplicate:' || coalesce(j.employer_id, 0)::text));
  select id into other from public.jobs o
    where o.employer_id = j.employer_id and o.id <> j.id
      and public.text_key(o.job_title) = public.text_key(j.job_title) and public.text_key(o.city) = public.text_key(j.city) and o.state = j.state
      and public.job_open(o.status)
    limit 1;
  if other is not null then
    perform public.job_refuse(format('Duplicate posting: this employer already has "%s" in %s, %s (job %s)', j.job_title, j.city, j.state, other), 'jobs_no_duplicates');
  end if;
end;
$$;

create or replace function public.jobs_lifecycle() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  importing boolean := coalesce(current_setting('jobs.import', true), '') = 'on';
  emp public.employers;
  going_live boolean;
  relisting boolean := false;
  term interval;
begin
  if tg_op = 'INSERT' then
    -- Every job has an employer: the one named, else found or created by name (a Studio insert, the seed).
    if new.employer_id is null then
      -- Never a verified one by its typed name: a posting proves its employer by the employer's key (intake).
      insert into public.employers (name, legal_entity) values (btrim(new.employer_name), btrim(new.employer_name)) on conflict do nothing;
      select * into emp from public.employers e
        where e.verified_at is null and e.entity_key = public.entity_key(new.employer_name) and public.text_key(e.name) = public.text_key(new.employer_name)
        order by id limit 1;
      new.employer_id := emp.id;
    else
      select * into emp from public.employers where id = new.employer_id;
    end if;
    new.employer_verified := emp.verified_at is not null;
    if importing then
      new.status := coalesce(new.status, case when not new.is_active then 'closed' when new.expires_at is not null and new.expires_at <= now() then 'expired' else 'live' end);
      new.close_reason := case when new.status = 'closed' then coalesce(new.close_reason, 'withdrawn') end;
      new.is_active := new.status in ('live', 'expired');
      return new;
    end if;
    -- A new posting waits for review, whatever the insert says; staff publish it.
    if public.text_key(new.employer_name) <> public.text_key(emp.name) then
      perform public.job_refuse(format('One brand per account: this employer posts as %s', emp.name), 'jobs_one_brand');
    end if;
    new.status := 'pending_review';
    new.close_reason := null;
    new.live_since := null;
    new.extensions := 0;
    new.paused_at := null;
    new.paused_total := interval '0';
    new.edit_count := 0;
    new.expires_at := null;
    new.is_active := false;
    if array_length(public.job_title_roles(new.job_title), 1) > 1 then
      perform public.job_refuse('One role per posting: this title names more than one role', 'jobs_one_role');
    end if;
    perform public.job_policy_daily_cap(emp);
    perform public.job_policy_duplicate(new);
    return new;
  end if;

  -- UPDATE
  if new.employer_id is distinct from old.employer_id then
    select * into emp from public.employers where id = new.employer_id;
    new.employer_verified := emp.verified_at is not null;
  end if;
  if importing then
    return new;
  end if;
  select * into emp from public.employers where id = new.employer_id;

  -- The term's dates follow the lifecycle's own actions (publish, pause, resume, extend, relist), computed
  -- below; written by hand they would lengthen a listing past its 60 days.
  if new.live_since is distinct from old.live_since or new.paused_total is distinct from old.paused_total
     or new.paused_at is distinct from old.paused_at or new.posted_at is distinct from old.posted_at then
    perform public.job_refuse('The term''s dates are kept by the database: publish, pause, resume, extend or relist the listing instead', 'jobs_term');
  end if;

  -- A write of is_active alone (older tools, a Studio toggle) is read as the status it means: off closes
  -- the listing as withdrawn, on asks for it to go live (and meets the same rules as publishing).
  if new.is_active is distinct from old.is_active and new.status = old.status then
    if not new.is_active and old.status in ('live', 'expired') then
      new.status := 'closed';
      new.close_reason := coalesce(new.close_reason, 'withdrawn');
    elsif new.is_active then
      new.status := 'live';
    end if;
  end if;

  if new.status is distinct from old.status then
    -- The transitions the policies allow.
    if not (
      (old.status = 'pending_review' and new.status in ('scheduled', 'live', 'closed')) or
      (old.status = 'scheduled' and new.status in ('pending_review', 'live', 'closed')) or
      (old.status = 'live' and new.status in ('paused', 'expired', 'closed')) or
      (old.status = 'paused' and new.status in ('live', 'closed')) or
      (old.status = 'expired' and new.status in ('live', 'closed')) or
      -- Frozen only by the reports' rule (job_reports_freeze); only staff move it on.
      (old.status in ('live', 'paused', 'expired') and new.status = 'frozen' and coalesce(current_setting('jobs.freeze', true), '') = 'on') or
      (old.status = 'frozen' and new.status in ('live', 'closed') and public.job_actor() <> 'employer') or
      (old.status = 'closed' and new.status = 'live' and old.close_reason <> 'cancelled')
    ) then
      perform public.job_refuse(format('A %s listing cannot become %s', replace(old.status, '_', ' '), replace(new.status, '_', ' ')), 'jobs_status_transition');
    end if;
    if new.status = 'closed' then
      if new.close_reason is null then
        perform public.job_refuse('Closing a listing needs a reason: filled, withdrawn or cancelled', 'jobs_close_reason');
      end if;
      if new.close_reason = 'cancelled' and (old.status not in ('pending_review', 'scheduled') or old.live_since is not null) then
        perform public.job_refuse('Only a listing that has not gone live can be cancelled (no refund after go-live); close it as filled or withdrawn instead', 'jobs_cancel_before_live');
      end if;
    else
      new.close_reason := null;
    end if;
    if new.status = 'scheduled' and (new.go_live_at is null or new.go_live_at <= now()) then
      perform public.job_refuse('A scheduled listing needs a go-live time in the future', 'jobs_scheduled_time');
    end if;
    if new.status in ('scheduled', 'live') and old.status in ('pending_review', 'closed', 'expired', 'scheduled') and emp.verified_at is null then
      perform public.job_refuse(format('%s is not verified as a licensed PT provider yet; verify the employer first', emp.name), 'jobs_verified_employer');
    end if;
    -- A suspended employer's jobs stay off the board until staff lift the suspension.
    if new.status in ('scheduled', 'live') and emp.suspended_at is not null then
      perform public.job_refuse(format('%s is suspended: its jobs stay off the board until the suspension is lifted', emp.name), 'jobs_employer_suspended');
    end if;
    going_live := new.status = 'live' and old.status in ('pending_review', 'scheduled');
    -- Back from closed, or from expired without an extension: a new posting for a new term.
    relisting := new.status = 'live' and (old.status = 'closed' or (old.status = 'expired' and new.extensions = old.extensions));
    if going_live or relisting then
      new.live_since := case when old.status = 'scheduled' then least(old.go_live_at, now()) else now() end;
      new.posted_at := new.live_since;
      new.posted_date := (new.live_since at time zone 'UTC')::date;
      new.extensions := 0;
      new.paused_total := interval '0';
      new.paused_at := null;
      new.go_live_at := null;
    end if;
    if relisting then
      perform public.job_policy_daily_cap(emp);
    end if;
    if new.status in ('paused', 'frozen') then
      if old.status not in ('paused', 'frozen') then
        new.paused_at := now();
      end if;
    elsif old.status in ('paused', 'frozen') then
      new.paused_total := old.paused_total + (now() - old.paused_at);
      new.paused_at := null;
    end if;
  end if;

  if not (coalesce(going_live, false) or relisting) and new.extensions <> old.extensions then
    if new.extensions <> old.extensions + 1 or old.status not in ('live', 'paused', 'expired') or old.live_since is null then
      perform public.job_refuse('An extension adds one 60-day term to a listing that has gone live', 'jobs_extension');
    end if;
  end if;

  -- The end date follows the term; it is never set by hand.
  if new.expires_at is distinct from old.expires_at then
    perform public.job_refuse('The end date follows the 60-day term, its extensions and the time paused: extend the listing instead', 'jobs_term');
  end if;
  if new.live_since is not null then
    term := interval '60 days' * (1 + new.extensions) + new.paused_total;
    new.expires_at := new.live_since + term;
    -- Past its end: expired (an extension that still ends in the past is refused).
    if new.status = 'live' and new.expires_at <= now() then
      if old.status in ('live', 'paused', 'frozen', 'scheduled') then
        new.status := 'expired';
      else
        perform public.job_refuse('Even extended, this listing would end in the past; relist it instead', 'jobs_extension');
      end if;
    end if;
    if old.status = 'expired' and new.status = 'expired' and new.extensions > old.extensions and new.expires_at <= now() then
      perform public.job_refuse('Even extended, this listing would end in the past; relist it instead', 'jobs_extension');
    end if;
    if new.status = 'expired' and new.expires_at > now() then
      if old.status = 'expired' and new.extensions > old.extensions then
        new.status := 'live';
      else
        perform public.job_refuse('This listing has not reached its end date yet', 'jobs_term');
      end if;
    end if;
  end if;
  new.is_active := new.status in ('live', 'expired');

  -- An edit: the content changed after go-live. The 4th is refused.
  if public.job_content(new) <> public.job_content(old) then
    if public.text_key(new.employer_name) <> public.text_key(emp.name) then
      perform public.job_refuse(format('One brand per account: this employer posts as %s', emp.name), 'jobs_one_brand');
    end if;
    if new.job_title is distinct from old.job_title and array_length(public.job_title_roles(new.job_title), 1) > 1 then
      perform public.job_refuse('One role per posting: this title names more than one role', 'jobs_one_role');
    end if;
    if old.live_since is not null or old.status in ('live', 'paused', 'frozen', 'expired') then
      if old.edit_count >= 3 then
        perform public.job_refuse('This listing has used its 3 edits', 'jobs_edit_limit');
      end if;
      new.edit_count := old.edit_count + 1;
    end if;
  elsif new.edit_count <> old.edit_count then
    perform public.job_refuse('The edit count is kept by the database', 'jobs_edit_limit');
  end if;
  if (public.job_open(new.status) and not public.job_open(old.status))
     or new.job_title <> old.job_title or new.city <> old.city or new.state <> old.state or new.employer_id is distinct from old.employer_id then
    perform public.job_policy_duplicate(new);
  end if;
  return new;
end;
$$;

create or replace function public.jobs_log() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  importing boolean := coalesce(current_setting('jobs.import', true), '') = 'on';
  entity text;
  note text := nullif(current_setting('jobs.note', true), '');
  b jsonb := '{}';
  a jsonb := '{}';
  k text;
  o jsonb;
  n jsonb;
  action text;
begin
  select entity_key into entity from public.employers where id = new.employer_id;
  if tg_op = 'INSERT' then
    insert into public.job_events (job_id, actor, action, note, after, entity_key)
      values (new.id, public.job_actor(), case when importing then 'imported' else 'created' end, note,
              jsonb_build_object('status', new.status, 'job_title', new.job_title, 'employer_id', new.employer_id), entity);
    return null;
  end if;
  o := to_jsonb(old);
  n := to_jsonb(new);
  for k in select jsonb_object_keys(n) loop
    if k not in ('updated_at', 'employer_verified') and (o -> k) is distinct from (n -> k) then
      b := b || jsonb_build_object(k, o -> k);
      a := a || jsonb_build_object(k, n -> k);
    end if;
  end loop;
  if a = '{}' then
    return null;
  end if;
  action := case
    when importing then 'imported'
    when new.status <> old.status then case
      when new.status = 'live' and old.status in ('pending_review', 'scheduled') then 'published'
      when new.status = 'live' and old.status = 'paused' then 'resumed'
      when new.status = 'live' and old.status = 'frozen' then 'restored'
      when new.status = 'live' and new.extensions > old.extensions then 'extended'
      when new.status = 'live' then 'relisted'
      when new.status = 'closed' and new.close_reason = 'cancelled' then 'cancelled'
      when new.status = 'pending_review' then 'returned to review'
      else new.status end
    when new.extensions > old.extensions then 'extended'
    when new.confirmed_at is distinct from old.confirmed_at and public.job_content(new) = public.job_content(old) then 'confirmed'
    when new.edit_count > old.edit_count then 'edited'
    when public.job_content(new) <> public.job_content(old) then 'edited'
    else 'updated' end;
  insert into public.job_events (job_id, actor, action, note, before, after, entity_key)
    values (new.id, public.job_actor(), action, note, b, a, entity);
  return null;
end;
$$;

-- Going live (or relisting) starts the confirmation clock.
create or replace function public.jobs_confirm_on_live() returns trigger
language plpgsql as $$
begin
  if new.live_since is distinct from old.live_since and new.live_since is not null then
    new.confirmed_at := new.live_since;
  end if;
  return new;
end;
$$;

-- Time moves listings on: scheduled ones go live at their time, live ones expire at their end.
-- Called by `npm run lifecycle` (hourly) and by the staff API before it reads the queue.
create or replace function public.advance_jobs() returns integer
language plpgsql security definer set search_path = public as $$
declare
  moved integer;
  more integer;
begin
  perform set_config('jobs.actor', 'schedule', true);
  update public.jobs set status = 'live' where status = 'scheduled' and go_live_at <= now();
  get diagnostics moved = row_count;
  update public.jobs set status = 'expired' where status = 'live' and expires_at <= now();
  get diagnostics more = row_count;
  return moved + more;
end;
$$;

-- Who may call them (nobody but those named).
revoke all on function public.job_refuse(message text, rule text), public.job_actor(), public.job_content(j jobs),
  public.job_ended_at(j jobs), public.job_title_roles(title text), public.job_lifecycle_columns(),
  public.job_policy_daily_cap(emp employers), public.job_policy_duplicate(j jobs),
  public.jobs_lifecycle(), public.jobs_log(), public.jobs_confirm_on_live(), public.advance_jobs()
  from public, anon, authenticated, service_role;
grant execute on function public.job_refuse(message text, rule text), public.job_actor(), public.job_content(j jobs),
  public.job_ended_at(j jobs), public.job_title_roles(title text), public.job_lifecycle_columns(),
  public.job_policy_daily_cap(emp employers), public.job_policy_duplicate(j jobs),
  public.advance_jobs()
  to service_role;

create or replace trigger jobs_lifecycle before insert or update on public.jobs
  for each row execute function public.jobs_lifecycle();

create or replace trigger jobs_log after insert or update on public.jobs
  for each row execute function public.jobs_log();

-- Named to run after jobs_lifecycle (triggers of one kind run in name order), which sets live_since.
create or replace trigger jobs_zz_confirm_on_live before update on public.jobs
  for each row execute function public.jobs_confirm_on_live();
