-- Help (spec §7): GET /api/common/question (kind 'faq', the help center) and the /sbin job
-- online_questions (kind 'online', the quick questions of the online service). Operators edit both
-- under /api/admin/questions; a hidden question is on neither list.
create table help_questions (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('faq', 'online')),
  question text not null check (char_length(question) between 1 and 200),
  answer text not null check (char_length(answer) between 1 and 4000),
  sort integer not null default 0,
  hidden_at timestamptz,
  updated_at timestamptz not null default now()
);
create index help_questions_list_idx on help_questions (kind, sort, id) where hidden_at is null;
