import { Button, Input } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { Money } from '../../../components/money';
import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api-error';
import { moneyText } from '../../../lib/money';
import { showToast } from '../../../lib/toast';
import { useTicker } from '../../../lib/use-ticker';
import { useConfirmLimit, useProtectionStatus, useSetLimit } from '../hooks/use-protection';
import { shanghaiMinute } from '../model/breaks';
import { appliesAtOnce, LIMIT_GROUPS, type LimitRow, limitRows, parseLimitInput } from '../model/limits';
import './protection.css';

/** The route passes the member gate (a guest is asked to log in); the screen itself knows no login. */
export type GateProps = { gate?: (props: { children: ReactNode }) => ReactNode };
export const Pass = ({ children }: { children: ReactNode }) => children;

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

function ValueText({ row, value }: { row: LimitRow; value: number | null }) {
  const { t } = useTranslation();
  if (value === null) return <>{t('protection.limits.none')}</>;
  if (row.unit === 'minutes') return <>{t('protection.limits.minutes', { n: value })}</>;
  return <Money fen={value} unit="yuan" />;
}

function LimitItem({ row }: { row: LimitRow }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const setLimit = useSetLimit();
  const confirm = useConfirmLimit();
  const busy = setLimit.isPending || confirm.isPending;
  const inputId = `ql-limit-${row.key}`;

  function submit(value: number | null) {
    const atOnce = appliesAtOnce(row.value, value);
    setMessage(null);
    setLimit.mutate(
      { key: row.key, value },
      {
        onSuccess: () => {
          setEditing(false);
          setText('');
          showToast(t(atOnce ? 'protection.limits.inForce' : 'protection.limits.waiting'));
        },
        onError: (e) => setMessage(errorText(e)),
      },
    );
  }
  function save() {
    const parsed = parseLimitInput(row.unit, text);
    if (!parsed.ok) {
      setMessage(
        t(
          parsed.reason === 'minutes'
            ? 'protection.limits.invalidMinutes'
            : 'protection.limits.invalidAmount',
        ),
      );
      return;
    }
    submit(parsed.value);
  }
  function confirmPending() {
    setMessage(null);
    confirm.mutate(row.key, {
      onSuccess: () => showToast(t('protection.limits.confirmed')),
      onError: (e) => setMessage(e instanceof ApiError ? e.message : errorText(e)),
    });
  }

  return (
    <li className="ql-protect__limit" data-testid={`limit-${row.key}`}>
      <div className="ql-protect__limit-head">
        <span className="ql-protect__limit-label">{row.label}</span>
        <span className="ql-protect__limit-value">
          <ValueText row={row} value={row.value} />
        </span>
      </div>
      {row.usedFen !== null && row.value !== null ? (
        <p className="ql-protect__hint">
          {t(row.group === 'loss' ? 'protection.limits.usedLoss' : 'protection.limits.used', {
            used: moneyText(row.usedFen, { unit: 'yuan', yuanText: t('common.yuan') }),
          })}
        </p>
      ) : null}
      {row.pending ? (
        <div className="ql-protect__pending">
          <span>
            {row.pending.value === null
              ? t('protection.limits.pendingRemove', { due: shanghaiMinute(row.pending.dueAt) })
              : t('protection.limits.pending', {
                  value:
                    row.unit === 'minutes'
                      ? t('protection.limits.minutes', { n: row.pending.value })
                      : moneyText(row.pending.value, { unit: 'yuan', yuanText: t('common.yuan') }),
                  due: shanghaiMinute(row.pending.dueAt),
                })}
          </span>
          {row.pending.due ? (
            <Button
              size="small"
              color="primary"
              loading={confirm.isPending}
              disabled={busy}
              onClick={confirmPending}
            >
              {t('protection.limits.confirm')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {editing ? (
        <div className="ql-protect__edit">
          <label className="ql-protect__sr" htmlFor={inputId}>
            {row.label}
          </label>
          <Input
            id={inputId}
            className="ql-protect__input"
            inputMode={row.unit === 'minutes' ? 'numeric' : 'decimal'}
            placeholder={t(
              row.unit === 'minutes' ? 'protection.limits.inputMinutes' : 'protection.limits.inputYuan',
            )}
            value={text}
            onChange={setText}
            onEnterPress={save}
          />
          <div className="ql-protect__edit-actions">
            <Button size="small" color="primary" loading={setLimit.isPending} disabled={busy} onClick={save}>
              {t('protection.limits.save')}
            </Button>
            {row.value !== null && row.pending?.value !== null ? (
              <Button size="small" disabled={busy} onClick={() => submit(null)}>
                {t('protection.limits.remove')}
              </Button>
            ) : null}
            <Button
              size="small"
              fill="none"
              onClick={() => {
                setEditing(false);
                setMessage(null);
              }}
            >
              {t('protection.limits.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          className="ql-protect__edit-open"
          size="small"
          fill="outline"
          onClick={() => setEditing(true)}
        >
          {t('protection.limits.edit')}
        </Button>
      )}
      {message ? (
        <p className="ql-protect__error" role="alert">
          {message}
        </p>
      ) : null}
    </li>
  );
}

function LimitsBody() {
  const { t } = useTranslation();
  const { data, isLoading } = useProtectionStatus();
  // Due raises get their 确认 as their time comes, on the server's clock.
  const deviceNow = useTicker(15_000);
  if (isLoading || !data) return <p className="ql-protect__hint">{t('common.loading')}</p>;
  const rows = limitRows(data.status, deviceNow + data.offsetMs);
  return (
    <>
      <p className="ql-protect__intro">{t('protection.limits.intro')}</p>
      {LIMIT_GROUPS.map((group) => (
        <section key={group} className="ql-protect__section" aria-labelledby={`ql-limits-${group}`}>
          <h2 id={`ql-limits-${group}`}>{t(`protection.limits.groups.${group}`)}</h2>
          <ul className="ql-protect__limits">
            {rows
              .filter((r) => r.group === group)
              .map((r) => (
                <LimitItem key={r.key} row={r} />
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** /protection/limits: every limit with its value, this period's usage and a waiting raise to confirm. */
export function LimitsScreen({ gate: Gate = Pass }: GateProps) {
  const { t } = useTranslation();
  return (
    <PageShell title={t('protection.limits.title')} backTo={paths.protection.href()}>
      <div className="ql-protect">
        <Gate>
          <LimitsBody />
        </Gate>
      </div>
    </PageShell>
  );
}
