export type {
  BeaconRef,
  BeaconRound,
  DrawAlgorithm,
  DrawnIssue,
  GameClassType,
  IssueState,
  RoomRules,
  SaleIssue,
  UpcomingIssue,
} from '@qilin/contract';
export {
  gameKeys,
  gameUrls,
  getDrawHistory,
  getIssue,
  getSaleIssue,
  getUpcomingIssues,
  HISTORY_COUNT,
  TREND_COUNTS,
} from './api/game-api';
export { BeaconTag } from './components/beacon-tag';
export { CountdownText } from './components/countdown-text';
export { FairnessPanel } from './components/fairness-panel';
export { GameLobby } from './components/game-lobby';
export { GuestLottery } from './components/guest-lottery';
export { IssueBar } from './components/issue-bar';
export { RecentGames } from './components/recent-games';
export { ResultList } from './components/result-list';
export { TrendCharts } from './components/trend-charts';
export {
  useDrawHistory,
  useGameFamily,
  useGameInfo,
  useGuestTrendData,
  useHowPlay,
  useMainLotteryData,
  useUpcomingIssues,
} from './hooks/use-game-data';
export { useGameScreen } from './hooks/use-game-screen';
export { type IssueClock, useSaleIssue } from './hooks/use-sale-issue';
export {
  algorithmVersion,
  type FairnessCheck,
  type FairnessStepKey,
  fairnessStage,
  isLocalBeacon,
} from './model/fairness';
export type { GameListItem, TimedSaleIssue } from './model/game-views';
export { buildOddsGroups, type OddsGroup, type OddsOption } from './model/odds-groups';
export { resultView } from './model/result-view';
export { roomRulesLines } from './model/room-rules';
export {
  clockOffsetMs,
  formatCountdown,
  issuePhase,
  RoundProcess,
  remainingMs,
  roundProcess,
} from './model/server-clock';
export { type MainTrends, mainTrends } from './model/trend';
