import { Tabs } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SiteLogo } from '../../../components/site-logo';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { useTranslation } from '../../../i18n';
import type { AuthMode } from '../hooks/use-auth-submit';
import { useSiteFlags } from '../hooks/use-site-flags';
import { AuthForm } from './auth-form';
import './auth.css';

/**
 * /login and /register are one page with two tabs; registration disappears when the site closes it.
 * `extra`: another way in the route composes under the form (免费试玩).
 */
export function LoginPanel({ extra }: { extra?: ReactNode } = {}) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { registrable, captcha } = useSiteFlags();
  const canRegister = registrable === '1';
  const wanted: AuthMode = location.pathname === paths.register.path ? 'register' : 'login';
  const mode: AuthMode = canRegister ? wanted : 'login';

  function handleTabChange(key: string): void {
    const target = key === 'register' ? paths.register.href() : paths.login.path;
    // the return path of a guest sent from a room rides along to the other tab
    navigate(`${target}${location.search}`, { replace: true });
  }

  return (
    <main className="ql-auth">
      <header className="ql-auth__hero">
        <SiteLogo size={64} />
        <h1 className="ql-auth__brand">{site.name}</h1>
      </header>
      <section className="ql-auth__card">
        <Tabs activeKey={mode} onChange={handleTabChange} stretch>
          <Tabs.Tab key="login" title={t('auth.login')} />
          {canRegister ? <Tabs.Tab key="register" title={t('auth.register')} /> : null}
        </Tabs>
        <AuthForm key={mode} mode={mode} captcha={captcha === '1'} />
        {mode === 'login' ? (
          <Link className="ql-auth__forgot" to={paths.login.href({ forget: 1 })}>
            {t('forgot.link')}
          </Link>
        ) : null}
        <Link className="ql-auth__browse" to={paths.hall.href()} replace>
          {t('auth.browse')}
        </Link>
        {extra ? <div className="ql-auth__extra">{extra}</div> : null}
      </section>
    </main>
  );
}
