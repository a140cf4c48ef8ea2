import { formatFen } from '@qilin/domain';
import { Button, Selector } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { type CartLine, type NormSelection, quoteSelection } from '../model/norm-selection';
import { playInput } from '../model/play-counters';
import { NumberPicker, TypedEntry, UnitMultiple } from './norm-inputs';

export type NormPlay = { playId: string; name: string; odds: string | Record<string, string> };

type Props = {
  gameType: string;
  plays: NormPlay[];
  maxMoneyFen: number;
  onAdd: (line: CartLine) => void;
};

const EMPTY: NormSelection = { chosen: [], text: '', unit: 'yuan', multiple: 1 };

/** Official plays: choose a play, pick numbers or type entries, see count and money live, add to cart. */
export function NormPlayPanel({ gameType, plays, maxMoneyFen, onAdd }: Props) {
  const { t } = useTranslation();
  const supported = useMemo(() => plays.filter((p) => playInput(gameType, p.playId)), [plays, gameType]);
  const [playId, setPlayId] = useState(supported[0]?.playId ?? '');
  const [sel, setSel] = useState<NormSelection>(EMPTY);
  const play = supported.find((p) => p.playId === playId);
  const input = play ? playInput(gameType, play.playId) : null;
  const quote = quoteSelection(input, sel, maxMoneyFen);
  if (!play || !input) return <p className="ql-entry">{t('game.bet.notSupported')}</p>;

  function handleAdd(): void {
    if (!play || quote.count === 0 || quote.error) return;
    onAdd({
      key: `${play.playId}-${Date.now()}`,
      playId: play.playId,
      name: play.name,
      odds: play.odds,
      quote,
      sel,
    });
    setSel((s) => ({ ...EMPTY, unit: s.unit, multiple: s.multiple }));
  }

  return (
    <div className="ql-norm">
      <Selector
        className="ql-units"
        columns={3}
        options={supported.map((p) => ({ label: p.name, value: p.playId }))}
        value={[playId]}
        onChange={(v) => {
          if (v[0]) setPlayId(v[0]);
          setSel((s) => ({ ...EMPTY, unit: s.unit, multiple: s.multiple }));
        }}
      />
      {input.kind === 'pick' ? (
        <NumberPicker
          min={input.min}
          max={input.max}
          pad={input.pad}
          chosen={sel.chosen}
          onChange={(chosen) => setSel((s) => ({ ...s, chosen }))}
        />
      ) : (
        <TypedEntry value={sel.text} onChange={(text) => setSel((s) => ({ ...s, text }))} />
      )}
      <UnitMultiple
        unit={sel.unit}
        multiple={sel.multiple}
        onUnit={(unit) => setSel((s) => ({ ...s, unit }))}
        onMultiple={(multiple) => setSel((s) => ({ ...s, multiple }))}
      />
      <div className="ql-entry__stats ql-entry">
        <span data-testid="norm-count">
          <strong>{t('game.bet.count', { count: quote.count })}</strong>
        </span>
        <span data-testid="norm-money">
          <strong>{t('game.bet.money', { money: formatFen(quote.moneyFen) })}</strong>
        </span>
        {quote.error === 'count' ? <span>{t('game.bet.maxCount', { max: 10_000 })}</span> : null}
        {quote.error === 'money' ? (
          <span>{t('game.bet.maxMoney', { max: formatFen(maxMoneyFen) })}</span>
        ) : null}
        <Button
          size="mini"
          color="primary"
          disabled={quote.count === 0 || quote.error !== null}
          onClick={handleAdd}
        >
          {t('game.bet.addToCart')}
        </Button>
      </div>
    </div>
  );
}

/** The cart (cartList) with a remove button per line. */
export function CartList({ cart, onRemove }: { cart: CartLine[]; onRemove: (key: string) => void }) {
  const { t } = useTranslation();
  if (cart.length === 0) return <p className="ql-cart">{t('game.bet.cartEmpty')}</p>;
  return (
    <ul className="ql-cart" data-testid="cart">
      {cart.map((line) => (
        <li key={line.key}>
          <span>{line.name}</span>
          <span>
            {t('game.bet.count', { count: line.quote.count })} ·{' '}
            {t('game.bet.money', { money: formatFen(line.quote.moneyFen) })}
          </span>
          <Button size="mini" fill="none" onClick={() => onRemove(line.key)}>
            ✕
          </Button>
        </li>
      ))}
    </ul>
  );
}
