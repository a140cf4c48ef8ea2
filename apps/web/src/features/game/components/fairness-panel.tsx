import { useMemo } from 'react';
import { useTranslation } from '../../../i18n';
import type { DrawnIssue } from '../api/types';
import { useIssue } from '../hooks/use-game-data';
import { checkIssueFairness } from '../model/fairness';

function Hash({ label, value }: { label: string; value: string }) {
  return (
    <div className="ql-fair__row">
      <span className="ql-fair__label">{label}</span>
      <code className="ql-fair__hash">{value}</code>
    </div>
  );
}

/**
 * Seed, commitment, terminal hash and the browser's own recomputation of a drawn issue, with ✓/✗.
 * The issue is fetched on its own (GET of one issue) so the verdict never rests on a list row.
 */
export function FairnessPanel({
  gameCode,
  issue: listed,
  guest = false,
}: {
  gameCode: string;
  issue: DrawnIssue;
  /** Fetch through the guest call (the /guest view has no login). */
  guest?: boolean;
}) {
  const { t } = useTranslation();
  const fetched = useIssue(gameCode, listed.issue, guest);
  const issue = fetched.data ?? listed;
  const check = useMemo(() => checkIssueFairness(gameCode, issue), [gameCode, issue]);
  if (check.status === 'pending') {
    return (
      <section className="ql-fair" aria-label={t('game.fair.title')}>
        <Hash label={t('game.fair.commitment')} value={issue.commitment ?? '—'} />
        <p className="ql-fair__note">{t('game.fair.pending')}</p>
      </section>
    );
  }
  const mark = (ok: boolean) => (ok ? '✓' : '✗');
  return (
    <section className="ql-fair" aria-label={t('game.fair.title')}>
      <div
        className={`ql-fair__verdict ql-fair__verdict--${check.ok ? 'ok' : 'bad'}`}
        data-testid="fair-verdict"
      >
        {mark(check.ok)} {check.ok ? t('game.fair.pass') : t('game.fair.fail')}
      </div>
      <Hash label={t('game.fair.seed')} value={issue.seed ?? ''} />
      <Hash label={t('game.fair.commitment')} value={issue.commitment ?? '—'} />
      <Hash label={t('game.fair.terminal')} value={issue.terminalHash ?? ''} />
      <ul className="ql-fair__checks">
        <li>
          {mark(check.chainOk)} {t('game.fair.chain')}
        </li>
        <li>
          {mark(check.terminalOk)} {t('game.fair.terminalCheck')}
        </li>
        <li>
          {mark(check.resultOk)} {t('game.fair.result')}
        </li>
      </ul>
    </section>
  );
}
