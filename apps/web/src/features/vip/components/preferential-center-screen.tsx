import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { SignInCard } from './sign-in-card';
import { VipGiftList } from './vip-gift-list';
import './vip.css';

/** /preferentialCenter/index (优惠中心): what the member can claim now — the daily sign-in and VIP gifts. */
export function PreferentialCenterScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageShell title={t('vip.centerTitle')} backTo={paths.personCenter.href()}>
      <SignInCard />
      <section className="ql-vip__section" aria-labelledby="ql-center-vip">
        <h2 id="ql-center-vip">{t('vip.giftTitle')}</h2>
        <VipGiftList onlyClaimable />
      </section>
      <div className="ql-vip__actions">
        <Button onClick={() => navigate(paths.vip.href())}>{t('vip.vipEntry')}</Button>
        <Button onClick={() => navigate(paths.giftRecord.href())}>{t('vip.toGiftRecord')}</Button>
      </div>
    </PageShell>
  );
}
