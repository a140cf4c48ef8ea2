import {
  BACCARAT_SIDE_LABELS,
  type BaccaratResult,
  BULL_HAND_LABELS,
  baccaratTotal,
  baccaratWinner,
  type CardBullResult,
  cardBullHand,
  cardBullRank,
  compareCardBull,
  type DigitBullResult,
  digitBullHand,
  digitBullValue,
  FIVE_FACE_LABEL,
  oxLabel,
  RESULT_WORDS,
} from '@qilin/domain';
import type { ReactNode } from 'react';
import { CardRow } from './cards';
import { Ball } from './parts';

const SEATS = [0, 1, 2, 3] as const;

/** One seat of a bull table: its name, its five digits or cards, its 牛 label. */
function Seat({ seat, hand, ox, win }: { seat: number; hand: ReactNode; ox: string; win?: boolean }) {
  const name = BULL_HAND_LABELS[seat] ?? '';
  return (
    // biome-ignore lint/a11y/useSemanticElements: inside the result list's <button>, only phrasing content
    <span
      role="listitem"
      className={`ql-gr-seat${seat === 0 ? ' ql-gr-seat--banker' : ''}${win ? ' ql-gr-seat--win' : ''}`}
    >
      <span className="ql-gr-seat__name">{name}</span>
      <span className="ql-gr-seat__hand">{hand}</span>
      <span className="ql-gr-seat__ox">{ox}</span>
    </span>
  );
}

/** Digit 牛牛: four seats (庄, 闲一…闲三) of five digits, each with its 牛几. */
export function DigitBullResultView({ result }: { result: DigitBullResult }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: inside the result list's <button>, only phrasing content
    <span role="list" className="ql-gr-seats">
      {SEATS.map((seat) => (
        <Seat
          key={seat}
          seat={seat}
          ox={oxLabel(digitBullValue(result, seat))}
          win={seat > 0 && digitBullValue(result, seat) > digitBullValue(result, 0)}
          hand={digitBullHand(result, seat).map((d, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: position is the identity of a digit
            <Ball key={i} value={d} label={String(d)} />
          ))}
        />
      ))}
    </span>
  );
}

/** Card 牛牛: four seats of five cards, each with its 牛几 (五公 for five face cards); winners over 庄 marked. */
export function CardBullResultView({ result }: { result: CardBullResult }) {
  const banker = cardBullHand(result, 0);
  return (
    // biome-ignore lint/a11y/useSemanticElements: inside the result list's <button>, only phrasing content
    <span role="list" className="ql-gr-seats">
      {SEATS.map((seat) => {
        const hand = cardBullHand(result, seat);
        const rank = cardBullRank(hand);
        return (
          <Seat
            key={seat}
            seat={seat}
            ox={rank >= 11 ? FIVE_FACE_LABEL : oxLabel(rank)}
            win={seat > 0 && compareCardBull(hand, banker) > 0}
            hand={<CardRow cards={hand} />}
          />
        );
      })}
    </span>
  );
}

/** Baccarat: 闲 and 庄 side by side with their cards and points; the winner (or 和) marked. */
export function BaccaratResultView({ result }: { result: BaccaratResult }) {
  const winner = baccaratWinner(result);
  const side = (key: 'player' | 'banker') => {
    const points = baccaratTotal(result[key]);
    const name = BACCARAT_SIDE_LABELS[key];
    const won = winner === key;
    return (
      <span className={`ql-gr-bac__side ql-gr-bac__side--${key}${won ? ' ql-gr-bac__side--win' : ''}`}>
        <span className="ql-gr-bac__name">
          {name}
          {won ? <span className="ql-gr-bac__win">{RESULT_WORDS.win}</span> : null}
        </span>
        <CardRow cards={result[key]} />
        <span className="ql-gr-bac__points">
          {points}
          {RESULT_WORDS.points}
        </span>
      </span>
    );
  };
  return (
    <span className="ql-gr-bac" data-winner={winner}>
      {side('player')}
      <span className={`ql-gr-bac__vs${winner === 'tie' ? ' ql-gr-bac__vs--tie' : ''}`}>
        {winner === 'tie' ? BACCARAT_SIDE_LABELS.tie : 'VS'}
      </span>
      {side('banker')}
    </span>
  );
}
