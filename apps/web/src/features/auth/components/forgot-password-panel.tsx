import { Link, useNavigate } from 'react-router';
import { SiteLogo } from '../../../components/site-logo';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { useSiteFlags } from '../hooks/use-site-flags';
import { ForgotPasswordForm } from './forgot-password-form';
import './auth.css';

/** /login?forget=1: reset the password by the bound phone, then back to login. */
export function ForgotPasswordPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { captcha } = useSiteFlags();
  return (
    <div className="ql-auth">
      <header className="ql-auth__hero">
        <SiteLogo size={64} />
        <h1 className="ql-auth__brand">{t('forgot.title')}</h1>
      </header>
      <section className="ql-auth__card">
        <ForgotPasswordForm
          captcha={captcha === '1'}
          onDone={() => navigate(paths.login.href(), { replace: true })}
        />
        <Link className="ql-auth__browse" to={paths.login.href()} replace>
          {t('forgot.backToLogin')}
        </Link>
      </section>
    </div>
  );
}
