import { formatFen } from '@qilin/domain';
import type { SlipPick } from '../model/slip';
import './bet.css';

export type OddsGridGroup = { key: string; name: string; options: SlipPick[] };

type Props = {
  groups: OddsGridGroup[];
  selected: readonly SlipPick[];
  disabled?: boolean;
  /** Stake already really bet this round, per option key (the stored real-bet info). */
  placedFen?: Readonly<Record<string, number>>;
  onToggle: (pick: SlipPick) => void;
};

/** Odds grid by play group: each cell shows the option and the server's odds; tap toggles it. */
export function OddsGrid({ groups, selected, disabled = false, placedFen = {}, onToggle }: Props) {
  const chosen = new Set(selected.map((p) => p.key));
  return (
    <div className="ql-odds">
      {groups.map((group) => (
        <section key={group.key} className="ql-odds__group">
          <h3 className="ql-odds__title">{group.name}</h3>
          <div className={`ql-odds__cells ${group.options.length > 6 ? 'ql-odds__cells--dense' : ''}`}>
            {group.options.map((opt) => (
              <button
                key={opt.key}
                type="button"
                disabled={disabled}
                aria-pressed={chosen.has(opt.key)}
                className={`ql-odds__cell ${chosen.has(opt.key) ? 'ql-odds__cell--on' : ''}`}
                onClick={() => onToggle(opt)}
              >
                <span className="ql-odds__name">{opt.name}</span>
                <span className="ql-odds__value">{opt.oddsText}</span>
                {placedFen[opt.key] ? (
                  <span className="ql-odds__placed" data-testid="placed">
                    {formatFen(placedFen[opt.key] ?? 0)}
                  </span>
                ) : null}
              </button>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
