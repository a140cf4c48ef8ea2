import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import './shell.css';

type Props = {
  title: ReactNode;
  /** Shows the back button ‹ (named 返回 for assistive technology) when given. */
  onBack?: () => void;
  right?: ReactNode;
  /** 1 on a page (its one h1); 2 inside a sheet or slide-in panel over a page. */
  level?: 1 | 2;
};

/**
 * The red title bar of a screen or slide-in panel. Not antd-mobile's NavBar: its left area is a nameless
 * role="button" div (an axe "serious" finding even without a back), the click sits on an inner div no
 * keyboard reaches, and its title is no heading.
 */
export function TopBar({ title, onBack, right, level = 1 }: Props) {
  const { t } = useTranslation();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="ql-page__bar ql-top-bar">
      <div className="ql-top-bar__side">
        {onBack ? (
          <button type="button" className="ql-top-bar__back" aria-label={t('common.back')} onClick={onBack}>
            <span aria-hidden="true">‹</span>
          </button>
        ) : null}
      </div>
      <Heading className="ql-top-bar__title">{title}</Heading>
      <div className="ql-top-bar__side ql-top-bar__side--right">{right}</div>
    </div>
  );
}
