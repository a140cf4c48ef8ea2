-- v2 draws (qilin-chain-hmac-sha256-v2, game-rules A1 "Public salt"): each issue names at creation the
-- beacon round that salts it — the first round at or after its close, so fixed before any bet — and the
-- beacon's public key; the round's signature and randomness are stored at the draw. v1 issues keep nulls.
alter table draw_issues
  add column beacon_source text check (beacon_source in ('drand', 'local')),
  add column beacon_round bigint check (beacon_round > 0),
  add column beacon_public_key text,
  add column beacon_signature text,
  add column beacon_randomness text;
