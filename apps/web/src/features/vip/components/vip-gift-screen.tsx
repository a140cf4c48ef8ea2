import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { VipGiftList } from './vip-gift-list';
import './vip.css';

/** /HonorVIPGift: every VIP gift (level-up, weekly, monthly) with its state; claims move the balance at once. */
export function VipGiftScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageShell title={t('vip.giftTitle')} backTo={paths.vip.href()}>
      <section className="ql-vip__section" aria-label={t('vip.giftTitle')}>
        <VipGiftList />
      </section>
      <div className="ql-vip__actions">
        <Button onClick={() => navigate(paths.giftRecord.href())}>{t('vip.toGiftRecord')}</Button>
      </div>
    </PageShell>
  );
}
