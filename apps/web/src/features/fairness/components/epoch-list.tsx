import type { Epoch, EpochBeacon } from '@qilin/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n';
import { beijingTime } from '../../../lib/beijing-time';
import { fairnessKeys, getEpochs } from '../api/fairness-api';
import { announcedInTime } from '../model/terminal-memory';
import { Section } from './algorithm-text';

const when = (ms: number) => beijingTime(new Date(ms).toISOString());

function BeaconInfo({ beacon }: { beacon: EpochBeacon }) {
  const { t } = useTranslation();
  const local = beacon.source === 'local' || !beacon.independent;
  return (
    <div className="ql-fg__beacon">
      <div className="ql-fg__label">{t('fairness.epochs.beacon')}</div>
      <p>
        <span className={`ql-fg__tag ql-fg__tag--${local ? 'local' : 'drand'}`} data-testid="beacon-tag">
          {local ? t('game.fair.local') : t('game.fair.drand')}
        </span>{' '}
        {t('fairness.epochs.beaconTiming', { genesis: beacon.genesisTimeSec, period: beacon.periodSec })}
      </p>
      {local ? <p className="ql-fg__caution">{t('fairness.trust.local')}</p> : null}
      <div className="ql-fg__label">{t('fairness.epochs.beaconKey')}</div>
      <code className="ql-fg__hex">{beacon.publicKey}</code>
    </div>
  );
}

function EpochCard({ epoch }: { epoch: Epoch }) {
  const { t } = useTranslation();
  // A game's first epoch is created with the game (nothing to rotate from), so it has no notice to show.
  const noticeHours =
    epoch.activeFrom === null || epoch.epoch <= 1
      ? null
      : Math.max(0, Math.floor((epoch.activeFrom - epoch.announcedAt) / 3_600_000));
  return (
    <li className="ql-fg__epoch" data-testid={`epoch-${epoch.epoch}`}>
      <div className="ql-fg__epoch-head">
        <strong>{t('fairness.epochs.epoch', { epoch: epoch.epoch })}</strong>
        <span className={`ql-fg__state ql-fg__state--${epoch.state}`}>
          {t(`fairness.epochs.state.${epoch.state}`)}
        </span>
      </div>
      <div className="ql-fg__label">{t('fairness.epochs.terminal')}</div>
      <code className="ql-fg__hex">{epoch.terminalHash}</code>
      <dl className="ql-fg__facts">
        <dt>{t('fairness.epochs.length')}</dt>
        <dd>{epoch.chainLength}</dd>
        <dt>{t('fairness.epochs.announcedAt')}</dt>
        <dd>{when(epoch.announcedAt)}</dd>
        <dt>{t('fairness.epochs.activeFrom')}</dt>
        <dd>{epoch.activeFrom === null ? t('fairness.epochs.notYet') : when(epoch.activeFrom)}</dd>
        <dt>{t('fairness.epochs.firstIssue')}</dt>
        <dd>{epoch.firstIssue ?? '—'}</dd>
        {noticeHours !== null ? (
          <>
            <dt>{t('fairness.epochs.notice')}</dt>
            <dd>
              {t('fairness.epochs.noticeHours', { hours: noticeHours })}{' '}
              <span className={announcedInTime(epoch) ? 'ql-fg__ok' : 'ql-fg__bad'}>
                {announcedInTime(epoch) ? t('fairness.epochs.noticeOk') : t('fairness.epochs.noticeShort')}
              </span>
            </dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

/** Section 9: the game's public, append-only epochs (GET /api/lottery/epochs, guests too). */
export function EpochList({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: fairnessKeys.epochs(gameCode), queryFn: () => getEpochs(gameCode) });
  const list = [...(query.data?.list ?? [])].sort((a, b) => b.epoch - a.epoch);
  return (
    <Section id="epochs" title={t('fairness.epochs.title')}>
      <p>{t('fairness.epochs.intro')}</p>
      {query.data?.beacon ? <BeaconInfo beacon={query.data.beacon} /> : null}
      {query.isLoading ? (
        <p className="ql-fg__note">{t('common.loading')}</p>
      ) : query.isError ? (
        <p className="ql-fg__note">
          {t('fairness.epochs.loadFailed')}{' '}
          <button type="button" className="ql-fg__button" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      ) : list.length === 0 ? (
        <p className="ql-fg__note">{t('fairness.epochs.empty')}</p>
      ) : (
        <ul className="ql-fg__epochs">
          {list.map((e) => (
            <EpochCard key={e.epoch} epoch={e} />
          ))}
        </ul>
      )}
    </Section>
  );
}
