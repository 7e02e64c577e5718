-- The database enforces every rule zod enforces on a job (src/features/jobs/job.schema.ts), so a row
-- that one accepts the other accepts too. "Present" means at least one non-space character. Added NOT VALID: rows written before these rules existed
-- stay, and every reader skips such a row by name (with a warning) instead of failing as a whole.

alter table public.jobs
  add constraint jobs_state_code check (state in (
    'AL','AK','AZ','AR','CA','CO','CT','DE','DC','FL','GA','HI','ID','IL','IN','IA','KS','KY','LA','ME',
    'MD','MA','MI','MN','MS','MO','MT','NE','NV','NH','NJ','NM','NY','NC','ND','OH','OK','OR','PA','RI',
    'SC','SD','TN','TX','UT','VT','VA','WA','WV','WI','WY'
  )) not valid,
  add constraint jobs_city_present check (city ~ '\S' and length(city) <= 100) not valid,
  add constraint jobs_title_present check (job_title ~ '\S') not valid,
  add constraint jobs_employer_present check (employer_name ~ '\S') not valid,
  add constraint jobs_company_website_http check (company_website is null or company_website ~* '^https?://[^\s/?#]+[^\s]*$') not valid,
  add constraint jobs_employer_website_http check (employer_website is null or employer_website ~* '^https?://[^\s/?#]+[^\s]*$') not valid,
  add constraint jobs_contact_email_format check (contact_email is null or contact_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$') not valid,
  add constraint jobs_application_email_format check (application_email is null or application_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$') not valid;
