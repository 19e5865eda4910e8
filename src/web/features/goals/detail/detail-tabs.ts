export type DetailTab = 'overview' | 'details' | 'history' | 'hierarchy';

type TabFacts = { childCount: number; ancestorCount: number; asSubGoal: boolean };

/** Spec 000 §2: Overview only with children; Hierarchy only with ancestors and not inside the sub-goal drawer. */
export function visibleTabs({ childCount, ancestorCount, asSubGoal }: TabFacts): DetailTab[] {
  return [
    ...(childCount > 0 ? (['overview'] as const) : []),
    'details',
    'history',
    ...(ancestorCount > 0 && !asSubGoal ? (['hierarchy'] as const) : []),
  ];
}

/** The tab the user chose while it is still there, else the first one. */
export const activeTab = (chosen: DetailTab | null, visible: DetailTab[]): DetailTab =>
  chosen && visible.includes(chosen) ? chosen : (visible[0] ?? 'details');
