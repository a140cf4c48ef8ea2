import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { useTranslation } from '../i18n';
import './shell.css';

type Props = {
  title: ReactNode;
  children: ReactNode;
  /** Where back leads when there is no history (deep link); spec: often /home/hall. */
  backTo?: string;
  showBack?: boolean;
  right?: ReactNode;
};

/** Standard secondary screen: sticky nav bar with back, scrollable body. */
export function PageShell({ title, children, backTo = paths.hall.href(), showBack = true, right }: Props) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  function handleBack(): void {
    if (window.history.length > 1) navigate(-1);
    else navigate(backTo, { replace: true });
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
