import type { DrawnIssue } from '@qilin/contract';
import type { GameResult } from '@qilin/domain';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { isLocalBeacon } from '../model/fairness';
import { BeaconTag } from './beacon-tag';
import { FairnessPanel } from './fairness-panel';
import { GameResultView } from './game-result';

/** A result in its game's own look (see game-result/); kept under this name for its callers. */
export function ResultBalls({ result }: { result: GameResult }) {
  return <GameResultView result={result} />;
}

/**
 * Last results, newest first; tapping a drawn issue opens its fairness panel. Draws salted by a local
 * beacon are marked as such (not independent) above the list.
 */
export function ResultList({
  gameCode,
  issues,
  guest = false,
}: {
  gameCode: string;
  issues: DrawnIssue[];
  guest?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  if (issues.length === 0) return <p className="ql-result__empty">{t('game.room.noResults')}</p>;
  const local = issues.find((i) => isLocalBeacon(i.beacon))?.beacon;
  return (
    <>
      {local ? (
        <p className="ql-result__beacon">
          <BeaconTag beacon={local} /> {t('game.fair.localNote')}
        </p>
      ) : null}
      <ul className="ql-result">
        {issues.map((issue) => (
          <li key={issue.issue} className="ql-result__item">
            <button
              type="button"
              className="ql-result__head"
              aria-expanded={open === issue.issue}
              onClick={() => setOpen(open === issue.issue ? null : issue.issue)}
            >
              <span className="ql-result__issue">{issue.issue}</span>
              {issue.result ? (
                <ResultBalls result={issue.result} />
              ) : (
                <span>{issue.state === 'VOID' ? t('game.fair.void') : t('game.room.drawing')}</span>
              )}
              <span className="ql-result__fair-link">{t('game.fair.title')}</span>
            </button>
            {open === issue.issue ? <FairnessPanel gameCode={gameCode} issue={issue} guest={guest} /> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
