import { useLocation } from 'react-router';

/** A link to another goal that keeps the goals screen's filters, as the rest of the screen does. */
export function useGoalLink(): (goalId: number) => string {
  const { search } = useLocation();
  return (goalId) => `/v3/goals/${goalId}${search}`;
}
