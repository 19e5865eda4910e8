import { Select } from 'antd';
import type { PredictionMatrix } from '../../../../contract/predictions';
import { GOAL_STATES, STATE_NAMES, type GoalState } from '../../../../domain/goals/states';
import { levelOptions, type PredictionView } from '../prediction-rules';

type PredictionFiltersProps = { matrix: PredictionMatrix; view: PredictionView; onChange: (view: PredictionView) => void };

const stateOptions = GOAL_STATES.map((state) => ({ value: state, label: STATE_NAMES[state] }));

/** Level below the goal and goal state: both narrow the counts and the list. */
export function PredictionFilters({ matrix, view, onChange }: PredictionFiltersProps) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Select<number | 'all'>
        aria-label="Level"
        value={view.level ?? 'all'}
        onChange={(value) => onChange({ ...view, level: value === 'all' ? null : value })}
        options={[{ value: 'all' as const, label: `All levels · ${levelTotal(matrix)}` }, ...levelOptions(matrix.Levels, view.level)]}
        style={{ flex: '1 1 180px', minWidth: 0 }}
        popupMatchSelectWidth={false}
      />
      <Select<GoalState[]>
        mode="multiple"
        aria-label="Goal state"
        placeholder="All states"
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
