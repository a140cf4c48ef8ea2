-- Demo-data seeds that have run (src/seed.ts), so `npm start` seeds each one exactly once.
create table seed_runs (
  name text primary key,
  applied_at timestamptz not null default now()
);
