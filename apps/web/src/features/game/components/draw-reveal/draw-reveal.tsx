import type { GameResult } from '@qilin/domain';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../../../i18n';
import { GameResultView } from '../game-result';
import './draw-reveal.css';

/** Every element the result view draws carries role="img" (ball, die, car, card), in reveal order. */
const UNIT = '[role=img]';

/**
 * A result being revealed: the game's own result view, of which only the first `shown` elements are
 * visible (the others are blank placeholders of the same size, so nothing moves); sums, 大小单双,
 * 牛 labels and winners appear with the last element. The timing is the caller's (useDrawMoment).
 */
export function DrawReveal({ issue, result, shown }: { issue: string; result: GameResult; shown: number }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const units = ref.current?.querySelectorAll<HTMLElement>(UNIT) ?? [];
    units.forEach((el, i) => {
      const visible = i < shown;
      el.dataset.reveal = visible ? 'shown' : 'hidden';
      el.toggleAttribute('aria-hidden', !visible);
      if (i === shown - 1) el.dataset.revealLatest = '';
      else delete el.dataset.revealLatest;
    });
    ref.current?.classList.toggle('ql-reveal--done', shown >= units.length);
  }, [shown]);
  return (
    <div
      ref={ref}
      className={`ql-issue-bar__last ql-issue-bar__last--${result.game} ql-reveal`}
      data-testid="draw-reveal"
      aria-busy="true"
    >
      <div className="ql-issue-bar__issue">{t('game.room.issue', { issue })}</div>
      <GameResultView result={result} compact />
    </div>
  );
}
