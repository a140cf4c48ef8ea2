-- Scoped API keys for the operator CLI and scripts (modules/operator/api-key.service.ts): created by an
-- owner, carrying a subset of permissions, stored only as the key's sha256, revocable.
create table operator_api_keys (
  id bigserial primary key,
  name text not null,
  key_hash text not null unique,
  -- A JSON array of permission names (packages/contract PERMISSIONS); the key acts as its creator,
  -- limited to these and to what the creator's role still holds.
  permissions jsonb not null,
  created_by bigint not null references operators (id),
  created_at timestamptz not null,
  last_used_at timestamptz,
  revoked_at timestamptz,
  revoked_by bigint references operators (id)
);
create index operator_api_keys_by_creator on operator_api_keys (created_by);
