import { GAME_FAMILIES } from '@qilin/domain';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/page-shell';
import { ChaseRecordList } from '../../../features/chase';
import { useTranslation } from '../../../i18n';

const NAMES = Object.fromEntries(GAME_FAMILIES.map((f) => [f.code, f.name]));

/** /runNumberRecord: chase records with progress and cancel. */
export default function RunNumberRecordRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <PageShell title={t('game.record.chaseTitle')}>
      <ChaseRecordList gameId={params.get('game_id') ?? undefined} names={NAMES} />
    </PageShell>
  );
}
