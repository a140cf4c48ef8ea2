import { List } from 'antd-mobile';
import { PageShell } from '../../../components/page-shell';
import { SiteLogo } from '../../../components/site-logo';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { useTranslation } from '../../../i18n';
import './about.css';

/** /about: the site, its version, the licence notice and the responsible-play (理性投注) text. */
export default function AboutRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('about.title')} backTo={paths.personCenter.href()}>
      <div className="ql-about__head">
        <SiteLogo size={72} />
        <strong className="ql-about__name">{site.name}</strong>
        <span className="ql-about__version">v{env.appVersion}</span>
      </div>
      <List className="ql-about__list">
        <List.Item>{t('about.intro')}</List.Item>
        <List.Item extra={env.appVersion}>{t('aboutInfo.version')}</List.Item>
      </List>
      <section className="ql-about__section" aria-labelledby="about-responsible">
        <h2 id="about-responsible">{t('aboutInfo.responsibleTitle')}</h2>
        <p>{t('aboutInfo.responsible')}</p>
      </section>
      <section className="ql-about__section" aria-labelledby="about-licence">
        <h2 id="about-licence">{t('aboutInfo.licenceTitle')}</h2>
        <p>{t('aboutInfo.licence')}</p>
      </section>
    </PageShell>
  );
}
