import type { GoalInfo } from '../../../../contract/goals';
import { goalWording } from '../components/goal-wording';

export type EditChange = { label: string; from: string; to: string };

const text = (v: string | null | undefined) => v?.trim() || '—';

const parentName = (info: GoalInfo, id: number | null, titles: Record<number, string>) =>
  id === null ? 'None' : info.ParentGoal?.Id === id ? info.ParentGoal.Title : (titles[id] ?? `Goal #${id}`);

/** The parent a proposed edit in review would move the goal to, when it is another one. */
export const proposedParentId = (info: GoalInfo) => {
  const edit = info.GoalEdits.find((e) => e.State === 'review');
  return edit && edit.ParentId !== info.Goal.ParentId ? edit.ParentId : null;
};

/** What a proposed edit in review would change, field by field, in the tenant's wording. */
export function editChanges(info: GoalInfo, titles: Record<number, string> = {}): EditChange[] {
  const edit = info.GoalEdits.find((e) => e.State === 'review');
  if (!edit) return [];
  const g = info.Goal;
  const w = goalWording(g.GoalType);
  const rows: EditChange[] = [
    { label: w.title, from: text(g.GoalDetail.Title), to: text(edit.Title) },
    { label: w.measurement, from: text(g.GoalDetail.Measurement), to: text(edit.Measurement) },
    { label: w.description, from: text(g.GoalDetail.Description), to: text(edit.Description) },
    { label: 'Reporting Memo', from: text(g.ReportingMemo), to: text(edit.ReportingMemo) },
    { label: 'Private', from: g.Hidden ? 'Yes' : 'No', to: edit.Hidden ? 'Yes' : 'No' },
  ];
  if (g.ParentId !== edit.ParentId)
    rows.push({
      label: 'Parent goal',
      from: parentName(info, g.ParentId, titles),
      to: parentName(info, edit.ParentId, titles),
    });
  return rows.filter((r) => r.from !== r.to || r.label === 'Parent goal');
}
