import { ProtectionBreakLabels, REALITY_CHECK_CHOICES, REALITY_CHECK_DEFAULT_MINUTES } from '@qilin/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Collapse, List, Selector } from 'antd-mobile';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { useSessionStore } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { getProtectionSession, protectionKeys, setRealityCheckMinutes } from '../api/protection-api';
import { useRealityCheckVersion } from '../hooks/reality-check-store';
import { useHelpContacts, useProtectionStatus } from '../hooks/use-protection';
import { shanghaiMinute } from '../model/breaks';
import { ODDS_NOTES, oddsSections } from '../model/odds-explained';
import './protection.css';

/** A chance or a return in percent (not money): one decimal, two below 1 %. */
function pct(n: number): string {
  const places = n < 1 ? 100 : 10;
  return `${Math.round(n * places) / places}%`;
}

/** 每 N 分钟: the member's reality-check interval, saved on the server. */
function RealityCheckPicker() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const bump = useRealityCheckVersion((s) => s.bump);
  const { data } = useQuery({ queryKey: protectionKeys.session, queryFn: getProtectionSession });
  const save = useMutation({
    mutationFn: setRealityCheckMinutes,
    onSuccess: (session) => {
      queryClient.setQueryData(protectionKeys.session, session);
      bump();
      showToast(t('protection.centre.saved'));
    },
  });
  const current = data?.reality_check_minutes ?? REALITY_CHECK_DEFAULT_MINUTES;
  return (
    <div className="ql-protect__reality">
      <p className="ql-protect__reality-title" id="ql-reality-title">
        {t('protection.centre.realityCheck')}
      </p>
      <p className="ql-protect__hint">{t('protection.centre.realityCheckHint')}</p>
      <Selector
        aria-labelledby="ql-reality-title"
        className="ql-protect__selector"
        columns={3}
        value={[current]}
        options={REALITY_CHECK_CHOICES.map((n) => ({
          label: t('protection.centre.everyMinutes', { n }),
          value: n,
        }))}
        onChange={(v) => {
          const next = v[0];
          if (next !== undefined && next !== current) save.mutate(next);
        }}
      />
    </div>
  );
}

/** The break in force, if any: the first thing a member on a break sees here. */
function BreakBanner() {
  const { t } = useTranslation();
  const { data } = useProtectionStatus();
  const live = data?.status.break;
  if (!live) return null;
  return (
    <p className="ql-protect__banner" role="status">
      {t('protection.centre.onBreak', {
        kind: ProtectionBreakLabels[live.kind],
        end: shanghaiMinute(live.ends_at),
      })}
    </p>
  );
}

function OddsExplained() {
  const { t } = useTranslation();
  const sections = useMemo(oddsSections, []);
  return (
    <section className="ql-protect__section" aria-labelledby="ql-odds-title">
      <h2 id="ql-odds-title">{t('protection.centre.odds')}</h2>
      <p className="ql-protect__text">{t('protection.centre.oddsIntro')}</p>
      <Collapse>
        {sections.map((s) => (
          <Collapse.Panel key={s.game} title={s.game}>
            <p className="ql-protect__text">{s.rule}</p>
            <table className="ql-protect__odds">
              <thead>
                <tr>
                  <th scope="col">{t('protection.centre.oddsPlay')}</th>
                  <th scope="col">{t('protection.centre.oddsChance')}</th>
                  <th scope="col">{t('protection.centre.oddsOdds')}</th>
                  <th scope="col">{t('protection.centre.oddsReturn')}</th>
                  <th scope="col">{t('protection.centre.oddsEdge')}</th>
                </tr>
              </thead>
              <tbody>
                {s.lines.map((l) => (
                  <tr key={l.play}>
                    <th scope="row">{l.play}</th>
                    <td>{pct(l.chancePct)}</td>
                    <td>{l.odds}</td>
                    <td>{pct(l.returnPct)}</td>
                    <td>{pct(l.edgePct)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Collapse.Panel>
        ))}
        {ODDS_NOTES.map((n) => (
          <Collapse.Panel key={n.game} title={n.game}>
            <p className="ql-protect__text">{n.text}</p>
          </Collapse.Panel>
        ))}
      </Collapse>
    </section>
  );
}

function HelpContacts() {
  const { t } = useTranslation();
  const { data, isLoading } = useHelpContacts();
  const list = data?.list ?? [];
  return (
    <section className="ql-protect__section" aria-labelledby="ql-help-title">
      <h2 id="ql-help-title">{t('protection.centre.help')}</h2>
      <p className="ql-protect__text">{t('protection.centre.helpIntro')}</p>
      {isLoading ? <p className="ql-protect__hint">{t('common.loading')}</p> : null}
      {!isLoading && list.length === 0 ? (
        <p className="ql-protect__hint">{t('protection.centre.helpEmpty')}</p>
      ) : null}
      <ul className="ql-protect__contacts">
        {list.map((c) => (
          <li key={`${c.name}-${c.phone}-${c.url}`} className="ql-protect__contact">
            <strong>{c.name}</strong>
            {c.hours ? <span className="ql-protect__hint">{c.hours}</span> : null}
            {c.note ? <span className="ql-protect__hint">{c.note}</span> : null}
            <span className="ql-protect__contact-actions">
              {c.phone ? (
                <a className="ql-protect__link" href={`tel:${c.phone.replace(/[^0-9+]/g, '')}`}>
                  {t('protection.centre.call', { phone: c.phone })}
                </a>
              ) : null}
              {/^https:\/\//.test(c.url) ? (
                <a className="ql-protect__link" href={c.url} target="_blank" rel="noopener noreferrer">
                  {t('protection.centre.website')}
                </a>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /protection (理性投注): the member's tools, the odds in plain words, and where to get help. */
export function ProtectionCentreScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isMember = useSessionStore((s) => s.isLogin && s.userData !== null && s.trial === null);
  const tools = [
    {
      to: paths.protectionLimits.href(),
      title: t('protection.centre.limits'),
      hint: t('protection.centre.limitsHint'),
    },
    {
      to: paths.protectionBreaks.href(),
      title: t('protection.centre.breaks'),
      hint: t('protection.centre.breaksHint'),
    },
    {
      to: paths.protectionStatement.href(),
      title: t('protection.centre.statement'),
      hint: t('protection.centre.statementHint'),
    },
  ];
  return (
    <PageShell title={t('protection.centre.title')} backTo={paths.personCenter.href()}>
      <div className="ql-protect">
        <p className="ql-protect__intro">{t('protection.centre.intro')}</p>
        {isMember ? <BreakBanner /> : null}
        <section className="ql-protect__section" aria-labelledby="ql-tools-title">
          <h2 id="ql-tools-title">{t('protection.centre.tools')}</h2>
          <List className="ql-protect__tools">
            {tools.map((tool) => (
              <List.Item key={tool.to} description={tool.hint} onClick={() => navigate(tool.to)}>
                {tool.title}
              </List.Item>
            ))}
          </List>
          {isMember ? <RealityCheckPicker /> : null}
        </section>
        <OddsExplained />
        <HelpContacts />
        <p className="ql-protect__minors">{t('protection.centre.minors')}</p>
      </div>
    </PageShell>
  );
}
