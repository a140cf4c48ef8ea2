-- Who is in a game room now (/sbin online_list): members whose latest room entry is that room, read by
-- game and room, newest entry first.
create index recent_games_room_idx on recent_games (game_code, room_id, entered_at desc);
