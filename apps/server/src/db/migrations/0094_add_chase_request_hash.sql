-- A chase retried with its idempotency key must carry the same request: the hash of the first one is
-- kept, and a different body under a used key is refused (409 41003) like every other money call.
-- Plans made before this column have null and replay as before.
alter table chase_plans add column request_hash text;
