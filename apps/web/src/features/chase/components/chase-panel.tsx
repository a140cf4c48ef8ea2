import './chase.css';
import { Button, Checkbox, Stepper } from 'antd-mobile';
import { Money } from '../../../components/money';
import { PickerField } from '../../../components/picker-field';
import { ResponsibleFooter } from '../../../components/responsible-footer';
import { useTranslation } from '../../../i18n';
import { moneyText } from '../../../lib/money';
import { type ChaseItem, chaseTotalFen } from '../model/zh-list';

type Props = {
  list: ChaseItem[];
  perIssueFen: number;
  times: number;
  /** Issues the chase may start at (the first upcoming issues on sale, from the server). */
  startChoices: string[];
  startIssue: string;
  isWinStop: boolean;
  disabled: boolean;
  onStart: (issue: string) => void;
  onTimes: (times: number) => void;
  onItemMultiple: (index: number, multiple: number) => void;
  onWinStop: (on: boolean) => void;
  onSubmit: () => void;
};

/** The chase list (zhList): issues from the start issue, each with its own multiple, and the total. */
export function ChasePanel(props: Props) {
  const { t } = useTranslation();
  const { list, perIssueFen } = props;
  return (
    <section className="ql-chase" aria-label={t('game.chase.list')}>
      <div className="ql-chase__bar">
        <span className="ql-chase__start">
          <span>{t('game.chase.startIssue')}</span>
          <PickerField
            label={t('game.chase.startIssue')}
            value={props.startIssue}
            options={props.startChoices.map((issue) => ({ label: issue, value: issue }))}
            onChange={props.onStart}
            testId="zh-start"
          />
        </span>
      </div>
      <div className="ql-chase__bar">
        <span>{t('game.chase.times')}</span>
        <Stepper min={1} max={120} value={props.times} onChange={(v) => props.onTimes(v)} />
        <Checkbox checked={props.isWinStop} onChange={props.onWinStop}>
          {t('game.chase.winStop')}
        </Checkbox>
      </div>
      <ol className="ql-chase__list" data-testid="zh-list">
        {list.map((item, i) => (
          <li key={item.issue}>
            <span className="ql-chase__issue">{item.issue}</span>
            <fieldset
              className="ql-chase__multiple"
              aria-label={t('game.chase.itemMultiple', { issue: item.issue })}
            >
              <Stepper min={1} max={999} value={item.multiple} onChange={(v) => props.onItemMultiple(i, v)} />
            </fieldset>
            <Money className="ql-chase__money" fen={perIssueFen * item.multiple} unit="yuan" />
          </li>
        ))}
      </ol>
      <div className="ql-chase__bar">
        <span data-testid="zh-total">
          {t('game.chase.total', { issues: list.length, money: moneyText(chaseTotalFen(list, perIssueFen)) })}
        </span>
        <Button
          size="small"
          color="primary"
          disabled={props.disabled || list.length === 0}
          onClick={props.onSubmit}
        >
          {t('game.chase.submit')}
        </Button>
      </div>
      <ResponsibleFooter />
    </section>
  );
}
