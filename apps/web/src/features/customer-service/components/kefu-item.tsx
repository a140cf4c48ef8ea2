import { type Kefu, KefuType } from '@qilin/contract/customer-service-client';
import { useTranslation } from '../../../i18n';
import { copyText } from '../../../lib/copy-text';
import { kefuAction } from '../model/kefu-action';
import { KefuAvatar } from './kefu-avatar';

/** One contact (spec §3 support customer service: avatar, nickname; kefu: account, type). */
export function KefuItem({ kefu }: { kefu: Kefu }) {
  const { t } = useTranslation();
  const action = kefuAction(kefu);
  const typeLabel = t(`service.type.${kefu.type}`);
  return (
    <li className="ql-cs__item" data-testid="kefu-item">
      <KefuAvatar kefu={kefu} />
      <div className="ql-cs__info">
        <div className="ql-cs__name">
          <span className="ql-cs__nickname">{kefu.nickname}</span>
          <span className="ql-cs__tag" data-type={kefu.type}>
            {typeLabel}
          </span>
        </div>
        <div className="ql-cs__account">
          {kefu.type === KefuType.chat ? t('service.chatAccount') : kefu.account}
        </div>
      </div>
      {action.kind === 'open' ? (
        <a className="ql-cs__action" href={action.href} target="_blank" rel="noopener noreferrer">
          {t('service.open')}
        </a>
      ) : null}
      {action.kind === 'copy' ? (
        <button
          type="button"
          className="ql-cs__action"
          aria-label={t('service.copyLabel', { type: typeLabel, account: action.text })}
          onClick={() => void copyText(action.text)}
        >
          {t('service.copy')}
        </button>
      ) : null}
    </li>
  );
}
