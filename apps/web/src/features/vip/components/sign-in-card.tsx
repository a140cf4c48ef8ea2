import { Button } from 'antd-mobile';
import { Money } from '../../../components/money';
import { useTranslation } from '../../../i18n';
import { useSignInfo, useSignToday } from '../hooks/use-vip';
import { signDays } from '../model/vip-view';
import './vip.css';

/** 每日签到 (优惠中心): the seven days of the cycle, the streak and the sign button. */
export function SignInCard() {
  const { t } = useTranslation();
  const info = useSignInfo();
  const sign = useSignToday(t('vip.signed'));
  const data = info.data;
  if (!data) return null;
  const days = signDays(data.rewardsFen, data.streak, data.signedToday);
  return (
    <section className="ql-vip__section" aria-labelledby="ql-sign-title" data-testid="sign-in-card">
      <h2 id="ql-sign-title">{t('vip.signTitle')}</h2>
      <div data-testid="sign-streak">{t('vip.signStreak', { days: data.streak })}</div>
      <ol className="ql-sign__days">
        {days.map((d) => (
          <li
            key={d.day}
            className={`ql-sign__day${d.done ? ' ql-sign__day--done' : ''}${d.today ? ' ql-sign__day--today' : ''}`}
          >
            <div>{t('vip.signDay', { day: d.day })}</div>
            <Money fen={d.fen} />
          </li>
        ))}
      </ol>
      {data.offersPaused ? (
        <p className="ql-vip__notice">{t('vip.paused')}</p>
      ) : (
        <Button
          className="ql-sign__button"
          color="primary"
          disabled={data.signedToday || sign.isPending}
          loading={sign.isPending}
          onClick={() => sign.mutate()}
          data-testid="sign-button"
        >
          {data.signedToday ? t('vip.signDone') : t('vip.signButton')}
        </Button>
      )}
    </section>
  );
}
