-- Wrong guesses count against the code they target: five burn an SMS code, and five burn a picture
-- captcha (which is single use as well), so neither can be guessed by trying every value.
alter table phone_codes add column attempts integer not null default 0;
alter table captchas add column attempts integer not null default 0;
