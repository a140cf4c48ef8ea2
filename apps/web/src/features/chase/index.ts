export { type ChaseRecord, cancelChase, chaseKeys, getChaseRecords, placeChase } from './api/chase-api';
export { ChasePanel } from './components/chase-panel';
export { ChaseRecordList } from './components/chase-record-list';
export { buildChaseList, type ChaseItem, chaseTotalFen, renumberChaseList } from './model/zh-list';
