import type { RedPacketView } from '@qilin/contract';
import { Money } from '../../../components/money';
import { useTranslation } from '../../../i18n';
import { moneyText } from '../../../lib/money';
import { formatLeft, packetStatus, secondsLeft } from '../model/packet-model';

type Props = { packet: RedPacketView; nowMs: number; offsetMs: number; onOpen: (p: RedPacketView) => void };

/** One packet in the room list: sender, amount / parts / mine digits, rate, progress and time left. */
export function PacketCard({ packet: p, nowMs, offsetMs, onOpen }: Props) {
  const { t } = useTranslation();
  const status = packetStatus(p);
  const mine = p.grabs.find((g) => g.self);
  return (
    <button
      type="button"
      className={`ql-rp-card ql-rp-card--${status}`}
      onClick={() => onOpen(p)}
      aria-label={`${p.sender} ${moneyText(p.totalFen)} ${t(`redPacket.status.${status}`)}`}
    >
      <span className="ql-rp-card__envelope" aria-hidden="true">
        <span className="ql-rp-card__seal">{status === 'open' ? t('redPacket.grab') : '✓'}</span>
      </span>
      <span className="ql-rp-card__body">
        <span className="ql-rp-card__line">
          <strong className="ql-rp-card__amount">
            <Money fen={p.totalFen} unit="cny" />
          </strong>
          <span className="ql-rp-card__tag">
            {t('redPacket.mineTag', { digits: p.mineDigits.join(',') })}
          </span>
          <span className="ql-rp-card__tag ql-rp-card__tag--rate">×{p.rate}</span>
        </span>
        <span className="ql-rp-card__line ql-rp-card__meta">
          <span>{p.own ? t('redPacket.own') : p.sender}</span>
          <span>{t('redPacket.progress', { n: p.grabbedCount, count: p.count })}</span>
          <span className="ql-rp-card__state">
            {status === 'open'
              ? t('redPacket.left', { time: formatLeft(secondsLeft(p, nowMs, offsetMs)) })
              : t(`redPacket.status.${status}`)}
          </span>
        </span>
        {mine?.amountFen != null ? (
          <span className="ql-rp-card__mine">
            {t('redPacket.youGot', { amount: moneyText(mine.amountFen) })}
            {mine.hitMine === true ? ` · ${t('redPacket.hitMine')}` : ''}
          </span>
        ) : null}
      </span>
    </button>
  );
}
