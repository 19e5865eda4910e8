import type { TFunction } from 'i18next';
import type { GoalInfo } from '../../../../contract/goals';
import { goalWording } from '../components/goal-wording';
import { shownTexts } from '../../../shared/i18n';

export type EditChange = { label: string; from: string; to: string };

const text = (v: string | null | undefined) => v?.trim() || '—';

const parentName = (info: GoalInfo, id: number | null, titles: Record<number, string>, t: TFunction<'goalDetail'>) =>
  id === null
    ? t('reviewedGoal.none')
    : info.ParentGoal?.Id === id
      ? info.ParentGoal.Title
      : (titles[id] ?? t('reviewedGoal.goalNumber', { id }));

/** The parent a proposed edit in review would move the goal to, when it is another one. */
export const proposedParentId = (info: GoalInfo) => {
  const edit = info.GoalEdits.find((e) => e.State === 'review');
  return edit && edit.ParentId !== info.Goal.ParentId ? edit.ParentId : null;
};

/** What a proposed edit in review would change, field by field, in the tenant's wording. */
export function editChanges(
  info: GoalInfo,
  titles: Record<number, string> = {},
  t: TFunction<'goalDetail'> = shownTexts('goalDetail'),
  goalsT: TFunction<'goals'> = shownTexts('goals'),
): EditChange[] {
  const edit = info.GoalEdits.find((e) => e.State === 'review');
  if (!edit) return [];
  const g = info.Goal;
  const w = goalWording(g.GoalType, goalsT);
  const yesNo = (value: boolean) => t(value ? 'answer.yes' : 'answer.no');
  const rows: EditChange[] = [
    { label: w.title, from: text(g.GoalDetail.Title), to: text(edit.Title) },
    { label: w.measurement, from: text(g.GoalDetail.Measurement), to: text(edit.Measurement) },
    { label: w.description, from: text(g.GoalDetail.Description), to: text(edit.Description) },
    { label: t('reviewedGoal.reportingMemo'), from: text(g.ReportingMemo), to: text(edit.ReportingMemo) },
    { label: t('reviewedGoal.private'), from: yesNo(g.Hidden), to: yesNo(edit.Hidden) },
  ].filter((r) => r.from !== r.to);
  // A new parent shows even when both read the same (two goals of one title).
  if (g.ParentId !== edit.ParentId)
    rows.push({
      label: t('reviewedGoal.parentGoal'),
      from: parentName(info, g.ParentId, titles, t),
      to: parentName(info, edit.ParentId, titles, t),
    });
  return rows;
}
