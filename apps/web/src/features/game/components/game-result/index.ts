export { GameResultView } from './game-result-view';
