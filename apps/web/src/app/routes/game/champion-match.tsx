import { useLocation, useSearchParams } from 'react-router';
import { useChampionMatchTotals } from '../../../features/bet';
import {
  CHAMPION_TABLE_CODES,
  ChampionMatchScreen,
  readDisqualified,
} from '../../../features/champion-match';
import { CountdownText, useSaleIssue } from '../../../features/game';
import '../../../features/game/components/game.css';

function TableClock({ gameId }: { gameId: string }) {
  const { clock } = useSaleIssue(gameId);
  return <CountdownText clock={clock} />;
}

/** /ChampionMatch?activeId=…: the champion match's tables (composes champion-match, bet and game). */
export default function ChampionMatchRoute() {
  const [params] = useSearchParams();
  const location = useLocation();
  const activeId = params.get('activeId') || null;
  const totals = useChampionMatchTotals(CHAMPION_TABLE_CODES, activeId);
  return (
    <ChampionMatchScreen
      activeId={activeId}
      totals={totals}
      disqualified={readDisqualified(location.state)}
      renderClock={(gameId) => <TableClock gameId={gameId} />}
    />
  );
}
