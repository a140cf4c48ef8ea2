import { TrialMessages } from '@qilin/contract/messages';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { askLogin } from '../../../components/guest-gate';
import { popups } from '../../../components/popups';
import { paths } from '../../../config/paths';
import { opensChampionMatch } from '../../../features/champion-match';
import { type GameListItem, GameLobby, RecentGames } from '../../../features/game';
import { HallShell, useHallNotices } from '../../../features/hall';
import { useWallet } from '../../../features/wallet';
import { moneyText } from '../../../lib/money';
import { useSessionStore } from '../../../lib/session';

// 免费试玩 loads after the hall's first paint: the trial code is no part of the cold start (issue 6).
const TrialEntryButton = lazy(() =>
  import('../../../features/trial/components/trial-entry-button').then((m) => ({
    default: m.TrialEntryButton,
  })),
);

/** /home/hall: the hall frame with the wallet balance, the notice marquee and the game lobby composed in. */
export default function HallRoute() {
  const navigate = useNavigate();
  const wallet = useWallet();
  const isLogin = useSessionStore((s) => s.isLogin);
  const trial = useSessionStore((s) => s.trial !== null);
  const notices = useHallNotices();
  const handleOpen = useCallback(
    (game: GameListItem): void => {
      const room = game.room_id ? { game_room_id: game.room_id } : {};
      // 28冠军赛 is played inside a champion match: its card opens the match's lobby.
      if (opensChampionMatch(game.game_id)) navigate(paths.championMatch.href());
      else if (game.type === 1) navigate(paths.gameRoom.href({ game_id: game.game_id, ...room }));
      else if (game.type === 2) navigate(paths.lottery.href({ game_id: game.game_id, ...room }));
      else {
        // Red-packet rooms are member-only (sending and grabbing move money; no guest call lists them):
        // a guest is asked to log in first and comes back into the room.
        const to = paths.redPacket.href({ game_id: game.game_id, ...room });
        // Red packets pass money between people: never in 试玩.
        if (trial) void popups.alert(TrialMessages.refused);
        else if (isLogin) navigate(to);
        else void askLogin(to);
      }
    },
    [navigate, isLogin, trial],
  );
  // The same elements across renders: the notices or the balance arriving re-render the frame, not
  // every game card with its countdown query.
  const recent = useMemo(() => <RecentGames onOpen={handleOpen} />, [handleOpen]);
  const games = useMemo(() => <GameLobby onOpen={handleOpen} />, [handleOpen]);
  return (
    <HallShell
      balanceText={wallet.data ? moneyText(wallet.data.balance) : undefined}
      balanceLabel={trial ? TrialMessages.balanceLabel : undefined}
      guestAction={
        <Suspense fallback={null}>
          <TrialEntryButton />
        </Suspense>
      }
      notices={notices}
      recent={recent}
      games={games}
    />
  );
}
