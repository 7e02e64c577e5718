-- The daily overall budget for resume uploads counts files and bytes (functions check it before storing).
alter table public.resume_uploads add column file_size integer check (file_size is null or file_size between 0 and 5242880);
create index resume_uploads_created_idx on public.resume_uploads (created_at);
