/**
 * The popup renderers (dialogs, sheets, the win animation): loaded by GlobalPopups on first use so
 * antd-mobile's Dialog/Popup and their gesture code stay out of the hall's first load.
 */
import { Messages, TrialMessages } from '@qilin/contract/messages';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { ResponsibleFooter } from '../responsible-footer';
import { DialogPopup } from './dialog-popup';
import { BetSubmitting, BetSuccess, NotMemberHint, RulesSheet } from './overlay-popups';
import { trialStarter } from './trial-entry';
import type { PopupEntry } from './types';
import { WinAnimation } from './win-animation';

/** 请先登录's text, and 免费试玩 when the app wired a trial starter: the guest plays where they are. */
function PleaseLoginContent({ entry, text }: { entry: PopupEntry; text: string }) {
  const start = trialStarter();
  return (
    <div>
      {text}
      {start ? (
        <button
          type="button"
          className="ql-popup-trial"
          onClick={() => {
            entry.close(false);
            void start();
          }}
        >
          {TrialMessages.start}
        </button>
      ) : null}
    </div>
  );
}

function PopupView({ entry }: { entry: PopupEntry }): ReactNode {
  const { t } = useTranslation();
  const spec = entry.spec;
  const d = (title: ReactNode, content: ReactNode, confirmText: string, cancelText?: string) => (
    <DialogPopup
      entry={entry}
      title={title}
      content={content}
      confirmText={confirmText}
      cancelText={cancelText}
    />
  );
  switch (spec.kind) {
    case 'notice':
      return d(
        spec.title || t('popup.noticeTitle'),
        <div className="ql-notice-body">{spec.content}</div>,
        t('popup.acknowledge'),
      );
    case 'notMember':
      return <NotMemberHint entry={entry} />;
    case 'insufficientBalance':
      return d(
        t('popup.insufficientTitle'),
        spec.content ?? Messages.insufficientBalance,
        t('popup.goRecharge'),
        t('common.cancel'),
      );
    case 'maintenance':
      return d(
        t('popup.maintenanceTitle'),
        <div>
          {t('popup.maintenanceTime')}
          <br />
          {spec.startTime} ~ {spec.endTime}
        </div>,
        t('common.ok'),
      );
    case 'betSubmitting':
      return <BetSubmitting entry={entry} />;
    case 'betSuccess':
      return <BetSuccess entry={entry} />;
    case 'pleaseLogin':
      return d(
        t('popup.pleaseLogin'),
        <PleaseLoginContent entry={entry} text={t('popup.pleaseLoginContent')} />,
        t('popup.goLogin'),
        t('popup.keepBrowsing'),
      );
    case 'appDownload':
      return d(
        t('popup.appDownloadTitle'),
        t('popup.appDownloadContent'),
        t('popup.download'),
        t('common.cancel'),
      );
    case 'lineError':
      return d(t('common.tip'), spec.content ?? Messages.networkError, t('popup.getLine'));
    case 'win':
      return <WinAnimation entry={entry} amountFen={spec.amountFen} />;
    case 'timeout':
      return d(t('common.tip'), t('popup.timeout'), t('common.confirm'));
    case 'betConfirm':
      return d(
        t('popup.betConfirmTitle'),
        <div>
          <ul className="ql-bet-lines">
            {spec.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {spec.totalText ? <strong>{spec.totalText}</strong> : null}
          <ResponsibleFooter onNavigate={() => entry.close(false)} />
        </div>,
        t('common.confirm'),
        t('common.cancel'),
      );
    case 'rules':
      return <RulesSheet entry={entry} title={spec.title} content={spec.content} />;
    case 'alert':
      return d(spec.title, spec.content, spec.confirmText ?? t('common.confirm'));
    case 'prompt':
      return d(
        spec.title ?? t('common.tip'),
        spec.content,
        spec.confirmText ?? t('common.confirm'),
        spec.cancelText ?? t('common.cancel'),
      );
  }
}

export default function PopupViews({ entries }: { entries: readonly PopupEntry[] }) {
  return (
    <>
      {entries.map((entry) => (
        <PopupView key={entry.key} entry={entry} />
      ))}
    </>
  );
}
