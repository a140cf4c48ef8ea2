import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../i18n';
import { backDestination, backTargetOf } from '../lib/back-target';
import './shell.css';

type Props = {
  title: ReactNode;
  children: ReactNode;
  /** Where back leads without in-app history (deep link, reload, new tab); default: the screen's entry in lib/back-target. */
  backTo?: string;
  showBack?: boolean;
  right?: ReactNode;
};

/** Standard secondary screen: sticky nav bar with back, scrollable body. */
export function PageShell({ title, children, backTo, showBack = true, right }: Props) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  function handleBack(): void {
    const to = backDestination(window.history.state, backTo ?? backTargetOf(pathname));
    if (to === -1) navigate(-1);
    else navigate(to, { replace: true });
  }
  return (
    <div className="ql-page">
      {/* antd-mobile's back area is a role="button" with only an icon: the hidden text names it. */}
      <NavBar
        className="ql-page__bar"
        back={showBack ? '' : null}
        onBack={handleBack}
        left={showBack ? <span className="ql-sr-only">{t('common.back')}</span> : null}
        right={right}
      >
        {title}
      </NavBar>
      <main className="ql-page__body">{children}</main>
    </div>
  );
}
