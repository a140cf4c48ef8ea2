import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { currentBase } from '../../../lib/api-client';
import { copyText } from '../../../lib/copy-text';
import { useSessionStore } from '../../../lib/session';
import { useLineProbe } from '../hooks/use-line-probe';
import { factsText, screenText } from '../model/machine-facts';
import './member.css';

/** /machineInfo: the device and line facts a support agent asks for, one button to copy them all, and
 * the two things support then asks for: switch the line, talk to us. */
export function MachineInfo() {
  const { t } = useTranslation();
  const member = useSessionStore((s) => s.userData);
  const probe = useLineProbe();
  const navigate = useNavigate();
  const measured = (pick: (p: { latencyMs: number; offsetMs: number }) => number) => {
    if (probe.isFetching) return t('me.machine.measuring');
    if (!probe.data) return t('me.machine.failed');
    return t('me.machine.ms', { n: pick(probe.data) });
  };
  const facts = [
    { label: t('me.machine.appVersion'), value: `${env.appVersion} (${env.site})` },
    { label: t('me.machine.userAgent'), value: navigator.userAgent },
    { label: t('me.machine.screen'), value: screenText(window) },
    { label: t('me.machine.line'), value: currentBase() },
    { label: t('me.machine.latency'), value: measured((p) => p.latencyMs) },
    { label: t('me.machine.memberId'), value: member ? String(member.memberId) : '-' },
    { label: t('me.machine.timeOffset'), value: measured((p) => p.offsetMs) },
  ];
  return (
    <>
      <p className="ql-machine__hint">{t('me.machine.hint')}</p>
      <List className="ql-machine__list">
        {facts.map((fact) => (
          <List.Item key={fact.label} description={<span className="ql-machine__value">{fact.value}</span>}>
            {fact.label}
          </List.Item>
        ))}
      </List>
      <div className="ql-machine__actions">
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          onClick={() => void copyText(factsText(facts))}
        >
          {t('me.machine.copy')}
        </Button>
        <Button
          block
          shape="rounded"
          size="large"
          loading={probe.isFetching}
          onClick={() => void probe.refetch()}
        >
          {t('me.machine.remeasure')}
        </Button>
        <Button block shape="rounded" size="large" onClick={() => navigate(paths.navpg.href())}>
          {t('me.machine.switchLine')}
        </Button>
        <Button block shape="rounded" size="large" onClick={() => navigate(paths.mixDeskPage.href())}>
          {t('common.contactSupport')}
        </Button>
      </div>
    </>
  );
}
