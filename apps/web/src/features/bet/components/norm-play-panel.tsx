import { playOddsAtRebate, rebatePoint } from '@qilin/domain';
import { Button, Selector } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { useRebate } from '../hooks/use-rebate';
import { type NormPlay, type PanelPlay, panelPlays } from '../model/norm-plays';
import { type CartLine, MAX_COUNT, type NormSelection, quoteSelection } from '../model/norm-selection';
import { defaultSegment, type PickMode, type PlayInput, playInput } from '../model/play-input';
import { ChoiceChips, NumberPicker, RebatePicker, TypedEntry, UnitMultiple } from './norm-inputs';
import './norm.css';
import { moneyText } from '../../../lib/money';

export type { NormPlay } from '../model/norm-plays';

type Props = {
  gameType: string;
  plays: NormPlay[];
  maxMoneyFen: number;
  onAdd: (line: CartLine) => void;
};

const oddsText = (odds: PanelPlay['odds']) =>
  typeof odds === 'string' ? odds : Object.values(odds).join('/');

/** A fresh selection for a play, keeping the unit, multiple and rebate the member set. */
function freshSelection(
  input: PlayInput | null,
  keep: Pick<NormSelection, 'unit' | 'multiple' | 'rebateBp'>,
): NormSelection {
  return {
    mode: 0,
    segment: input ? defaultSegment(input) : null,
    rows: [],
    text: '',
    unit: keep.unit,
    multiple: keep.multiple,
    rebateBp: keep.rebateBp,
  };
}

/**
 * Official plays (spec §4 lottery screen, norm tab): choose a play, its segment and input mode, pick
 * numbers per row or type entries, see count and money live from the domain counter, add to cart.
 */
export function NormPlayPanel({ gameType, plays, maxMoneyFen, onAdd }: Props) {
  const { t } = useTranslation();
  const offered = useMemo(() => panelPlays(gameType, plays), [plays, gameType]);
  const [playId, setPlayId] = useState('');
  const play = offered.find((p) => p.playId === playId) ?? offered[0];
  const input = play ? playInput(gameType, play.playId) : null;
  const rebate = useRebate();
  const [chosen, setSel] = useState<NormSelection>(() =>
    freshSelection(input, { unit: 'yuan', multiple: 1, rebateBp: 0 }),
  );
  // the first play may show before the member ever chose one: its segment is the default then; a
  // rebate never exceeds the member's ceiling (which may arrive after the member moved the slider)
  const sel = {
    ...chosen,
    segment: chosen.segment ?? (input ? defaultSegment(input) : null),
    rebateBp: Math.min(chosen.rebateBp, rebate.maxBp),
  };
  if (!play || !input) return <p className="ql-entry">{t('game.bet.notSupported')}</p>;
  const quote = quoteSelection(gameType, play.playId, sel, maxMoneyFen);
  const mode = input.modes[sel.mode] ?? input.modes[0];

  function choosePlay(id: string): void {
    setPlayId(id);
    setSel((s) => freshSelection(playInput(gameType, id), s));
  }

  function handleAdd(): void {
    if (!play || quote.count === 0 || quote.error) return;
    onAdd({
      key: `${play.playId}-${Date.now()}`,
      playId: play.playId,
      name: play.name,
      odds: play.odds,
      ...(play.optionOdds && { optionOdds: play.optionOdds }),
      quote,
      sel,
    });
    setSel((s) => ({ ...s, rows: [], text: '' }));
  }

  return (
    <div className="ql-norm">
      <Selector
        className="ql-units"
        columns={3}
        options={offered.map((p) => ({ label: p.name, value: p.playId }))}
        value={[play.playId]}
        onChange={(v) => {
          if (v[0]) choosePlay(v[0]);
        }}
      />
      {input.segments ? (
        <ChoiceChips
          label={t('game.bet.segment')}
          options={input.segments.map((s) => ({ value: s.option, text: t(`game.bet.segments.${s.label}`) }))}
          value={sel.segment ?? ''}
          onChange={(segment) => setSel((s) => ({ ...s, segment, rows: [] }))}
        />
      ) : null}
      {input.modes.length > 1 ? (
        <ChoiceChips
          label={t('game.bet.inputMode')}
          options={input.modes.map((m, i) => ({
            value: i,
            text: m.kind === 'typed' ? t('game.bet.typedEntry') : t('game.bet.pick'),
          }))}
          value={sel.mode}
          onChange={(m) => setSel((s) => ({ ...s, mode: m, rows: [], text: '' }))}
        />
      ) : null}
      {mode?.kind === 'pick' ? (
        <PickRows
          mode={mode}
          first={input.segments?.find((s) => s.option === sel.segment)?.first ?? 0}
          rows={sel.rows}
          optionOdds={play.optionOdds}
          rebateBp={sel.rebateBp}
          onChange={(rows) => setSel((s) => ({ ...s, rows }))}
        />
      ) : mode?.kind === 'typed' ? (
        <TypedEntry value={sel.text} onChange={(text) => setSel((s) => ({ ...s, text }))} />
      ) : (
        <p className="ql-entry">{t('game.bet.fixedPlay')}</p>
      )}
      {play.optionOdds ? null : (
        <p className="ql-norm__odds" data-testid="norm-odds">
          {t('game.bet.normOdds', { odds: oddsText(playOddsAtRebate(play.odds, sel.rebateBp)) })}
        </p>
      )}
      <RebatePicker
        maxBp={rebate.maxBp}
        stepBp={rebate.stepBp}
        value={sel.rebateBp}
        onChange={(rebateBp) => setSel((s) => ({ ...s, rebateBp }))}
      />
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
          <strong>{t('game.bet.money', { money: moneyText(quote.moneyFen) })}</strong>
        </span>
        {quote.error === 'count' ? <span>{t('game.bet.maxCount', { max: MAX_COUNT })}</span> : null}
        {quote.error === 'money' ? (
          <span>{t('game.bet.maxMoney', { max: moneyText(maxMoneyFen) })}</span>
        ) : null}
        <Button
          size="mini"
          color="primary"
          className="ql-norm__add"
          disabled={quote.count === 0 || quote.error !== null}
          onClick={handleAdd}
        >
          {t('game.bet.addToCart')}
        </Button>
      </div>
    </div>
  );
}

/** The picker rows of a play, each named (万位, 胆码 …); an exclusive play keeps a number in one row. */
function PickRows(props: {
  mode: PickMode;
  first: number;
  rows: number[][];
  optionOdds: PanelPlay['optionOdds'];
  rebateBp: number;
  onChange: (rows: number[][]) => void;
}) {
  const { t } = useTranslation();
  const { mode, rows, optionOdds } = props;
  const hint = optionOdds
    ? (n: number) => {
        const odds = optionOdds[String(n)];
        return odds === undefined ? undefined : oddsText(playOddsAtRebate(odds, props.rebateBp));
      }
    : undefined;
  return (
    <div className="ql-norm__rows">
      {mode.rows(props.first).map((row, i) => {
        const label = t(`game.bet.rows.${row.label}`);
        const face = row.face;
        const format = face ? (n: number) => String(n).repeat(face === 'pair' ? 2 : 3) : undefined;
        const change = (next: number[]) =>
          props.onChange(
            mode.rows(props.first).map((_, j) => {
              if (j === i) return next;
              const other = rows[j] ?? [];
              return mode.exclusive ? other.filter((n) => !next.includes(n)) : other;
            }),
          );
        return (
          <fieldset className="ql-norm__row ql-norm__set" key={row.label}>
            <legend className="ql-norm__row-label">{label}</legend>
            <NumberPicker
              min={row.min}
              max={row.max}
              pad={mode.pad}
              chosen={rows[i] ?? []}
              onChange={change}
              {...(row.one && { one: true })}
              {...(format && { format })}
              {...(hint && { hint })}
            />
          </fieldset>
        );
      })}
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
            {t('game.bet.money', { money: moneyText(line.quote.moneyFen) })}
            {line.sel.rebateBp > 0
              ? ` · ${t('game.bet.rebateLine', { point: rebatePoint(line.sel.rebateBp) })}`
              : ''}
          </span>
          <Button
            size="mini"
            fill="none"
            className="ql-cart__remove"
            aria-label={t('game.bet.removeLine', { name: line.name })}
            onClick={() => onRemove(line.key)}
          >
            ✕
          </Button>
        </li>
      ))}
    </ul>
  );
}
