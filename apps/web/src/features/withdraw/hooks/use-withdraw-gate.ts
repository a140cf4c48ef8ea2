import { ErrorCode } from '@qilin/contract';
import { useQuery } from '@tanstack/react-query';
import { showPopup } from '../../../components/popups';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { useTranslation } from '../../../i18n';
import { reportApiError } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { isBindPromptCode } from '../../../lib/api-error-handler';
import { navigateTo } from '../../../lib/navigation';
import { preCheck } from '../api/withdraw-api';

/** Failures the central catalogue owns: go-bind prompts, expiry, 403, 429 and transport errors. */
function isCentral(error: ApiError): boolean {
  return (
    isBindPromptCode(error.code) ||
    error.code === ErrorCode.SessionExpired ||
    error.code === ErrorCode.Forbidden ||
    error.isRateLimited ||
    error.code < 0
  );
}

/**
 * Spec §5/§8: entering /withdraw needs a passing pre-check. Bind codes (20009/20023/20027/20011) go
 * to the central go-bind prompts; any other refusal shows the server's message with a contact-
 * support button leading to /mixDeskPage. Resolves true when the screen may open.
 */
export async function runPreCheck(contactText: string): Promise<boolean> {
  try {
    await preCheck();
    return true;
  } catch (error) {
    if (!(error instanceof ApiError)) return false;
    if (isCentral(error)) {
      reportApiError(error);
      return false;
    }
    const contact = await showPopup({
      kind: 'prompt',
      title: site.name,
      content: error.message,
      confirmText: contactText,
    });
    if (contact) navigateTo(paths.mixDeskPage.href());
    return false;
  }
}

export function useWithdrawGate() {
  const { t } = useTranslation();
  return useQuery({
    queryKey: ['withdraw', 'preCheck'],
    queryFn: () => runPreCheck(t('common.contactSupport')),
    staleTime: 0,
    gcTime: 0,
  });
}
