export { getRoomPackets, redPacketKeys, redPacketUrls } from './api/red-packet-api';
export { RedPacketRoom } from './components/red-packet-room';
export { checkPacketFairness, packetStatus } from './model/packet-model';
export { sendVerdict } from './model/send-form';
