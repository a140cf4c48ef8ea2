import { List, Tag } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { useSessionStore } from '../../../lib/session';
import { browserLineEnv, reloadLines } from '../line-service';
import { checkLine } from '../load-lines';
import './lines.css';

type Probe = { line: string; latencyMs: number | null; done: boolean };

/** /navpg: every line with its measured latency; tapping one makes it the main line. */
export function LinePicker() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mainLine, mainLineList, setLines } = useSessionStore();
  const [probes, setProbes] = useState<Probe[]>([]);

  useEffect(() => {
    if (mainLineList.length === 0) void reloadLines();
  }, [mainLineList.length]);

  useEffect(() => {
    let alive = true;
    const env = browserLineEnv();
    setProbes(mainLineList.map((line) => ({ line, latencyMs: null, done: false })));
    for (const line of mainLineList) {
      const settle = (latencyMs: number | null) => {
        if (alive) setProbes((ps) => ps.map((p) => (p.line === line ? { line, latencyMs, done: true } : p)));
      };
      checkLine(line, env).then(settle, () => settle(null));
    }
    return () => {
      alive = false;
    };
  }, [mainLineList]);

  function handleUse(line: string): void {
    setLines(line, [line, ...mainLineList.filter((l) => l !== line)]);
    navigate(paths.hall.href(), { replace: true });
  }

  return (
    <PageShell title={t('nav.chooseLine')} backTo={paths.nav.href()}>
      <List header={t('nav.lineList')} className="ql-lines__list">
        {probes.map((probe, index) => (
          <List.Item
            key={probe.line}
            onClick={probe.latencyMs === null ? undefined : () => handleUse(probe.line)}
            description={probe.line}
            extra={
              !probe.done ? (
                t('common.loading')
              ) : probe.latencyMs === null ? (
                <Tag color="danger">{t('nav.unreachable')}</Tag>
              ) : (
                <Tag color="success">{`${probe.latencyMs} ms`}</Tag>
              )
            }
          >
            {t('nav.line')} {index + 1}{' '}
            {probe.line === mainLine ? <Tag color="primary">{t('nav.current')}</Tag> : null}
          </List.Item>
        ))}
      </List>
    </PageShell>
  );
}
