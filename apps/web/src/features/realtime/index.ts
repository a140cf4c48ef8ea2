export { applyServerMessage, EX_OUT_ALL_NOTICE_ID, type RealtimeDeps } from './message-effects';
export { type RealtimeOptions, startRealtime } from './realtime-connection';
