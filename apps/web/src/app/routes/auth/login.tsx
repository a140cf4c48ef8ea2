import { LoginPanel } from '../../../features/auth';

/** Serves both /login and /register; the panel picks the tab from the path. */
export default function LoginRoute() {
  return <LoginPanel />;
}
