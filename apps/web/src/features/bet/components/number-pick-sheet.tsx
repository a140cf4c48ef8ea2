import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useLayer } from '../../../components/popups';
import { useTranslation } from '../../../i18n';
import { isOneNumberPick, pickNumberLabel, picksFromNumbers, type SlipPick } from '../model/slip';
import { NumberPicker } from './norm-inputs';

type Props = {
  option: SlipPick & { pick: NonNullable<SlipPick['pick']> };
  onClose: () => void;
  /** The picks the chosen numbers make (one for k numbers, one per number for a one-number play). */
  onConfirm: (picks: SlipPick[]) => void;
};

/**
 * Bottom sheet to choose the numbers of a grid option that needs them (任选k, 选号, 特码包三, 连码,
 * 六肖 / 生肖连 by zodiac name, 尾数连…).
 */
export function NumberPickSheet({ option, onClose, onConfirm }: Props) {
  const { t } = useTranslation();
  const layer = useLayer();
  const [chosen, setChosen] = useState<number[]>([]);
  const { pick } = option;
  const one = isOneNumberPick(pick);
  const most = pick.maxCount ?? pick.count;
  const countText = pick.maxCount === undefined ? String(pick.count) : `${pick.count}–${pick.maxCount}`;
  const picks = picksFromNumbers(option, chosen);
  // More than the most numbers can never make a pick: a tap beyond it is ignored, not turned into an error.
  const handleChange = (next: number[]) => setChosen(!one && next.length > most ? chosen : next);
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
        {one
          ? t('game.bet.pickEach', { name: option.name })
          : t('game.bet.pickCount', {
              name: option.name,
              count: countText,
              unit: t(`game.bet.pickUnits.${pick.unit}`),
            })}
        <span className="ql-pick-sheet__odds">@{option.oddsText}</span>
      </h3>
      <div className="ql-pick-sheet__balls">
        <NumberPicker
          min={pick.min}
          max={pick.max}
          pad={pick.min >= 1 && pick.max >= 10}
          format={(n) => pickNumberLabel(n, pick)}
          chosen={chosen}
          onChange={handleChange}
        />
      </div>
      <div className="ql-pick-sheet__foot">
        <span data-testid="pick-progress">
          {one
            ? t('game.bet.pickChosen', { chosen: chosen.length })
            : t('game.bet.pickProgress', { chosen: chosen.length, count: countText })}
        </span>
        <Button size="small" className="ql-pick-sheet__btn" onClick={onClose}>
          {t('game.bet.pickCancel')}
        </Button>
        <Button
          size="small"
          color="primary"
          className="ql-pick-sheet__btn"
          disabled={picks.length === 0}
          onClick={() => onConfirm(picks)}
        >
          {t('game.bet.pickConfirm')}
        </Button>
      </div>
    </Popup>
  );
}
