import { ProtectionBreakLabels, type ProtectionBreakLength } from '@qilin/contract';
import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { PageShell } from '../../../components/page-shell';
import { useLayer } from '../../../components/popups';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { showToast } from '../../../lib/toast';
import { useProtectionStatus, useTakeBreak } from '../hooks/use-protection';
import {
  type BreakChoice,
  breakEndsAt,
  EXCLUSION_CHOICES,
  shanghaiMinute,
  TIMEOUT_CHOICES,
} from '../model/breaks';
import { type GateProps, Pass } from './limits-screen';
import './protection.css';

/** The strong confirmation: what stops, until when, that nobody can end it early, and the chases. */
function ConfirmBreak({ choice, onClose }: { choice: BreakChoice; onClose: () => void }) {
  const { t } = useTranslation();
  const layer = useLayer();
  const [ack, setAck] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const take = useTakeBreak();
  const kind = ProtectionBreakLabels[choice.kind];
  const length = t(`protection.breaks.lengths.${choice.length}`);
  const end = shanghaiMinute(breakEndsAt(choice.length, Date.now()));
  const title = t('protection.breaks.confirmTitle', { kind, length });
  return (
    <Dialog
      visible
      style={layer}
      aria-label={title}
      title={title}
      closeOnMaskClick={false}
      onClose={onClose}
      content={
        <div className="ql-protect__confirm" data-testid="break-confirm">
          <p>{t('protection.breaks.confirmBody', { end })}</p>
          <label className="ql-protect__ack">
            <input type="checkbox" checked={ack} onChange={(e) => setAck(e.target.checked)} />
            <span>{t('protection.breaks.confirmAck')}</span>
          </label>
          {error ? (
            <p className="ql-protect__error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: t('common.cancel'), onClick: onClose },
          {
            key: 'start',
            text: t('protection.breaks.start', { kind }),
            bold: true,
            danger: true,
            disabled: !ack || take.isPending,
            onClick: () =>
              take.mutate(choice.length as ProtectionBreakLength, {
                onSuccess: (status) => {
                  onClose();
                  showToast(
                    t('protection.breaks.started', {
                      kind,
                      end: status.break ? shanghaiMinute(status.break.ends_at) : end,
                    }),
                  );
                },
                onError: (e) => setError(e instanceof Error ? e.message : String(e)),
              }),
          },
        ],
      ]}
    />
  );
}

function Choices({
  title,
  choices,
  onPick,
}: {
  title: string;
  choices: readonly BreakChoice[];
  onPick: (c: BreakChoice) => void;
}) {
  const { t } = useTranslation();
  const id = `ql-breaks-${choices[0]?.kind ?? ''}`;
  return (
    <section className="ql-protect__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className="ql-protect__choices">
        {choices.map((c) => (
          <Button key={c.length} className="ql-protect__choice" fill="outline" onClick={() => onPick(c)}>
            {t(`protection.breaks.lengths.${c.length}`)}
          </Button>
        ))}
      </div>
    </section>
  );
}

function BreaksBody() {
  const { t } = useTranslation();
  const { data, isLoading } = useProtectionStatus();
  const [picked, setPicked] = useState<BreakChoice | null>(null);
  if (isLoading || !data) return <p className="ql-protect__hint">{t('common.loading')}</p>;
  const live = data.status.break;
  return (
    <>
      <p className="ql-protect__intro">{t('protection.breaks.intro')}</p>
      {live ? (
        <p className="ql-protect__banner" role="status" data-testid="break-active">
          {t('protection.breaks.active', {
            kind: ProtectionBreakLabels[live.kind],
            end: shanghaiMinute(live.ends_at),
          })}
        </p>
      ) : (
        <>
          <Choices title={t('protection.breaks.timeout')} choices={TIMEOUT_CHOICES} onPick={setPicked} />
          <Choices title={t('protection.breaks.exclusion')} choices={EXCLUSION_CHOICES} onPick={setPicked} />
        </>
      )}
      {picked ? <ConfirmBreak choice={picked} onClose={() => setPicked(null)} /> : null}
    </>
  );
}

/** /protection/breaks: a time-out or a self-exclusion, after a confirmation that cannot be undone. */
export function BreaksScreen({ gate: Gate = Pass }: GateProps) {
  const { t } = useTranslation();
  return (
    <PageShell title={t('protection.breaks.title')} backTo={paths.protection.href()}>
      <div className="ql-protect">
        <Gate>
          <BreaksBody />
        </Gate>
      </div>
    </PageShell>
  );
}
