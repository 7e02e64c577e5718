-- Feeds an employer's jobs are pulled from: the address, what the last answer said for conditional
-- requests (ETag, Last-Modified), each pass's report, and which jobs each feed brought (with how many
-- passes in a row a job was missing from it: two, and it closes).
create table public.employer_feeds (
  id bigint generated always as identity primary key,
  employer_id bigint not null references public.employers (id) on delete cascade,
  url text not null constraint employer_feeds_url check (length(url) between 10 and 2000 and url ~ '^https?://'),
  added_by text not null,
  -- Where the employer hears of the feed's postings when a job names no address (the adder's, unless given).
  contact_email text not null constraint employer_feeds_contact check (contact_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  created_at timestamptz not null default now(),
  etag text,
  last_modified text,
  disabled_at timestamptz,
  constraint employer_feeds_once unique (employer_id, url)
);

create table public.feed_runs (
  id bigint generated always as identity primary key,
  feed_id bigint not null references public.employer_feeds (id) on delete cascade,
  started_at timestamptz not null,
  finished_at timestamptz not null,
  outcome text not null constraint feed_runs_outcome check (outcome in ('read', 'unchanged', 'failed')),
  created integer not null default 0,
  updated integer not null default 0,
  unchanged integer not null default 0,
  closed integer not null default 0,
  refused jsonb not null default '[]' constraint feed_runs_refused check (jsonb_typeof(refused) = 'array'),
  error text
);
create index feed_runs_feed_idx on public.feed_runs (feed_id, started_at desc);

create table public.feed_jobs (
  job_id bigint primary key references public.jobs (id) on delete cascade,
  feed_id bigint not null references public.employer_feeds (id) on delete cascade,
  missed integer not null default 0
);
create index feed_jobs_feed_idx on public.feed_jobs (feed_id);

alter table public.employer_feeds enable row level security;
alter table public.feed_runs enable row level security;
alter table public.feed_jobs enable row level security;
revoke all on table public.employer_feeds, public.feed_runs, public.feed_jobs from public, anon, authenticated, service_role;
grant all on table public.employer_feeds, public.feed_runs, public.feed_jobs to service_role;
