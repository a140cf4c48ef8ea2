export * from './draw';
export * from './odds';
export * from './plays';
export { type SuohaHand, suohaHand } from './plays-credit';
export * from './result';
