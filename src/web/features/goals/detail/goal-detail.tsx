/** The goal detail pane (owned by the detail work): tabs, timeline, history, actions. */
export function GoalDetail(props: { goalId: number; onBack?: () => void; asSubGoal?: boolean }) {
  return <div data-goal-id={props.goalId} />;
}
