import type { Goal, GoalInfo } from '../../../../contract/goals';

export type GoalFormDrawerProps = {
  open: boolean;
  onClose: () => void;
  /** Edit this goal; without it the drawer adds a goal. */
  goal?: GoalInfo;
  /** Add a contributing goal aligned to this one. */
  parent?: Goal;
  onSaved?: (goal: Goal) => void;
};

/** The add/edit goal drawer, 600px (owned by the form work). */
export function GoalFormDrawer(props: GoalFormDrawerProps) {
  return props.open ? <div data-goal-form /> : null;
}
