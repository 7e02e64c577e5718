-- A feed's job may be one the practice already has on the board (typed by hand before the feed was
-- added): the pass takes that job over instead of refusing it as a duplicate, and its report counts
-- how many it took over. Counts are never negative.
alter table public.feed_runs
  add column matched integer not null default 0,
  add constraint feed_runs_counts check (created >= 0 and updated >= 0 and unchanged >= 0 and closed >= 0 and matched >= 0);
