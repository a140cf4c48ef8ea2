import { useParams } from 'react-router';
import { PageShell } from '../../../components/page-shell';
import { FairnessGuide } from '../../../features/fairness';
import { useTranslation } from '../../../i18n';

/** /fairness and /fairness/:gameId: 公平性验证 — the draw algorithm, a live example and the game's epochs. */
export default function FairnessRoute() {
  const { t } = useTranslation();
  const { gameId } = useParams();
  return (
    <PageShell title={t('game.fair.title')}>
      <FairnessGuide gameId={gameId} />
    </PageShell>
  );
}
