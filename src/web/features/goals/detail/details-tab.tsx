import { Alert, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { GoalInfo } from '../../../../contract/goals';
import { ViewMoreText } from '../../../components/view-more-text';
import { goalWording } from '../components/goal-wording';
import { GoalResults } from './goal-results';
import { changedFields, pendingEdits } from './history-items';
import { useGoalLink } from './use-goal-link';
import { useSectionLevel } from './section-level';

const REPORTING_MEMO = 'Reporting memo';

/** What the goal says, in the tenant's words, what it is aligned to, its pending edits and its results. */
export function DetailsTab({ info }: { info: GoalInfo }) {
  const goal = info.Goal;
  const words = goalWording(goal.GoalType);
  const names = { Title: words.title, Measurement: words.measurement, Description: words.description, ReportingMemo: REPORTING_MEMO };
  const texts = { ...goal.GoalDetail, ReportingMemo: goal.ReportingMemo };
  const parent = info.ParentGoal;
  const goalLink = useGoalLink();

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {pendingEdits(info.GoalEdits).map((edit) => (
        <Alert
          key={edit.Id}
          type="warning"
          showIcon
          title={edit.State === 'review' ? 'Pending edits, waiting for approval' : 'Pending edits, not yet submitted'}
          description={
            <div style={{ display: 'grid', gap: 4 }}>
              {changedFields(texts, edit).map(({ field, value }) => (
                <div key={field}>
                  <Typography.Text type="secondary">{names[field]}: </Typography.Text>
                  <ViewMoreText text={value || '(empty)'} />
                </div>
              ))}
            </div>
          }
        />
      ))}
      <Field label={words.title}>
        <ViewMoreText text={goal.GoalDetail.Title} />
      </Field>
      <Field label={words.measurement}>
        <ViewMoreText text={goal.GoalDetail.Measurement} />
      </Field>
      <Field label={words.description}>
        {goal.GoalDetail.Description ? (
          <ViewMoreText text={goal.GoalDetail.Description} />
        ) : (
          <Typography.Text type="secondary">None</Typography.Text>
        )}
      </Field>
      {goal.GoalType === 'ObjectiveResult' && (
        <Field label={REPORTING_MEMO}>
          {goal.ReportingMemo ? <ViewMoreText text={goal.ReportingMemo} /> : <Typography.Text type="secondary">None</Typography.Text>}
        </Field>
      )}
      <Field label="Parent goal">
        {parent ? (
          <span>
            <Link to={goalLink(parent.Id)}>{parent.Title}</Link>
            <Typography.Text type="secondary"> · {parent.UserName}</Typography.Text>
          </span>
        ) : (
          <Typography.Text type="secondary">Not aligned to a parent goal</Typography.Text>
        )}
      </Field>
      {(info.GoalResult || info.GoalManagerResult) && (
        <Field label="Results">
          <GoalResults info={info} />
        </Field>
      )}
    </div>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  const level = useSectionLevel();
  return (
    <section>
      <Typography.Title
        level={level}
        style={{
          fontSize: 13,
          fontWeight: 600,
          color: 'rgba(0,0,0,0.55)',
          textTransform: 'uppercase',
          letterSpacing: 0.4,
          margin: '0 0 4px',
        }}
      >
        {label}
      </Typography.Title>
      <div>{children}</div>
    </section>
  );
}
