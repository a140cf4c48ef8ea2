export { DrawReveal } from './draw-reveal';
