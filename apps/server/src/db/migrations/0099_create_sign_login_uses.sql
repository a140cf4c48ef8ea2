-- sign_login / sign_login_c: a partner's signed hand-off is good once. The hash of each accepted
-- signature is kept until its timestamp window has passed, so a replay inside the window is refused.
create table sign_login_uses (
  sign_hash text primary key,
  used_at timestamptz not null
);
create index sign_login_uses_used_at_idx on sign_login_uses (used_at);
