import { InputNumber, Typography } from 'antd';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CountedGoal, ProgressRollup } from '../../../../contract/progress-rollup';
import { ProgressBar } from '../../../components/progress-bar';
import { errorText, isApiError } from '../../../shared/api-client';
import { numberText } from '../../../shared/numbers';
import { useSetChildWeight } from '../api/progress-rollup-api';

type CountedGoalsProps = {
  parentId: number;
  rollup: ProgressRollup;
  /** Whoever may edit the parent sets each one's weight there (mayWeighChild). */
  mayWeigh: boolean;
  onChanged?: () => unknown;
};

/**
 * The aligned goals a goal's progress counts (decision 069), each with its progress and its weight there; whoever may
 * edit the goal changes a weight in place. Those the viewer may not see count too, and are told as a number.
 */
export function CountedGoals({ parentId, rollup, mayWeigh, onChanged }: CountedGoalsProps) {
  const { t } = useTranslation('goalDetail');
  const unseen = Math.max(0, rollup.CountedGoals - rollup.Counted.length);
  if (rollup.Counted.length === 0)
    return unseen > 0 ? <Typography.Text type="secondary">{t('keyResults.rollup.unseenAll', { count: unseen })}</Typography.Text> : null;

  return (
    <div style={{ display: 'grid', gap: 6 }}>
      {mayWeigh && <Typography.Text type="secondary">{t('keyResults.rollup.weightHelp')}</Typography.Text>}
      <ul aria-label={t('keyResults.rollup.listLabel')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
        {rollup.Counted.map((goal) => (
          // Keyed by its weight too: a new weight from the server starts the field afresh.
          <li key={`${goal.Id}:${goal.Weight}`}>
            <CountedGoalRow goal={goal} parentId={parentId} mayWeigh={mayWeigh} onChanged={onChanged} />
          </li>
        ))}
      </ul>
      {unseen > 0 && <Typography.Text type="secondary">{t('keyResults.rollup.moreUnseen', { count: unseen })}</Typography.Text>}
    </div>
  );
}

/** A refused weight's reason: the server's word on the field, else its message. */
const weightError = (error: unknown) => (isApiError(error) && error.errors?.find((e) => e.Field === 'Weight')?.Message) || errorText(error);

function CountedGoalRow({ goal, parentId, mayWeigh, onChanged }: { goal: CountedGoal } & Omit<CountedGoalsProps, 'rollup'>) {
  const { t } = useTranslation('goalDetail');
  const errorId = useId();
  const setWeight = useSetChildWeight(parentId, onChanged);
  const [weight, setWeightValue] = useState<number | null>(goal.Weight);
  // Enter and the blur after it send one change, not two.
  const sent = useRef(goal.Weight);
  const save = () => {
    // An emptied field goes back to the weight kept.
    if (weight === null) return setWeightValue(goal.Weight);
    if (weight === sent.current) return;
    sent.current = weight;
    setWeight.mutate({ goalId: goal.Id, Weight: weight });
  };
  const error = setWeight.isError ? weightError(setWeight.error) : null;

  return (
    <div style={{ display: 'grid', gap: 2 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px 16px' }}>
        <Link to={`/v3/goals/${goal.Id}`} style={{ flex: '1 1 180px', minWidth: 0, overflowWrap: 'anywhere' }}>
          {goal.Title}
        </Link>
        <span style={{ display: 'flex', alignItems: 'center', gap: 12, flex: '1 1 240px', maxWidth: 320 }}>
          <ProgressBar progress={goal.Progress} width={160} />
          {mayWeigh ? (
            <label style={{ display: 'inline-flex', alignItems: 'center', gap: 6, whiteSpace: 'nowrap' }}>
              <Typography.Text type="secondary">{t('keyResults.rollup.weightLabel')}</Typography.Text>
              <InputNumber
                size="small"
                style={{ width: 80 }}
                value={weight}
                onChange={(value) => setWeightValue(typeof value === 'number' ? value : null)}
                onBlur={save}
                onPressEnter={save}
                status={error ? 'error' : undefined}
                aria-label={t('keyResults.rollup.weightOf', { title: goal.Title })}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
            </label>
          ) : (
            <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
              {t('keyResults.weight', { weight: numberText(goal.Weight, 2) })}
            </Typography.Text>
          )}
        </span>
      </div>
      {error && (
        <Typography.Text id={errorId} type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </div>
  );
}
