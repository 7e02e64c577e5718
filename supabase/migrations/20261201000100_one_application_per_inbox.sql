-- One application per inbox and job: a second "Send application" from the same address (however spelled:
-- inbox_key is the folded address) to the same job is answered with the first one's date and sends
-- nothing. Enforced here, per row, under any statement shape and isolation level, by a unique index;
-- applications sent twice before this rule keep their rows, marked as repeats (no mail is re-sent).

alter table public.applications add column repeat_of_earlier boolean not null default false;

update public.applications a set repeat_of_earlier = true
where exists (select 1 from public.applications b where b.job_id = a.job_id and b.inbox_key = a.inbox_key and b.id < a.id);

create unique index applications_one_per_inbox_and_job on public.applications (job_id, inbox_key) where not repeat_of_earlier;

-- A new row is never a repeat: no insert can mark itself past the rule.
create or replace function public.applications_new_is_not_repeat() returns trigger
language plpgsql as $$
begin
  new.repeat_of_earlier := false;
  return new;
end $$;

create trigger applications_new_is_not_repeat before insert on public.applications
  for each row execute function public.applications_new_is_not_repeat();
