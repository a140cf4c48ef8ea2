import {
  MARK_SIX_REGULAR_NAMES,
  PARLAY_OPTION_NAMES,
  PARLAY_OPTIONS,
  type ParlayLeg,
  type ParlayOption,
} from '@qilin/domain';
import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useLayer } from '../../../components/popups';
import { useTranslation } from '../../../i18n';
import { parlayPick, type SlipPick } from '../model/slip';
import { NumberPicker } from './norm-inputs';

type Props = {
  option: SlipPick;
  onClose: () => void;
  onConfirm: (pick: SlipPick) => void;
};

/**
 * 六合彩 过关: one row per 正码 (一…六), each with 大/小/单/双/红波/蓝波/绿波; at most one choice per row
 * and at least two rows make a ticket — the legs the domain accepts (parseParlayLegs).
 */
export function ParlaySheet({ option, onClose, onConfirm }: Props) {
  const { t } = useTranslation();
  const layer = useLayer();
  const [legs, setLegs] = useState<ParlayLeg[]>([]);
  const chosenAt = (position: number) =>
    legs.filter((l) => l.position === position).map((l) => PARLAY_OPTIONS.indexOf(l.option));
  const choose = (position: number, picked: number[]) => {
    const rest = legs.filter((l) => l.position !== position);
    const at = picked[0];
    const next =
      at === undefined ? rest : [...rest, { position, option: PARLAY_OPTIONS[at] as ParlayOption }];
    setLegs(next);
  };
  return (
    <Popup
      style={layer}
      visible
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="ql-pick-sheet"
      destroyOnClose
    >
      <h3 className="ql-pick-sheet__title">
        {t('game.bet.parlayTitle', { name: option.name })}
        <span className="ql-pick-sheet__odds">@{option.oddsText}</span>
      </h3>
      <div className="ql-pick-sheet__balls">
        {MARK_SIX_REGULAR_NAMES.map((name, i) => (
          <section key={name} className="ql-parlay__row" aria-label={name}>
            <span className="ql-parlay__name">{name}</span>
            <NumberPicker
              min={0}
              max={PARLAY_OPTIONS.length - 1}
              pad={false}
              one
              format={(n) => PARLAY_OPTION_NAMES[PARLAY_OPTIONS[n]!]}
              chosen={chosenAt(i + 1)}
              onChange={(picked) => choose(i + 1, picked)}
            />
          </section>
        ))}
      </div>
      <div className="ql-pick-sheet__foot">
        <span data-testid="pick-progress">{t('game.bet.parlayLegs', { legs: legs.length })}</span>
        <Button size="small" className="ql-pick-sheet__btn" onClick={onClose}>
          {t('game.bet.pickCancel')}
        </Button>
        <Button
          size="small"
          color="primary"
          className="ql-pick-sheet__btn"
          disabled={legs.length < 2}
          onClick={() => onConfirm(parlayPick(option, legs))}
        >
          {t('game.bet.pickConfirm')}
        </Button>
      </div>
    </Popup>
  );
}
