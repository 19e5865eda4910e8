import { Button, Tag, theme, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Reminder } from '../../../../contract/dashboard';
import { PersonAvatar } from '../../../components/person-avatar';
import { dayText } from '../../../shared/dates';
import { reminderTag, reminderTagColor, reminderTitle } from './reminder-rules';

// An action item's deadline as the server's tag writes it, in the language's numeric form: English keeps the spec's
// '04/20/2026', German reads '20.04.2026'.
const numericDay = (day: string) => dayjs(day).format('L');

type ReminderItemProps = { reminder: Reminder; onAct: () => void };

/**
 * One reminder: 'Prefix: Title' (a link to its goal or item), the quarter tag (an action item's deadline), who
 * asked, and its button.
 */
export function ReminderItem({ reminder, onAct }: ReminderItemProps) {
  const { t } = useTranslation('dashboard');
  const { token } = theme.useToken();
  const { User } = reminder;
  // By the reminder's type: the answer's own Prefix and ButtonText are English.
  const button = t(`reminders.button.${reminder.Type}`);
  const title = reminderTitle(reminder, t);
  return (
    <div
      data-reminder={reminder.Type}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        flexWrap: 'wrap',
        padding: '10px 12px',
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
      }}
    >
      <div style={{ flex: '1 1 220px', minWidth: 0, display: 'grid', gap: 4 }}>
        <Link to={reminder.Link} style={{ color: 'inherit', lineHeight: 1.4, overflowWrap: 'anywhere' }}>
          <Typography.Text strong>{t(`reminders.prefix.${reminder.Type}`)}:</Typography.Text> {title}
        </Link>
        <Typography.Text type="secondary" style={{ fontSize: 13, display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 6 }}>
          <Tag color={reminderTagColor(reminder.Type)} style={{ marginInlineEnd: 0 }}>
            {reminderTag(reminder, t, numericDay)}
          </Tag>
          {User && (
            <>
              <PersonAvatar name={User.Name} src={User.Avatar} size={20} />
              {User.Name}
            </>
          )}
          {reminder.CreatedAt && <span>· {dayText(reminder.CreatedAt)}</span>}
        </Typography.Text>
      </div>
      <Button type="primary" ghost onClick={onAct} aria-label={`${button}: ${title}`}>
        {button}
      </Button>
    </div>
  );
}
