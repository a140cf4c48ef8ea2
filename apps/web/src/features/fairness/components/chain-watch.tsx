import { NoticeBar } from 'antd-mobile';
import { type CSSProperties, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { useChainWatch } from '../hooks/use-chain-watch';
import type { TerminalSighting } from '../model/terminal-memory';
import './fairness.css';

/** Closed warnings stay closed for the visit (the room re-renders on every poll). */
const dismissed = new Set<string>();

/**
 * The game screens' warning when a game's chain terminal hash changed outside an announced rotation
 * (链哈希发生未公告的变更); nothing otherwise — a rotation announced ≥ 24 h ahead is accepted silently.
 */
export function ChainWatch({
  gameCode,
  sightings,
}: {
  gameCode: string;
  sightings: readonly TerminalSighting[];
}) {
  const { t } = useTranslation();
  const warnings = useChainWatch(gameCode, sightings);
  const [, setClosed] = useState(0);
  const key = warnings.map((w) => `${gameCode}:${w.reason}:${w.epoch ?? ''}`).join('|');
  if (warnings.length === 0 || dismissed.has(key)) return null;
  const lines = warnings.map((w) => t(`chainWatch.${w.reason}`, { epoch: w.epoch ?? '?' }));
  return (
    <div className="ql-chain-watch" role="alert">
      <NoticeBar
        color="error"
        // Darker than the theme's error red: the warning is small text that must stay readable (4.5:1).
        style={
          {
            '--text-color': '#a8071a',
            '--background-color': '#fff1f0',
            '--border-color': '#ffccc7',
          } as CSSProperties
        }
        wrap
        closeable
        onClose={() => {
          dismissed.add(key);
          setClosed((n) => n + 1);
        }}
        content={
          <span>
            <strong>{t('chainWatch.title')}</strong> {lines.join(' ')} {t('chainWatch.advice')}{' '}
            <Link to={paths.fairnessGame.href(gameCode)}>{t('chainWatch.details')}</Link>
          </span>
        }
      />
    </div>
  );
}
