import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PredictionMatrix } from '../../../../contract/predictions';
import { GOAL_STATES, type GoalState } from '../../../../domain/goals/states';
import { stateText } from '../../goals';
import { levelOptions, type PredictionView } from '../prediction-rules';

type PredictionFiltersProps = { matrix: PredictionMatrix; view: PredictionView; onChange: (view: PredictionView) => void };

/** Level below the goal and goal state: both narrow the counts and the list. */
export function PredictionFilters({ matrix, view, onChange }: PredictionFiltersProps) {
  const { t } = useTranslation('predictions');
  const stateOptions = GOAL_STATES.map((state) => ({ value: state, label: stateText(state) }));
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Select<number | 'all'>
        aria-label={t('filters.level')}
        value={view.level ?? 'all'}
        onChange={(value) => onChange({ ...view, level: value === 'all' ? null : value })}
        options={[
          { value: 'all' as const, label: t('filters.allLevels', { goals: levelTotal(matrix) }) },
          ...levelOptions(matrix.Levels, view.level, t),
        ]}
        style={{ flex: '1 1 180px', minWidth: 0 }}
        popupMatchSelectWidth={false}
      />
      <Select<GoalState[]>
        mode="multiple"
        aria-label={t('filters.state')}
        placeholder={t('filters.allStates')}
        value={view.states}
        onChange={(states) => onChange({ ...view, states })}
        options={stateOptions}
        allowClear
        maxTagCount="responsive"
        style={{ flex: '1 1 200px', minWidth: 0 }}
      />
    </div>
  );
}

const levelTotal = (matrix: PredictionMatrix) => matrix.Levels.reduce((sum, l) => sum + l.Count, 0);
