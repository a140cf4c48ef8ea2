import type { NoticeView } from '@qilin/contract/notice-client';
import { Badge, List, Tag } from 'antd-mobile';
import { useTranslation } from '../../../i18n';
import './notices.css';

type Props = { notices: NoticeView[]; onOpen: (id: number) => void };

/** Newest first; an unread notice (member's list) carries a dot, an important one a tag. */
export function NoticeList({ notices, onOpen }: Props) {
  const { t } = useTranslation();
  return (
    <List className="ql-notices__list">
      {notices.map((n) => {
        const unread = n.read === false;
        return (
          <List.Item
            key={n.id}
            arrow
            onClick={() => onOpen(n.id)}
            data-unread={unread ? 'true' : 'false'}
            prefix={
              <Badge content={unread ? Badge.dot : null}>
                <span className="ql-notices__icon" aria-hidden="true">
                  ✉
                </span>
              </Badge>
            }
            description={<span className="ql-notices__time">{n.send_time}</span>}
          >
            <span className={unread ? 'ql-notices__title ql-notices__title--unread' : 'ql-notices__title'}>
              {unread ? <span className="ql-sr-only">{t('notices.unread')}</span> : null}
              {n.important ? (
                <Tag color="danger" fill="outline" className="ql-notices__tag">
                  {t('notices.important')}
                </Tag>
              ) : null}
              {n.title}
            </span>
          </List.Item>
        );
      })}
    </List>
  );
}
