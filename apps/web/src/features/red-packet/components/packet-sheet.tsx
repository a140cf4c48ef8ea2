import type { RedPacketView } from '@qilin/contract';
import { Button, Popup } from 'antd-mobile';
import { Money } from '../../../components/money';
import { useLayer } from '../../../components/popups';
import { useTranslation } from '../../../i18n';
import { moneyText } from '../../../lib/money';
import { usePacket } from '../hooks/use-red-packets';
import { canGrab, formatLeft, grabAmount, packetStatus, secondsLeft } from '../model/packet-model';
import { PacketFairness } from './packet-fairness';

type Props = {
  initial: RedPacketView;
  nowMs: number;
  offsetMs: number;
  busy: boolean;
  onGrab: (p: RedPacketView) => void;
  onClose: () => void;
};

function Settlement({ p }: { p: RedPacketView }) {
  const { t } = useTranslation();
  const s = p.settlement;
  if (!s) return null;
  const rows: [string, number][] = [
    [t('redPacket.minesWon'), s.minesWonFen],
    [t('redPacket.houseCut'), s.houseFen],
    [t('redPacket.senderCredit'), s.senderCreditFen],
    [t('redPacket.unclaimed'), s.unclaimedFen],
  ];
  return (
    <section className="ql-rp-settle" aria-label={t('redPacket.settlementTitle')}>
      <div className="ql-rp-settle__title">
        {t('redPacket.settlementTitle')} · {s.exploded ? t('redPacket.exploded') : t('redPacket.notExploded')}
      </div>
      <dl className="ql-rp-settle__grid">
        {rows.map(([label, fen]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <Money fen={fen} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A grab's amount, or a placeholder while the server keeps it sealed (an open packet, another's part). */
function GrabAmount({ fen }: { fen: number | 'sealed' }) {
  const { t } = useTranslation();
  if (fen === 'sealed') return <span className="ql-rp-grabs__amount is-sealed">{t('redPacket.sealed')}</span>;
  return <Money className="ql-rp-grabs__amount" fen={fen} />;
}

/** A packet opened from the list: grab, the grabs so far, the settlement and the fairness check. */
export function PacketSheet({ initial, nowMs, offsetMs, busy, onGrab, onClose }: Props) {
  const { t } = useTranslation();
  const layer = useLayer();
  const query = usePacket(initial.hid, initial);
  const p = query.data ?? initial;
  const status = packetStatus(p);
  return (
    <Popup
      style={layer}
      visible
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="ql-rp-sheet"
      destroyOnClose
    >
      <div role="dialog" aria-label={t('redPacket.title')} className="ql-rp-sheet__inner">
        <header className="ql-rp-sheet__head">
          <div className="ql-rp-sheet__amount">
            <Money fen={p.totalFen} unit="cny" />
          </div>
          <div className="ql-rp-sheet__sub">
            {p.own ? t('redPacket.own') : p.sender} · {t(`redPacket.${p.variant}`)} ·{' '}
            {t('redPacket.mineTag', { digits: p.mineDigits.join(',') })} · {t('redPacket.rate')} {p.rate}
          </div>
          <div className="ql-rp-sheet__sub">
            {t('redPacket.progress', { n: p.grabbedCount, count: p.count })} ·{' '}
            {status === 'open'
              ? t('redPacket.left', { time: formatLeft(secondsLeft(p, nowMs, offsetMs)) })
              : t(`redPacket.status.${status}`)}
          </div>
        </header>
        {canGrab(p) ? (
          <Button block color="danger" shape="rounded" loading={busy} onClick={() => onGrab(p)}>
            {t('redPacket.grabHold', { amount: moneyText(p.liabilityFen) })}
          </Button>
        ) : null}
        <section className="ql-rp-grabs" aria-label={t('redPacket.grabsTitle')}>
          <div className="ql-rp-grabs__title">{t('redPacket.grabsTitle')}</div>
          {p.grabs.length === 0 ? <p className="ql-rp-grabs__empty">{t('redPacket.noGrabs')}</p> : null}
          {status === 'open' && p.grabs.length > 0 ? (
            <p className="ql-rp-grabs__note">{t('redPacket.sealedNote')}</p>
          ) : null}
          <ul>
            {p.grabs.map((g) => (
              <li key={g.seq} className={g.self ? 'is-self' : undefined}>
                <span>{g.nickname}</span>
                <GrabAmount fen={grabAmount(g)} />
                <span className={`ql-rp-grabs__hit${g.hitMine ? ' is-hit' : ''}`}>
                  {g.hitMine === null
                    ? ''
                    : g.hitMine
                      ? `${t('redPacket.hitMine')} ${t('redPacket.paid', { amount: moneyText(g.paidFen) })}`
                      : t('redPacket.safe')}
                </span>
              </li>
            ))}
          </ul>
        </section>
        <Settlement p={p} />
        <PacketFairness packet={p} />
      </div>
    </Popup>
  );
}
