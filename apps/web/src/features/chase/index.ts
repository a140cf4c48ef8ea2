export { type ChaseRecord, cancelChase, chaseKeys, getChaseRecords, placeChase } from './api/chase-api';
export { ChasePanel } from './components/chase-panel';
export { ChaseRecordList } from './components/chase-record-list';
export {
  buildChaseList,
  CHASE_START_CHOICES,
  type ChaseItem,
  chaseTotalFen,
  renumberChaseList,
  upcomingCount,
} from './model/zh-list';
