-- Publication rule (game-rules A1): issue i's commitment SHA256(s_i) *is* the seed s_{i-1}, so it may be
-- public only once issue i-1 is revealed. Seeds of undrawn issues are kept nowhere in plain text:
-- * draw_chains.secret_enc holds the chain secret s_N sealed with DRAW_SECRET_KEY (AES-256-GCM); the
--   server seals any remaining plain secret_hex at start and clears it.
-- * draw_issues.seed_hex is written at the draw (derived from the secret), commitment when it is public.
-- * PENDING: created ahead, not on sale until its predecessor is drawn (then OPEN, or CLOSED if late).
alter table draw_chains add column secret_enc text;
alter table draw_chains alter column secret_hex drop not null;
alter table draw_chains add constraint draw_chains_secret_kept check (secret_enc is not null or secret_hex is not null);

alter table draw_issues drop constraint draw_issues_state_check;
alter table draw_issues add constraint draw_issues_state_check
  check (state in ('PENDING', 'OPEN', 'CLOSED', 'DRAWN', 'SETTLED', 'VOID'));
alter table draw_issues alter column state set default 'PENDING';
alter table draw_issues alter column commitment drop not null;
alter table draw_issues alter column seed_hex drop not null;

-- Issues opened ahead under the old rule: those whose predecessor is not revealed go back to PENDING
-- and lose their commitment (the chain's first issue keeps it: it is the public terminal hash).
with ordered as (
  select id, lag(state) over (partition by game_code order by draw_at) as prev_state from draw_issues
)
update draw_issues d
set state = 'PENDING', commitment = case when d.chain_index = 1 then d.commitment end
from ordered o
where o.id = d.id and d.state in ('OPEN', 'CLOSED') and o.prev_state in ('OPEN', 'CLOSED');
update draw_issues set seed_hex = null where state in ('PENDING', 'OPEN', 'CLOSED');

drop index draw_issues_due_idx;
create index draw_issues_due_idx on draw_issues (draw_at)
  where state in ('PENDING', 'OPEN', 'CLOSED', 'DRAWN');
