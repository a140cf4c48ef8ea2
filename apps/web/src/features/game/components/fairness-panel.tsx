import type { DrawnIssue } from '@qilin/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { useIssue } from '../hooks/use-game-data';
import {
  algorithmVersion,
  type FairnessCheck,
  fairnessStage,
  isLocalBeacon,
  loadFairnessCheck,
} from '../model/fairness';
import { BeaconTag } from './beacon-tag';

function Hash({ label, value }: { label: string; value: string }) {
  return (
    <div className="ql-fair__row">
      <span className="ql-fair__label">{label}</span>
      <code className="ql-fair__hash">{value}</code>
    </div>
  );
}

function GuideLink({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  return (
    <Link className="ql-fair__guide" to={paths.fairnessGame.href(gameCode)}>
      {t('game.fair.guide')}
    </Link>
  );
}

/** The browser's own check, run in the verifier's chunk (BLS12-381 loads only when a draw is opened). */
function useFairnessCheck(gameCode: string, issue: DrawnIssue, drawn: boolean) {
  return useQuery({
    queryKey: ['game', 'fairness-check', gameCode, issue] as const,
    queryFn: async (): Promise<FairnessCheck | null> =>
      (await loadFairnessCheck()).checkIssueFairness(gameCode, issue) ?? null,
    enabled: drawn,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function Checks({ check }: { check: FairnessCheck }) {
  const { t } = useTranslation();
  const mark = (ok: boolean) => (ok ? '✓' : '✗');
  return (
    <>
      <div
        className={`ql-fair__verdict ql-fair__verdict--${check.ok ? 'ok' : 'bad'}`}
        data-testid="fair-verdict"
      >
        {mark(check.ok)} {check.ok ? t('game.fair.pass') : t('game.fair.fail')}
      </div>
      <ul className="ql-fair__checks" aria-label={t('game.fair.steps')}>
        {check.steps.map((step) => (
          <li key={step.key} className={step.ok ? undefined : 'ql-fair__bad'} data-step={step.key}>
            {mark(step.ok)} {t(`game.fair.step.${step.key}`)}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Seed, commitment, terminal hash (v2: the beacon round, its signature and randomness) and the
 * browser's own recomputation of a drawn issue, ✓/✗ per step; a void issue shows its cause. The issue is
 * fetched on its own (GET of one issue) so the verdict never rests on a list row.
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
  const stage = fairnessStage(issue);
  const check = useFairnessCheck(gameCode, issue, stage === 'drawn');
  const v2 = algorithmVersion(issue) === 2;
  const beacon = issue.beacon ?? null;
  const label = t('game.fair.title');
  if (stage === 'void') {
    return (
      <section className="ql-fair" aria-label={label}>
        <div className="ql-fair__verdict ql-fair__verdict--void" data-testid="fair-void">
          {t('game.fair.void')}
        </div>
        <p className="ql-fair__note">
          {issue.voidReason ? t('game.fair.voidReason', { reason: issue.voidReason }) : null}
          {t('game.fair.voidRefund')}
        </p>
        <GuideLink gameCode={gameCode} />
      </section>
    );
  }
  if (stage === 'undrawn') {
    return (
      <section className="ql-fair" aria-label={label}>
        <Hash label={t('game.fair.commitment')} value={issue.commitment ?? t('game.fair.commitmentLater')} />
        <p className="ql-fair__note">{t('game.fair.pending')}</p>
        <GuideLink gameCode={gameCode} />
      </section>
    );
  }
  return (
    <section className="ql-fair" aria-label={label}>
      {check.data ? (
        <Checks check={check.data} />
      ) : (
        <div className="ql-fair__verdict" role="status">
          {check.isError ? t('game.fair.checkFailed') : t('game.fair.checking')}
        </div>
      )}
      <div className="ql-fair__row">
        <span className="ql-fair__label">{t('game.fair.algorithm')}</span>
        <span className="ql-fair__value">{v2 ? t('game.fair.v2') : t('game.fair.v1')}</span>
      </div>
      <Hash label={t('game.fair.seed')} value={issue.seed ?? ''} />
      <Hash label={t('game.fair.commitment')} value={issue.commitment ?? ''} />
      <Hash label={t('game.fair.terminal')} value={issue.terminalHash ?? ''} />
      {issue.chainIndex !== undefined ? (
        <div className="ql-fair__row">
          <span className="ql-fair__label">{t('game.fair.chainIndex')}</span>
          <span className="ql-fair__value">
            {issue.chainEpoch !== undefined
              ? t('game.fair.epochIndex', { epoch: issue.chainEpoch, index: issue.chainIndex })
              : issue.chainIndex}
          </span>
        </div>
      ) : null}
      {v2 ? (
        <>
          <div className="ql-fair__row">
            <span className="ql-fair__label">{t('game.fair.beacon')}</span>
            <span className="ql-fair__value">{beacon ? <BeaconTag beacon={beacon} /> : '—'}</span>
          </div>
          {beacon ? (
            <div className="ql-fair__row">
              <span className="ql-fair__label">{t('game.fair.roundLabel')}</span>
              <span className="ql-fair__value">{t('game.fair.round', { round: beacon.round })}</span>
            </div>
          ) : null}
          <Hash label={t('game.fair.signature')} value={beacon?.signature ?? '—'} />
          <Hash label={t('game.fair.randomness')} value={beacon?.randomness ?? '—'} />
          {isLocalBeacon(beacon) ? <p className="ql-fair__note">{t('game.fair.localNote')}</p> : null}
        </>
      ) : null}
      <GuideLink gameCode={gameCode} />
    </section>
  );
}
