import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { useFriendsInfo } from '../hooks/use-promotion';
import { rateText } from '../model/invite-url';
import './promotion.css';

/** /promotion/welcome: what being an agent means; an agent goes on to the agent center. */
export function WelcomeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useFriendsInfo();
  const isAgent = info.data?.isAgent ?? false;
  return (
    <PageShell title={t('promotion.welcomeTitle')} backTo={paths.personCenter.href()}>
      <section className="ql-promo__card">
        <p>{t('promotion.welcomeLead')}</p>
        <ol className="ql-promo__steps">
          <li>{t('promotion.welcomeStep1')}</li>
          <li>{t('promotion.welcomeStep2')}</li>
          <li>{t('promotion.welcomeStep3')}</li>
        </ol>
        {isAgent ? (
          <>
            <p data-testid="agent-rate">
              {t('promotion.myRate')}：{rateText(info.data?.rateBp ?? 0)}
            </p>
            <Button
              block
              color="primary"
              shape="rounded"
              onClick={() => navigate(paths.promotionIndex.href())}
            >
              {t('promotion.enterAgent')}
            </Button>
          </>
        ) : (
          <>
            <p className="ql-promo__label">{t('promotion.welcomeMember')}</p>
            <Button
              block
              color="primary"
              shape="rounded"
              onClick={() => navigate(paths.promotionFriendsPromote.href())}
            >
              {t('promotion.inviteTitle')}
            </Button>
          </>
        )}
      </section>
    </PageShell>
  );
}
