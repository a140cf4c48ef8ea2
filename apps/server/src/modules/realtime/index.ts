export type { PushTarget } from '../../transport/ws-hub';
export { type SocketPush, socketProcessor, socketPushesOf } from './realtime.events';
export {
  DEFAULT_HEARTBEAT_MS,
  DEFAULT_MAX_PAYLOAD_BYTES,
  type RealtimePluginOptions,
  realtimePlugin,
} from './realtime.plugin';
export { ADMIN_PUSH_PATH, ADMIN_TOKEN_HEADER } from './realtime.routes';
export type { ActiveSessions, RealtimeApi } from './realtime.service';
