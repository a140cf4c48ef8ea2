import { AGENT_DATE_RANGES, type AgentDateRange, type TeamStats } from '@qilin/contract';
import { List } from 'antd-mobile';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { DateRangeChips } from '../../../components/date-range-chips';
import { Money } from '../../../components/money';
import { PageShell } from '../../../components/page-shell';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { useSessionStore } from '../../../lib/session';
import { useAgentWallet, useFriendsInfo, useTeamStats } from '../hooks/use-promotion';
import { rateText } from '../model/invite-url';
import { GuestPrompt } from './guest-prompt';
import './promotion.css';

const MONEY_STATS = ['stakeFen', 'depositFen', 'withdrawalFen'] as const;
const COUNT_STATS = ['memberCount', 'newMembers', 'bettors'] as const;

/** /promotion/index: the agent's team over a quick range, their rate and agent wallet. Members go to welcome. */
export function AgentHomeScreen() {
  const { t } = useTranslation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const navigate = useNavigate();
  const info = useFriendsInfo();
  const isAgent = info.data?.isAgent ?? false;
  const [range, setRange] = useState<AgentDateRange>('today');
  const stats = useTeamStats(range, isAgent);
  const wallet = useAgentWallet(isAgent);
  if (info.data && !isAgent) return <Navigate to={paths.promotionWelcome.href()} replace />;
  const options = AGENT_DATE_RANGES.map((key) => ({ key, label: t(`promotion.ranges.${key}`) }));
  const value = (s: TeamStats | undefined, key: keyof TeamStats) => s?.[key] ?? 0;
  return (
    <PageShell title={t('promotion.agentCenter')} backTo={paths.personCenter.href()}>
      {isLogin ? null : <GuestPrompt />}
      {!isLogin ? null : info.isLoading ? (
        <Spinner />
      ) : (
        <>
          <List>
            <List.Item extra={<span data-testid="agent-rate">{rateText(info.data?.rateBp ?? 0)}</span>}>
              {t('promotion.myRate')}
            </List.Item>
            <List.Item extra={<Money fen={wallet.data?.balanceFen ?? 0} data-testid="agent-wallet" />}>
              {t('promotion.wallet')}
            </List.Item>
          </List>
          <DateRangeChips options={options} value={range} onChange={setRange} label={t('promotion.range')} />
          <div className="ql-promo__stats" data-testid="team-stats">
            {COUNT_STATS.map((key) => (
              <div key={key} className="ql-promo__stat">
                <div className="ql-promo__label">{t(`promotion.stats.${key}`)}</div>
                <div className="ql-promo__stat-value" data-testid={`stat-${key}`}>
                  {value(stats.data, key)}
                </div>
              </div>
            ))}
            {MONEY_STATS.map((key) => (
              <div key={key} className="ql-promo__stat">
                <div className="ql-promo__label">{t(`promotion.stats.${key}`)}</div>
                <Money
                  className="ql-promo__stat-value"
                  fen={value(stats.data, key)}
                  data-testid={`stat-${key}`}
                />
              </div>
            ))}
          </div>
          <List>
            <List.Item onClick={() => navigate(paths.promotionMember.href())}>
              {t('promotion.members')}
            </List.Item>
            <List.Item onClick={() => navigate(paths.promotionFriendsPromote.href())}>
              {t('promotion.inviteTitle')}
            </List.Item>
          </List>
        </>
      )}
    </PageShell>
  );
}
