-- The contract terms PTs weigh before they sign: a non-compete (miles and months, 0 = none), a sign-on
-- clawback (months, 0 = none, and whether repayment is pro-rated), whether documentation time is paid,
-- productivity in billable units an hour (beside the percent and visits a day already kept), the
-- employer's type (nonprofit and government employers qualify for Public Service Loan Forgiveness) and
-- structured mentorship hours a week. All optional; each checked here as zod checks it (src/domain/job.ts;
-- src/domain/job-db-rules.store.test.ts keeps the two in step).
alter table public.jobs
  add column noncompete_miles integer constraint jobs_noncompete_miles check (noncompete_miles is null or noncompete_miles between 0 and 500),
  add column noncompete_months integer constraint jobs_noncompete_months check (noncompete_months is null or noncompete_months between 0 and 60),
  add column clawback_months integer constraint jobs_clawback_months check (clawback_months is null or clawback_months between 0 and 60),
  add column clawback_prorated boolean,
  add column documentation_paid boolean,
  add column units_per_hour numeric(3, 1) constraint jobs_units_per_hour check (units_per_hour is null or units_per_hour between 1 and 8),
  add column employer_type text constraint jobs_employer_type check (employer_type is null or employer_type in ('nonprofit', 'government', 'for_profit')),
  add column mentorship_hours integer constraint jobs_mentorship_hours check (mentorship_hours is null or mentorship_hours between 0 and 40),
  -- A non-compete is stated whole (both or neither), and "none" is none in both.
  add constraint jobs_noncompete_whole check ((noncompete_miles is null) = (noncompete_months is null) and ((noncompete_miles = 0) = (noncompete_months = 0))),
  -- Pro-rated says something only of a clawback there is.
  add constraint jobs_clawback_prorated check (clawback_prorated is null or coalesce(clawback_months, 0) > 0);

grant select (
  noncompete_miles, noncompete_months, clawback_months, clawback_prorated, documentation_paid, units_per_hour, employer_type, mentorship_hours
) on public.jobs to anon, authenticated;
