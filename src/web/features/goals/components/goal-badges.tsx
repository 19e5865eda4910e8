import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GoalState } from '../../../../domain/goals/states';
import { goalTags } from './goal-tags';

/** The goal's state and badges as coloured tags, named as the goal's detail names them. */
export function GoalBadges({ state, badges }: { state: GoalState; badges: readonly string[] }) {
  const { t } = useTranslation('goals');
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      {goalTags(state, badges, t).map((tag) => (
        <Tag key={tag.text} color={tag.color} style={{ marginInlineEnd: 0 }}>
          {tag.text}
        </Tag>
      ))}
    </span>
  );
}
