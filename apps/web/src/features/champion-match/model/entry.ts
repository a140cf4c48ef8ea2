/**
 * The family played only inside a champion match (game-rules A1: Game28Activity, 28冠军赛): its hall
 * card opens the match's lobby (/ChampionMatch), never a bare room where its bets would count as an
 * ordinary 28 game without the activity's rules.
 */
export const CHAMPION_MATCH_GAME = 'Game28Activity';

export function opensChampionMatch(gameId: string): boolean {
  return gameId === CHAMPION_MATCH_GAME;
}
