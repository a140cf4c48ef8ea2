/** Red packets (红包扫雷, type-3 games): create / Jdsl, grab, reads, settlement, the expiry sweep. */
export { RED_PACKET_RULES, RedPacketTransfer } from './red-packet.config';
export { redPacketPlugin } from './red-packet.plugin';
export { type NewPacketInput, RedPacketService } from './red-packet.service';
export type { RedPacketTables } from './red-packet.tables';
