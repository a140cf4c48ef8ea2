import { type GameResult, RESULT_WORDS } from '@qilin/domain';
import {
  K3ResultView,
  KenoResultView,
  MarkSixResultView,
  NumberBallsView,
  Pc28ResultView,
  Pk10ResultView,
  SscResultView,
} from './lottery-results';
import { BaccaratResultView, CardBullResultView, DigitBullResultView } from './table-results';
import './game-result.css';

function Body({ result }: { result: GameResult }) {
  switch (result.game) {
    case 'mark-six':
      return <MarkSixResultView result={result} />;
    case 'pc28':
      return <Pc28ResultView result={result} />;
    case 'k3':
      return <K3ResultView result={result} />;
    case 'pk10':
      return <Pk10ResultView result={result} />;
    case 'ssc':
      return <SscResultView result={result} />;
    case 'syxw':
      return <NumberBallsView result={result} />;
    case 'keno':
      return <KenoResultView result={result} />;
    case 'digit-bull':
      return <DigitBullResultView result={result} />;
    case 'card-bull':
      return <CardBullResultView result={result} />;
    case 'baccarat':
      return <BaccaratResultView result={result} />;
  }
}

/**
 * A drawn result in its game's own look (balls by 波色 with 生肖, dice, car colours, cards, bull seats).
 * `compact` is the room header's size; the list and the fairness panel use the default.
 */
export function GameResultView({ result, compact = false }: { result: GameResult; compact?: boolean }) {
  return (
    // Spans only: the result list draws results inside a <button>, which holds phrasing content.
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; this groups a drawing
    <span
      className={`ql-gr ql-gr--${result.game}${compact ? ' ql-gr--compact' : ''}`}
      role="group"
      aria-label={RESULT_WORDS.result}
      data-game={result.game}
    >
      <Body result={result} />
    </span>
  );
}
