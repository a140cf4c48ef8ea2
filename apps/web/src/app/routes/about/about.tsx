import { List } from 'antd-mobile';
import { PageShell } from '../../../components/page-shell';
import { SiteLogo } from '../../../components/site-logo';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { useTranslation } from '../../../i18n';

export default function AboutRoute() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('about.title')} backTo={paths.personCenter.href()}>
      <div style={{ display: 'grid', justifyItems: 'center', gap: 8, padding: '24px 0' }}>
        <SiteLogo size={72} />
        <strong style={{ fontSize: 18 }}>{site.name}</strong>
        <span style={{ color: 'var(--adm-color-weak)', fontSize: 13 }}>v{env.appVersion}</span>
      </div>
      <List style={{ borderRadius: 12, overflow: 'hidden' }}>
        <List.Item>{t('about.intro')}</List.Item>
      </List>
    </PageShell>
  );
}
