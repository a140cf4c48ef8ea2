// antd-mobile's switch for its react-spring animations, in a chunk of its own (see reduced-motion.ts).
export { reduceMotion, restoreMotion } from 'antd-mobile';
