import { AimOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GoalInfo } from '../../../../contract/goals';
import type { GoalState } from '../../../../domain/goals/states';
import { stateText } from '../components/goal-tags';
import { useGoalLink } from './use-goal-link';

type Step = { id: number; title: string; owner: string; state: GoalState; current: boolean };

/** The chain of goals from the top goal down to this one. */
export function HierarchyTab({ info }: { info: GoalInfo }) {
  const { t } = useTranslation('goalDetail');
  const goalLink = useGoalLink();
  const steps: Step[] = [
    ...info.Ancestors.map((a) => ({ id: a.Id, title: a.Title, owner: a.UserName, state: a.State, current: false })),
    { id: info.Goal.Id, title: info.Goal.GoalDetail.Title, owner: info.Goal.User.Name, state: info.Goal.State, current: true },
  ];
  return (
    <ol aria-label={t('hierarchy.label')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {steps.map((step, depth) => (
        <li key={step.id} style={{ marginInlineStart: Math.min(depth, 6) * 16, position: 'relative', paddingBottom: 10 }}>
          <div
            aria-current={step.current ? 'true' : undefined}
            style={{
              border: `1px solid ${step.current ? '#3781C2' : '#F0F0F0'}`,
              background: step.current ? '#F0F6FC' : '#fff',
              borderRadius: 8,
              padding: '8px 12px',
            }}
          >
            <div style={{ fontSize: 12, color: 'rgba(0,0,0,0.5)' }}>
              {depth === 0 ? t('hierarchy.top') : step.current ? t('hierarchy.thisGoal') : t('hierarchy.level', { level: depth + 1 })}
            </div>
            {step.current ? (
              <Typography.Text strong>
                <AimOutlined aria-hidden /> {step.title}
              </Typography.Text>
            ) : (
              <Link to={goalLink(step.id)} style={{ fontWeight: 500 }}>
                {step.title}
              </Link>
            )}
            <div style={{ fontSize: 13, color: 'rgba(0,0,0,0.6)' }}>
              {step.owner} · {stateText(step.state)}
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
