import { Avatar, Badge, Button } from 'antd-mobile';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { useMemberInfo } from '../hooks/use-member-info';
import './member.css';

/** Person-centre header: avatar, nickname, username and member id, or a login call for guests. */
export function MemberCard() {
  const { t } = useTranslation();
  const { member, unreadNum } = useMemberInfo();
  if (!member) {
    return (
      <section className="ql-member ql-member--guest">
        <Avatar src="" style={{ '--size': '64px', '--border-radius': '50%' }} />
        <div className="ql-member__info">
          <div className="ql-member__name">{t('person.guest')}</div>
          <Link to={paths.login.href()}>
            <Button size="small" shape="rounded" fill="outline" className="ql-member__login">
              {t('person.loginNow')}
            </Button>
          </Link>
        </div>
      </section>
    );
  }
  const name = member.nickname || member.nick_name || member.username;
  return (
    <section className="ql-member" data-testid="member-card">
      <Badge content={unreadNum > 0 ? unreadNum : null}>
        <Avatar src={member.avatar} style={{ '--size': '64px', '--border-radius': '50%' }} />
      </Badge>
      <div className="ql-member__info">
        <div className="ql-member__name">{name}</div>
        <div className="ql-member__meta">
          {t('person.username')}：{member.username}
        </div>
        <div className="ql-member__meta">
          {t('person.memberId')}：{member.memberId}
        </div>
      </div>
    </section>
  );
}
