import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { Money } from '../../../components/money';
import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { beijingTime } from '../../../lib/beijing-time';
import { useVipInfo } from '../hooks/use-vip';
import { keptUntilDay } from '../model/vip-view';
import './vip.css';

/** /HonorVip: the member's level, progress to the next, the keep requirement, the doors to gifts and rules. */
export function VipScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const vip = useVipInfo().data;
  return (
    <PageShell title={t('vip.title')} backTo={paths.personCenter.href()}>
      {vip ? (
        <>
          <section className="ql-vip__card" aria-label={t('vip.level')} data-testid="vip-card">
            <div>{t('vip.level')}</div>
            <div className="ql-vip__level" data-testid="vip-level">
              {vip.name}
            </div>
            <div className="ql-vip__row">
              <span>
                {t('vip.turnover')} <Money fen={vip.turnoverFen} />
              </span>
              <span>
                {t('vip.deposit')} <Money fen={vip.depositFen} />
              </span>
            </div>
            {vip.next ? (
              <>
                <div
                  className="ql-vip__bar"
                  role="progressbar"
                  aria-valuenow={vip.next.percent}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-label={t('vip.nextLevel', { name: vip.next.name })}
                >
                  <span style={{ width: `${vip.next.percent}%` }} />
                </div>
                <div className="ql-vip__row">
                  <span>{t('vip.nextLevel', { name: vip.next.name })}</span>
                  <span>
                    {t('vip.needTurnover')} <Money fen={vip.next.turnoverLeftFen} />
                  </span>
                  <span>
                    {t('vip.needDeposit')} <Money fen={vip.next.depositLeftFen} />
                  </span>
                </div>
              </>
            ) : (
              <div>{t('vip.topLevel')}</div>
            )}
          </section>
          <section className="ql-vip__section" aria-label={t('vip.keepTurnover')}>
            <div className="ql-vip__row">
              <span>
                {t('vip.monthTurnover')} <Money fen={vip.monthTurnoverFen} />
              </span>
              <span>
                {t('vip.keepTurnover')} <Money fen={vip.keepTurnoverFen} />
              </span>
            </div>
            <div className="ql-vip__gift-sub">
              {t('vip.keptUntil', { date: keptUntilDay(vip.keptUntil, beijingTime) })}
            </div>
          </section>
          {vip.offersPaused ? <p className="ql-vip__notice">{t('vip.paused')}</p> : null}
          <div className="ql-vip__actions">
            <Button color="primary" onClick={() => navigate(paths.vipGift.href())} data-testid="vip-to-gifts">
              {t('vip.toGifts')}
              {vip.claimableCount > 0 ? ` (${vip.claimableCount})` : ''}
            </Button>
            <Button onClick={() => navigate(paths.vipDetail.href())}>{t('vip.toRules')}</Button>
          </div>
        </>
      ) : null}
    </PageShell>
  );
}
