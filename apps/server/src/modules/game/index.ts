export { registerGameJobs } from './game.jobs';
export { gameRoutes } from './game.routes';
export { GameService, saleView } from './game.service';
export { type GamePlay, type GamePlayOptions, registerGamePlay } from './game-play.plugin';
