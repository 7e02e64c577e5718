-- A practice's feeds as its people see them: an owner adds one (at most 5 live a practice) or turns one
-- off (its runs stay; its jobs stay the practice's, closed by hand); the practice's people list them with
-- their last reports. Staff add and list feeds as the service (feeds.store.ts). Declared once, applied
-- after the migrations whenever this file changes.
create or replace function public.employer_feed_add(employer bigint, address text, contact text) returns bigint
language plpgsql security definer set search_path = public as $$
declare
  made bigint;
begin
  perform public.owner_only(employer, 'Only an owner of the practice adds its feeds', 'employer_feeds_owner');
  insert into public.employer_feeds (employer_id, url, added_by, contact_email)
    values (employer, address, coalesce(auth.jwt() ->> 'email', ''), lower(btrim(contact)))
    on conflict (employer_id, url) do update set disabled_at = null, contact_email = excluded.contact_email
      where public.employer_feeds.disabled_at is not null
    returning id into made;
  if made is null then
    perform public.refuse('This practice already reads that feed', 'employer_feeds_once');
  end if;
  return made;
end;
$$;

create or replace function public.employer_feed_remove(feed bigint) returns boolean
language sql security definer set search_path = public as $$
  update public.employer_feeds set disabled_at = now()
   where id = feed and disabled_at is null and employer_id in (select public.my_owned_employers())
  returning true
$$;

-- The practice's live feeds, each with how many open jobs it brought and its last 5 runs, newest first.
create or replace function public.my_feeds()
returns table (id bigint, employer_id bigint, url text, contact_email text, created_at timestamptz, jobs bigint, runs jsonb)
language sql stable security definer set search_path = public as $$
  select f.id, f.employer_id, f.url, f.contact_email, f.created_at,
         (select count(*) from public.feed_jobs fj join public.jobs j on j.id = fj.job_id where fj.feed_id = f.id and j.status <> 'closed'),
         public.feed_last_runs(f.id)
    from public.employer_feeds f
   where f.disabled_at is null and f.employer_id in (select public.my_employers())
   order by f.created_at desc
$$;

-- Not a definer: it reads as its caller (my_feeds, or staff as the service).
create or replace function public.feed_last_runs(feed bigint) returns jsonb
language sql stable set search_path = public as $$
  select coalesce(jsonb_agg(to_jsonb(r) - 'feed_id' order by r.started_at desc), '[]'::jsonb)
    from (select * from public.feed_runs where feed_id = feed order by started_at desc limit 5) r
$$;

revoke all on function public.employer_feed_add(bigint, text, text), public.employer_feed_remove(bigint), public.my_feeds(), public.feed_last_runs(bigint)
  from public, anon, authenticated, service_role;
grant execute on function public.employer_feed_add(bigint, text, text), public.employer_feed_remove(bigint), public.my_feeds() to authenticated;
grant execute on function public.feed_last_runs(bigint) to service_role;
