-- Wrong guesses count against the SMS code they target: five burn it, so a six-digit code cannot be
-- found by trying (picture captchas are consumed by their first check already).
alter table phone_codes add column attempts integer not null default 0;
