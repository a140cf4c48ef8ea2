import { useNavigate, useSearchParams } from 'react-router';
import { paths, safeReturnPath } from '../../../config/paths';
import { ForgotPasswordPanel, LoginPanel } from '../../../features/auth';
import { TrialEntryButton } from '../../../features/trial';

/**
 * Serves both /login and /register; the panel picks the tab from the path. 免费试玩 goes on to play.
 * `?forget=1` resets a password.
 */
export default function LoginRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('redirect'));
  if (params.get('forget') === '1') return <ForgotPasswordPanel />;
  return (
    <LoginPanel
      extra={
        <TrialEntryButton onStarted={() => navigate(returnTo ?? paths.hall.href(), { replace: true })} />
      }
    />
  );
}
