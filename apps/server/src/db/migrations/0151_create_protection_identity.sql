-- Age and identity (modules/protection): the 18+ declaration made at registration and the birth date
-- read from the checksum-validated ID number at real-name binding (the number itself is not kept here).
-- Its own table: a row here does not make a member "protected" (protection_members), so it costs the
-- bet path nothing.
create table protection_identity (
  member_id bigint primary key references members (id),
  adult_declared_at timestamptz,
  birth_date date,
  updated_at timestamptz not null default now()
);
