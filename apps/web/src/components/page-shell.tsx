import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { backDestination, backTargetOf } from '../lib/back-target';
import { TopBar } from './top-bar';
import './shell.css';

type Props = {
  title: ReactNode;
  children: ReactNode;
  /** Where back leads without in-app history (deep link, reload, new tab); default: the screen's entry in lib/back-target. */
  backTo?: string;
  showBack?: boolean;
  right?: ReactNode;
  /** A tab of the /home frame: the tab bar below takes the height, so the page does not fill the screen. */
  inTabs?: boolean;
};

/**
 * Standard screen: sticky title bar (the page's one h1, a named back button), then the `main` landmark.
 * Every screen built on it has the landmarks axe and screen readers look for.
 */
export function PageShell({ title, children, backTo, showBack = true, right, inTabs = false }: Props) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  function handleBack(): void {
    const to = backDestination(window.history.state, backTo ?? backTargetOf(pathname));
    if (to === -1) navigate(-1);
    else navigate(to, { replace: true });
  }
  return (
    <div className={inTabs ? 'ql-page ql-page--in-tabs' : 'ql-page'}>
      <TopBar title={title} onBack={showBack ? handleBack : undefined} right={right} />
      <main className="ql-page__body">{children}</main>
    </div>
  );
}
