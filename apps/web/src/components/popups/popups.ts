import { paths } from '../../config/paths';
import { navigateTo } from '../../lib/navigation';
import { hasSeenNotice, memberKey, sessionStore } from '../../lib/session';
import { closePopups, showPopup, useOverlayStore } from './store';

/**
 * Named entry points for the global popups, with the navigation each one implies, so features call
 * `popups.pleaseLogin()` rather than re-deciding where "go login" leads.
 */
export const popups = {
  /** Important notice: shown once per notice id per member; acknowledging records it. */
  async notice(notice: { id: string | number; title?: string; content: string }): Promise<boolean> {
    const noticeId = String(notice.id);
    const session = sessionStore.get();
    if (hasSeenNotice(session, noticeId)) return false;
    const open = useOverlayStore
      .getState()
      .entries.some((e) => e.spec.kind === 'notice' && e.spec.noticeId === noticeId);
    if (open) return false;
    await showPopup({ kind: 'notice', noticeId, title: notice.title, content: notice.content });
    sessionStore.get().markNoticeSeen(memberKey(sessionStore.get()), noticeId);
    return true;
  },
  notMember: () => showPopup({ kind: 'notMember' }),
  async insufficientBalance(content?: string): Promise<void> {
    if (await showPopup({ kind: 'insufficientBalance', content })) navigateTo(paths.recharge.href());
  },
  maintenance: (startTime: string, endTime: string) => showPopup({ kind: 'maintenance', startTime, endTime }),
  betSubmitting: () => {
    void showPopup({ kind: 'betSubmitting' });
    return () => closePopups('betSubmitting');
  },
  betSuccess: () => showPopup({ kind: 'betSuccess' }),
  async pleaseLogin(): Promise<void> {
    if (await showPopup({ kind: 'pleaseLogin' })) navigateTo(paths.login.href());
  },
  async appDownload(url: string): Promise<void> {
    if ((await showPopup({ kind: 'appDownload', url })) && url) window.location.assign(url);
  },
  /** Resolves when the member taps "get line"; the caller retries. */
  lineError: (content?: string) => showPopup({ kind: 'lineError', content }),
  /** The win card (a `bonus` push goes through `showOrHoldWin`, held while its room reveals the draw). */
  win: (amountFen: number): Promise<boolean> => showPopup({ kind: 'win', amountFen }),
  timeout: () => showPopup({ kind: 'timeout' }),
  rules: (content: string, title?: string) => showPopup({ kind: 'rules', content, title }),
  alert: (content: string, title?: string) =>
    showPopup({ kind: 'alert', content, title }).then(() => undefined),
  prompt: (content: string, confirmText?: string) => showPopup({ kind: 'prompt', content, confirmText }),
};
