import { useQueryClient } from '@tanstack/react-query';
import { Alert, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GoalInfo } from '../../../../contract/goals';
import { ViewMoreText } from '../../../components/view-more-text';
import { KeyResultsSection } from '../../key-results';
import { goalKeys } from '../api/goal-keys';
import { OwnerSelect } from '../form/owner-select';
import { goalWording } from '../components/goal-wording';
import { ContinuationLinks } from './continuation-links';
import { GoalResults } from './goal-results';
import { changedFields, pendingEdits } from './history-items';
import { useGoalLink } from './use-goal-link';
import { useSectionLevel } from './section-level';

/** What the goal says, in the tenant's words, its measured key results, what it is aligned to, its pending edits and its results. */
export function DetailsTab({ info }: { info: GoalInfo }) {
  const { t } = useTranslation('goalDetail');
  const goal = info.Goal;
  const words = goalWording(goal.GoalType);
  const reportingMemo = t('details.reportingMemo');
  const names = { Title: words.title, Measurement: words.measurement, Description: words.description, ReportingMemo: reportingMemo };
  const none = <Typography.Text type="secondary">{t('details.none')}</Typography.Text>;
  const texts = { ...goal.GoalDetail, ReportingMemo: goal.ReportingMemo };
  const parent = info.ParentGoal;
  const goalLink = useGoalLink();
  const level = useSectionLevel();
  const queryClient = useQueryClient();

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {pendingEdits(info.GoalEdits).map((edit) => (
        <Alert
          key={edit.Id}
          type="warning"
          showIcon
          title={t(edit.State === 'review' ? 'details.pendingReview' : 'details.pendingDraft')}
          description={
            <div style={{ display: 'grid', gap: 4 }}>
              {/* An edit may change only the key results (decision 070), shown in their section. */}
              {changedFields(texts, edit).length === 0 && <Typography.Text type="secondary">{t('details.textsUnchanged')}</Typography.Text>}
              {changedFields(texts, edit).map(({ field, value }) => (
                <div key={field}>
                  <Typography.Text type="secondary">{t('details.changedField', { field: names[field] })} </Typography.Text>
                  <ViewMoreText text={value || t('details.empty')} />
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
      <Field label={words.description}>{goal.GoalDetail.Description ? <ViewMoreText text={goal.GoalDetail.Description} /> : none}</Field>
      {goal.GoalType === 'ObjectiveResult' && (
        <Field label={reportingMemo}>{goal.ReportingMemo ? <ViewMoreText text={goal.ReportingMemo} /> : none}</Field>
      )}
      <KeyResultsSection
        goal={goal}
        headingLevel={level}
        ownerPicker={OwnerSelect}
        onChanged={() => queryClient.invalidateQueries({ queryKey: goalKeys.all })}
      />
      <Field label={t('details.parentGoal')}>
        {parent ? (
          <span>
            <Link to={goalLink(parent.Id)}>{parent.Title}</Link>
            <Typography.Text type="secondary"> · {parent.UserName}</Typography.Text>
          </span>
        ) : (
          <Typography.Text type="secondary">{t('details.notAligned')}</Typography.Text>
        )}
      </Field>
      {(info.ContinuedFrom || info.ContinuedIn.length > 0) && (
        <Field label={t('details.otherQuarters')}>
          <ContinuationLinks info={info} />
        </Field>
      )}
      {(info.GoalResult || info.GoalManagerResult) && (
        <Field label={t('details.results')}>
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
