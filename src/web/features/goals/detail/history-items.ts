import type { TFunction } from 'i18next';
import type { GoalInfo } from '../../../../contract/goals';
import { historyLabel, isStateChange, type SayLabel } from '../../../../domain/goals/transitions';
import { shownTexts } from '../../../shared/i18n';

export type Transition = GoalInfo['GoalTransitions'][number];

/** History entries in the order they happened (ids break ties within the same instant). */
export const transitionsInOrder = (transitions: Transition[]) =>
  [...transitions].sort((a, b) => a.CreatedAt.localeCompare(b.CreatedAt) || a.Id - b.Id);

/**
 * What a history entry says happened, in the language shown: by its kind and states through the rule the server words
 * its English `Label` with (the owner's own moves read differently), not by that English.
 */
export function transitionLabel(
  entry: Pick<Transition, 'ActionType' | 'TransitionableType' | 'FromState' | 'ToState' | 'UserId' | 'Label'>,
  ownerId: number,
  t: TFunction<'goalDetail'> = shownTexts('goalDetail'),
): string {
  const history = {
    actionType: entry.ActionType,
    transitionableType: entry.TransitionableType,
    fromState: entry.FromState,
    toState: entry.ToState,
  };
  if (isStateChange(history) && entry.ToState === null) return entry.Label;
  const say: SayLabel = (key, values) => t(`history.label.${key}`, values);
  return historyLabel(history, entry.UserId === ownerId, say);
}

/** The extra line a history entry needs beyond its label, e.g. who a goal passed to. */
export function transitionDetail(
  entry: Pick<Transition, 'ActionType' | 'Meta'>,
  t: TFunction<'goalDetail'> = shownTexts('goalDetail'),
): string | null {
  const meta = entry.Meta ?? {};
  if (entry.ActionType === 0 && typeof meta.FromName === 'string' && typeof meta.ToName === 'string') {
    return t('history.ownerChange', { from: meta.FromName, to: meta.ToName });
  }
  return null;
}

/** Weekly statuses, newest week first. */
export const statusesNewestFirst = (statuses: GoalInfo['GoalStatuses']) =>
  [...statuses].sort((a, b) => b.GoalPeriodWeek.StartDate.localeCompare(a.GoalPeriodWeek.StartDate));

/** Pending edits: proposed changes that are not yet applied (draft or waiting for review). */
export const pendingEdits = (edits: GoalInfo['GoalEdits']) => edits.filter((e) => e.State === 'draft' || e.State === 'review');

type Texts = { Title: string; Measurement: string; Description: string | null; ReportingMemo: string | null };

/** The fields an edit changes, by name, with the proposed text. */
export function changedFields(goal: Texts, edit: Texts): { field: keyof Texts; value: string }[] {
  const fields: (keyof Texts)[] = ['Title', 'Measurement', 'Description', 'ReportingMemo'];
  return fields.filter((f) => (edit[f] ?? '') !== (goal[f] ?? '')).map((field) => ({ field, value: edit[field] ?? '' }));
}

/** The dot colour of a history entry: approvals green, pushed-back requests red, the rest blue. */
export function transitionColor(
  t: Pick<Transition, 'ActionType' | 'FromState' | 'ToState' | 'TransitionableType'>,
): 'green' | 'red' | 'gray' | 'blue' {
  if (t.ActionType !== null) return 'gray';
  if (t.ToState === 'approved' || t.ToState === 'finalized') return 'green';
  if (t.FromState === 'review' && t.ToState === 'draft') return 'red';
  if (t.ToState === 'canceled' || t.ToState === 'deleted' || t.ToState === 'shelved') return 'gray';
  return 'blue';
}
