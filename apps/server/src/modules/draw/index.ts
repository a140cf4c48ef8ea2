export {
  type BeaconConfig,
  type BeaconSource,
  beaconFromConfig,
  DrandHttpBeacon,
  LocalBeacon,
} from './beacon';
export { commitmentOf, seedAt } from './chain-links.rules';
export { ChainVault } from './chain-vault.service';
export { type DrawPluginOptions, drawPlugin } from './draw.plugin';
export {
  type AfterCommit,
  type BeaconView,
  type DrawResultFn,
  DrawScheduler,
  type DrawSchedulerOptions,
  type IssueSettler,
  type Sweeper,
  type TickReport,
} from './draw.scheduler';
export { DrawService, type EpochView, type IssueBeacon, type IssueView } from './draw.service';
export type { DrawIssueRow, DrawTables, IssueState } from './draw.tables';
export { type AnnouncedEpoch, epochNotice } from './draw-epochs.service';
export {
  DRAW_ALGORITHM,
  type DrawGamesOptions,
  domainDrawResult,
  drawGamesFromCatalogue,
} from './draw-games.config';
export { shareIssueById } from './draw-issue.locks';
export { drawLag } from './draw-lag.queries';
export { DrawLease } from './draw-lease.locks';
export {
  type DrawGame,
  type DrawSchedule,
  issueAtFor,
  issueByNumberFor,
  nextIssueFor,
} from './draw-schedule.rules';
export { type BasisIssue, type IssueWithBasis, issueBasis } from './issue-basis.queries';
export { chaseable, isRevealed } from './issue-links.rules';
export { issueOnSaleSql, shareSellingIssuesSql } from './issue-sale.sql';
