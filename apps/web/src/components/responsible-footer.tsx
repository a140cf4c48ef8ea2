import { paths } from '../config/paths';
import { useTranslation } from '../i18n';
import { navigateTo } from '../lib/navigation';
import './responsible-footer.css';

/**
 * The 理性投注 link at the foot of every money screen (recharge, withdraw, venues, the bet and chase
 * confirmations, red packets). A plain link through the app's navigator, so it also works inside the
 * global popups, which sit outside the router; `onNavigate` closes the popup it is in.
 */
export function ResponsibleFooter({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const to = paths.protection.href();
  return (
    <p className="ql-responsible">
      <a
        className="ql-responsible__link"
        href={to}
        onClick={(e) => {
          e.preventDefault();
          onNavigate?.();
          navigateTo(to);
        }}
      >
        {t('common.responsibleLink')}
      </a>
    </p>
  );
}
