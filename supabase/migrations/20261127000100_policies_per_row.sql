-- The posting policies hold per row, whatever the statement: a multi-row insert or update, a relist, any
-- isolation level. Text is compared as people read it, the term's dates follow only the lifecycle, and a
-- typed name never reaches a verified employer.
--
--   daily cap    a counter per employer and Pacific day, and one per legal entity and day (verified and
--                unverified employers apart), each taken in the before trigger, row by row (an upsert: a
--                concurrent writer of the same counter waits, or under REPEATABLE READ is refused; never two
--                counted from one stale count). Renaming the legal entity keeps the employer's own count.
--   text         case, spacing, punctuation, Unicode compatibility forms, zero-width and look-alike letters
--                and company suffixes ("Harbor PT, L.L.C." is "harbor pt") no longer make a new employer, a
--                non-duplicate or a single role.
--   employers    one unverified record per legal entity and brand; a verified employer is reached only by
--                its id (the staff, or intake with the employer's key, issued with the verification).

-- Text as a reader sees it: compatibility forms folded (full-width, ligatures, NBSP), lower case,
-- zero-width and format characters and dots dropped ("P.T.A." is "pta"), Cyrillic and Greek look-alikes
-- read as Latin letters.
create or replace function public.text_fold(t text) returns text
language sql immutable parallel safe as $$
  select translate(
    lower(normalize(coalesce(t, ''), NFKC)),
    -- Position by position: each look-alike to its Latin letter; the rest (no partner) are dropped.
    'аеорсухіјѕԁкмтвнєαεοριτυνκχ' ||
      E'\u200b\u200c\u200d\u2060\u2061\u2062\u2063\u2064\ufeff\u00ad\u180e\u200e\u200f.',
    'aeopcyxijsdkmtbheaeopitunkx')
$$;

-- Text as a reader compares it: folded, other punctuation a space, spaces collapsed.
create or replace function public.text_key(t text) returns text
language sql immutable parallel safe as $$
  select btrim(regexp_replace(public.text_fold(t), '[^[:alnum:]]+', ' ', 'g'))
$$;

-- A legal entity without its company suffix: "Harbor Rehab Group, LLC", "HARBOR REHAB GROUP L.L.C." and
-- "Harbor Rehab Group" are one entity.
create or replace function public.entity_key(t text) returns text
language sql immutable parallel safe as $$
  select regexp_replace(public.text_key(t),
    '( (l l c|llc|pllc|inc|incorporated|corp|corporation|co|company|ltd|limited|lp|llp|lllp|pc|p c|pa|p a|ps|dba))+$', '')
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

-- Employers by the folded entity; one unverified record per entity and brand (a verified one stands apart:
-- a stranger's posting under its name lands on the unverified record, for staff to move).
drop index public.employers_entity_name;
alter table public.employers drop column entity_key;
alter table public.employers add column entity_key text generated always as (public.entity_key(legal_entity)) stored;
create unique index employers_entity_name on public.employers (entity_key, public.text_key(name)) where verified_at is null;
create index employers_entity_idx on public.employers (entity_key);
-- The employer's key for the posting form (its SHA-256; the key itself is shown to staff once).
alter table public.employers add column posting_key_hash text constraint employers_posting_key_hash check (posting_key_hash ~ '^[0-9a-f]{64}$');
create unique index employers_posting_key on public.employers (posting_key_hash) where posting_key_hash is not null;

-- The daily cap's counters: 'e:<employer id>', and 'n:<entity>' or 'u:<entity>' (see job_policy_daily_cap).
create table public.job_daily_postings (
  key text not null,
  day date not null,
  used integer not null constraint job_daily_postings_used check (used between 1 and 3),
  primary key (key, day)
);
revoke all on table public.job_daily_postings from anon, authenticated, public;
grant select on table public.job_daily_postings to service_role;
alter table public.job_daily_postings enable row level security;

drop function public.job_policy_daily_cap(text, text);
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
  if j.status not in ('pending_review', 'scheduled', 'live', 'paused') then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtext('jobs-duplicate:' || coalesce(j.employer_id, 0)::text));
  select id into other from public.jobs o
    where o.employer_id = j.employer_id and o.id <> j.id
      and public.text_key(o.job_title) = public.text_key(j.job_title) and public.text_key(o.city) = public.text_key(j.city) and o.state = j.state
      and o.status in ('pending_review', 'scheduled', 'live', 'paused')
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
    if new.status = 'paused' then
      new.paused_at := now();
    elsif old.status = 'paused' then
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
      if old.status in ('live', 'paused', 'scheduled') then
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
    if old.live_since is not null or old.status in ('live', 'paused', 'expired') then
      if old.edit_count >= 3 then
        perform public.job_refuse('This listing has used its 3 edits', 'jobs_edit_limit');
      end if;
      new.edit_count := old.edit_count + 1;
    end if;
  elsif new.edit_count <> old.edit_count then
    perform public.job_refuse('The edit count is kept by the database', 'jobs_edit_limit');
  end if;
  if (new.status in ('pending_review', 'scheduled', 'live', 'paused') and old.status not in ('pending_review', 'scheduled', 'live', 'paused'))
     or new.job_title <> old.job_title or new.city <> old.city or new.state <> old.state or new.employer_id is distinct from old.employer_id then
    perform public.job_policy_duplicate(new);
  end if;
  return new;
end;
$$;

