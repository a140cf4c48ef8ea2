import { type Card, pokerRankLabel, suitSymbol } from '@qilin/domain';

/** ♥ and ♦ (suits 1 and 3) are red. */
const isRed = (suit: number) => suit === 1 || suit === 3;

/** A playing card drawn in CSS: rank over suit, labelled "♥Q". */
export function PlayingCard({ card }: { card: Card }) {
  const rank = pokerRankLabel(card.rank);
  const suit = suitSymbol(card.suit);
  return (
    <span
      className={`ql-gr-card${isRed(card.suit) ? ' ql-gr-card--red' : ''}`}
      role="img"
      aria-label={`${suit}${rank}`}
    >
      <span aria-hidden="true">{rank}</span>
      <span aria-hidden="true" className="ql-gr-card__suit">
        {suit}
      </span>
    </span>
  );
}

export function CardRow({ cards }: { cards: readonly Card[] }) {
  return (
    <span className="ql-gr-cards">
      {cards.map((c, i) => (
        // Baccarat deals from an unlimited deck: a hand may hold the same card twice.
        // biome-ignore lint/suspicious/noArrayIndexKey: deal position is the identity of a card
        <PlayingCard key={i} card={c} />
      ))}
    </span>
  );
}
