-- Issue 17: the facts PTs compare before they apply. All optional; each checked here as zod checks it
-- (src/domain/job.ts; src/domain/job-db-rules.test.ts keeps the two in step).
alter table public.jobs
  add column sign_on_bonus integer constraint jobs_sign_on_bonus check (sign_on_bonus is null or sign_on_bonus between 0 and 1000000),
  add column ceu_allowance integer constraint jobs_ceu_allowance check (ceu_allowance is null or ceu_allowance between 0 and 100000),
  add column loan_repayment integer constraint jobs_loan_repayment check (loan_repayment is null or loan_repayment between 0 and 1000000),
  -- Comma-separated tags: 4x10, days, evenings, weekends, prn.
  add column schedule text constraint jobs_schedule check (schedule is null or schedule ~ '^(4x10|days|evenings|weekends|prn)(,(4x10|days|evenings|weekends|prn))*$'),
  add column patients_per_hour numeric(3, 1) constraint jobs_patients_per_hour check (patients_per_hour is null or patients_per_hour between 0.5 and 6),
  add column visit_minutes integer constraint jobs_visit_minutes check (visit_minutes is null or visit_minutes between 10 and 180),
  add column eval_minutes integer constraint jobs_eval_minutes check (eval_minutes is null or eval_minutes between 15 and 180),
  add column productivity_percent integer constraint jobs_productivity_percent check (productivity_percent is null or productivity_percent between 1 and 100),
  add column visits_per_day integer constraint jobs_visits_per_day check (visits_per_day is null or visits_per_day between 1 and 20),
  add column new_grad text constraint jobs_new_grad check (new_grad is null or new_grad in ('none', 'informal', 'structured', 'residency')),
  add column accepts_pt_compact boolean,
  add column contract_weeks integer constraint jobs_contract_weeks check (contract_weeks is null or contract_weeks between 1 and 104),
  add column guaranteed_hours integer constraint jobs_guaranteed_hours check (guaranteed_hours is null or guaranteed_hours between 1 and 60);

grant select (
  sign_on_bonus, ceu_allowance, loan_repayment, schedule, patients_per_hour, visit_minutes, eval_minutes,
  productivity_percent, visits_per_day, new_grad, accepts_pt_compact, contract_weeks, guaranteed_hours
) on public.jobs to anon, authenticated;
