-- The public list of each game's chain epochs (game-rules A1, Epochs): what was announced and when.
-- Append-only: a row, once announced, can be neither changed nor withdrawn. The next epoch is
-- announced while the current one still has well over a day of links left (draw.scheduler.ts).
create table draw_epochs (
  game_code text not null,
  epoch integer not null,
  terminal_hash text not null,
  chain_length integer not null check (chain_length > 0),
  announced_at timestamptz not null default now(),
  primary key (game_code, epoch)
);

create function draw_epochs_forbid_change() returns trigger language plpgsql as $$
begin
  raise exception 'draw epochs are append-only: % refused', tg_op using errcode = 'restrict_violation';
end;
$$;
create trigger draw_epochs_append_only before update or delete on draw_epochs
  for each row execute function draw_epochs_forbid_change();

insert into draw_epochs (game_code, epoch, terminal_hash, chain_length, announced_at)
select game_code, epoch, terminal_hash, length, created_at from draw_chains;
