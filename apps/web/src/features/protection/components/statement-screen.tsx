import { Button } from 'antd-mobile';
import { useState } from 'react';
import { Money } from '../../../components/money';
import { PageShell } from '../../../components/page-shell';
import { TabStrip } from '../../../components/tab-strip';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { showToast } from '../../../lib/toast';
import { getHistoryCsv, type StatementPeriod } from '../api/protection-api';
import { useStatement } from '../hooks/use-protection';
import { shanghaiMinute } from '../model/breaks';
import { type GateProps, Pass } from './limits-screen';
import './protection.css';

const PERIODS: readonly StatementPeriod[] = ['day', 'week', 'month'];

/** The period's first day (Shanghai): '2026-03-01'; a week or month shows its start and end days. */
function periodName(period: StatementPeriod, startMs: number, endMs: number): string {
  const start = shanghaiMinute(startMs).slice(0, 10);
  if (period === 'day') return start;
  if (period === 'month') return start.slice(0, 7);
  return `${start} ~ ${shanghaiMinute(endMs - 1).slice(5, 10)}`;
}

function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function StatementBody() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<StatementPeriod>('day');
  const [exporting, setExporting] = useState(false);
  const { data, isLoading } = useStatement(period);
  const rows = (data?.list ?? []).filter(
    (r) => r.stake_fen !== 0 || r.return_fen !== 0 || r.deposit_fen !== 0,
  );
  async function exportCsv() {
    setExporting(true);
    try {
      saveFile('qilin-history.csv', await getHistoryCsv(90));
      showToast(t('protection.statement.exported'));
    } catch {
      // The central handler has said why.
    } finally {
      setExporting(false);
    }
  }
  return (
    <>
      <TabStrip
        label={t('protection.statement.title')}
        items={PERIODS.map((p) => ({ key: p, title: t(`protection.statement.${p}`) }))}
        activeKey={period}
        onChange={(k) => setPeriod(k as StatementPeriod)}
      >
        {isLoading ? <p className="ql-protect__hint">{t('common.loading')}</p> : null}
        {!isLoading && rows.length === 0 ? (
          <p className="ql-protect__hint">{t('protection.statement.empty')}</p>
        ) : null}
        <ul className="ql-protect__statement" data-testid="statement">
          {rows.map((r) => (
            <li key={r.starts_at} className="ql-protect__statement-row">
              <div className="ql-protect__limit-head">
                <span>{periodName(period, r.starts_at, r.ends_at)}</span>
                <span className={r.net_fen < 0 ? 'ql-protect__loss' : 'ql-protect__win'}>
                  {t('protection.statement.net')} <Money fen={r.net_fen} signed />
                </span>
              </div>
              <p className="ql-protect__hint">
                {t('protection.statement.stake')} <Money fen={r.stake_fen} /> ·{' '}
                {t('protection.statement.returns')} <Money fen={r.return_fen} /> ·{' '}
                {t('protection.statement.deposit')} <Money fen={r.deposit_fen} />
              </p>
            </li>
          ))}
        </ul>
      </TabStrip>
      <Button block color="primary" fill="outline" loading={exporting} onClick={() => void exportCsv()}>
        {exporting ? t('protection.statement.exporting') : t('protection.statement.export')}
      </Button>
    </>
  );
}

/** /protection/statement: net result per day, week or month, and the history as a CSV file. */
export function StatementScreen({ gate: Gate = Pass }: GateProps) {
  const { t } = useTranslation();
  return (
    <PageShell title={t('protection.statement.title')} backTo={paths.protection.href()}>
      <div className="ql-protect">
        <Gate>
          <StatementBody />
        </Gate>
      </div>
    </PageShell>
  );
}
