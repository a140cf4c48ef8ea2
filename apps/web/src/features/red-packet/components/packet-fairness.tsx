import type { RedPacketView } from '@qilin/contract';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n';
import { moneyText } from '../../../lib/money';
import { checkPacketFairness } from '../model/packet-model';

function Hash({ label, value }: { label: string; value: string }) {
  return (
    <div className="ql-rp-fair__row">
      <span className="ql-rp-fair__label">{label}</span>
      <code className="ql-rp-fair__hash">{value}</code>
    </div>
  );
}

/** Seed hash from creation; once settled the revealed seed and the split recomputed in this browser, ✓/✗. */
export function PacketFairness({ packet }: { packet: RedPacketView }) {
  const { t } = useTranslation();
  const check = useMemo(() => checkPacketFairness(packet), [packet]);
  const mark = (ok: boolean) => (ok ? '✓' : '✗');
  return (
    <section className="ql-rp-fair" aria-label={t('redPacket.fair.title')}>
      <div className="ql-rp-fair__title">{t('redPacket.fair.title')}</div>
      <Hash label={t('redPacket.fair.commitment')} value={packet.commitment} />
      {check.status === 'pending' ? (
        <p className="ql-rp-fair__note">{t('redPacket.fair.pending')}</p>
      ) : (
        <>
          <div
            className={`ql-rp-fair__verdict ql-rp-fair__verdict--${check.ok ? 'ok' : 'bad'}`}
            data-testid="rp-fair-verdict"
          >
            {mark(check.ok)} {check.ok ? t('redPacket.fair.pass') : t('redPacket.fair.fail')}
          </div>
          <Hash label={t('redPacket.fair.seed')} value={packet.seed ?? ''} />
          <div className="ql-rp-fair__row">
            <span className="ql-rp-fair__label">{t('redPacket.fair.split')}</span>
            <span className="ql-rp-fair__split">
              {check.recomputedFen.map((f) => moneyText(f)).join(' / ')}
            </span>
          </div>
          <ul className="ql-rp-fair__checks">
            <li>
              {mark(check.commitmentOk)} {t('redPacket.fair.commitmentCheck')}
            </li>
            <li>
              {mark(check.splitOk)} {t('redPacket.fair.splitCheck')}
            </li>
          </ul>
        </>
      )}
    </section>
  );
}
