import { Messages } from '@qilin/contract';
import { findGameFamily } from '@qilin/domain';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { CHAMPION_TABLES, type Disqualified } from '../model/tables';
import './champion-match.css';

type Props = {
  /** The activity, from the entry link or the table the member was returned from; null = unknown. */
  activeId: string | null;
  /** The member's orders per table in this activity (undefined loading, null failed). */
  totals: Record<string, number | null | undefined>;
  disqualified: Disqualified | null;
  /** The table's live issue clock (the screen composing this one supplies it). */
  renderClock?: (gameId: string) => ReactNode;
};

/**
 * /ChampionMatch: the champion match's table games under one activity, each entered at the
 * /gamezhuotou table path with the activeId, the member's orders there, the both-sides rule, and —
 * after a disqualification — which table it happened at.
 */
export function ChampionMatchScreen({ activeId, totals, disqualified, renderClock }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const outAt = disqualified ? findGameFamily(disqualified.gameId) : undefined;
  return (
    <PageShell title={t('game.champion.title')}>
      {disqualified ? (
        <div className="ql-champion__out" role="alert">
          <strong>{t('game.champion.disqualified', { game: outAt?.name ?? disqualified.gameId })}</strong>
          <span>{disqualified.message}</span>
        </div>
      ) : null}
      {activeId === null ? (
        <EmptyState
          title={t('game.champion.noActivity')}
          action={
            <Button
              color="primary"
              className="ql-champion__to-activity"
              onClick={() => navigate(paths.activity.href())}
            >
              {t('game.champion.toActivity')}
            </Button>
          }
        />
      ) : (
        <>
          <p className="ql-champion__session">{t('game.champion.session', { id: activeId })}</p>
          <p className="ql-champion__rule">{t('game.champion.rule')}</p>
          <ul className="ql-champion__tables" aria-label={t('game.champion.tables')}>
            {CHAMPION_TABLES.map((table) => {
              const total = totals[table.code];
              return (
                <li key={table.code} className="ql-champion__table" data-testid="champion-table">
                  <div className="ql-champion__name">
                    <strong>{table.name}</strong>
                    {renderClock?.(table.code)}
                  </div>
                  <span className="ql-champion__orders">
                    {total === null
                      ? Messages.loadFailed
                      : total === undefined
                        ? t('common.loading')
                        : t('game.champion.orders', { count: total })}
                  </span>
                  <Button
                    size="small"
                    color="primary"
                    onClick={() => navigate(paths.gameRoom.href({ game_id: table.code, activeId }))}
                  >
                    {t('game.champion.enter')}
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </PageShell>
  );
}
