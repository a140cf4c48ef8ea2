import type { RedPacketView } from '@qilin/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { useTranslation } from '../../../i18n';
import { showSuccessToast } from '../../../lib/toast';
import { useTicker } from '../../../lib/use-ticker';
import { useRedPacketActions, useRoomPackets } from '../hooks/use-red-packets';
import { newSendKey } from '../model/send-form';
import { PacketCard } from './packet-card';
import { PacketSheet } from './packet-sheet';
import { type SendRequest, SendSheet } from './send-sheet';
import './red-packet.css';
import { moneyText } from '../../../lib/money';

/**
 * The red-packet room: live packets (polled), send a packet, open one to grab it and to see its
 * result and fairness check. Rules and texts of refusals come from the server.
 */
export function RedPacketRoom({ gameId, roomId }: { gameId: string; roomId: string }) {
  const { t } = useTranslation();
  const nowMs = useTicker();
  const room = useRoomPackets(gameId, roomId);
  const actions = useRedPacketActions(gameId, roomId);
  const [sending, setSending] = useState(false);
  const [openHid, setOpenHid] = useState<number | null>(null);
  const data = room.data;
  const offsetMs = data?.offsetMs ?? 0;
  const opened = data?.list.find((p) => p.hid === openHid) ?? null;

  async function handleSend(r: SendRequest): Promise<void> {
    const created = await actions.send({ ...r, idempotencyKey: newSendKey() });
    if (!created) return;
    setSending(false);
    showSuccessToast(t('redPacket.sent'));
    setOpenHid(created.hid);
  }
  async function handleGrab(p: RedPacketView): Promise<void> {
    const r = await actions.grab(p);
    if (r) showSuccessToast(t('redPacket.youGot', { amount: moneyText(r.amountFen) }));
  }

  return (
    <div className="ql-rp">
      {data ? (
        <p className="ql-rp__rules">
          {t('redPacket.rules', {
            min: moneyText(data.rules.minFen),
            max: moneyText(data.rules.maxFen),
            minCount: data.rules.minCount,
            maxCount: data.rules.maxCount,
            expiry: data.rules.expirySec,
          })}
        </p>
      ) : null}
      {room.isError && !data ? <EmptyState title={t('redPacket.loadFailed')} /> : null}
      {data && data.list.length === 0 ? <EmptyState title={t('redPacket.empty')} /> : null}
      <div className="ql-rp__list">
        {data?.list.map((p) => (
          <PacketCard
            key={p.hid}
            packet={p}
            nowMs={nowMs}
            offsetMs={offsetMs}
            onOpen={(x) => setOpenHid(x.hid)}
          />
        ))}
      </div>
      <div className="ql-rp__bar">
        <Button
          block
          color="danger"
          shape="rounded"
          className="ql-rp__send"
          disabled={!data}
          onClick={() => setSending(true)}
        >
          {t('redPacket.send')}
        </Button>
      </div>
      {sending && data ? (
        <SendSheet
          rules={data.rules}
          busy={actions.busy}
          onClose={() => setSending(false)}
          onSubmit={handleSend}
        />
      ) : null}
      {opened ? (
        <PacketSheet
          initial={opened}
          nowMs={nowMs}
          offsetMs={offsetMs}
          busy={actions.busy}
          onGrab={handleGrab}
          onClose={() => setOpenHid(null)}
        />
      ) : null}
    </div>
  );
}
