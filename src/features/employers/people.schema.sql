-- The people of an employer and what they may do: rights come only from rows the database keeps (a
-- person's membership, written by a claim, an accepted invite or an owner), never from anything a person
-- writes about themselves. Declared once, applied after the migrations whenever this file changes.

-- The employers the signed-in person may act for: their memberships, of employers not suspended, while
-- the token's session is signed in (signing out ends a token at once, not at its expiry), and, once the
-- person has set up a second factor, only from a session that used it (aal2).
create or replace function public.my_employers() returns setof bigint
language plpgsql stable security definer set search_path = public as $$
declare
  uid uuid;
  sid text := coalesce(auth.jwt() ->> 'session_id', '');
begin
  begin
    uid := auth.uid();
  exception when others then
    return;
  end;
  if uid is null or sid !~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
     or not exists (select 1 from auth.sessions s where s.id = sid::uuid and s.user_id = uid) then
    return;
  end if;
  if coalesce(auth.jwt() ->> 'aal', 'aal1') <> 'aal2'
     and exists (select 1 from auth.mfa_factors f where f.user_id = uid and f.status::text = 'verified') then
    return;
  end if;
  return query
    select p.employer_id from public.employer_people p join public.employers e on e.id = p.employer_id
     where p.user_id = uid and e.suspended_at is null;
end;
$$;

-- The employers the signed-in person owns (of those above).
create or replace function public.my_owned_employers() returns setof bigint
language sql stable security definer set search_path = public as $$
  select p.employer_id from public.employer_people p
   where p.user_id = auth.uid() and p.role = 'owner' and p.employer_id in (select public.my_employers())
$$;

-- Refuses, in the caller's words, unless the signed-in person owns the practice: what only owners do.
create or replace function public.owner_only(employer bigint, message text, rule text) returns void
language plpgsql security definer set search_path = public as $$
begin
  if employer is null or employer not in (select public.my_owned_employers()) then
    perform public.refuse(message, rule);
  end if;
end;
$$;

-- Counts one use of a daily bound (Pacific Time), row by row: past the bound the statement is refused.
create or replace function public.employer_count(k text, bound integer, message text, rule text) returns void
language plpgsql security definer set search_path = public as $$
declare
  used integer;
begin
  insert into public.employer_daily_counts as c (key, day, used) values (k, (now() at time zone 'America/Los_Angeles')::date, 1)
    on conflict (key, day) do update set used = c.used + 1 where c.used < bound
    returning c.used into used;
  if used is null then
    perform public.refuse(message, rule);
  end if;
end;
$$;

-- A claim: the signed-in person states the practice (its name, legal entity, licence and work address)
-- and becomes its first owner. The employer is unverified until staff check the licence; its postings wait
-- in review until then. At most 3 claims a person a day; a practice already on the board unverified under
-- the same legal entity and name is refused here (staff link the person to it).
create or replace function public.employer_claim(name text, legal_entity text, license_number text, license_state text, work_address text)
returns bigint
language plpgsql volatile security definer set search_path = public as $$
declare
  uid uuid := auth.uid();
  id bigint;
begin
  if uid is null or not exists (select 1 from auth.users u where u.id = uid) then
    perform public.refuse('Sign in to claim a practice', 'employer_claim_signed_in');
  end if;
  if license_number is null or license_state is null or work_address is null then
    perform public.refuse('A claim names the licence number, its state and a work address', 'employer_claim_complete');
  end if;
  perform public.employer_count('claim:' || uid, 3, 'You have claimed 3 practices today; the next can be claimed tomorrow', 'employer_claims_daily');
  begin
    insert into public.employers (name, legal_entity, license_number, license_state, work_address, claimed_by)
      values (btrim(employer_claim.name), btrim(employer_claim.legal_entity), btrim(employer_claim.license_number),
              upper(employer_claim.license_state), btrim(employer_claim.work_address), uid)
      returning employers.id into id;
  exception when unique_violation then
    perform public.refuse('This practice is already on the board. Contact us and we will add you to it.', 'employer_claim_exists');
  end;
  insert into public.employer_people (employer_id, user_id, role, added_by) values (id, uid, 'owner', uid);
  return id;
end;
$$;

-- Joining: the signed-in person's invites (to the address their session proves) become memberships.
create or replace function public.employer_join() returns setof bigint
language plpgsql volatile security definer set search_path = public as $$
declare
  uid uuid := auth.uid();
  mail text := lower(btrim(coalesce(auth.jwt() ->> 'email', '')));
begin
  if uid is null or mail = '' or not exists (select 1 from public.my_employers_session_live()) then
    return;
  end if;
  return query
    with taken as (
      delete from public.employer_invites i using public.employers e
       where i.email = mail and e.id = i.employer_id and e.suspended_at is null
      returning i.employer_id, i.invited_by
    )
    insert into public.employer_people (employer_id, user_id, role, added_by)
      select t.employer_id, uid, 'member', t.invited_by from taken t
      on conflict do nothing
      returning employer_people.employer_id;
end;
$$;

-- Whether the token's session is still signed in (one row when it is), for employer_join.
create or replace function public.my_employers_session_live() returns setof boolean
language sql stable security definer set search_path = public as $$
  select true from auth.sessions s
   where s.user_id = auth.uid() and s.id::text = coalesce(auth.jwt() ->> 'session_id', '')
$$;

-- Invites: an owner's, at most 20 an employer a day; an address already among its people is not invited.
create or replace function public.employer_invites_check() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  new.email := lower(btrim(new.email));
  new.invited_by := coalesce(new.invited_by, auth.uid());
  -- A signed-in person invites only for a practice they own (asked first: nothing else is said to others).
  if auth.uid() is not null and new.employer_id not in (select public.my_owned_employers()) then
    perform public.refuse('Only an owner of the practice can invite', 'employer_invites_owner');
  end if;
  if exists (select 1 from public.employer_people p join auth.users u on u.id = p.user_id where p.employer_id = new.employer_id and u.email = new.email) then
    perform public.refuse('This address is already one of your people', 'employer_invites_member');
  end if;
  perform public.employer_count('invite:' || new.employer_id, 20, 'Your practice has sent 20 invites today; the next can be sent tomorrow', 'employer_invites_daily');
  return new;
end;
$$;

create or replace trigger employer_invites_check before insert on public.employer_invites
  for each row execute function public.employer_invites_check();

-- People leave or are removed, but an employer keeps an owner: the last owner cannot go.
create or replace function public.employer_people_keep_owner() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  -- An employer or an account being deleted takes its rows with it.
  if old.role = 'owner'
     and exists (select 1 from public.employers e where e.id = old.employer_id)
     and exists (select 1 from auth.users u where u.id = old.user_id)
     and not exists (select 1 from public.employer_people p where p.employer_id = old.employer_id and p.role = 'owner' and p.user_id <> old.user_id) then
    perform public.refuse('A practice keeps at least one owner', 'employer_people_owner');
  end if;
  return old;
end;
$$;

create or replace trigger employer_people_keep_owner before delete on public.employer_people
  for each row execute function public.employer_people_keep_owner();

-- Who may call them (nobody but those named).
revoke all on function public.my_employers(), public.my_owned_employers(), public.owner_only(employer bigint, message text, rule text),
  public.employer_count(k text, bound integer, message text, rule text),
  public.employer_claim(name text, legal_entity text, license_number text, license_state text, work_address text),
  public.employer_join(), public.my_employers_session_live(), public.employer_invites_check(), public.employer_people_keep_owner()
  from public, anon, authenticated, service_role;
grant execute on function public.my_employers(), public.my_owned_employers(), public.my_employers_session_live() to authenticated, service_role;
grant execute on function public.employer_claim(name text, legal_entity text, license_number text, license_state text, work_address text),
  public.employer_join() to authenticated;

-- What a person sees and changes: their employers, their people, their invites. An owner invites and
-- removes; anyone may leave (the last owner aside).
drop policy if exists employers_mine on public.employers;
create policy employers_mine on public.employers for select to authenticated using (id in (select public.my_employers()));
drop policy if exists employer_people_mine on public.employer_people;
create policy employer_people_mine on public.employer_people for select to authenticated using (employer_id in (select public.my_employers()));
drop policy if exists employer_people_remove on public.employer_people;
create policy employer_people_remove on public.employer_people for delete to authenticated
  using (employer_id in (select public.my_owned_employers()) or (user_id = auth.uid() and employer_id in (select public.my_employers())));
drop policy if exists employer_invites_mine on public.employer_invites;
create policy employer_invites_mine on public.employer_invites for select to authenticated using (employer_id in (select public.my_employers()));
drop policy if exists employer_invites_send on public.employer_invites;
create policy employer_invites_send on public.employer_invites for insert to authenticated with check (employer_id in (select public.my_owned_employers()));
drop policy if exists employer_invites_withdraw on public.employer_invites;
create policy employer_invites_withdraw on public.employer_invites for delete to authenticated using (employer_id in (select public.my_owned_employers()));

-- The people of the signed-in person's employers, with their addresses (auth.users is not theirs to read).
create or replace function public.my_employer_people()
returns table (employer_id bigint, user_id uuid, email text, role text, created_at timestamptz)
language sql stable security definer set search_path = public as $$
  select p.employer_id, p.user_id, u.email::text, p.role, p.created_at
    from public.employer_people p join auth.users u on u.id = p.user_id
   where p.employer_id in (select public.my_employers())
   order by p.employer_id, p.created_at
$$;
revoke all on function public.my_employer_people() from public, anon, authenticated, service_role;
grant execute on function public.my_employer_people() to authenticated;

-- The address of the account that claimed an employer, for staff's evidence (the service role does not
-- read auth.users itself).
create or replace function public.employer_claimant(e public.employers) returns text
language sql stable security definer set search_path = public as $$
  select u.email::text from auth.users u where u.id = e.claimed_by
$$;
revoke all on function public.employer_claimant(e public.employers) from public, anon, authenticated, service_role;
grant execute on function public.employer_claimant(e public.employers) to service_role;

-- Signs out every person of an employer (a suspension): their sessions end at once, everywhere.
create or replace function public.employer_sign_out(employer bigint) returns integer
language sql volatile security definer set search_path = public as $$
  with gone as (
    delete from auth.sessions s using public.employer_people p where p.employer_id = employer and s.user_id = p.user_id returning s.id
  ), revoked as (
    -- Supabase Auth drops a session's refresh tokens with it; the stand-in's are revoked here (user_id is
    -- text on Supabase, a uuid on the stand-in).
    update auth.refresh_tokens t set revoked = true from public.employer_people p
     where p.employer_id = employer and t.user_id::text = p.user_id::text returning 1
  )
  select count(*)::int from gone
$$;
revoke all on function public.employer_sign_out(employer bigint) from public, anon, authenticated, service_role;
grant execute on function public.employer_sign_out(employer bigint) to service_role;
