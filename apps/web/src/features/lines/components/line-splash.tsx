import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SiteLogo } from '../../../components/site-logo';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { useTranslation } from '../../../i18n';
import { reloadLines } from '../line-service';
import './lines.css';
import { Spinner } from '../../../components/spinner';

/** /nav: finds the fastest line, then enters the hall. */
export function LineSplash() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let alive = true;
    void reloadLines().then(() => {
      if (!alive) return;
      setReady(true);
      navigate(paths.hall.href(), { replace: true });
    });
    return () => {
      alive = false;
    };
  }, [navigate]);

  return (
    <main className="ql-lines ql-lines--splash">
      <SiteLogo size={88} />
      <h1 className="ql-lines__brand">{site.name}</h1>
      <div className="ql-lines__status" role="status">
        {ready ? null : <Spinner size={20} color="currentColor" />}
        <span>{ready ? t('nav.ready') : t('nav.checking')}</span>
      </div>
      <div className="ql-lines__links">
        <Button shape="rounded" onClick={() => navigate(paths.hall.href(), { replace: true })}>
          {t('nav.enter')}
        </Button>
        <Link to={paths.navpg.href()}>{t('nav.chooseLine')}</Link>
      </div>
    </main>
  );
}
