import { type Credentials, type LoginResult, type Member, Messages } from '@qilin/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { paths, safeReturnPath } from '../../../config/paths';
import { useSessionStore } from '../../../lib/session';
import { showSuccessToast } from '../../../lib/toast';
import { login, register } from '../api/auth-api';

export type AuthMode = 'login' | 'register';

export function displayName(member: Member): string {
  return member.nickname || member.nick_name || member.username;
}

/**
 * Login and register share the success path (spec §4 Login): store the member and token, set the
 * first-in flag, raise the notice flag, reset the game key, greet, and land in the hall — or back where
 * a guest was asked to log in (`?redirect=` an in-app path). Failures were
 * already toasted with the server's error_message by the central handler.
 */
export function useAuthSubmit(mode: AuthMode, onFailure?: () => void) {
  const loginSucceeded = useSessionStore((s) => s.loginSucceeded);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('redirect'));
  return useMutation<LoginResult, Error, Credentials>({
    mutationFn: (body) => (mode === 'login' ? login(body) : register(body)),
    onSuccess: (result) => {
      loginSucceeded(result.token, result.member, result.expires_in);
      showSuccessToast(Messages.loginWelcome(displayName(result.member)));
      navigate(returnTo ?? paths.hall.href(), { replace: true });
    },
    onError: () => onFailure?.(),
  });
}
