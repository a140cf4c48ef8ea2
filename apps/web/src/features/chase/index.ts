export { cancelChase, chaseKeys, getChaseRecords, placeChase } from './api/chase-api';
export { ChasePanel } from './components/chase-panel';
export { ChaseRecordList } from './components/chase-record-list';
export { RunningChases } from './components/running-chases';
export { useCancelChase } from './hooks/use-cancel-chase';
export { type UseUpcomingIssues, useChaseSetting } from './hooks/use-chase-setting';
export {
  buildChaseList,
  CHASE_START_CHOICES,
  type ChaseItem,
  chaseTotalFen,
  renumberChaseList,
  upcomingCount,
} from './model/zh-list';
