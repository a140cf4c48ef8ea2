import { type ChaseStatus, Messages } from '@qilin/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, List, ProgressBar } from 'antd-mobile';
import { EmptyState } from '../../../components/empty-state';
import { StatusTag, type StatusTone } from '../../../components/status-tag';
import { useTranslation } from '../../../i18n';
import { chaseKeys, getChaseRecords } from '../api/chase-api';
import { useCancelChase } from '../hooks/use-cancel-chase';
import './chase.css';
import { moneyText } from '../../../lib/money';

/** A chase's state in the records' shared colours: running waits on draws, a win stop is good news. */
const CHASE_TONE: Record<ChaseStatus, StatusTone> = {
  running: 'pending',
  stopped: 'good',
  finished: 'neutral',
  cancelled: 'void',
};

/** Chase records with progress (drawn issues / all) and cancel of a running chase. */
export function ChaseRecordList({ gameId, names }: { gameId?: string; names: Record<string, string> }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: chaseKeys.records(gameId), queryFn: () => getChaseRecords(gameId) });
  const handleCancel = useCancelChase(gameId);

  if (query.isError) return <EmptyState title={Messages.loadFailed} />;
  const rows = query.data ?? [];
  if (query.isSuccess && rows.length === 0) return <EmptyState title={t('game.record.empty')} />;
  return (
    <List>
      {rows.map((r) => (
        <List.Item
          key={r.zhid}
          description={
            <div>
              <ProgressBar percent={r.issues ? (r.done / r.issues) * 100 : 0} />
              {t('game.chase.progress', { done: r.done, issues: r.issues })} · {moneyText(r.totalFen)}
            </div>
          }
          extra={
            r.status === 'running' ? (
              <Button size="mini" onClick={() => void handleCancel(r.zhid)}>
                {t('game.chase.cancel')}
              </Button>
            ) : (
              <StatusTag tone={CHASE_TONE[r.status]}>{t(`game.chase.status.${r.status}`)}</StatusTag>
            )
          }
        >
          {names[r.gameId] ?? r.gameId} {r.items[0]?.issue ?? ''}
        </List.Item>
      ))}
    </List>
  );
}
