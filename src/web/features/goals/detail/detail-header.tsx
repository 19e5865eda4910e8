import { ArrowLeftOutlined, LockOutlined } from '@ant-design/icons';
import { Button, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GoalInfo } from '../../../../contract/goals';
import { PersonAvatar } from '../../../components/person-avatar';
import { GoalActions } from '../actions/goal-actions';
import { goalTags } from '../components/goal-tags';

/** Title, owner, quarter, state, badges and privacy of a goal, with its action bar. */
export function DetailHeader({ info, onBack }: { info: GoalInfo; onBack?: () => void }) {
  const { t } = useTranslation('goalDetail');
  const goal = info.Goal;
  return (
    <header style={{ display: 'grid', gap: 10, marginBottom: 8 }}>
      {onBack && (
        <Button icon={<ArrowLeftOutlined />} onClick={onBack} style={{ justifySelf: 'start' }}>
          {t('page.back')}
        </Button>
      )}
      <Typography.Title level={onBack ? 1 : 2} style={{ fontSize: 20, margin: 0, overflowWrap: 'anywhere' }}>
        {goal.GoalDetail.Title}
      </Typography.Title>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
        <PersonAvatar name={goal.User.Name} src={goal.User.Avatar} size={24} />
        <span>
          <Typography.Text strong>{goal.User.Name}</Typography.Text>
          {goal.User.Title && <Typography.Text type="secondary"> · {goal.User.Title}</Typography.Text>}
        </span>
        <Tag style={{ marginInlineEnd: 0 }}>{goal.Quarter}</Tag>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
        {goalTags(goal.State, goal.Badges).map((tag) => (
          <Tag key={tag.text} color={tag.color} style={{ marginInlineEnd: 0 }}>
            {tag.text}
          </Tag>
        ))}
        {goal.Hidden && (
          <Tag icon={<LockOutlined />} style={{ marginInlineEnd: 0 }}>
            {t('page.private')}
          </Tag>
        )}
      </div>
      <GoalActions info={info} />
    </header>
  );
}
