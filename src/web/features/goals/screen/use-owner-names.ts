import { useCallback, useState } from 'react';
import type { GoalList } from '../../../../contract/goals';
import { useGoalOwners } from '../api/get-goal-choices';

/**
 * Names for the people chips. The URL holds only ids, so a name comes from the people picked in this visit,
 * the owners of the listed goals or the first page of goal owners; chipsOf falls back to 'Person #id'.
 */
export function useOwnerNames(pages: readonly GoalList[] | undefined) {
  const owners = useGoalOwners('');
  const [picked, setPicked] = useState<ReadonlyMap<number, string>>(new Map());

  const remember = useCallback((key: string, label: string) => {
    const id = /^user:(\d+)$/.exec(key)?.[1];
    if (id && label) setPicked((m) => new Map(m).set(Number(id), label));
  }, []);

  const nameOf = (id: number) =>
    picked.get(id) ?? pages?.flatMap((p) => p.data).find((g) => g.User.Id === id)?.User.Name ?? owners.data?.find((o) => o.Id === id)?.Name;

  return { nameOf, remember };
}
