-- Who asked for each SMS code, so sending can be capped per phone, per member and per IP each day
-- (modules/auth/phone-code.service.ts). Rows before this migration count with an empty IP.
alter table phone_codes add column ip text not null default '';
alter table phone_codes add column member_id bigint;
create index phone_codes_phone_day_idx on phone_codes (phone, created_at);
create index phone_codes_ip_day_idx on phone_codes (ip, created_at);
create index phone_codes_member_day_idx on phone_codes (member_id, created_at) where member_id is not null;
