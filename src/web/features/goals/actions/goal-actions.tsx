import type { GoalInfo } from '../../../../contract/goals';

/** The goal's action bar and more-menu with every dialog (owned by the actions work). */
export function GoalActions(props: { info: GoalInfo }) {
  return <div data-goal-actions={props.info.Goal.Id} />;
}
