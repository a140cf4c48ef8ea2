import { findGameFamily } from '@qilin/domain';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Money } from '../../../components/money';
import { PageShell } from '../../../components/page-shell';
import { RedPacketRoom } from '../../../features/red-packet';
import { useWallet } from '../../../features/wallet';
import { useTranslation } from '../../../i18n';

/** /redPacket?game_id=RedPacket&game_room_id=1: a red-packet room (type-3 game), entered from the hall. */
export default function RedPacketRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameId = params.get('game_id') ?? 'RedPacket';
  const roomId = params.get('game_room_id') || '1';
  const wallet = useWallet();
  const family = findGameFamily(gameId);
  if (family?.classType !== 3) {
    return (
      <PageShell title={t('game.room.unknownGame')}>
        <EmptyState title={t('game.room.unknownGame')} />
      </PageShell>
    );
  }
  return (
    <PageShell
      title={family.name}
      right={
        <span className="ql-rp-balance">
          {t('redPacket.room', { room: roomId })} · {t('redPacket.balance')}{' '}
          {wallet.data ? <Money fen={wallet.data.balance} /> : '--'}
        </span>
      }
    >
      <RedPacketRoom gameId={family.code} roomId={roomId} />
    </PageShell>
  );
}
