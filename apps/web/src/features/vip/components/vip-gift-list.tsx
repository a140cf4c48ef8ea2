import { Button } from 'antd-mobile';
import { Money } from '../../../components/money';
import { useTranslation } from '../../../i18n';
import { useReceiveVipGift, useVipGifts } from '../hooks/use-vip';
import { multipleText, sortGifts } from '../model/vip-view';
import './vip.css';

/** The VIP gifts with their claim buttons; `onlyClaimable` for the 优惠中心's short list. */
export function VipGiftList({ onlyClaimable = false }: { onlyClaimable?: boolean }) {
  const { t } = useTranslation();
  const gifts = useVipGifts();
  const receive = useReceiveVipGift(t('vip.claimed'));
  if (!gifts.data) return null;
  if (gifts.data.offersPaused) return <p className="ql-vip__notice">{t('vip.paused')}</p>;
  const list = sortGifts(gifts.data.list).filter((g) => !onlyClaimable || g.status === 'claimable');
  if (list.length === 0) return <p className="ql-vip__gift-sub">{t('vip.giftEmpty')}</p>;
  return (
    <ul
      className="ql-vip__gifts"
      aria-label={t('vip.giftTitle')}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {list.map((g) => (
        <li key={g.key} className="ql-vip__gift" data-testid={`vip-gift-${g.key}`}>
          <div>
            <div className="ql-vip__gift-name">
              VIP{g.level} {g.kindName}
            </div>
            <div className="ql-vip__gift-sub">
              <Money fen={g.amountFen} unit="yuan" /> ·{' '}
              {t('vip.wagering', { multiple: multipleText(g.wageringX100) })}
            </div>
          </div>
          <Button
            size="small"
            color={g.status === 'claimable' ? 'primary' : 'default'}
            disabled={g.status !== 'claimable' || receive.isPending}
            onClick={() => receive.mutate(g.key)}
          >
            {g.status === 'claimable'
              ? t('vip.receive')
              : g.status === 'claimed'
                ? t('vip.received')
                : t('vip.locked')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
