import { ClockCircleOutlined, ExclamationCircleOutlined, LinkOutlined } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActionItem, ActionItemUser } from '../../../../contract/action-items';
import { PersonAvatar } from '../../../components/person-avatar';
import { dayText } from '../../../shared/dates';
import { sourceLink } from '../action-item-rules';

/** The title, where it came from, and a tag for an overdue item or one due by tomorrow (words, not colour alone). */
export function ItemTitle({ item }: { item: ActionItem }) {
  const { t } = useTranslation('actionItems');
  const source = sourceLink(item.Source, item, t);
  return (
    <div style={{ display: 'grid', gap: 4, minWidth: 0 }}>
      <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
        {item.Title}
      </Typography.Text>
      {(item.IsOverdue || item.IsDueSoon || source) && (
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
          {item.IsOverdue && (
            <Tag color="red" icon={<ExclamationCircleOutlined aria-hidden />} style={{ marginInlineEnd: 0 }}>
              {t('item.overdue')}
            </Tag>
          )}
          {item.IsDueSoon && (
            <Tag color="gold" icon={<ClockCircleOutlined aria-hidden />} style={{ marginInlineEnd: 0 }}>
              {t('item.dueSoon')}
            </Tag>
          )}
          {source && (
            <Link to={source.href} style={{ fontSize: 13 }}>
              <LinkOutlined aria-hidden /> {source.text}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}

/** The deadline as every screen shows a day ('Nov 21, 2026'); on the Completed tab, when it was completed as well. */
export function Deadline({ item }: { item: ActionItem }) {
  const { t } = useTranslation('actionItems');
  return (
    <div style={{ display: 'grid' }}>
      <time dateTime={item.DueDate} style={item.IsOverdue ? { color: '#C62828', fontWeight: 600 } : undefined}>
        {dayText(item.DueDate)}
      </time>
      {item.CompletedAt && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('item.completed', { date: dayText(item.CompletedAt) })}
        </Typography.Text>
      )}
    </div>
  );
}

export function PersonName({ person, me }: { person: ActionItemUser; me: number }) {
  const { t } = useTranslation('actionItems');
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
      <PersonAvatar name={person.Name} src={person.Avatar} size={24} />
      <Link to={`/v3/profile/${person.Id}`} style={{ overflowWrap: 'anywhere' }}>
        {person.Name}
      </Link>
      {person.Id === me && <Typography.Text type="secondary">{t('item.you')}</Typography.Text>}
    </span>
  );
}
