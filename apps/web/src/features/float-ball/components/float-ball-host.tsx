import { useSessionStore } from '../../../lib/session';
import { useFloatBallStore } from '../store';
import { FloatBall } from './float-ball';

/** Mounts the ball for a member who turned it on (its shortcuts are member screens). */
export function FloatBallHost() {
  const on = useFloatBallStore((s) => s.on);
  const isLogin = useSessionStore((s) => s.isLogin);
  return on && isLogin ? <FloatBall /> : null;
}
