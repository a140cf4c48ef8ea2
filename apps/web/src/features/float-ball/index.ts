export { FloatBallHost } from './components/float-ball-host';
export { FloatBallSettings } from './components/float-ball-settings';
export { useFloatBallStore } from './store';
