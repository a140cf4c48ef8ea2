-- What a two-person action would change, as it stood when proposed (the approvals queue shows before → after).
alter table operator_approvals add column before jsonb;
