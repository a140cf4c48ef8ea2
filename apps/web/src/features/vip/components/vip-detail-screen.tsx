import { Money } from '../../../components/money';
import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { useRebateExplain, useVipRules } from '../hooks/use-vip';
import './vip.css';

/** /HonorVipDetail: the level table, the rules (keep and relegation) and the rebate explanation. */
export function VipDetailScreen() {
  const { t } = useTranslation();
  const rules = useVipRules().data;
  const rebate = useRebateExplain().data;
  return (
    <PageShell title={t('vip.detailTitle')} backTo={paths.vip.href()}>
      {rules ? (
        <section className="ql-vip__section" aria-labelledby="ql-vip-levels">
          <h2 id="ql-vip-levels">{t('vip.levels')}</h2>
          <table className="ql-vip__table">
            <thead>
              <tr>
                <th scope="col">{t('vip.colLevel')}</th>
                <th scope="col">{t('vip.colTurnover')}</th>
                <th scope="col">{t('vip.colDeposit')}</th>
                <th scope="col">{t('vip.colKeep')}</th>
                <th scope="col">{t('vip.colUpgrade')}</th>
              </tr>
            </thead>
            <tbody>
              {rules.levels.map((l) => (
                <tr key={l.level}>
                  <th scope="row">{l.name}</th>
                  <td>
                    <Money fen={l.turnoverFen} />
                  </td>
                  <td>
                    <Money fen={l.depositFen} />
                  </td>
                  <td>
                    <Money fen={l.keepTurnoverFen} />
                  </td>
                  <td>
                    <Money fen={l.upgradeGiftFen} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {rules ? (
        <section className="ql-vip__section" aria-labelledby="ql-vip-rules">
          <h2 id="ql-vip-rules">{t('vip.rules')}</h2>
          <ol className="ql-vip__rules">
            {rules.rules.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ol>
        </section>
      ) : null}
      {rebate ? (
        <section className="ql-vip__section" aria-labelledby="ql-vip-rebate">
          <h2 id="ql-vip-rebate">{t('vip.rebate')}</h2>
          <ul className="ql-vip__rules">
            {rebate.lines.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </PageShell>
  );
}
