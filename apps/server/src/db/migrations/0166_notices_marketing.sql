-- Marketing notices (modules/notice): a member on a time-out, self-exclusion or operator exclusion is
-- neither pushed them nor shown them in the marquee, the notice center or the after-login popup.
alter table notices add column marketing boolean not null default false;
