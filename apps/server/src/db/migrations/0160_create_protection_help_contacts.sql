-- 理性投注 centre (issue 19): the help organisations' contacts the member sees, in the operator's order.
-- Operators replace the whole list (PUT /api/admin/protection/help-contacts, audited).
create table protection_help_contacts (
  id bigint generated always as identity primary key,
  position integer not null,
  name text not null check (char_length(name) between 1 and 60),
  phone text not null default '' check (char_length(phone) <= 40),
  url text not null default '' check (char_length(url) <= 200),
  hours text not null default '' check (char_length(hours) <= 60),
  note text not null default '' check (char_length(note) <= 200),
  updated_at timestamptz not null default now()
);
create index protection_help_contacts_position_idx on protection_help_contacts (position, id);

-- Defaults for an operator to check and edit: public round-the-clock lines that also take gambling problems.
insert into protection_help_contacts (position, name, phone, url, hours, note) values
  (1, '全国心理援助热线', '12356', '', '24小时', '情绪困扰、沉迷赌博均可求助'),
  (2, '希望24热线', '400-161-9995', '', '24小时', '心理危机与生命援助'),
  (3, '北京心理危机研究与干预中心', '010-82951332', '', '24小时', '心理危机干预'),
  (4, '平台在线客服', '', '', '全天', '可协助设置限额、冷静期或自我禁止期');
