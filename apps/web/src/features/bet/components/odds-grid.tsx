import { useState } from 'react';
import { Money } from '../../../components/money';
import { useTranslation } from '../../../i18n';
import { isPickOf, type SlipPick } from '../model/slip';
import { NumberPickSheet } from './number-pick-sheet';
import { ParlaySheet } from './parlay-sheet';
import './bet.css';

/** `sections`: the group's options split by position (第一球…第五球), each under its own header. */
export type OddsGridGroup = {
  key: string;
  name: string;
  options: SlipPick[];
  sections?: { key: string; label: string; options: SlipPick[] }[];
};

type Props = {
  groups: OddsGridGroup[];
  selected: readonly SlipPick[];
  disabled?: boolean;
  /** Stake already really bet this round, per option key (the stored real-bet info). */
  placedFen?: Readonly<Record<string, number>>;
  onToggle: (pick: SlipPick) => void;
};

type NumberOption = SlipPick & { pick: NonNullable<SlipPick['pick']> };
const needsNumbers = (opt: SlipPick): opt is NumberOption => opt.pick !== undefined;
/** An option completed in a sheet (numbers, or 过关 legs): each confirmed choice is its own pick. */
const composed = (opt: SlipPick) => needsNumbers(opt) || opt.parlay === true;

/** Stake placed on an option: its own key, or for a composed option every pick made on it. */
function placedOn(opt: SlipPick, placedFen: Readonly<Record<string, number>>): number {
  if (!composed(opt)) return placedFen[opt.key] ?? 0;
  return Object.entries(placedFen).reduce(
    (s, [key, fen]) => (key.startsWith(`${opt.key}#`) ? s + fen : s),
    0,
  );
}

/**
 * Odds grid by play group: each cell shows the option and the server's odds; tap toggles it. An option
 * that settles against picked numbers (任选k, 选号, 六肖…) opens a number sheet instead, 过关 a sheet of
 * legs, and each confirmed choice joins the slip as its own pick, listed under the group with a remove
 * button.
 */
export function OddsGrid({ groups, selected, disabled = false, placedFen = {}, onToggle }: Props) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState<NumberOption | null>(null);
  const [legsOf, setLegsOf] = useState<SlipPick | null>(null);
  const chosen = new Set(selected.map((p) => p.key));
  const isOn = (opt: SlipPick) =>
    composed(opt) ? selected.some((p) => isPickOf(p, opt)) : chosen.has(opt.key);
  function handleConfirm(picks: SlipPick[]): void {
    for (const p of picks) if (!chosen.has(p.key)) onToggle(p);
    setPicking(null);
    setLegsOf(null);
  }
  function open(opt: SlipPick): void {
    if (needsNumbers(opt)) setPicking(opt);
    else if (opt.parlay) setLegsOf(opt);
    else onToggle(opt);
  }
  // Under a position header (第一球) a cell shows what is left of its name (大); its name stays whole.
  const cells = (options: SlipPick[], header = '') => (
    <div
      className={`ql-odds__cells ${options.length > 6 ? 'ql-odds__cells--dense' : ''} ${options.length === 6 ? 'ql-odds__cells--six' : ''}`}
    >
      {options.map((opt) => {
        const placed = placedOn(opt, placedFen);
        const short = header && opt.name.startsWith(header) ? opt.name.slice(header.length) : '';
        const odds = t('game.bet.oddsMark', { odds: opt.oddsText });
        return (
          <button
            key={opt.key}
            type="button"
            disabled={disabled}
            aria-pressed={isOn(opt)}
            aria-haspopup={composed(opt) ? 'dialog' : undefined}
            className={`ql-odds__cell ${isOn(opt) ? 'ql-odds__cell--on' : ''}`}
            aria-label={short ? `${opt.name} ${odds}` : undefined}
            onClick={() => open(opt)}
          >
            <span className="ql-odds__name">{short || opt.name}</span>
            <span className="ql-odds__value">{odds}</span>
            {placed ? <Money className="ql-odds__placed" data-testid="placed" fen={placed} /> : null}
          </button>
        );
      })}
    </div>
  );
  return (
    <div className="ql-odds">
      {groups.map((group) => {
        const numbered = selected.filter((p) => group.options.some((o) => composed(o) && isPickOf(p, o)));
        return (
          <section key={group.key} className="ql-odds__group">
            <h3 className="ql-odds__title">{group.name}</h3>
            {group.sections
              ? group.sections.map((section) => (
                  <div key={section.key} className="ql-odds__section">
                    <h4 className="ql-odds__subtitle">{section.label}</h4>
                    {cells(section.options, section.label)}
                  </div>
                ))
              : cells(group.options)}
            {numbered.length > 0 ? (
              <ul className="ql-odds__picks" data-testid="number-picks">
                {numbered.map((p) => (
                  <li key={p.key} className="ql-odds__pick">
                    <span>{p.name}</span>
                    <button
                      type="button"
                      aria-label={t('game.bet.pickRemove', { name: p.name })}
                      onClick={() => onToggle(p)}
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        );
      })}
      {picking ? (
        <NumberPickSheet option={picking} onClose={() => setPicking(null)} onConfirm={handleConfirm} />
      ) : null}
      {legsOf ? (
        <ParlaySheet option={legsOf} onClose={() => setLegsOf(null)} onConfirm={(p) => handleConfirm([p])} />
      ) : null}
    </div>
  );
}
