export { ChampionMatchScreen } from './components/champion-match-screen';
export { CHAMPION_MATCH_GAME, opensChampionMatch } from './model/entry';
export {
  CHAMPION_TABLE_CODES,
  CHAMPION_TABLES,
  type ChampionTable,
  type Disqualified,
  readDisqualified,
} from './model/tables';
