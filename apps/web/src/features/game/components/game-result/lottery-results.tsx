import {
  BALL_POSITION_LABELS,
  ballZodiac,
  bigSmallLabel,
  type K3Result,
  KENO_ELEMENT_NAMES,
  KENO_PLAYS,
  type KenoResult,
  kenoElement,
  kenoSum,
  lunarYearOf,
  MARK_SIX_COLOUR_NAMES,
  type MarkSixResult,
  markSixColour,
  oddEvenLabel,
  type Pc28Result,
  PK10_PLACE_LABELS,
  type Pk10Result,
  pc28Colour,
  RESULT_WORDS,
  type SscResult,
  type SyxwResult,
  ZODIAC_NAMES,
} from '@qilin/domain';
import { Fragment } from 'react';
import { Die } from './dice';
import { Ball, Op, pad2 } from './parts';

const Labels = ({ labels }: { labels: string[] }) => (
  <span className="ql-gr-labels">
    {labels.map((l) => (
      <span key={l} className="ql-gr-label">
        {l}
      </span>
    ))}
  </span>
);

/** Six 正码 coloured by 波色 with their 生肖, then the 特码 set apart. */
export function MarkSixResultView({ result }: { result: MarkSixResult }) {
  const year = lunarYearOf(result.drawDate);
  const ball = (n: number, kind: 'regular' | 'special') => {
    const colour = markSixColour(n);
    const zodiac = ZODIAC_NAMES[ballZodiac(n, year)] ?? '';
    const wave = `${MARK_SIX_COLOUR_NAMES[colour]}${RESULT_WORDS.wave}`;
    return (
      <Ball
        key={`${kind}${n}`}
        value={pad2(n)}
        tone={colour}
        sub={zodiac}
        special={kind === 'special'}
        label={`${RESULT_WORDS[kind]} ${pad2(n)} ${zodiac} ${wave}`}
      />
    );
  };
  return (
    <>
      {result.balls.map((n) => ball(n, 'regular'))}
      <Op>+</Op>
      {ball(result.special, 'special')}
    </>
  );
}

/** a + b + c = sum, the sum ball in its PC28 colour (grey for 0, 13, 14, 27), then 大/小 单/双. */
export function Pc28ResultView({ result }: { result: Pc28Result }) {
  const colour = pc28Colour(result.sum);
  const colourName = colour ? `${MARK_SIX_COLOUR_NAMES[colour]}${RESULT_WORDS.wave}` : RESULT_WORDS.noColour;
  return (
    <>
      {result.digits.map((d, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: position is the identity of a digit
        <Fragment key={i}>
          {i > 0 ? <Op>+</Op> : null}
          <Ball value={d} label={String(d)} />
        </Fragment>
      ))}
      <Op>=</Op>
      <Ball
        value={result.sum}
        tone={colour ?? 'grey'}
        special
        label={`${RESULT_WORDS.sum} ${result.sum} ${colourName}`}
      />
      <Labels labels={[bigSmallLabel(result.sum, 14), oddEvenLabel(result.sum)]} />
    </>
  );
}

/** Three dice faces and their sum (K3 big from 11). */
export function K3ResultView({ result }: { result: K3Result }) {
  return (
    <>
      <span className="ql-gr-dice">
        {result.dice.map((d, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: position is the identity of a die
          <Die key={i} value={d} />
        ))}
      </span>
      <Op>=</Op>
      <Ball value={result.sum} tone="red" special label={`${RESULT_WORDS.sum} ${result.sum}`} />
      <Labels labels={[bigSmallLabel(result.sum, 11), oddEvenLabel(result.sum)]} />
    </>
  );
}

/** Car numbers in finishing order, each in its classic car colour. */
export function Pk10ResultView({ result }: { result: Pk10Result }) {
  return (
    <>
      {result.order.map((car, i) => (
        <span
          key={car}
          className={`ql-gr-car ql-gr-car--${car}`}
          role="img"
          aria-label={`${PK10_PLACE_LABELS[i] ?? ''} ${car}${RESULT_WORDS.car}`}
        >
          <span aria-hidden="true">{car}</span>
        </span>
      ))}
    </>
  );
}

/** 时时彩: five balls, each named by its position. */
export function SscResultView({ result }: { result: SscResult }) {
  return (
    <>
      {result.balls.map((b, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: position is the identity of a ball
        <Ball key={i} value={b} tone="red" label={`${BALL_POSITION_LABELS[i] ?? ''} ${b}`} />
      ))}
    </>
  );
}

/** 11选5: five numbered balls in draw order. */
export function NumberBallsView({ result }: { result: SyxwResult }) {
  return (
    <>
      {result.balls.map((n) => (
        <Ball key={n} value={pad2(n)} tone="blue" label={pad2(n)} />
      ))}
    </>
  );
}

const kenoPlayName = (id: string) => KENO_PLAYS.find((p) => p.id === id)?.name ?? '';

/**
 * 快乐8: the twenty numbers in ascending order, ten to a row as on a keno board, then the 总和 the
 * sum plays settle on with its 大/小 (810 is neither), 单/双, 上/下盘, 奇/偶盘 and 五行.
 */
export function KenoResultView({ result }: { result: KenoResult }) {
  const sorted = [...result.numbers].sort((a, b) => a - b);
  const sum = kenoSum(result);
  const upper = sorted.filter((n) => n <= 40).length;
  const odd = sorted.filter((n) => n % 2 === 1).length;
  const tally = (count: number, more: string, fewer: string, tie: string) =>
    kenoPlayName(count > 10 ? more : count < 10 ? fewer : tie);
  return (
    <>
      <span className="ql-gr-keno">
        {sorted.map((n) => (
          <Ball key={n} value={pad2(n)} label={pad2(n)} />
        ))}
      </span>
      <Ball value={sum} tone="red" special label={`${RESULT_WORDS.sum} ${sum}`} />
      <Labels
        labels={[
          ...(sum === 810 ? [] : [bigSmallLabel(sum, 811)]),
          oddEvenLabel(sum),
          tally(upper, 'upper', 'lower', 'upper-lower-tie'),
          tally(odd, 'odd-count', 'even-count', 'odd-even-tie'),
          KENO_ELEMENT_NAMES[kenoElement(sum)],
        ]}
      />
    </>
  );
}
