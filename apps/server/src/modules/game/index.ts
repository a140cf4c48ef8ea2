export { type GamePluginOptions, gamePlugin } from './game.plugin';
export { GameService, saleView } from './game.service';
export { RoomConfigService } from './room-config.service';
export { type RoomOnline, RoomPresenceService } from './room-presence.service';
