-- Open to offers: what each role may do with a clinician's profile. The clinician reads and changes their
-- own rows; a verified employer sees the pool only through talent_search() (no name, contact, resume or
-- current employer, never a profile that blocked it) and asks through interview_requests, row by row
-- checked here; who the clinician is reaches an employer only after they accept (talent_contacts()).
-- Declared once, applied after the migrations whenever this file changes.

-- The signed-in person while their session is signed in (signing out ends a token at once); else null.
create or replace function public.talent_me() returns uuid
language sql stable security definer set search_path = public as $$
  select auth.uid() where exists (select 1 from public.my_employers_session_live())
$$;

-- A pay figure as a year's (the board's factors: src/domain/pay.ts ANNUAL_FACTOR).
create or replace function public.talent_annual(amount numeric, unit text) returns numeric
language sql immutable parallel safe as $$
  select amount * case unit when 'hour' then 2080 when 'day' then 260 when 'week' then 52 when 'visit' then 1300 else 1 end
$$;

-- Miles between two points (haversine).
create or replace function public.talent_miles(lat1 double precision, lng1 double precision, lat2 double precision, lng2 double precision)
returns double precision
language sql immutable parallel safe as $$
  select 3958.8 * 2 * asin(least(1, sqrt(power(sin(radians(lat2 - lat1) / 2), 2)
    + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lng2 - lng1) / 2), 2))))
$$;

-- The clinicians who blocked the employer: by its name or legal entity, or by the address domain of any
-- of its people (a subdomain too). A set, so a search reads it once rather than once a profile.
create or replace function public.talent_blockers(employer bigint) returns setof uuid
language sql stable security definer set search_path = public as $$
  select b.user_id from public.talent_blocks b
   where (b.kind = 'name' and b.value in (select lower(btrim(x)) from public.employers e, unnest(array[e.name, e.legal_entity]) x where e.id = employer))
      or (b.kind = 'domain' and exists (
            select 1 from public.employer_people p join auth.users u on u.id = p.user_id
             where p.employer_id = employer
               and (lower(split_part(u.email, '@', 2)) = b.value or lower(split_part(u.email, '@', 2)) like '%.' || b.value)))
$$;

-- Whether one clinician blocked the employer.
create or replace function public.talent_blocked(clinician uuid, employer bigint) returns boolean
language sql stable security definer set search_path = public as $$
  select clinician in (select public.talent_blockers(employer))
$$;

-- The verified, not suspended employers the signed-in person acts for.
create or replace function public.talent_my_verified_employers() returns setof bigint
language sql stable security definer set search_path = public as $$
  select e.id from public.employers e where e.id in (select public.my_employers()) and e.verified_at is not null and e.suspended_at is null
$$;

-- The pool as a verified employer sees it: the profiles that fit, without who they are, each look
-- recorded (one row a day per employer). A point and radius ask for clinicians who would work there
-- (within the search's radius and their own); `q_remote` for those open to remote work; `q_state` for
-- licence reach (a licence there, or a compact privilege where `q_compact`); `q_pay` in `q_pay_unit`
-- keeps those whose least pay is at or under it.
create or replace function public.talent_search(q_employer bigint, q_role text, q_lat double precision, q_lng double precision, q_radius integer,
                                                q_remote boolean, q_state text, q_compact boolean, q_settings text[], q_pay numeric, q_pay_unit text,
                                                q_lim integer default 50)
returns table (ref uuid, role text, licence_states text[], compact boolean, settings text[], specialties text[], pay_floor numeric, pay_unit text,
               place text, miles double precision, remote boolean, available_from date, schedule text, must_haves text[], asked bigint[])
language plpgsql volatile security definer set search_path = public as $$
begin
  if q_employer is null or q_employer not in (select public.talent_my_verified_employers()) then
    perform public.refuse('Only a verified employer can search clinicians open to offers', 'talent_search_verified');
  end if;
  return query
    with found as (
      select p.*, case when q_lat is null or p.lat is null then null
                       else public.talent_miles(q_lat, q_lng, p.lat, p.lng) end as away
        from public.talent_profiles p
       where not p.paused
         and (q_role is null or p.role = q_role)
         and (q_lat is null or (p.lat between q_lat - q_radius / 69.0 and q_lat + q_radius / 69.0))
         and (not coalesce(q_remote, false) or p.remote)
         and (q_state is null or q_state = any (p.licence_states) or (p.compact and coalesce(q_compact, false)))
         and (coalesce(cardinality(q_settings), 0) = 0 or cardinality(p.settings) = 0 or p.settings && q_settings)
         and (q_pay is null or public.talent_annual(p.pay_floor, p.pay_unit) <= public.talent_annual(q_pay, q_pay_unit))
         and p.user_id not in (select public.talent_blockers(q_employer))
    ), near as (
      select * from found f
       where q_lat is null or (f.away is not null and f.away <= q_radius and f.away <= f.radius_miles)
       order by f.away nulls last, f.updated_at desc
       limit least(greatest(coalesce(q_lim, 50), 1), 100)
    ), looked as (
      insert into public.talent_views (user_id, employer_id) select n.user_id, q_employer from near n on conflict do nothing
    )
    select n.ref, n.role, n.licence_states, n.compact, n.settings, n.specialties, n.pay_floor, n.pay_unit, n.place, n.away, n.remote,
           n.available_from, n.schedule, n.must_haves,
           array(select r.job_id from public.interview_requests r where r.profile_ref = n.ref and r.employer_id = q_employer order by r.job_id)
      from near n order by n.away nulls last, n.updated_at desc;
end;
$$;

-- The clinician's own rows: their profile, who they are, whom they block, the looks; their requests too.
create or replace function public.talent_profiles_write() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if auth.uid() is not null then
    new.user_id := auth.uid();
  end if;
  if tg_op = 'UPDATE' then
    new.ref := old.ref;
    new.created_at := old.created_at;
  end if;
  new.licence_states := array(select distinct upper(btrim(s)) from unnest(new.licence_states) s order by 1);
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function public.talent_profiles_write() from public, anon, authenticated, service_role;
create or replace trigger talent_profiles_write before insert or update on public.talent_profiles
  for each row execute function public.talent_profiles_write();

create or replace function public.talent_own_row() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if auth.uid() is not null then
    new.user_id := auth.uid();
  end if;
  return new;
end;
$$;
revoke all on function public.talent_own_row() from public, anon, authenticated, service_role;
create or replace trigger talent_identities_own before insert or update on public.talent_identities
  for each row execute function public.talent_own_row();
create or replace trigger talent_blocks_own before insert on public.talent_blocks
  for each row execute function public.talent_own_row();

-- At most 50 blocks a clinician, row by row (rows an earlier row of the same statement added count).
create or replace function public.talent_blocks_bound() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if (select count(*) from public.talent_blocks b where b.user_id = new.user_id) >= 50 then
    perform public.refuse('You have blocked 50 practices: unblock one to block another', 'talent_blocks_bound');
  end if;
  return new;
end;
$$;
revoke all on function public.talent_blocks_bound() from public, anon, authenticated, service_role;
-- Named to fire after talent_blocks_own (triggers fire in name order), which sets the row's person.
create or replace trigger talent_blocks_zbound before insert on public.talent_blocks
  for each row execute function public.talent_blocks_bound();

drop policy if exists talent_profiles_own on public.talent_profiles;
create policy talent_profiles_own on public.talent_profiles for all to authenticated
  using (user_id = public.talent_me()) with check (user_id = public.talent_me());
drop policy if exists talent_identities_own on public.talent_identities;
create policy talent_identities_own on public.talent_identities for all to authenticated
  using (user_id = public.talent_me()) with check (user_id = public.talent_me());
drop policy if exists talent_blocks_own on public.talent_blocks;
create policy talent_blocks_own on public.talent_blocks for all to authenticated
  using (user_id = public.talent_me()) with check (user_id = public.talent_me());
drop policy if exists talent_views_own on public.talent_views;
create policy talent_views_own on public.talent_views for select to authenticated using (user_id = public.talent_me());

-- Requests: the clinician's and the employer's people read theirs; the employer's people send; only the
-- clinician answers (status only, once).
drop policy if exists interview_requests_read on public.interview_requests;
create policy interview_requests_read on public.interview_requests for select to authenticated using (
  profile_ref in (select p.ref from public.talent_profiles p where p.user_id = public.talent_me())
  or employer_id in (select public.my_employers()));
drop policy if exists interview_requests_send on public.interview_requests;
create policy interview_requests_send on public.interview_requests for insert to authenticated
  with check (employer_id in (select public.talent_my_verified_employers()));
drop policy if exists interview_requests_answer on public.interview_requests;
create policy interview_requests_answer on public.interview_requests for update to authenticated
  using (profile_ref in (select p.ref from public.talent_profiles p where p.user_id = public.talent_me()));

-- A request, row by row (any statement shape): a verified employer's, naming one of its live jobs, to a
-- clinician taking requests who has not blocked it, offering at least their least pay; 20 a practice a day.
create or replace function public.interview_requests_check() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  p public.talent_profiles;
begin
  if auth.uid() is not null then
    new.sent_by := auth.uid();
  end if;
  if not exists (select 1 from public.employers e where e.id = new.employer_id and e.verified_at is not null and e.suspended_at is null) then
    perform public.refuse('Only a verified employer can ask clinicians to interview', 'interview_requests_verified');
  end if;
  select * into p from public.talent_profiles where ref = new.profile_ref;
  if p.user_id is null or p.paused or public.talent_blocked(p.user_id, new.employer_id) then
    perform public.refuse('This clinician is not taking requests', 'interview_requests_open');
  end if;
  if not exists (select 1 from public.jobs j where j.id = new.job_id and j.employer_id = new.employer_id and j.status = 'live') then
    perform public.refuse('Name one of your practice''s live jobs', 'interview_requests_job');
  end if;
  if public.talent_annual(new.pay_max, new.pay_unit) < public.talent_annual(p.pay_floor, p.pay_unit) then
    perform public.refuse('This pay is below the least this clinician takes', 'interview_requests_floor');
  end if;
  new.status := 'sent';
  new.answered_at := null;
  new.created_at := now();
  perform public.employer_count('talent-request:' || new.employer_id, 20,
    'Your practice has sent 20 interview requests today; the next can be sent tomorrow', 'interview_requests_daily');
  return new;
end;
$$;
revoke all on function public.interview_requests_check() from public, anon, authenticated, service_role;
create or replace trigger interview_requests_check before insert on public.interview_requests
  for each row execute function public.interview_requests_check();

create or replace function public.interview_requests_answer() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if old.status <> 'sent' then
    perform public.refuse('This request is already answered', 'interview_requests_answered');
  end if;
  if new.status not in ('accepted', 'declined') then
    perform public.refuse('Accept or decline the request', 'interview_requests_answer');
  end if;
  new.answered_at := now();
  return new;
end;
$$;
revoke all on function public.interview_requests_answer() from public, anon, authenticated, service_role;
create or replace trigger interview_requests_answer before update of status on public.interview_requests
  for each row execute function public.interview_requests_answer();

-- The clinician's requests: the practice, the job, the pay and message; once accepted, who sent it.
create or replace function public.my_interview_requests()
returns table (id bigint, employer text, job_id bigint, job_title text, job_slug text, pay_min numeric, pay_max numeric, pay_unit text,
               message text, status text, created_at timestamptz, answered_at timestamptz, contact_email text)
language sql stable security definer set search_path = public as $$
  select r.id, e.name, r.job_id, j.job_title, j.slug, r.pay_min, r.pay_max, r.pay_unit, r.message, r.status, r.created_at, r.answered_at,
         case when r.status = 'accepted' then u.email end
    from public.interview_requests r
    join public.talent_profiles p on p.ref = r.profile_ref
    join public.employers e on e.id = r.employer_id
    join public.jobs j on j.id = r.job_id
    left join auth.users u on u.id = r.sent_by
   where p.user_id = public.talent_me()
   order by r.created_at desc
$$;

-- The employer's requests: to whom (the profile's ref), for which job, the answer; the clinician's name,
-- contact and resume only once they accepted. (Dropped first: a function's result columns change only so.)
drop function if exists public.employer_interview_requests();
create function public.employer_interview_requests()
returns table (id bigint, employer_id bigint, profile_ref uuid, job_id bigint, job_title text, pay_min numeric, pay_max numeric, pay_unit text,
               status text, created_at timestamptz, answered_at timestamptz, name text, email text, phone text, resume_path text)
language sql stable security definer set search_path = public as $$
  select r.id, r.employer_id, r.profile_ref, r.job_id, j.job_title, r.pay_min, r.pay_max, r.pay_unit, r.status, r.created_at, r.answered_at,
         case when r.status = 'accepted' then i.name end,
         case when r.status = 'accepted' then u.email end,
         case when r.status = 'accepted' then i.phone end,
         case when r.status = 'accepted' then i.resume_path end
    from public.interview_requests r
    join public.talent_profiles p on p.ref = r.profile_ref
    join public.jobs j on j.id = r.job_id
    left join public.talent_identities i on i.user_id = p.user_id
    left join auth.users u on u.id = p.user_id
   where r.employer_id in (select public.my_employers())
   order by r.created_at desc
$$;

-- For the service role (mails, the match pass, staff, erasure): each profile's account address, and a
-- request's two sides (auth.users is not the service role's to read).
create or replace function public.talent_profile_emails() returns table (user_id uuid, email text)
language sql stable security definer set search_path = public as $$
  select p.user_id, u.email from public.talent_profiles p join auth.users u on u.id = p.user_id
$$;

create or replace function public.talent_request_parties(request bigint)
returns table (status text, clinician_email text, name text, phone text, sender_email text, employer text, job_title text,
               pay_min numeric, pay_max numeric, pay_unit text, message text)
language sql stable security definer set search_path = public as $$
  select r.status, u.email, i.name, i.phone, s.email, e.name, j.job_title, r.pay_min, r.pay_max, r.pay_unit, r.message
    from public.interview_requests r join public.talent_profiles p on p.ref = r.profile_ref join auth.users u on u.id = p.user_id
    left join public.talent_identities i on i.user_id = p.user_id left join auth.users s on s.id = r.sent_by
    join public.employers e on e.id = r.employer_id join public.jobs j on j.id = r.job_id
   where r.id = request
$$;

revoke all on function public.talent_profile_emails(), public.talent_request_parties(bigint) from public, anon, authenticated, service_role;
grant execute on function public.talent_profile_emails(), public.talent_request_parties(bigint) to service_role;

revoke all on function public.talent_me(), public.talent_blocked(uuid, bigint), public.talent_blockers(bigint), public.talent_my_verified_employers(),
  public.talent_search(bigint, text, double precision, double precision, integer, boolean, text, boolean, text[], numeric, text, integer),
  public.my_interview_requests(), public.employer_interview_requests()
  from public, anon, authenticated, service_role;
grant execute on function public.talent_me(), public.talent_my_verified_employers(),
  public.talent_search(bigint, text, double precision, double precision, integer, boolean, text, boolean, text[], numeric, text, integer),
  public.my_interview_requests(), public.employer_interview_requests()
  to authenticated;
grant execute on function public.talent_blocked(uuid, bigint) to service_role;
