import type { TFunction } from 'i18next';
import type { Goal, GoalInfo, GoalSave } from '../../../../contract/goals';
import type { PeriodList } from '../../../../contract/periods';
import type { Profile } from '../../../../contract/people';
import type { GoalType } from '../../../../domain/goals/states';
import type { GoalWording } from '../components/goal-wording';
import { numberText } from '../../../shared/numbers';
import { periodLabel } from '../screen/goal-scopes';

export type GoalFormValues = {
  OwnerId?: number;
  PeriodId?: number;
  ParentId?: number | null;
  Title?: string;
  Measurement?: string;
  Description?: string;
  ReportingMemo?: string;
  IsPrivate?: boolean;
};
export type GoalFormField = keyof GoalFormValues;
export const GOAL_FORM_FIELDS: readonly GoalFormField[] = [
  'OwnerId',
  'PeriodId',
  'ParentId',
  'Title',
  'Measurement',
  'Description',
  'ReportingMemo',
  'IsPrivate',
];

export const TITLE_MAX = 255;
export const MEASUREMENT_MAX = 3000;
export const MEMO_MAX = 255;
export const QUARTER_CHOICES = 5;

/**
 * Quarter choices: the current quarter and later, at most five. A goal being edited keeps its own
 * quarter on the list even when that quarter has passed.
 */
export function quarterChoices(
  list: PeriodList | undefined,
  keepPeriodId: number | undefined,
  t: TFunction<'goals'>,
): { value: number; label: string }[] {
  if (!list) return [];
  const byIndex = [...list.Periods].sort((a, b) => a.Index - b.Index);
  const from = list.Current?.Index ?? byIndex.find((p) => p.IsCurrent)?.Index ?? 0;
  const choices = byIndex.filter((p) => p.Index >= from).slice(0, QUARTER_CHOICES);
  const kept = keepPeriodId && !choices.some((p) => p.Id === keepPeriodId) ? byIndex.find((p) => p.Id === keepPeriodId) : undefined;
  return [...(kept ? [kept] : []), ...choices].map((p) => ({ value: p.Id, label: periodLabel(p, t) }));
}

type Viewer = Pick<Profile, 'Id' | 'IsGoalAdmin' | 'IsGoalManager' | 'RoleName' | 'ParentId'>;

/** Goal admins and goal managers choose an owner; everyone else owns the goals they add. */
export const mayChooseOwner = (v: Viewer) => v.IsGoalAdmin || v.IsGoalManager;

/** A goal manager (not a goal admin) creating for someone else needs a parent from their own cascade. */
export const parentRequiredFor = (v: Viewer, ownerId: number | undefined, editing: boolean) =>
  !editing && v.IsGoalManager && !v.IsGoalAdmin && ownerId !== undefined && ownerId !== v.Id;

/** The open edit of an approved goal is what its owner keeps editing. */
const openEdit = (info: GoalInfo) => info.GoalEdits.find((e) => e.State === 'draft' || e.State === 'review');

export function initialGoalValues(args: { goal?: GoalInfo; parent?: Goal; viewerId: number; currentPeriodId?: number }): GoalFormValues {
  const { goal, parent } = args;
  if (goal) {
    const g = goal.Goal;
    const source = openEdit(goal) ?? {
      Title: g.GoalDetail.Title,
      Measurement: g.GoalDetail.Measurement,
      Description: g.GoalDetail.Description,
      ReportingMemo: g.ReportingMemo,
      Hidden: g.Hidden,
      ParentId: g.ParentId,
    };
    return {
      OwnerId: g.User.Id,
      PeriodId: g.GoalPeriodId,
      ParentId: source.ParentId,
      Title: source.Title,
      Measurement: source.Measurement,
      Description: source.Description ?? '',
      ReportingMemo: source.ReportingMemo ?? '',
      IsPrivate: source.Hidden,
    };
  }
  return {
    OwnerId: args.viewerId,
    PeriodId: parent?.GoalPeriodId ?? args.currentPeriodId,
    ParentId: parent?.Id ?? null,
    Title: '',
    Measurement: '',
    Description: '',
    ReportingMemo: '',
    IsPrivate: false,
  };
}

const norm = (v: unknown) => (typeof v === 'string' ? v.trim() : (v ?? null));

/** Whether closing would lose something the user typed or chose. */
export const hasChanges = (initial: GoalFormValues, current: GoalFormValues) =>
  GOAL_FORM_FIELDS.some((f) => f in current && norm(current[f]) !== norm(initial[f]));

/** The save payload (spec 000 §3); ReportingMemo only for percent (ObjectiveResult) goals. */
export function goalPayload(v: GoalFormValues, opts: { isDraft: boolean; editing: boolean; goalType: GoalType }): GoalSave {
  return {
    Title: v.Title?.trim() ?? '',
    Measurement: v.Measurement?.trim() ?? '',
    Description: v.Description?.trim() || null,
    IsPrivate: v.IsPrivate ?? false,
    OwnerId: v.OwnerId ?? 0,
    PeriodId: v.PeriodId ?? 0,
    ParentId: v.ParentId ?? null,
    ReportingMemo: opts.goalType === 'ObjectiveResult' ? v.ReportingMemo?.trim() || null : null,
    IsDraft: opts.isDraft,
    IsFromEdit: opts.editing,
  };
}

export type FinalButton = 'Publish' | 'Submit' | null;
export type FormButtons = { draft: 'Save as draft' | 'Save'; final: FinalButton };

const BUTTON_KEYS = {
  'Save as draft': 'form.button.saveAsDraft',
  Save: 'form.button.save',
  Publish: 'form.button.publish',
  Submit: 'form.button.submit',
} as const;

/** A button of formButtons (its English name is its code) in the language shown. */
export const buttonText = (button: NonNullable<FinalButton> | FormButtons['draft'], t: TFunction<'goals'>): string =>
  t(BUTTON_KEYS[button]);

/**
 * The drawer's buttons. 'Save as draft' keeps a draft (or an owner's proposed edit); 'Publish' or
 * 'Submit' sends it on. Goals past draft that are changed directly have one 'Save'.
 */
export function formButtons(args: { viewer: Viewer; goal?: GoalInfo; owner?: { Id: number; ParentId: number | null } }): FormButtons {
  const { viewer, goal } = args;
  if (!goal) {
    const owner = args.owner ?? { Id: viewer.Id, ParentId: viewer.ParentId };
    const publish =
      owner.Id === viewer.Id ? owner.ParentId === null : viewer.RoleName === 'ceo' || viewer.IsGoalAdmin || viewer.IsGoalManager;
    return { draft: 'Save as draft', final: publish ? 'Publish' : 'Submit' };
  }
  const g = goal.Goal;
  if (g.State === 'draft') {
    const final = g.Permissions.Publish ? 'Publish' : g.Permissions.SubmitForApproval ? 'Submit' : null;
    return { draft: final ? 'Save as draft' : 'Save', final };
  }
  // An owner with a manager changes an approved goal through a proposed edit.
  if (g.State === 'approved' && g.User.Id === viewer.Id && g.User.ParentId !== null) return { draft: 'Save as draft', final: 'Submit' };
  return { draft: 'Save', final: null };
}

export type ServerFieldError = { Field: string; Message: string };

/** Server field errors on the form's fields, and the messages that belong to no field. */
export function splitFieldErrors(errors: readonly ServerFieldError[] | undefined) {
  const fields: { name: GoalFormField; errors: string[] }[] = [];
  const other: string[] = [];
  for (const e of errors ?? []) {
    const name = GOAL_FORM_FIELDS.find((f) => f.toLowerCase() === e.Field.toLowerCase());
    if (name) fields.push({ name, errors: [e.Message] });
    else other.push(e.Message);
  }
  return { fields, other };
}

/** antd rules per field, with the spec's texts (OKR wording for OKR tenants), in the language shown when called. */
export function goalFormRules(wording: GoalWording, t: TFunction<'goals'>) {
  const max = (n: number) => ({ max: n, message: t('form.maxLength', { max: numberText(n) }) });
  return {
    OwnerId: [{ required: true, message: t('form.ownerRequired') }],
    PeriodId: [{ required: true, message: t('form.quarterRequired') }],
    Title: [{ required: true, whitespace: true, message: wording.titleRequired }, max(TITLE_MAX)],
    Measurement: [{ required: true, whitespace: true, message: wording.measurementRequired }, max(MEASUREMENT_MAX)],
    ReportingMemo: [max(MEMO_MAX)],
    ParentId: (required: boolean) => [{ required, message: t('form.parentRequired') }],
  };
}
